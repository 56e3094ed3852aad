import { useSelector } from '@legendapp/state/react';
import { draftAt, useSession } from '../editor-context';
import { touch } from '../editor-session';
import { fieldId } from '../quiz-draft';

export interface BoundCheckboxProps {
  /** The flag's schema path. */
  path: string;
  label: string;
  /** Visually hidden label, still the accessible name. */
  hideLabel?: boolean;
  /** A shorter text to show ("Correct") when the accessible name says more ("Option b is correct"). */
  shownLabel?: string;
}

/** A checkbox bound to one flag of the document (an option's "correct"). */
export function BoundCheckbox({ path, label, hideLabel, shownLabel }: BoundCheckboxProps) {
  const session = useSession();
  const value$ = draftAt<boolean>(session, path);
  const checked = useSelector(() => value$.get());
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
      <input
        id={fieldId(path)}
        type="checkbox"
        aria-label={shownLabel ? label : undefined}
        className="h-5 w-5 accent-primary-700 focusable"
        checked={checked}
        onChange={(event) => value$.set(event.currentTarget.checked)}
        onBlur={() => touch(session, path)}
      />
      {shownLabel ? <span aria-hidden="true">{shownLabel}</span> : <span className={hideLabel ? 'sr-only' : ''}>{label}</span>}
    </label>
  );
}
