// Reading a table as a reader does: its body rows, each as its cells' texts.
import { within } from '@testing-library/react';

/** The table's body rows (every row after the header row), each as its cells' texts. */
export function bodyRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The cells' texts of the body row whose first cell reads `first`; undefined when there is none. */
export function rowCells(table: HTMLElement, first: string): string[] | undefined {
  return bodyRows(table).find((texts) => texts[0] === first);
}
