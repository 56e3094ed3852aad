import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { DataTable, type DataTableColumn, nextSort, type SortState } from '../../../src/client/ui/DataTable';
import { assertAbsent } from '../support/dom-assert';

interface Pupil {
  id: number;
  name: string;
  score: number | null;
}

const pupils: Pupil[] = [
  { id: 1, name: 'Maria', score: 8 },
  { id: 2, name: 'Andrei', score: 10 },
  { id: 3, name: 'Ștefan', score: null },
  { id: 4, name: 'Bianca', score: 9.5 },
];

const columns: DataTableColumn<Pupil>[] = [
  { key: 'name', label: 'Pupil', sortable: true },
  { key: 'score', label: 'Score', sortable: true, align: 'right', render: (row) => (row.score === null ? '—' : row.score.toFixed(2)) },
];

/** The first cell of every body row, top to bottom. */
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('nextSort (SPEC 2)', () => {
  it('first click ascending; ascending again -> descending; otherwise ascending', () => {
    assert.deepEqual(nextSort(null, 'name'), { key: 'name', direction: 'asc' });
    assert.deepEqual(nextSort({ key: 'name', direction: 'asc' }, 'name'), { key: 'name', direction: 'desc' });
    assert.deepEqual(nextSort({ key: 'name', direction: 'desc' }, 'name'), { key: 'name', direction: 'asc' });
    assert.deepEqual(nextSort({ key: 'name', direction: 'asc' }, 'score'), { key: 'score', direction: 'asc' });
  });
});

