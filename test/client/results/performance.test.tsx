import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findCommand, runCommand } from '../../../src/client/core/commands';
import { setLanguage } from '../../../src/client/core/i18n';
import { ClassPerformanceTab } from '../../../src/client/features/results';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse, networkFailure } from '../support/fetch-stub';
import { renderAt } from '../support/render';
import { CLASSROOM_ID, captureDownloads, fileResponse, recordUrls, resultsTestHooks, SCHOOL_ID, summaryFixture } from './fixtures';

const SUMMARY = `GET /api/classrooms/${CLASSROOM_ID}/performance-summary`;
const GRADEBOOK = `GET /api/classrooms/${CLASSROOM_ID}/gradebook`;

function renderTab() {
  return renderAt(`/schools/${SCHOOL_ID}/classrooms/${CLASSROOM_ID}`, <ClassPerformanceTab schoolId={SCHOOL_ID} classroomId={CLASSROOM_ID} />);
}

describe('class performance tab', () => {
  const api = resultsTestHooks();

  it('lists every pupil with average, last mark and trend (icon and word), linked to their performance page', async () => {
    api.stub({ [SUMMARY]: () => jsonResponse(200, summaryFixture) });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Student snapshot' });
    const rows = within(table).getAllByRole('row').slice(1);
    assert.deepEqual(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
      [
        ['Ana Pop', '5', '6Test 2', '↗Improving'],
        ['Bogdan Ene', '7.25', '6Test 2', '↘Declining'],
        ['Carmen Ilie', '7', '7Test 2', '→Stable'],
        // No marks, no trend: a dash, named for screen readers.
        ['Dan Stoica', '—', '—', '—No trend'],
      ],
    );
    const link = within(table).getByRole('link', { name: 'Performance of Ana Pop' });
    assert.equal(link.getAttribute('href'), `/classrooms/${CLASSROOM_ID}/pupils/p1/performance`);
    assert.ok(screen.getByText(/last five results, as percentages of each test: rising by more than 2 points per test is improving/));
  });

  it('sorting by trend puts declining pupils first', async () => {
    api.stub({ [SUMMARY]: () => jsonResponse(200, summaryFixture) });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Student snapshot' });
    fireEvent.click(within(table).getByRole('button', { name: /Trend/ }));
    const names = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    assert.equal(names[0], 'Bogdan Ene');
    assert.equal(names.at(-2), 'Ana Pop');
    assert.equal(names.at(-1), 'Dan Stoica', 'a pupil with no trend comes last');
  });

  it('names the average-over-time chart and gives its figures as a table (graded tests only, by due date)', async () => {
    api.stub({ [SUMMARY]: () => jsonResponse(200, summaryFixture) });
    renderTab();
    const chart = await screen.findByRole('img', { name: /^Average over time\. Line chart of the class average mark, from 1 to 10, on 2 tests/ });
    assert.ok(chart);
    const figures = screen.getByRole('table', { name: 'Class average per test' });
    const rows = within(figures).getAllByRole('row').slice(1);
    assert.deepEqual(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
      [
        ['Test 1', 'Oct 1, 2026', '7.13', '4'],
        ['Test 2', 'Oct 15, 2026', '6.7', '3'],
      ],
    );
  });

  it('with nothing graded yet, says the chart comes with the first marks', async () => {
    api.stub({ [SUMMARY]: () => jsonResponse(200, { ...summaryFixture, quizzes: [summaryFixture.quizzes[2]] }) });
    renderTab();
    assert.ok(await screen.findByText('No test of this class has been graded yet: the chart appears with the first marks.'));
    assertAbsent(screen.queryByRole('img'));
  });

  it("'Failed to load performance data. Please try again.' with a retry", async () => {
    let fail = true;
    api.stub({ [SUMMARY]: () => (fail ? networkFailure() : jsonResponse(200, summaryFixture)) });
    renderTab();
    assert.ok(await screen.findByText('Failed to load performance data. Please try again.'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    assert.ok(await screen.findByRole('table', { name: 'Student snapshot' }));
    assertAbsent(screen.queryByText('Failed to load performance data. Please try again.'));
  });

  it("after Try again by keyboard, the focus goes to the tab's heading, not to the page", async () => {
    let fail = true;
    api.stub({ [SUMMARY]: () => (fail ? networkFailure() : jsonResponse(200, summaryFixture)) });
    renderTab();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    retry.focus();
    fireEvent.click(retry);
    assert.ok(await screen.findByRole('table', { name: 'Student snapshot' }));
    assertFocused(screen.getByRole('heading', { level: 2, name: 'Class performance' }));
  });

  it('exports the gradebook as CSV and Excel, from the buttons and from the palette', async () => {
    const downloads = captureDownloads();
    api.stub({
      [SUMMARY]: () => jsonResponse(200, summaryFixture),
      [GRADEBOOK]: () => fileResponse('x', 'text/csv', 'a IX-a B.csv'),
    });
    const urls = recordUrls();
    const view = renderTab();
    await screen.findByRole('table', { name: 'Student snapshot' });
    fireEvent.click(screen.getByRole('button', { name: 'Export gradebook (CSV)' }));
    await waitFor(() => assert.deepEqual(downloads.names, ['a IX-a B.csv']));
    await waitFor(() => assert.equal(screen.getByRole('button', { name: 'Export gradebook (Excel)' }).getAttribute('aria-disabled'), null));
    await act(() => runCommand(findCommand('download.gradebookXlsx')!));
    await waitFor(() => assert.equal(downloads.names.length, 2));
    assert.deepEqual(
      urls.filter((url) => url.includes('gradebook')),
      [`/api/classrooms/${CLASSROOM_ID}/gradebook?format=csv`, `/api/classrooms/${CLASSROOM_ID}/gradebook?format=xlsx`],
    );
    assert.ok(findCommand('download.gradebookCsv'));
    view.unmount();
    assert.equal(findCommand('download.gradebookXlsx'), undefined);
  });

  it('speaks Spanish', async () => {
    await setLanguage('es', { persist: false });
    api.stub({ [SUMMARY]: () => jsonResponse(200, summaryFixture) });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Resumen de alumnos' });
    assert.ok(within(table).getByText('Mejorando'));
    assert.ok(within(table).getByText('7,25'));
    assert.ok(screen.getByRole('button', { name: 'Exportar libro de notas (Excel)' }));
  });
});
