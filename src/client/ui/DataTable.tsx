import { type ReactNode, useState } from 'react';
import { config } from '../core/config';
import { useLanguage, useT } from '../core/i18n';
import { Pagination } from './data-table/Pagination';
import { cellValue, nextSort, sortRows } from './data-table/sort';
import { tableMessages } from './data-table/table.messages';
import type { DataTableColumn, RowKeyDownHandler, RowProps, SortState, TableSize } from './data-table/types';
import { Loading } from './Loading';

await tableMessages.ensure();

export { nextSort } from './data-table/sort';
export type { DataTableColumn, RowKeyDownHandler, RowProps, SortDirection, SortState, TableSize } from './data-table/types';

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** The table's name: a caption (shown, or for screen readers only with captionHidden). */
  caption: string;
  captionHidden?: boolean;
  /** The field holding each row's unique key (default `id`), or a function computing it. */
  rowKey?: (keyof Row & string) | ((row: Row) => string | number);
  striped?: boolean;
  bordered?: boolean;
  hoverable?: boolean;
  size?: TableSize;
  loading?: boolean;
  /** Default 'Loading data…'. */
  loadingMessage?: string;
  /** Default 'No data'. */
  emptyTitle?: string;
  /** Default 'No records to display.'. */
  emptyDescription?: string;
  /** Rows per page (SPEC 9: 10); 0 shows every row. */
  pageSize?: number;
  /** The sort shown; given, the table is controlled and only reports clicks. */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  /** An external sort (the server's): rows are then shown in the order given, not sorted here. */
  onSort?: (sort: SortState) => void;
  /** Hook points for keyboard navigation (the pupils list: arrows, Enter, Delete). */
  getRowProps?: (row: Row, index: number) => RowProps;
  onRowKeyDown?: RowKeyDownHandler<Row>;
  /** The row that has the keyboard: marked, and the only one in the tab order (roving tabindex). */
  activeRowKey?: string | number | null;
  /** Shown above the table beside the caption (filters, an add button). */
  toolbar?: ReactNode;
}

const CELL_PADDING: Record<TableSize, string> = { compact: 'px-2 py-1', normal: 'px-3 py-2', spacious: 'px-4 py-3' };
const ALIGN: Record<'left' | 'center' | 'right', string> = { left: 'text-left', center: 'text-center', right: 'text-right' };
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function keyOf<Row>(row: Row, index: number, rowKey: DataTableProps<Row>['rowKey']): string | number {
  const key = typeof rowKey === 'function' ? rowKey(row) : (row as Record<string, unknown>)[rowKey ?? 'id'];
  // A row without its key still renders; the index is a poorer key, not a crash.
  return typeof key === 'string' || typeof key === 'number' ? key : `row-${index}`;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return value instanceof Date ? value.toLocaleDateString() : String(value);
}

