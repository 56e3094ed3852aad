// The double-correction page (issue 17) as each person meets it: the author
// names the evaluators; an evaluator grades their own correction in the same
// keyboard grid, blind (nothing of the class's grades is asked for), submits
// after confirming, and may withdraw; once both are in, the reconciliation
// shows both marks and the final one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { setLanguage } from '../../../src/client/core/i18n';
import { routes } from '../../../src/client/core/paths';
import { getSession } from '../../../src/client/core/session';
import { CorrectionPage } from '../../../src/client/features/double-correction/CorrectionPage';
import { ConfirmDialogHost } from '../../../src/client/ui/ConfirmDialogHost';
import type { DoubleCorrectionView, ReconciliationView } from '../../../src/domain/api/double-correction';
import { captureDownloads, fileResponse } from '../results/fixtures';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, type RouteHandler } from '../support/fetch-stub';
import { CLASSROOM_ID, gradedQuiz, pupilId, pupils, QUIZ_ID, SCHOOL_ID } from '../support/grading-fixtures';
import { cell, clickCell, gridScreenHooks, press, restoreGridApi, settle } from '../support/grading-screen';
import { renderAt } from '../support/render';
import { ana, signIn, stubApi } from '../support/shell';
import { bodyRows, rowCells } from '../support/table';

const BASE = `/api/quizzes/${QUIZ_ID}/classrooms/${CLASSROOM_ID}/double-correction`;
const PAGE = `/schools/${SCHOOL_ID}/classrooms/${CLASSROOM_ID}/quizzes/${QUIZ_ID}/correction`;

function view(overrides: Partial<DoubleCorrectionView> = {}): DoubleCorrectionView {
  return {
    quizId: QUIZ_ID,
    classroomId: CLASSROOM_ID,
    evaluators: [
      { slot: 1, user: { id: ana.id, name: 'Ana Pop' }, submittedAt: null },
      { slot: 2, user: { id: 'u2', name: 'Bogdan Ene' }, submittedAt: null },
      { slot: 3, user: null, submittedAt: null },
    ],
    threshold: 1,
    finalMark: 'meanTruncated',
    reconciledAt: null,
    mySlot: 1,
    // A reader who is no evaluator here is the author or the owner: they follow the steps.
    readsSteps: overrides.mySlot === null,
    ...overrides,
  };
}

async function renderPage(routesOf: Record<string, RouteHandler>, access: 'owner' | 'read' = 'read') {
  restoreGridApi();
  signIn();
  // As in the app, the page opens behind the sign-in guard: once the session knows the teacher (a request before it waits for the refresh).
  await waitFor(() => assert.equal(getSession().status, 'authenticated'));
  const api = stubApi({
    [`GET /api/quizzes/${QUIZ_ID}`]: () => jsonResponse(200, { ...gradedQuiz(), access }),
    [`GET /api/classrooms/${CLASSROOM_ID}`]: () => jsonResponse(200, { id: CLASSROOM_ID, name: 'a VIII-a A', schoolId: SCHOOL_ID }),
    [`GET /api/classrooms/${CLASSROOM_ID}/pupils`]: () => jsonResponse(200, pupils(4)),
    ...routesOf,
  });
  renderAt(
    PAGE,
    <>
      <Route path={routes.classroomQuizCorrection}>
        <CorrectionPage />
      </Route>
      <ConfirmDialogHost />
    </>,
  );
  return api;
}

