// SPEC 2 table sorting, kept pure so the rule is tested apart from the view.
import type { DataTableColumn, SortState } from './types';

/**
 * SPEC 2: the first click on a column sorts ascending; a click on the column
 * already sorted ascending sorts descending; any other click (a new column,
 * or the column sorted descending) sorts ascending again.
 */
export function nextSort(current: SortState | null, key: string): SortState {
  return current?.key === key && current.direction === 'asc' ? { key, direction: 'desc' } : { key, direction: 'asc' };
}

export function cellValue<Row>(row: Row, column: Pick<DataTableColumn<Row>, 'key' | 'value'>): unknown {
  return column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
}

function comparable(value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return String(value);
}

/** Numbers by size, text in the reader's language (`Ștefan` after `Sara` in ro), natural order for `Clasa 10`; empty last. */
export function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  const left = comparable(a);
  const right = comparable(b);
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/** A sorted copy (stable: equal rows keep their order); empty values stay last in both directions. */
export function sortRows<Row>(rows: readonly Row[], sort: SortState | null, columns: readonly DataTableColumn<Row>[], locale: string): readonly Row[] {
  const column = sort && columns.find((candidate) => candidate.key === sort.key);
  if (!sort || !column) return rows;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row) => ({ row, value: cellValue(row, column) }))
    .sort((a, b) => {
      const emptyA = comparable(a.value) === null;
      const emptyB = comparable(b.value) === null;
      if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
      return sign * compareValues(a.value, b.value, collator);
    })
    .map(({ row }) => row);
}