/** SPEC 2's generic table: sortable columns, striped/bordered/hoverable, three sizes, loading and empty states, pages of 10. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, caption, captionHidden, rowKey, striped, bordered, hoverable, size = 'normal', loading } = props;
  const { pageSize = config.ui.pageSize, onSort, getRowProps, onRowKeyDown, activeRowKey, toolbar } = props;
  const t = useT();
  const language = useLanguage();
  const [localSort, setLocalSort] = useState<SortState | null>(props.defaultSort ?? null);
  const [requestedPage, setPage] = useState(1);
  const sort = props.sort !== undefined ? props.sort : localSort;

  const ordered = onSort ? rows : sortRows(rows, sort, columns, language);
  const paged = pageSize > 0;
  const pageCount = paged ? Math.max(1, Math.ceil(ordered.length / pageSize)) : 1;
  // Rows removed under the current page: show the last page that exists.
  const page = Math.min(requestedPage, pageCount);
  const visible = paged ? ordered.slice((page - 1) * pageSize, page * pageSize) : ordered;
  const padding = CELL_PADDING[size];
  const border = bordered ? 'border border-slate-200 dark:border-slate-700' : '';

  const sortBy = (key: string) => {
    const next = nextSort(sort, key);
    if (props.sort === undefined) setLocalSort(next);
    setPage(1);
    onSort?.(next);
  };

  const body = () => {
    if (loading) {
      return (
        <tr>
          <td colSpan={columns.length} className="px-3 py-8 text-center">
            <Loading variant="minimal" message={props.loadingMessage ?? t('table.loading')} />
          </td>
        </tr>
      );
    }
    if (rows.length === 0) {
      return (
        <tr>
          <td colSpan={columns.length} className="px-3 py-8 text-center">
            <p className="m-0 font-semibold text-slate-800 dark:text-slate-200">{props.emptyTitle ?? t('table.emptyTitle')}</p>
            <p className="m-0 mt-1 text-sm text-slate-600 dark:text-slate-400">{props.emptyDescription ?? t('table.emptyDescription')}</p>
          </td>
        </tr>
      );
    }
    return visible.map((row, offset) => {
      const index = paged ? (page - 1) * pageSize + offset : offset;
      const key = keyOf(row, index, rowKey);
      const active = activeRowKey !== undefined && activeRowKey !== null && key === activeRowKey;
      const extra = getRowProps?.(row, index) ?? {};
      const classes = [
        striped && offset % 2 === 1 ? 'bg-slate-50 dark:bg-slate-800/40' : '',
        hoverable ? 'hover:bg-primary-50 dark:hover:bg-slate-800' : '',
        active ? 'bg-primary-100 outline-2 outline-primary-600 -outline-offset-2 dark:bg-primary-950 dark:outline-primary-300' : '',
        extra.className ?? '',
      ];
      return (
        <tr
          key={key}
          data-active={active || undefined}
          tabIndex={onRowKeyDown ? (active ? 0 : -1) : undefined}
          {...extra}
          onKeyDown={onRowKeyDown ? (event) => onRowKeyDown(event, row, index) : extra.onKeyDown}
          className={classes.filter(Boolean).join(' ') || undefined}
        >
          {columns.map((column) => (
            <td
              key={column.key}
              data-label={column.label}
              className={`${padding} ${ALIGN[column.align ?? 'left']} ${border} border-t border-slate-200 dark:border-slate-800`}
            >
              <div>{column.render ? column.render(row, index) : text(cellValue(row, column))}</div>
            </td>
          ))}
        </tr>
      );
    });
  };

  return (
    <div className="flex flex-col">
      {toolbar}
      {/* relative: a screen-reader-only caption stays in this box, never past the page's edge. */}
      <div className="relative overflow-x-auto">
        {/* stack-sm: below 640 px each row is a card of labelled values (uno.config.ts), so no column hides off a phone's screen. */}
        <table aria-busy={loading || undefined} className={`stack-sm w-full border-collapse text-sm ${border}`}>
          <caption className={captionHidden ? 'sr-only' : 'pb-2 text-left font-semibold text-slate-900 dark:text-white'}>{caption}</caption>
          <thead>
            <tr className="bg-slate-100 dark:bg-slate-800">
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                    style={column.width === undefined ? undefined : { width: column.width }}
                    className={`${padding} ${ALIGN[column.align ?? 'left']} ${border} font-semibold text-slate-700 dark:text-slate-200`}
                  >
                    {column.sortable ? (
                      <button type="button" onClick={() => sortBy(column.key)} className="inline-flex items-center gap-1 rounded-sm font-semibold focusable">
                        {column.label}
                        <span aria-hidden="true" className={sorted ? '' : 'opacity-40'}>
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body()}</tbody>
        </table>
      </div>
      {paged && !loading && ordered.length > pageSize && (
        <Pagination page={page} pageCount={pageCount} pageSize={pageSize} total={ordered.length} onPageChange={setPage} label={caption} />
      )}
    </div>
  );
}