describe('double correction page', () => {
  gridScreenHooks();

  it("an evaluator grades their own correction blind, submits after confirming, and can withdraw until the other's is in", async () => {
    let current = view();
    const marks: unknown[] = [];
    const api = await renderPage({
      [`GET ${BASE}`]: () => jsonResponse(200, current),
      [`GET ${BASE}/marks`]: () =>
        jsonResponse(200, { grades: [{ pupilId: pupilId(1), score: 8, questionScores: { q1: 8 }, version: 1, gradedAt: '2026-03-02T08:30:00.000Z' }] }),
      [`POST ${BASE}/marks`]: (call) => {
        const rows = (call.body as { grades: { pupilId: string; questionScores: Record<string, number> }[] }).grades;
        marks.push(...rows);
        return jsonResponse(200, { grades: rows.map((row) => ({ ...row, score: 5, version: 1, gradedAt: '2026-03-02T09:00:00.000Z' })) });
      },
      [`POST ${BASE}/submission`]: () => {
        current = view({ evaluators: current.evaluators.map((e) => (e.slot === 1 ? { ...e, submittedAt: '2026-03-02T10:00:00.000Z' } : e)) });
        return jsonResponse(200, current);
      },
      [`DELETE ${BASE}/submission`]: () => {
        current = view();
        return jsonResponse(200, current);
      },
    });

    await screen.findByRole('grid');
    await settle();
    assert.ok(screen.getByText('Evaluator 1 (you)'));
    assert.ok(screen.getByText(/You see only your own marks/));
    // Their own marks, without the class's comments or anyone's "Last graded".
    assert.equal(cell(0, 1).firstElementChild?.textContent, '8');
    assert.equal(screen.queryByRole('columnheader', { name: 'Comments' }), null);
    assert.equal(screen.queryByRole('columnheader', { name: 'Last graded' }), null);

    clickCell(1, 1);
    press('5');
    press('Enter');
    await waitFor(() => assert.equal(marks.length, 1), { timeout: 5000 });
    assert.equal((marks[0] as { pupilId: string }).pupilId, pupilId(2));
    assert.ok(!('comments' in (marks[0] as object)), 'a correction carries no comment');
    // Blind: nothing of the class's grades, sheet or report was asked for.
    for (const path of [
      `/api/quizzes/${QUIZ_ID}/grades`,
      `/api/quizzes/${QUIZ_ID}/grading-sheet`,
      `/api/quizzes/${QUIZ_ID}/report`,
      `${BASE}/reconciliation`,
    ]) {
      assert.equal(api.calls.filter((call) => call.path === path).length, 0, path);
    }

    fireEvent.click(screen.getByRole('button', { name: 'Submit my correction' }));
    const dialog = await screen.findByRole('alertdialog');
    // How much of the class is marked, as the server has it: a teacher submitted 6 papers of 30 without a word.
    assert.ok(within(dialog).getByText('You have marked 1 of 4 papers. You can withdraw your correction until the other evaluator has submitted theirs.'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Withdraw my submission' });
    assert.ok(screen.getByText(/Your correction is submitted/));
    await waitFor(() => assert.equal(screen.getByRole('grid').getAttribute('aria-readonly'), 'true'));

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw my submission' }));
    await screen.findByRole('button', { name: 'Submit my correction' });
    assert.equal(api.calls.filter((call) => call.method === 'DELETE' && call.path === `${BASE}/submission`).length, 1);
  });

  it('the author of a test without double correction chooses the evaluators among the school’s members and the rule', async () => {
    let put: unknown = null;
    await renderPage(
      {
        [`GET ${BASE}`]: () => (put ? jsonResponse(200, view({ mySlot: null })) : jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } })),
        [`GET /api/schools/${SCHOOL_ID}/members`]: () =>
          jsonResponse(200, [
            { userId: ana.id, name: 'Ana Pop', email: 'ana@example.ro', role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z' },
            { userId: 'u2', name: 'Bogdan Ene', email: 'bogdan@example.ro', role: 'teacher', joinedAt: '2026-01-01T00:00:00.000Z' },
            { userId: 'u3', name: 'Carmen Dinu', email: 'carmen@example.ro', role: 'teacher', joinedAt: '2026-01-01T00:00:00.000Z' },
          ]),
        [`PUT ${BASE}`]: (call) => {
          put = call.body;
          return jsonResponse(200, view({ mySlot: null }));
        },
      },
      'owner',
    );
    const first = await screen.findByRole('combobox', { name: /Evaluator 1/ });
    await waitFor(() => assert.ok(within(first).getByRole('option', { name: 'Carmen Dinu' }), 'the members are the choices'));
    fireEvent.change(first, { target: { value: 'u3' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Evaluator 2/ }), { target: { value: 'u2' } });
    assert.equal((screen.getByRole('combobox', { name: 'Third evaluator' }) as HTMLSelectElement).value, '', 'choose later');
    assert.equal((screen.getByRole('textbox', { name: /Threshold/ }) as HTMLInputElement).value, '1');
    assert.ok((screen.getByRole('radio', { name: /without rounding/ }) as HTMLInputElement).checked, 'the national rule by default');
    fireEvent.click(screen.getByRole('radio', { name: /rounded to two decimals/ }));
    // Letters in the threshold are named as such, not sent (they went as null: "the threshold is required").
    const threshold = screen.getByRole('textbox', { name: /Threshold/ });
    fireEvent.change(threshold, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    assert.ok(await screen.findByText('Must be a valid number'));
    assert.equal(put, null);
    fireEvent.change(threshold, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => assert.ok(put, 'the set-up was saved'));
    assert.deepEqual(put, { evaluator1Id: 'u3', evaluator2Id: 'u2', evaluator3Id: null, threshold: 1, finalMark: 'meanRounded' });
    await screen.findByText('Evaluators');
  });

  it('once both corrections are in, the reconciliation shows each pupil’s two marks, the difference and the final mark', async () => {
    const reconciliation: ReconciliationView = {
      rows: [
        { pupilId: pupilId(1), first: 7.2, second: 8.2, difference: 1, outcome: 'settled', third: null, final: 7.7 },
        { pupilId: pupilId(2), first: 7.2, second: 8.21, difference: 1.01, outcome: 'third', third: null, final: null },
      ],
      papers: [{ pupilId: pupilId(2), first: {}, second: {} }],
      agreement: [
        { questionId: 'q1', papers: 2, meanAbsoluteDifference: 0.5, identicalShare: 0.5 },
        { questionId: 'q2', papers: 0, meanAbsoluteDifference: null, identicalShare: null },
      ],
      toThird: 1,
    };
    await renderPage({
      [`GET ${BASE}`]: () => jsonResponse(200, view({ mySlot: null, reconciledAt: '2026-03-03T10:00:00.000Z' })),
      [`GET ${BASE}/reconciliation`]: () => jsonResponse(200, reconciliation),
      [`GET ${BASE}/steps`]: () =>
        jsonResponse(200, {
          steps: [
            { action: 'submitted', actor: { id: 'u2', name: 'Bogdan Ene' }, pupilId: null, detail: { evaluator: 2 }, at: '2026-03-03T09:00:00.000Z' },
            { action: 'settled', actor: null, pupilId: pupilId(1), detail: {}, at: '2026-03-03T10:00:00.000Z' },
          ],
        }),
    });
    const table = await screen.findByRole('table', { name: 'Reconciliation' });
    await waitFor(() => assert.ok(rowCells(table, 'Ana Pop'), 'the reconciliation has its rows'));
    assert.deepEqual(rowCells(table, 'Ana Pop'), ['Ana Pop', '7.20', '8.20', '1.00', '—', '7.70', 'Settled by the rule']);
    assert.deepEqual(rowCells(table, 'Bogdan Ionescu'), ['Bogdan Ionescu', '7.20', '8.21', '1.01', '—', '—', 'Third evaluator']);

    const agreement = screen.getByRole('table', { name: 'Agreement between the evaluators' });
    await waitFor(() => assert.ok(rowCells(agreement, 'Question 1'), 'the agreement has its rows'));
    assert.deepEqual(rowCells(agreement, 'Question 1'), ['Question 1', '2', '0.5', '50 %']);
    assert.ok(screen.getByText('1 paper went to the third evaluator.'));
    // The steps are the author's and the owner's: read here, with who did what.
    await screen.findByRole('heading', { name: 'Steps' });
    assert.ok(screen.getByText(/Bogdan Ene · submitted a correction/));
    assert.ok(screen.getByText(/Catedra · Ana Pop: settled by the rule/));
  });

  it("the author exports the grades with each evaluator's mark once reconciled; an evaluator is offered no such file", async () => {
    const downloads = captureDownloads();
    const reconciliation: ReconciliationView = {
      rows: [{ pupilId: pupilId(1), first: 7.2, second: 8.2, difference: 1, outcome: 'settled', third: null, final: 7.7 }],
      papers: [],
      agreement: [],
      toThird: 0,
    };
    const api = await renderPage({
      [`GET ${BASE}`]: () => jsonResponse(200, view({ mySlot: null, reconciledAt: '2026-03-03T10:00:00.000Z' })),
      [`GET ${BASE}/reconciliation`]: () => jsonResponse(200, reconciliation),
      [`GET ${BASE}/steps`]: () => jsonResponse(200, { steps: [] }),
      [`GET /api/quizzes/${QUIZ_ID}/grades/export`]: () => fileResponse('Pupil,Evaluator 1,Evaluator 2\r\n', 'text/csv', 'Teză – a VIII-a A.csv'),
    });
    const group = await screen.findByRole('group', { name: "Export the grades with each evaluator's mark" });
    fireEvent.click(within(group).getByRole('button', { name: "Export grades with each evaluator's mark (CSV)" }));
    await waitFor(() => assert.deepEqual(downloads.names, ['Teză – a VIII-a A.csv']));
    const [call] = api.callsTo(`GET /api/quizzes/${QUIZ_ID}/grades/export`);
    assert.deepEqual(Object.fromEntries(call!.query), { format: 'csv', classroomId: CLASSROOM_ID, evaluators: '1' });
  });

  it('offers an evaluator no export of the evaluators’ marks (the route answers it to the author and the owner only)', async () => {
    await renderPage({
      [`GET ${BASE}`]: () => jsonResponse(200, view({ mySlot: 2, reconciledAt: '2026-03-03T10:00:00.000Z' })),
      [`GET ${BASE}/reconciliation`]: () =>
        jsonResponse(200, {
          rows: [{ pupilId: pupilId(1), first: 7.2, second: 8.2, difference: 1, outcome: 'settled', third: null, final: 7.7 }],
          papers: [],
          agreement: [],
          toThird: 0,
        }),
      [`GET ${BASE}/marks`]: () => jsonResponse(200, { grades: [] }),
    });
    await screen.findByRole('button', { name: 'Reconciliation sheet (PDF)' });
    assertAbsent(screen.queryByRole('group', { name: "Export the grades with each evaluator's mark" }));
  });

  it('lists the pupils of the reconciliation in the Romanian register’s order, as the grade grid does', async () => {
    // The server's rows came in byte order: Popa before Pîrvu, Stoica before Sîrbu, Ș and Ț after Voicu.
    const names = ['Popa Ilinca', 'Pîrvu Ștefan', 'Stoica Irina', 'Stănescu Gabriel', 'Sîrbu Ionuț', 'Voicu Ana', 'Șerban Andrei', 'Țurcanu Dănuț'];
    const roster = names.map((name, index) => ({ id: pupilId(index + 1), name }));
    const row = (index: number) => ({ pupilId: pupilId(index + 1), first: 7, second: 7, difference: 0, outcome: 'settled' as const, third: null, final: 7 });
    const reconciliation: ReconciliationView = {
      rows: names.map((_, index) => row(index)),
      papers: [
        { pupilId: pupilId(3), first: {}, second: {} },
        { pupilId: pupilId(2), first: {}, second: {} },
      ],
      agreement: [],
      toThird: 0,
    };
    await setLanguage('ro', { persist: false });
    try {
      await renderPage({
        [`GET /api/classrooms/${CLASSROOM_ID}/pupils`]: () => jsonResponse(200, roster),
        [`GET ${BASE}`]: () => jsonResponse(200, view({ mySlot: null, reconciledAt: '2026-03-03T10:00:00.000Z' })),
        [`GET ${BASE}/reconciliation`]: () => jsonResponse(200, reconciliation),
        [`GET ${BASE}/steps`]: () => jsonResponse(200, { steps: [] }),
      });
      const table = await screen.findByRole('table', { name: 'Concilierea' });
      await waitFor(() => assert.ok(rowCells(table, 'Popa Ilinca'), 'the reconciliation has its names'));
      assert.deepEqual(
        bodyRows(table).map((cells) => cells[0]),
        ['Pîrvu Ștefan', 'Popa Ilinca', 'Sîrbu Ionuț', 'Stănescu Gabriel', 'Stoica Irina', 'Șerban Andrei', 'Țurcanu Dănuț', 'Voicu Ana'],
      );
    } finally {
      await setLanguage('en', { persist: false });
    }
  });

  it('shows the third evaluator the papers sent to them in the register’s order', async () => {
    const roster = [
      { id: pupilId(1), name: 'Popa Ilinca' },
      { id: pupilId(2), name: 'Pîrvu Ștefan' },
    ];
    const paper = (n: number) => ({ pupilId: pupilId(n), first: { q1: 3 }, second: { q1: 5 } });
    const row = (n: number) => ({ pupilId: pupilId(n), first: 3, second: 5, difference: 2, outcome: 'third' as const, third: null, final: null });
    const reconciliation: ReconciliationView = { rows: [row(1), row(2)], papers: [paper(1), paper(2)], agreement: [], toThird: 2 };
    await renderPage({
      [`GET /api/classrooms/${CLASSROOM_ID}/pupils`]: () => jsonResponse(200, roster),
      [`GET ${BASE}`]: () => jsonResponse(200, view({ mySlot: 3, reconciledAt: '2026-03-03T10:00:00.000Z' })),
      [`GET ${BASE}/reconciliation`]: () => jsonResponse(200, reconciliation),
      [`GET ${BASE}/marks`]: () => jsonResponse(200, { grades: [] }),
    });
    await screen.findByRole('table', { name: /Both corrections, question by question: Popa Ilinca/ });
    await settle();
    const captions = screen
      .getAllByRole('table', { name: /^Both corrections, question by question/ })
      .map((table) => table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent);
    assert.deepEqual(captions, ['Both corrections, question by question: Pîrvu Ștefan', 'Both corrections, question by question: Popa Ilinca']);
  });

  it('an evaluator who left the school without submitting is named as such, not as correcting', async () => {
    const evaluators = view().evaluators.map((evaluator) =>
      evaluator.slot === 2 ? { ...evaluator, user: { id: 'u2', name: 'Bogdan Ene', left: true as const } } : evaluator,
    );
    await renderPage({
      [`GET ${BASE}`]: () => jsonResponse(200, view({ evaluators })),
      [`GET ${BASE}/marks`]: () => jsonResponse(200, { grades: [] }),
    });
    const item = (await screen.findByText(/^: Bogdan Ene/)).closest('li')!;
    assert.match(item.textContent ?? '', /Evaluator 2: Bogdan Ene · has left the school: the test's author can name another evaluator/);
  });

  // An outside tester: the test's author and the school's owner, also the third evaluator, never saw the steps.
  it('the author who also evaluates follows the steps too', async () => {
    await renderPage({
      [`GET ${BASE}`]: () => jsonResponse(200, view({ mySlot: 3, readsSteps: true })),
      [`GET ${BASE}/marks`]: () => jsonResponse(200, { grades: [] }),
      [`GET ${BASE}/steps`]: () =>
        jsonResponse(200, {
          steps: [{ action: 'submitted', actor: { id: 'u2', name: 'Bogdan Ene' }, pupilId: null, detail: { evaluator: 2 }, at: '2026-03-03T09:00:00.000Z' }],
        }),
    });
    await screen.findByRole('heading', { name: 'Steps' });
    assert.ok(screen.getByText(/Bogdan Ene · submitted a correction/));
  });

  it('the third evaluator grades only the papers sent to them, with both corrections side by side per question', async () => {
    let reconciliation: ReconciliationView = {
      rows: [
        { pupilId: pupilId(1), first: 7.2, second: 8.2, difference: 1, outcome: 'settled', third: null, final: 7.7 },
        { pupilId: pupilId(2), first: 3, second: 4.5, difference: 1.5, outcome: 'third', third: null, final: null },
      ],
      papers: [{ pupilId: pupilId(2), first: { q1: 8, q2: 4 }, second: { q1: 8, q2: 9 } }],
      agreement: [],
      toThird: 1,
    };
    const api = await renderPage({
      [`GET ${BASE}`]: () => jsonResponse(200, view({ mySlot: 3, reconciledAt: '2026-03-03T10:00:00.000Z' })),
      [`GET ${BASE}/reconciliation`]: () => jsonResponse(200, reconciliation),
      [`GET ${BASE}/marks`]: () => jsonResponse(200, { grades: [] }),
      [`POST ${BASE}/marks`]: (call) => {
        const rows = (call.body as { grades: { pupilId: string; questionScores: Record<string, number> }[] }).grades;
        // The third evaluator's mark is final as it is saved: the reconciliation says so.
        reconciliation = {
          ...reconciliation,
          rows: reconciliation.rows.map((row) => (row.pupilId === pupilId(2) ? { ...row, third: 4.6, final: 4.6 } : row)),
        };
        return jsonResponse(200, { grades: rows.map((row) => ({ ...row, score: 36, version: 1, gradedAt: '2026-03-03T11:00:00.000Z' })) });
      },
    });
    const grid = await screen.findByRole('grid');
    await settle();
    assert.deepEqual(
      within(grid)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
      ['Bogdan Ionescu'],
      'only the paper sent to the third evaluator',
    );
    const sideBySide = await screen.findByRole('table', { name: 'Both corrections, question by question: Bogdan Ionescu' });
    // The grid's roster and the side-by-side names are one read, as are the test's columns and its question numbers.
    assert.equal(api.callsTo(`GET /api/classrooms/${CLASSROOM_ID}/pupils`).length, 1, 'the roster is asked once');
    assert.equal(api.callsTo(`GET /api/quizzes/${QUIZ_ID}`).length, 1, 'the test is asked once');
    assert.deepEqual(bodyRows(sideBySide).slice(0, 2), [
      ['1', '8', '8'],
      ['2', '4', '9'],
    ]);

    // Their save settles the paper: the reconciliation below shows the final mark without a reload, and the grid stays.
    clickCell(0, 1);
    press('6');
    press('Enter');
    const table = screen.getByRole('table', { name: 'Reconciliation' });
    await waitFor(() => assert.deepEqual(rowCells(table, 'Bogdan Ionescu'), ['Bogdan Ionescu', '3.00', '4.50', '1.50', '4.60', '4.60', 'Third evaluator']), {
      timeout: 5000,
    });
    assert.equal(screen.getByRole('grid'), grid, 'the same grid, not a new one');
  });
  // Papers sent to "choose later" had nobody to settle them: the form was gone once anyone had submitted.
  it('after a submission the author still names the third evaluator, and nothing else can change', async () => {
    let put: unknown = null;
    const submitted = view({
      mySlot: null,
      reconciledAt: '2026-03-03T10:00:00.000Z',
      evaluators: [
        { slot: 1, user: { id: 'u2', name: 'Bogdan Ene' }, submittedAt: '2026-03-03T09:00:00.000Z' },
        { slot: 2, user: { id: 'u3', name: 'Carmen Dinu' }, submittedAt: '2026-03-03T10:00:00.000Z' },
        { slot: 3, user: null, submittedAt: null },
      ],
    });
    await renderPage(
      {
        [`GET ${BASE}`]: () => jsonResponse(200, submitted),
        [`GET ${BASE}/reconciliation`]: () => jsonResponse(200, { rows: [], papers: [], agreement: [], toThird: 0 }),
        [`GET ${BASE}/steps`]: () => jsonResponse(200, { steps: [] }),
        [`GET /api/schools/${SCHOOL_ID}/members`]: () =>
          jsonResponse(200, [
            { userId: ana.id, name: 'Ana Pop', email: 'ana@example.ro', role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z' },
            { userId: 'u2', name: 'Bogdan Ene', email: 'bogdan@example.ro', role: 'teacher', joinedAt: '2026-01-01T00:00:00.000Z' },
            { userId: 'u3', name: 'Carmen Dinu', email: 'carmen@example.ro', role: 'teacher', joinedAt: '2026-01-01T00:00:00.000Z' },
            { userId: 'u4', name: 'Dan Vlad', email: 'dan@example.ro', role: 'teacher', joinedAt: '2026-01-01T00:00:00.000Z' },
          ]),
        [`PUT ${BASE}`]: (call) => {
          put = call.body;
          return jsonResponse(200, submitted);
        },
      },
      'owner',
    );
    await screen.findByRole('heading', { name: 'Name or change the third evaluator' });
    const third = screen.getByRole('combobox', { name: 'Third evaluator' }) as HTMLSelectElement;
    await waitFor(() => assert.ok(within(third).getByRole('option', { name: 'Dan Vlad' }), 'the members are the choices'));
    assert.ok((screen.getByRole('combobox', { name: /Evaluator 1/ }) as HTMLSelectElement).disabled, 'a submitted evaluator stays');
    assert.ok((screen.getByRole('combobox', { name: /Evaluator 2/ }) as HTMLSelectElement).disabled);
    assert.equal(screen.queryByRole('textbox', { name: /Threshold/ }), null, 'the rule stays as it is');
    fireEvent.change(third, { target: { value: 'u4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => assert.ok(put, 'saved'));
    assert.deepEqual(put, { evaluator1Id: 'u2', evaluator2Id: 'u3', evaluator3Id: 'u4', threshold: 1, finalMark: 'meanTruncated' });
  });

  it('asks before replacing an evaluator who has marks, with the server’s count, and sends the consent only when given', async () => {
    const puts: unknown[] = [];
    const current = view({
      mySlot: null,
      evaluators: [
        { slot: 1, user: { id: 'u2', name: 'Bogdan Ene' }, submittedAt: null },
        { slot: 2, user: { id: 'u3', name: 'Carmen Dinu' }, submittedAt: null },
        { slot: 3, user: null, submittedAt: null },
      ],
    });
    const message = '3 papers already have marks from an evaluator you are replacing.';
    await renderPage(
      {
        [`GET ${BASE}`]: () => jsonResponse(200, current),
        [`GET ${BASE}/steps`]: () => jsonResponse(200, { steps: [] }),
        [`GET /api/schools/${SCHOOL_ID}/members`]: () =>
          jsonResponse(200, [
            { userId: 'u2', name: 'Bogdan Ene', email: 'bogdan@example.ro', role: 'teacher', joinedAt: '2026-01-01T00:00:00.000Z' },
            { userId: 'u3', name: 'Carmen Dinu', email: 'carmen@example.ro', role: 'teacher', joinedAt: '2026-01-01T00:00:00.000Z' },
          ]),
        [`PUT ${BASE}`]: (call) => {
          puts.push(call.body);
          const consented = (call.body as { clearReplacedMarks?: boolean }).clearReplacedMarks === true;
          return consented ? jsonResponse(200, current) : jsonResponse(409, { error: { code: 'conflict', message, markedPapers: 3 } });
        },
      },
      'owner',
    );
    const first = (await screen.findByRole('combobox', { name: /Evaluator 1/ })) as HTMLSelectElement;
    await waitFor(() => assert.ok(within(first).getByRole('option', { name: 'Carmen Dinu' }), 'the members are the choices'));
    fireEvent.change(first, { target: { value: 'u3' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Evaluator 2/ }), { target: { value: 'u2' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Replace the evaluator?' });
    assert.ok(within(asked).getByText(message), 'the server’s count, in its words');
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => assert.equal(screen.queryByRole('alertdialog'), null));
    assert.equal(puts.length, 1, 'nothing sent again on Cancel');

    // The dialog goes a tick before the form is done with its save: pressed while still busy, Save does nothing.
    await waitFor(() => assert.equal(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-busy'), null));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace and remove the marks' }));
    await waitFor(() => assert.equal(puts.length, 3));
    assert.deepEqual(puts[2], {
      evaluator1Id: 'u3',
      evaluator2Id: 'u2',
      evaluator3Id: null,
      threshold: 1,
      finalMark: 'meanTruncated',
      clearReplacedMarks: true,
    });
  });

  it('tells an evaluator their correction is final once both are in', async () => {
    const done = '2026-03-03T10:00:00.000Z';
    await renderPage({
      [`GET ${BASE}`]: () =>
        jsonResponse(
          200,
          view({
            reconciledAt: done,
            evaluators: [
              { slot: 1, user: { id: ana.id, name: 'Ana Pop' }, submittedAt: done },
              { slot: 2, user: { id: 'u2', name: 'Bogdan Ene' }, submittedAt: done },
              { slot: 3, user: null, submittedAt: null },
            ],
          }),
        ),
      [`GET ${BASE}/marks`]: () => jsonResponse(200, { grades: [] }),
      [`GET ${BASE}/reconciliation`]: () => jsonResponse(200, { rows: [], papers: [], agreement: [], toThird: 0 }),
    });
    // Said once: the page's notice above already says both corrections are in (an outside tester read it twice in a row).
    await screen.findByText('Your correction is final.');
    assert.equal(screen.getAllByText(/^Both corrections are in/).length, 1);
    assert.equal(screen.queryByText(/Withdraw it to change a mark/), null);
    assert.equal(screen.queryByRole('button', { name: 'Withdraw my submission' }), null);
  });
});
