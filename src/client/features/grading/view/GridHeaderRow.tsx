import { memo } from 'react';
import type { IndexRange } from '../../../../domain/grid/virtual-window';
import { formatPoints } from '../../../../domain/points';
import { useT } from '../../../core/i18n';
import { type GridColumn, HEADER_HEIGHT } from '../model/grid-columns';

export interface GridHeaderRowProps {
  columns: readonly GridColumn[];
  columnNames: readonly string[];
  offsets: readonly number[];
  cols: IndexRange;
  extraCol: number;
  language: string;
  onToggleRules: (questionId: string) => void;
}

const HEADER_CELL =
  'absolute top-0 flex h-full flex-col justify-center border-b-2 border-r border-slate-300 bg-slate-100 px-2 text-xs font-semibold text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200';

/** The sticky header: what each column is, with the points it is out of; questions with rules can be unfolded. */
export const GridHeaderRow = memo(function GridHeaderRow({ columns, columnNames, offsets, cols, extraCol, language, onToggleRules }: GridHeaderRowProps) {
  const t = useT();
  const indices: number[] = [];
  for (let col = Math.max(1, cols.start); col < cols.end; col++) indices.push(col);
  if (extraCol > 0 && (extraCol < cols.start || extraCol >= cols.end)) indices.push(extraCol);
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the ARIA grid pattern with roving tabindex: only the active cell takes the focus
    <div role="row" aria-rowindex={1} className="sticky top-0 z-[6]" style={{ height: HEADER_HEIGHT, width: offsets.at(-1) }}>
      {/* biome-ignore lint/a11y/useFocusableInteractive: the ARIA grid pattern with roving tabindex: only the active cell takes the focus */}
      <div role="columnheader" aria-colindex={1} className={`${HEADER_CELL} sticky left-0 z-[7]`} style={{ width: columns[0]!.width, position: 'sticky' }}>
        {columnNames[0]}
      </div>
      {indices.map((col) => {
        const column = columns[col]!;
        const points = column.kind === 'mark' || column.kind === 'rule' || column.kind === 'total';
        return (
          // biome-ignore lint/a11y/useFocusableInteractive: the ARIA grid pattern with roving tabindex: only the active cell takes the focus
          <div
            key={column.id}
            role="columnheader"
            aria-colindex={col + 1}
            title={column.description || undefined}
            className={`${HEADER_CELL} ${points ? 'items-end text-right' : 'items-start'} ${column.kind === 'rule' ? 'bg-slate-50 font-medium dark:bg-slate-900' : ''}`}
            style={{ left: offsets[col], width: column.width }}
          >
            <span className="flex items-center gap-1">
              {column.hasRules && (
                <button
                  type="button"
                  tabIndex={-1}
                  aria-expanded={column.expanded}
                  aria-label={t(column.expanded ? 'grading.rules.hideFor' : 'grading.rules.showFor', { n: column.label })}
                  onClick={() => onToggleRules(column.questionId)}
                  className="inline-flex h-5 w-5 items-center justify-center rounded border border-slate-300 bg-white text-xs leading-none hover:bg-slate-200 dark:border-slate-600 dark:bg-slate-900"
                >
                  <span aria-hidden="true">{column.expanded ? '−' : '+'}</span>
                </button>
              )}
              <span aria-hidden="true">{column.kind === 'mark' || column.kind === 'rule' ? column.label : columnNames[col]}</span>
              <span className="sr-only">{columnNames[col]}</span>
            </span>
            {points && column.max > 0 && (
              <span aria-hidden="true" className="font-normal text-slate-600 dark:text-slate-300">
                {t('grading.grid.outOf', { points: formatPoints(column.max, language) })}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
});
