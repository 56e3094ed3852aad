import { useSelector } from '@legendapp/state/react';
import { memo, useLayoutEffect, useRef } from 'react';
import { useT } from '../../../core/i18n';
import { ACTIVE, SELECTED } from '../model/cell-state';
import type { GradeBook } from '../model/grade-book';
import { NAME_CELL_BG, NAME_CELL_CLASS, NAME_CELL_SELECTED_BG } from './cell-style';

export interface NameCellProps {
  book: GradeBook;
  pupilId: string;
  name: string;
  row: number;
  width: number;
  /** Cursor and selection flags, from the row. */
  ui: number;
  focusTick: number;
}

/** The pupil's name: the row header, sticky on the left, marked while the row has unsaved edits or a conflict. */
export const NameCell = memo(function NameCell({ book, pupilId, name, row, width, ui: flags, focusTick }: NameCellProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const conflict = useSelector(() => book.conflictOf$(pupilId).get() !== undefined);
  const active = (flags & ACTIVE) !== 0;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || focusTick === 0 || !element) return;
    if (document.activeElement !== element) element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, focusTick]);
  return (
    <div
      ref={ref}
      role="rowheader"
      aria-colindex={1}
      aria-selected={(flags & SELECTED) !== 0}
      tabIndex={active ? 0 : -1}
      data-row={row}
      data-col={0}
      className={`${NAME_CELL_CLASS} ${active ? 'ring-2 ring-inset ring-primary-600 dark:ring-primary-300' : ''} ${flags & SELECTED ? NAME_CELL_SELECTED_BG : NAME_CELL_BG}`}
      style={{ width }}
    >
      {/* A long name is cut to the column: the whole of it on hover (a new teacher read "Maximiliano Fernán…"). */}
      <span className="min-w-0 truncate" title={name}>
        {name}
      </span>
      {conflict && (
        <span className="ml-auto shrink-0 rounded bg-violet-100 px-1 text-xs font-semibold text-violet-800 dark:bg-violet-900 dark:text-violet-100">
          {t('grading.conflict.badge')}
        </span>
      )}
    </div>
  );
});