describe('DataTable', () => {
  beforeEach(() => setLanguage('ro', { persist: false }));
  afterEach(async () => {
    cleanup();
    await setLanguage('en', { persist: false });
  });

  it('names the table, renders rows keyed by id and custom cells', () => {
    render(<DataTable caption="Elevi" columns={columns} rows={pupils} />);
    assert.ok(screen.getByRole('table', { name: 'Elevi' }));
    assert.deepEqual(names(), ['Maria', 'Andrei', 'Ștefan', 'Bianca']);
    assert.ok(screen.getByRole('cell', { name: '9.50' }));
    assert.ok(screen.getByRole('cell', { name: '—' }));
  });

  it('sorts locally by the SPEC rule, in the reader language, empty values last', () => {
    render(<DataTable caption="Elevi" columns={columns} rows={pupils} />);
    const sortByName = () => fireEvent.click(within(header('Pupil')).getByRole('button', { name: /Pupil/ }));
    assert.equal(header('Pupil').getAttribute('aria-sort'), null);
    sortByName();
    assert.equal(header('Pupil').getAttribute('aria-sort'), 'ascending');
    assert.deepEqual(names(), ['Andrei', 'Bianca', 'Maria', 'Ștefan']);
    sortByName();
    assert.equal(header('Pupil').getAttribute('aria-sort'), 'descending');
    assert.deepEqual(names(), ['Ștefan', 'Maria', 'Bianca', 'Andrei']);
    sortByName();
    assert.equal(header('Pupil').getAttribute('aria-sort'), 'ascending');

    fireEvent.click(within(header('Score')).getByRole('button'));
    assert.equal(header('Pupil').getAttribute('aria-sort'), null);
    assert.deepEqual(names(), ['Maria', 'Bianca', 'Andrei', 'Ștefan']);
    fireEvent.click(within(header('Score')).getByRole('button'));
    assert.deepEqual(names(), ['Andrei', 'Bianca', 'Maria', 'Ștefan'], 'empty stays last when descending too');
  });

  it('text sorts in the reader language: Ș among the S words, numbers in natural order', () => {
    const rows = ['Tudor', 'Ștefan', 'Sara', 'Clasa 10', 'Clasa 9'].map((name, i) => ({ id: i, name, score: null }));
    render(<DataTable caption="Elevi" columns={columns} rows={rows} defaultSort={{ key: 'name', direction: 'asc' }} />);
    assert.deepEqual(names(), ['Clasa 9', 'Clasa 10', 'Sara', 'Ștefan', 'Tudor']);
  });

  it('with an external sort handler it reports the next sort and keeps the given order', () => {
    const onSort = mock.fn<(sort: SortState) => void>();
    const { rerender } = render(<DataTable caption="Elevi" columns={columns} rows={pupils} onSort={onSort} />);
    fireEvent.click(within(header('Pupil')).getByRole('button'));
    assert.deepEqual(onSort.mock.calls[0]?.arguments[0], { key: 'name', direction: 'asc' });
    assert.deepEqual(names(), ['Maria', 'Andrei', 'Ștefan', 'Bianca'], 'not sorted here');
    fireEvent.click(within(header('Pupil')).getByRole('button'));
    assert.deepEqual(onSort.mock.calls[1]?.arguments[0], { key: 'name', direction: 'desc' });

    // Controlled: the parent's sort is what the header shows.
    rerender(<DataTable caption="Elevi" columns={columns} rows={pupils} onSort={onSort} sort={{ key: 'score', direction: 'desc' }} />);
    assert.equal(header('Score').getAttribute('aria-sort'), 'descending');
  });

  it('columns without sortable have no sort button', () => {
    render(<DataTable caption="Elevi" columns={[{ key: 'name', label: 'Pupil' }]} rows={pupils} />);
    assertAbsent(within(header('Pupil')).queryByRole('button'));
  });

  it('shows the SPEC default loading and empty texts in the current language, or the given ones', async () => {
    await setLanguage('en', { persist: false });
    const { rerender } = render(<DataTable caption="Pupils" columns={columns} rows={[]} loading />);
    assert.ok(screen.getByRole('status'));
    assert.ok(screen.getByText('Loading data…'));
    assert.equal(screen.getByRole('table').getAttribute('aria-busy'), 'true');
    rerender(<DataTable caption="Pupils" columns={columns} rows={[]} />);
    assert.ok(screen.getByText('No data'));
    assert.ok(screen.getByText('No records to display.'));
    rerender(<DataTable caption="Pupils" columns={columns} rows={[]} emptyTitle="No pupils yet" emptyDescription="Add the first pupil." />);
    assert.ok(screen.getByText('No pupils yet'));
    rerender(<DataTable caption="Pupils" columns={columns} rows={[]} loading loadingMessage="Loading pupils…" />);
    assert.ok(screen.getByText('Loading pupils…'));
    await setLanguage('es', { persist: false });
    rerender(<DataTable caption="Alumnos" columns={columns} rows={[]} />);
    assert.ok(await screen.findByText('Sin datos'));
  });

  it('shows 10 rows a page with accessible previous and next, sorting back to the first page', async () => {
    await setLanguage('en', { persist: false });
    const many: Pupil[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Pupil ${String(i + 1).padStart(2, '0')}`, score: i }));
    render(<DataTable caption="Pupils" columns={columns} rows={many} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of Pupils' });
    assert.equal(names().length, 10);
    assert.ok(within(nav).getByText('Rows 1–10 of 23'));
    assert.ok(within(nav).getByText('Page 1 of 3'));
    const previous = within(nav).getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = within(nav).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    assert.equal(previous.disabled, true);
    fireEvent.click(next);
    fireEvent.click(next);
    assert.deepEqual(names(), ['Pupil 21', 'Pupil 22', 'Pupil 23']);
    assert.equal(next.disabled, true);
    assert.ok(within(nav).getByText('Rows 21–23 of 23'));
    fireEvent.click(within(header('Pupil')).getByRole('button'));
    fireEvent.click(within(header('Pupil')).getByRole('button'));
    assert.equal(names()[0], 'Pupil 23', 'descending, from page 1');
    assert.ok(within(nav).getByText('Page 1 of 3'));
  });

  it('the keyboard stays in the pages: the last Next hands the focus to Previous, the first Previous to Next', async () => {
    await setLanguage('en', { persist: false });
    const many: Pupil[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Pupil ${i + 1}`, score: i }));
    render(<DataTable caption="Pupils" columns={columns} rows={many} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of Pupils' });
    const previous = within(nav).getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = within(nav).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    next.focus();
    fireEvent.click(next);
    assert.equal(document.activeElement, next, 'not the last page: the focus stays');
    fireEvent.click(next);
    assert.equal(next.disabled, true);
    assert.equal(document.activeElement, previous);
    fireEvent.click(previous);
    fireEvent.click(previous);
    assert.equal(previous.disabled, true);
    assert.equal(document.activeElement, next);
  });

  it('no pagination for one page; the option classes apply', () => {
    render(<DataTable caption="Elevi" columns={columns} rows={pupils} striped bordered hoverable size="compact" />);
    assertAbsent(screen.queryByRole('navigation'));
    const rows = screen.getAllByRole('row').slice(1);
    assert.match(rows[1]?.className ?? '', /bg-slate-50/);
    assert.doesNotMatch(rows[0]?.className ?? '', /bg-slate-50/);
    assert.match(rows[0]?.className ?? '', /hover:bg-primary-50/);
    assert.match(within(rows[0]!).getAllByRole('cell')[0]?.className ?? '', /px-2 py-1/);
    assert.match(screen.getByRole('table').className, /border/);
  });

  it('offers row hooks for keyboard navigation (roving tabindex and a key handler)', () => {
    const onRowKeyDown = mock.fn();
    render(
      <DataTable
        caption="Elevi"
        columns={columns}
        rows={pupils}
        activeRowKey={2}
        onRowKeyDown={onRowKeyDown}
        getRowProps={(row) => ({ 'aria-label': row.name, 'data-pupil': row.id })}
      />,
    );
    const andrei = screen.getByRole('row', { name: 'Andrei' });
    assert.equal(andrei.getAttribute('tabindex'), '0');
    assert.equal(andrei.getAttribute('data-active'), 'true');
    assert.equal(screen.getByRole('row', { name: 'Maria' }).getAttribute('tabindex'), '-1');
    fireEvent.keyDown(andrei, { key: 'ArrowDown' });
    const [event, row, index] = onRowKeyDown.mock.calls[0]?.arguments ?? [];
    assert.deepEqual([(event as KeyboardEvent).key, row, index], ['ArrowDown', pupils[1], 1]);
    assert.equal(andrei.getAttribute('data-pupil'), '2');
  });
});
