import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { findCommand, isAvailable, runCommand } from '../../../src/client/core/commands';
import { QuizReportTab } from '../../../src/client/features/results';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse, networkFailure } from '../support/fetch-stub';
import { bodyRows } from '../support/table';
import { CLASSROOM_ID, captureDownloads, fileResponse, QUIZ_ID, recordUrls, reportFixture, resultsTestHooks, SCHOOL_ID, toastMessages } from './fixtures';

const REPORT = `GET /api/quizzes/${QUIZ_ID}/report`;
const EXPORT = `GET /api/quizzes/${QUIZ_ID}/grades/export`;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function renderTab() {
  return render(<QuizReportTab schoolId={SCHOOL_ID} classroomId={CLASSROOM_ID} quizId={QUIZ_ID} />);
}

/** Rows of a bar chart table as [label, number]. */
function bars(name: string): [string, string][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent ?? '', within(row).getByRole('cell').textContent ?? '']);
}

describe('quiz report tab', () => {
  const api = resultsTestHooks();

  it('shows the class average in points and as a mark, pupils graded and questions', async () => {
    api.stub({ [REPORT]: () => jsonResponse(200, reportFixture()) });
    renderTab();
    assert.ok(await screen.findByText('7.13'));
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    assert.equal(figure('Class average (mark)'), '7.13');
    assert.equal(figure('Class average (points)'), '61.25');
    assert.equal(figure('Total graded'), '4');
    assert.equal(figure('Total questions'), '3');
  });

  it('with papers marked on some questions only, says how many and that their unmarked questions count as 0', async () => {
    api.stub({ [REPORT]: () => jsonResponse(200, reportFixture({ incompletePapers: 3 })) });
    renderTab();
    assert.ok(await screen.findByText('Papers not fully marked: 3. Their questions without a mark count as 0 in these figures until they are marked.'));
  });

  it('with every paper fully marked, says nothing of it', async () => {
    api.stub({ [REPORT]: () => jsonResponse(200, reportFixture()) });
    renderTab();
    assert.ok(await screen.findByText('7.13'));
    assertAbsent(screen.queryByText(/Papers not fully marked/));
  });

  it('distributes the pupils over the SPEC 9 bands and the Romanian marks, numbers written beside the bars', async () => {
    api.stub({ [REPORT]: () => jsonResponse(200, reportFixture()) });
    renderTab();
    await screen.findByText('7.13');
    assert.deepEqual(bars('Pupils per grade band'), [
      ['A (90–100%)', '1'],
      ['B (80–89%)', '1'],
      ['C (70–79%)', '1'],
      ['D (60–69%)', '0'],
      ['F (0–59%)', '1'],
    ]);
    assert.deepEqual(bars('Pupils per mark'), [
      ['10', '0'],
      ['9', '1'],
      ['8', '1'],
      ['7', '1'],
      ['6', '0'],
      ['5', '0'],
      ['4', '1'],
      ['3', '0'],
      ['2', '0'],
      ['1', '0'],
    ]);
  });

  it('names the most difficult question, the well-understood topics and the per-rule averages', async () => {
    api.stub({ [REPORT]: () => jsonResponse(200, reportFixture()) });
    renderTab();
    const hardest = await screen.findByRole('region', { name: 'Most difficult question' });
    assert.ok(within(hardest).getByText('Question 2: Rezolvați ecuația 2x + 4 = 10.'));
    assert.ok(within(hardest).getByText('On average 30% of the points (6 of 20 points)'), 'the facility first: the difficulty index it is ranked by');
    assert.ok(within(hardest).getByText('Success rate (full marks): 25%'));
    const topics = screen.getByRole('region', { name: 'Well-understood topics' });
    assert.ok(within(topics).getByText('Subiectul I'));
    assert.ok(within(topics).getByText('80%'));
    const rules = screen.getByRole('table', { name: 'Per scoring rule' });
    const row = within(rules).getAllByRole('row')[1]!;
    assert.deepEqual(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
      ['2', 'Izolarea termenului cu x', '10', '4', '7.5', '75%'],
    );
  });

  it('a most difficult question known only from hand-entered counts shows its share correct and no mean', async () => {
    const hardest = { questionId: 'q3', number: 3, text: 'Descrieți anotimpul preferat.', points: 20, facility: null, average: null, successRate: 0.4 };
    api.stub({ [REPORT]: () => jsonResponse(200, reportFixture({ mostDifficult: hardest })) });
    renderTab();
    const region = await screen.findByRole('region', { name: 'Most difficult question' });
    assert.ok(within(region).getByText('Success rate: 40%'));
    assertAbsent(within(region).queryByText(/On average/));
  });

  it("a class under double correction: the evaluators' agreement per question and the papers sent to the third (issue 17)", async () => {
    const agreement = {
      questions: [
        { questionId: 'q1', number: 1, papers: 4, meanAbsoluteDifference: 0.5, identicalShare: 0.75 },
        { questionId: 'q2', number: 2, papers: 0, meanAbsoluteDifference: null, identicalShare: null },
      ],
      toThird: 2,
    };
    api.stub({ [REPORT]: () => jsonResponse(200, { ...reportFixture(), agreement }) });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Agreement between the evaluators (double correction)' });
    assert.deepEqual(bodyRows(table), [
      ['1', '4', '0.5', '75%'],
      ['2', '0', '—', '—'],
    ]);
    assert.ok(screen.getByText('2 papers went to the third evaluator.'));
  });

  it('a class without double correction shows no agreement', async () => {
    api.stub({ [REPORT]: () => jsonResponse(200, reportFixture()) });
    renderTab();
    await screen.findByText('7.13');
    assertAbsent(screen.queryByRole('table', { name: 'Agreement between the evaluators (double correction)' }));
  });

  it('before any grade, says so instead of showing empty figures', async () => {
    api.stub({
      [REPORT]: () =>
        jsonResponse(
          200,
          reportFixture({
            totalGraded: 0,
            averagePoints: null,
            averageMark: null,
            bands: { A: 0, B: 0, C: 0, D: 0, F: 0 },
            mostDifficult: null,
            wellUnderstood: [],
            rules: [],
          }),
        ),
    });
    renderTab();
    assert.ok(await screen.findByText('No grades yet'));
    assert.ok(screen.getByText('Not known yet: no question has results.'));
    assert.ok(screen.getByText('No section has reached 75% yet.'));
    assertAbsent(screen.queryByRole('table', { name: 'Per scoring rule' }));
  });

  it("exports the grades as CSV and as Excel from the buttons, under the server's file names", async () => {
    const downloads = captureDownloads();
    api.stub({
      [REPORT]: () => jsonResponse(200, reportFixture()),
      [EXPORT]: (call) =>
        call.headers.get('authorization') === 'Bearer test-token' ? fileResponse('Pupil,Total\r\n', 'text/csv', 'Evaluare Capitolul 2.csv') : jsonResponse(401),
    });
    const urls = recordUrls();
    renderTab();
    await screen.findByText('7.13');
    const group = screen.getByRole('group', { name: 'Export the grades' });
    fireEvent.click(within(group).getByRole('button', { name: 'Export grades (CSV)' }));
    await waitFor(() => assert.deepEqual(downloads.names, ['Evaluare Capitolul 2.csv']));
    api.stub({ [EXPORT]: () => fileResponse('PK', XLSX_TYPE, 'Evaluare Capitolul 2.xlsx') });
    const xlsxUrls = recordUrls();
    await waitFor(() => assert.equal(within(group).getByRole('button', { name: 'Export grades (Excel)' }).getAttribute('aria-disabled'), null));
    fireEvent.click(within(group).getByRole('button', { name: 'Export grades (Excel)' }));
    await waitFor(() => assert.deepEqual(downloads.names, ['Evaluare Capitolul 2.csv', 'Evaluare Capitolul 2.xlsx']));
    assert.ok(urls.includes(`/api/quizzes/${QUIZ_ID}/grades/export?format=csv&classroomId=${CLASSROOM_ID}`), urls.join(' '));
    assert.deepEqual(xlsxUrls, [`/api/quizzes/${QUIZ_ID}/grades/export?format=xlsx&classroomId=${CLASSROOM_ID}`]);
  });

  it("after Try again by keyboard, the focus goes to the tab's heading, not to the page", async () => {
    let fail = true;
    api.stub({ [REPORT]: () => (fail ? networkFailure() : jsonResponse(200, reportFixture())) });
    renderTab();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    retry.focus();
    fireEvent.click(retry);
    assert.ok(await screen.findByText('Grade distribution'));
    assertFocused(screen.getByRole('heading', { level: 2, name: 'Quiz report' }));
  });

  it('a failed export is reported in a toast', async () => {
    captureDownloads();
    api.stub({
      [REPORT]: () => jsonResponse(200, reportFixture()),
      [EXPORT]: () => jsonResponse(500, { error: { code: 'internal', message: 'x' } }),
    });
    renderTab();
    await screen.findByText('7.13');
    fireEvent.click(screen.getByRole('button', { name: 'Export grades (CSV)' }));
    await waitFor(() => assert.deepEqual(toastMessages(), ['The export failed. Please try again.']));
  });

  it('adds palette commands for both exports while the tab is open', async () => {
    const downloads = captureDownloads();
    api.stub({ [REPORT]: () => jsonResponse(200, reportFixture()), [EXPORT]: () => fileResponse('x', XLSX_TYPE, 'grades.xlsx') });
    const urls = recordUrls();
    const view = renderTab();
    await screen.findByText('7.13');
    const csv = findCommand('download.quizGradesCsv');
    const xlsx = findCommand('download.quizGradesXlsx');
    assert.equal(csv?.labelKey, 'report.commands.csv');
    assert.ok(xlsx && isAvailable(xlsx));
    await act(() => runCommand(xlsx));
    await waitFor(() => assert.deepEqual(downloads.names, ['grades.xlsx']));
    assert.ok(urls.some((url) => url.includes('format=xlsx')));
    view.unmount();
    assert.equal(findCommand('download.quizGradesCsv'), undefined);
  });
});
