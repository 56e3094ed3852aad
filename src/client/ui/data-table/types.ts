import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  /** The column key. */
  key: string;
  direction: SortDirection;
}

export type TableSize = 'compact' | 'normal' | 'spacious';

export interface DataTableColumn<Row> {
  /** Names the column; `row[key]` is its value unless `value` says otherwise. */
  key: string;
  label: string;
  sortable?: boolean;
  /** A CSS width (`'8rem'`, `'20%'`) or pixels. */
  width?: string | number;
  align?: 'left' | 'center' | 'right';
  /** What the cell shows; the value as text by default. */
  render?: (row: Row, index: number) => ReactNode;
  /** The value to sort (and show, without render) when it is not `row[key]`. */
  value?: (row: Row) => unknown;
}

/** Extra attributes for a row: the hook point for keyboard navigation (roving tabindex, aria-selected, handlers). */
export type RowProps = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | number | boolean | undefined };

export type RowKeyDownHandler<Row> = (event: KeyboardEvent<HTMLTableRowElement>, row: Row, index: number) => void;
