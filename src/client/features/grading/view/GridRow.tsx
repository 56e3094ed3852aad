import { useSelector } from '@legendapp/state/react';
import { memo } from 'react';
import type { IndexRange } from '../../../../domain/grid/virtual-window';
import type { GridController } from '../controller/grid-controller';
import type { GradingPupil } from '../grading.types';
import { readRowUi } from '../model/cell-key';
import { rowUiKeyOf, uiFlagsOf } from '../model/cell-state';
import type { GradeBook } from '../model/grade-book';
import { type GridColumn, HEADER_HEIGHT, ROW_HEIGHT } from '../model/grid-columns';
import { GridCell } from './GridCell';
import { NameCell } from './NameCell';

export interface GridRowProps {
  book: GradeBook;
  controller: GridController;
  pupil: GradingPupil;
  row: number;
  columns: readonly GridColumn[];
  columnNames: readonly string[];
  offsets: readonly number[];
  /** The columns in view; `extraCol` (the cursor's, when outside) is rendered too so focus never lands on nothing. */
  cols: IndexRange;
  extraCol: number;
  language: string;
}

/**
 * One pupil's row: the sticky name, then only the cells in view. The row
 * follows the cursor and selection for its cells (one subscription per row,
 * empty for rows they do not touch) and hands each cell its flags.
 */
export const GridRow = memo(function GridRow({ book, controller, pupil, row, columns, columnNames, offsets, cols, extraCol, language }: GridRowProps) {
  const ui = readRowUi(useSelector(() => rowUiKeyOf(controller, row)));
  const indices: number[] = [];
  for (let col = Math.max(1, cols.start); col < cols.end; col++) indices.push(col);
  if (extraCol > 0 && (extraCol < cols.start || extraCol >= cols.end)) indices.push(extraCol);
  const focusTick = ui?.focusTick ?? 0;
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the ARIA grid pattern with roving tabindex: only the active cell takes the focus
    <div
      role="row"
      aria-rowindex={row + 2}
      className="absolute left-0"
      style={{ top: HEADER_HEIGHT + row * ROW_HEIGHT, height: ROW_HEIGHT, width: offsets.at(-1) }}
    >
      <NameCell
        book={book}
        pupilId={pupil.id}
        name={pupil.name}
        row={row}
        width={columns[0]!.width}
        ui={uiFlagsOf(ui, 0)}
        focusTick={ui?.cursorCol === 0 ? focusTick : 0}
      />
      {indices.map((col) => (
        <GridCell
          key={columns[col]!.id}
          book={book}
          controller={controller}
          pupilId={pupil.id}
          pupilName={pupil.name}
          row={row}
          col={col}
          column={columns[col]!}
          columnName={columnNames[col] ?? ''}
          x={offsets[col]!}
          language={language}
          ui={uiFlagsOf(ui, col)}
          focusTick={ui?.cursorCol === col ? focusTick : 0}
        />
      ))}
    </div>
  );
});
