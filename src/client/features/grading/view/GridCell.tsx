import { useSelector } from '@legendapp/state/react';
import { memo, useLayoutEffect, useRef } from 'react';
import { useT } from '../../../core/i18n';
import type { GridController } from '../controller/grid-controller';
import { readCellData } from '../model/cell-key';
import { cellDataKeyOf } from '../model/cell-snapshot';
import { ACTIVE, EDITING, PASTE_REFUSED, REFUSED, SELECTED, SERVER_ERROR } from '../model/cell-state';
import type { GradeBook } from '../model/grade-book';
import type { GridColumn } from '../model/grid-columns';
import { CellEditor } from './CellEditor';
import { cellClass } from './cell-style';

export interface GridCellProps {
  book: GradeBook;
  controller: GridController;
  pupilId: string;
  pupilName: string;
  row: number;
  col: number;
  column: GridColumn;
  x: number;
  language: string;
  /** The column header's text, for the editor's accessible name. */
  columnName: string;
  /** Cursor, selection, editor and paste flags, from the row. */
  ui: number;
  /** Changes when an action asks this (active) cell to take the focus. */
  focusTick: number;
}

const ISSUE_ID = 'grade-grid-cell-issue';

/** One cell of the grade grid (not the pupil's name): a mark, a rule mark, a total, a result, a comment. */
export const GridCell = memo(function GridCell({
  book,
  controller,
  pupilId,
  pupilName,
  row,
  col,
  column,
  x,
  language,
  columnName,
  ui,
  focusTick,
}: GridCellProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // The cursor comes from the row (ui); the cell's data and, for the cursor's cell, its issue from one selector.
  const active = (ui & ACTIVE) !== 0;
  const {
    flags: dataFlags,
    text,
    issue,
  } = readCellData(useSelector(() => cellDataKeyOf(book, controller, pupilId, column, language, active ? { row, col, t } : null)));
  const flags = ui | dataFlags;
  const editing = (flags & EDITING) !== 0;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || editing || focusTick === 0 || !element) return;
    if (document.activeElement !== element) element.focus({ preventScroll: true });
    // The grid scrolled its own area (reveal); this brings the cell into the window too, when the page is scrolled.
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, editing, focusTick]);

  // The reason under the cell shows whole, in the last visible row too.
  const issueRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (issue) issueRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [issue]);

  const derived = column.kind === 'mark10' || column.kind === 'band' || column.kind === 'gradedAt';
  const numeric = column.kind !== 'comments' && column.kind !== 'gradedAt' && column.kind !== 'band';
  const invalid = (flags & (REFUSED | SERVER_ERROR | PASTE_REFUSED)) !== 0;
  const editState = editing ? controller.editing$.peek() : null;
  return (
    <div
      ref={ref}
      role="gridcell"
      aria-colindex={col + 1}
      aria-selected={(flags & SELECTED) !== 0}
      aria-readonly={derived || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={issue && !editing ? ISSUE_ID : undefined}
      tabIndex={active ? 0 : -1}
      data-row={row}
      data-col={col}
      className={cellClass(flags, derived ? 'derived' : 'value', numeric)}
      style={{ left: x, width: column.width }}
    >
      {editState ? (
        <CellEditor
          controller={controller}
          editing={editState}
          numeric={numeric}
          label={t('grading.grid.editorLabel', { pupil: pupilName, column: columnName })}
          describedBy={issue ? ISSUE_ID : undefined}
        />
      ) : (
        // A colleague's name after the time may not fit the column: the whole text on hover.
        <span className="min-w-0 truncate" title={column.kind === 'gradedAt' && text ? text : undefined}>
          {text}
        </span>
      )}
      {issue && (
        <span
          ref={issueRef}
          id={ISSUE_ID}
          // On a phone the reason stays as narrow as the room beside the name column.
          style={{ maxWidth: 'min(15rem, calc(100vw - 10rem))' }}
          className={`pointer-events-none absolute left-0 top-full z-30 mt-1 w-60 whitespace-normal rounded-md px-2 py-1 text-left text-xs font-medium not-italic shadow-lg ${invalid ? 'bg-red-700 text-white' : 'bg-violet-700 text-white'}`}
        >
          {issue}
        </span>
      )}
    </div>
  );
});
