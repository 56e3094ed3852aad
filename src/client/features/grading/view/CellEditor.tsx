import { useLayoutEffect, useRef } from 'react';
import { touchOnly } from '../../../ui/touch-only';
import type { EditState, GridController } from '../controller/grid-controller';

export interface CellEditorProps {
  controller: GridController;
  editing: EditState;
  /** The input's accessible name: the pupil and the column. */
  label: string;
  numeric: boolean;
  describedBy?: string;
}

/**
 * The input inside a cell being edited. Its keys are read by the grid's own
 * handler (Enter, Tab, Escape, arrows); what is typed is checked on the spot
 * so a mark over the limit shows its reason before Enter.
 */
export function CellEditor({ controller, editing, label, numeric, describedBy }: CellEditorProps) {
  const ref = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per edit (the editor mounts when editing starts); a later check runs on input
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus({ preventScroll: true });
    const end = input.value.length;
    // Opened by a tap (a touch-only device): the value chosen, so the digit typed replaces it, as typing on a cell does.
    input.setSelectionRange(editing.mode === 'edit' && touchOnly() ? 0 : end, end);
    if (editing.initial) controller.check(editing.initial);
  }, []);
  return (
    <input
      ref={ref}
      data-grid-editor=""
      defaultValue={editing.initial}
      aria-label={label}
      aria-describedby={describedBy}
      inputMode={numeric ? 'decimal' : 'text'}
      enterKeyHint="next"
      autoComplete="off"
      spellCheck={!numeric}
      onInput={(event) => controller.check(event.currentTarget.value)}
      onBlur={(event) => {
        // Focus left the cell (a button, another window): keep a valid value as if Enter was pressed.
        const current = controller.editing$.peek();
        if (current && current.row === editing.row && current.col === editing.col) controller.commitEdit(event.currentTarget.value);
      }}
      className={`h-full w-full border-0 bg-transparent px-2 text-sm text-slate-900 outline-none dark:bg-slate-950 dark:text-slate-100 ${numeric ? 'text-right tabular-nums' : ''}`}
    />
  );
}
