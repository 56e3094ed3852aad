import type { ReactNode } from 'react';
import { fieldId } from '../quiz-draft';
import { ListProblem } from './ListProblem';

export interface ListFieldsetProps {
  /** The list's place in the document: its problems are shown here, and the focus comes here when it is empty. */
  listPath: string;
  legend: string;
  /** The rules' frame (a dashed border, a hint under the legend); the others sit in their question's card as they are. */
  framed?: boolean;
  hint?: string;
  /** The list's items, each an `<li>`. */
  children: ReactNode;
  /** The points tally under the items, when the list has points. */
  tally?: ReactNode;
  add: { label: string; onClick: () => void; disabled: boolean; id?: string };
}

/** One list of a question (options, statements, rules, pairs, a matching column): legend, problem, items, tally, Add. */
export function ListFieldset({ listPath, legend, framed = false, hint, children, tally, add }: ListFieldsetProps) {
  return (
    <fieldset
      id={fieldId(listPath)}
      tabIndex={-1}
      aria-describedby={`${fieldId(listPath)}-error`}
      className={
        framed
          ? 'm-0 flex min-w-0 flex-col gap-2 rounded-xl border border-dashed border-slate-300 p-3 outline-none dark:border-slate-700'
          : 'm-0 flex min-w-0 flex-col gap-2 border-0 p-0 outline-none'
      }
    >
      <legend className={framed ? 'field-label px-1' : 'field-label mb-1 p-0'}>{legend}</legend>
      {hint && <p className="field-hint m-0">{hint}</p>}
      <ListProblem path={listPath} />
      <ol className={framed ? 'm-0 flex list-none flex-col gap-3 p-0' : 'm-0 flex list-none flex-col gap-2 p-0'}>{children}</ol>
      {tally}
      <div>
        <button id={add.id} type="button" className="btn-secondary" onClick={add.onClick} disabled={add.disabled}>
          {add.label}
        </button>
      </div>
    </fieldset>
  );
}
