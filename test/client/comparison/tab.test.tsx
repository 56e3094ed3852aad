import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { findCommand, runCommand } from '../../../src/client/core/commands';
import { ComparisonTab } from '../../../src/client/features/comparison/ComparisonTab';
import type { QuizComparison } from '../../../src/domain/api/results';
import { CLASSROOM_ID, captureDownloads, fileResponse, QUIZ_ID, recordUrls, resultsTestHooks } from '../results/fixtures';
import { jsonResponse, networkFailure } from '../support/fetch-stub';
import { bodyRows } from '../support/table';

const COMPARISON = `GET /api/quizzes/${QUIZ_ID}/comparison`;
const EXPORT = `GET /api/quizzes/${QUIZ_ID}/comparison/export`;

const none = { A: 0, B: 0, C: 0, D: 0, F: 0 };

function comparisonFixture(classes = 2): QuizComparison {
  const all: QuizComparison['classes'] = [
    {
      classroomId: CLASSROOM_ID,
      name: '7A',
      schoolId: 's1',
      schoolName: 'Școala Nr. 1',
      pupils: 28,
      graded: 25,
      averagePoints: 62.5,
      averageMark: 7.25,
      bands: { A: 3, B: 7, C: 8, D: 4, F: 3 },
      reliable: true,
      facility: [0.8, 0.25],
    },
    {
      classroomId: 'class-2',
      name: '7B',
      schoolId: 's1',
      schoolName: 'Școala Nr. 1',
      pupils: 24,
      graded: 6,
      averagePoints: 45,
      averageMark: 5.5,
      bands: { ...none, D: 2, F: 4 },
      reliable: false,
      facility: [0.5, null],
    },
  ];
  const picked = all.slice(0, classes);
  return {
    quizId: QUIZ_ID,
    title: 'Teză semestrială',
    questions: [
      { questionId: 'q1', number: 1, text: 'Cât face 2 + 3?', points: 10, spread: classes > 1 ? 0.3 : null },
      { questionId: 'q2', number: 2, text: 'Rezolvați ecuația.', points: 20, spread: null },
    ],
    classes: picked,
    all: { pupils: 52, graded: 31, averagePoints: 59.1, averageMark: 6.91, bands: { A: 3, B: 7, C: 8, D: 6, F: 7 }, reliable: true, facility: [0.74, 0.25] },
  };
}

/** A table's body rows as their cells' texts. */
function rowsOf(name: string): string[][] {
  return bodyRows(screen.getByRole('table', { name }));
}

describe('compare classes tab', () => {
  const api = resultsTestHooks();

  it('shows each class side by side, marks this class and flags the small one', async () => {
    api.stub({ [COMPARISON]: () => jsonResponse(200, comparisonFixture()) });
    render(<ComparisonTab classroomId={CLASSROOM_ID} quizId={QUIZ_ID} />);
    assert.ok(await screen.findByRole('heading', { name: 'Compare classes' }));
    await screen.findByRole('table', { name: "Each class's results" });
    const rows = rowsOf("Each class's results");
    assert.deepEqual(
      rows.map((cells) => cells.slice(0, 10)),
      [
        ['7A(this class)', '28', '25', '7.25', '62.5', '3', '7', '8', '4', '3'],
        ['7B', '24', '6fewer than 10: read with care', '5.5', '45', '0', '0', '0', '2', '4'],
        ['All classes', '52', '31', '6.91', '59.1', '3', '7', '8', '6', '7'],
      ],
    );
  });

  it("puts every class's facility per question in its own column, with all classes and the gap", async () => {
    api.stub({ [COMPARISON]: () => jsonResponse(200, comparisonFixture()) });
    render(<ComparisonTab classroomId={CLASSROOM_ID} quizId={QUIZ_ID} />);
    const table = await screen.findByRole('table', { name: /Facility per question/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕↑↓]/g, '').trim());
    assert.deepEqual(headers.slice(3), ['7A', '7B', 'All classes', 'Gap']);
    assert.deepEqual(
      rowsOf("Facility per question (mean mark over the question's points), class by class").map((cells) => cells.slice(-4)),
      [
        ['80%', '50%', '74%', '30%'],
        ['25%', '—', '25%', '—'],
      ],
    );
  });

  it('says when the test was given to one class only', async () => {
    api.stub({ [COMPARISON]: () => jsonResponse(200, comparisonFixture(1)) });
    render(<ComparisonTab classroomId={CLASSROOM_ID} quizId={QUIZ_ID} />);
    assert.ok(await screen.findByText(/given to one class only/));
  });

  it('downloads the comparison as CSV by button and as Excel from the palette', async () => {
    const downloads = captureDownloads();
    api.stub({
      [COMPARISON]: () => jsonResponse(200, comparisonFixture()),
      [EXPORT]: (call) =>
        call.query.get('format') === 'xlsx'
          ? fileResponse('PK', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Teză – comparație.xlsx')
          : fileResponse('Clasa;Școala\r\n', 'text/csv', 'Teză – comparație.csv'),
    });
    const urls = recordUrls();
    render(<ComparisonTab classroomId={CLASSROOM_ID} quizId={QUIZ_ID} />);
    await screen.findByRole('table', { name: "Each class's results" });
    fireEvent.click(screen.getByRole('button', { name: 'Export comparison (CSV)' }));
    await waitFor(() => assert.deepEqual(downloads.names, ['Teză – comparație.csv']));
    await act(() => runCommand(findCommand('download.comparisonXlsx')!));
    await waitFor(() => assert.deepEqual(downloads.names, ['Teză – comparație.csv', 'Teză – comparație.xlsx']));
    assert.deepEqual(
      urls.filter((u) => u.includes('/export')),
      [`/api/quizzes/${QUIZ_ID}/comparison/export?format=csv`, `/api/quizzes/${QUIZ_ID}/comparison/export?format=xlsx`],
    );
    assert.ok(findCommand('download.comparisonPdf'), 'the PDF is a palette command too');
  });

  it("after Try again by keyboard, the focus goes to the tab's heading, not to the page", async () => {
    let fail = true;
    api.stub({ [COMPARISON]: () => (fail ? networkFailure() : jsonResponse(200, comparisonFixture())) });
    render(<ComparisonTab classroomId={CLASSROOM_ID} quizId={QUIZ_ID} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => assert.equal(screen.queryByRole('button', { name: 'Try again' }), null));
    await screen.findAllByRole('table');
    assert.equal(document.activeElement, screen.getByRole('heading', { level: 2 }));
  });
});
