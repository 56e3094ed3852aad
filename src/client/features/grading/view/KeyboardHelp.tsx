import { Fragment } from 'react';
import type { Command } from '../../../core/commands';
import { useT } from '../../../core/i18n';
import { keyNames } from '../../../ui/key-names';
import { ShortcutKeys } from '../../../ui/ShortcutKeys';
import type { GridKey } from './grid-keys';

/** The grid's keys as rows (alternatives joined by "or"): the Keyboard panel's, and the '?' help's section for the grid. */
function GridKeyRows({ keys, className }: { keys: readonly GridKey[]; className: string }) {
  const t = useT();
  const names = keyNames(t);
  return (
    <dl className={`m-0 ${className}`}>
      {keys.map(({ labelKey, keys: shortcuts }) => (
        <div key={labelKey} className="flex items-center justify-between gap-3 text-sm">
          <dt className="min-w-0">{t(labelKey)}</dt>
          <dd className="m-0 flex shrink-0 items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
            {shortcuts.map((shortcut, index) => (
              <Fragment key={shortcut}>
                {index > 0 && t('keys.or')}
                <ShortcutKeys shortcut={shortcut} names={names} />
              </Fragment>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The entry that puts the grid's keys in the '?' help while the grid is open (the rows of its Keyboard panel). */
export function gridKeyHelp(keys: readonly GridKey[], commands: readonly Command[]): Command {
  return {
    id: 'grid.keys',
    labelKey: 'grading.title',
    group: 'help',
    when: () => false,
    run: () => {},
    keyHelp: { render: () => <GridKeyRows keys={keys} className="mt-2 flex flex-col gap-2" />, commandIds: commands.map((command) => command.id) },
  };
}

/** The grid's keys, one click away; not on a phone, where they mean nothing ('?' still shows them). */
export function KeyboardHelp({ keys }: { keys: readonly GridKey[] }) {
  const t = useT();
  return (
    <details className="hidden rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm sm:block dark:border-slate-700 dark:bg-slate-900">
      <summary className="cursor-pointer select-none font-medium text-slate-800 dark:text-slate-100">{t('grading.keys.title')}</summary>
      <GridKeyRows keys={keys} className="mt-2 grid gap-x-6 gap-y-1.5 text-slate-700 sm:grid-cols-2 dark:text-slate-300" />
    </details>
  );
}
