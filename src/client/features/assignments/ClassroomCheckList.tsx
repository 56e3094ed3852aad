import { type FormEvent, type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useT } from '../../core/i18n';
import { CHOOSER_INPUT } from '../../ui/chooser-classes';
import { Loading } from '../../ui/Loading';
import type { ClassroomOption } from './assignments.types';
import { matchesSearch } from './search';

export interface ClassroomCheckListProps {
  options: readonly ClassroomOption[] | undefined;
  loading: boolean;
  /** The classes ticked, in the list's order. */
  onDone: (chosen: ClassroomOption[]) => void;
  onBack: () => void;
}

const ROW = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800';

/** The assign chooser's class step with bulk operations on: tick several classes, then go on to the due date. */
export function ClassroomCheckList({ options, loading, onDone, onBack }: ClassroomCheckListProps) {
  const t = useT();
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLFieldSetElement>(null);
  const [search, setSearch] = useState('');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => (options ?? []).filter((option) => matchesSearch(`${option.name} ${option.schoolName}`, search)), [options, search]);

  const toggle = (id: string) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const boxes = () => [...(listRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])];

  // A filter that leaves one class: Enter ticks it and empties the search for the next (Enter on an empty search,
  // or with several classes shown, goes on). ArrowDown goes to the list.
  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      boxes()[0]?.focus();
      return;
    }
    const [only] = shown;
    if (event.key !== 'Enter' || search.trim() === '' || shown.length !== 1 || !only) return;
    event.preventDefault();
    if (!ticked.has(only.id)) toggle(only.id);
    setSearch('');
  }

  // Up and down walk the classes, as in the quiz step's list; up from the first goes back to the search.
  function onListKey(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = boxes();
    const at = all.indexOf(event.target as HTMLInputElement);
    if (at < 0) return;
    event.preventDefault();
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) searchRef.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = (options ?? []).filter((option) => ticked.has(option.id));
    if (chosen.length > 0) onDone(chosen);
  }

  return (
    <form className="flex flex-col gap-3 px-5 pb-5 pt-2 sm:px-6" onSubmit={submit}>
      <input
        ref={searchRef}
        // biome-ignore lint/a11y/noAutofocus: the chooser's step opens on its search, as the quiz step does
        autoFocus
        type="search"
        aria-label={t('assignments.chooser.classroomPlaceholder')}
        placeholder={t('assignments.chooser.classroomPlaceholder')}
        className={`${CHOOSER_INPUT} border-b border-slate-200 dark:border-slate-700`}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={onSearchKey}
        autoComplete="off"
      />
      {loading && <Loading variant="minimal" />}
      <fieldset ref={listRef} className="max-h-[min(50vh,24rem)] overflow-y-auto" onKeyDown={onListKey}>
        <legend className="sr-only">{t('assignments.chooser.classrooms')}</legend>
        {!loading && shown.length === 0 && (
          <p className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-300">{t('assignments.chooser.noMatch')}</p>
        )}
        {shown.map((option) => (
          <label key={option.id} className={ROW}>
            <input type="checkbox" className="h-4 w-4" checked={ticked.has(option.id)} onChange={() => toggle(option.id)} />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900 dark:text-slate-100">{option.name}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-300">{option.schoolName}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onBack}>
          {t('assignments.actions.back')}
        </button>
        <button type="submit" className="btn-primary" disabled={ticked.size === 0}>
          {t('assignments.chooser.continue', { n: ticked.size })}
        </button>
      </div>
    </form>
  );
}
