import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cache } from '../../../src/client/core/cache';
import { overrideFlags } from '../../../src/client/core/config';
import { clearToasts, toastStore } from '../../../src/client/core/toasts.store';
import { afterAssignmentsChanged } from '../../../src/client/features/assignments/assignments.api';
import { ClassroomQuizzesTab } from '../../../src/client/features/assignments/ClassroomQuizzesTab';
import { ConfirmDialogHost } from '../../../src/client/ui/ConfirmDialogHost';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse, stubFetch } from '../support/fetch-stub';
import { renderAt } from '../support/render';
import { resetShell, signIn } from '../support/shell';

const SCHOOL = '33333333-3333-4333-8333-333333333333';
const CLASSROOM = '22222222-2222-4222-8222-222222222222';
const Q1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const Q2 = 'aaaaaaaa-0000-4000-8000-000000000002';
const Q3 = 'aaaaaaaa-0000-4000-8000-000000000003';

const assigned = (quizId: string, title: string, extra: object = {}) => ({
  quizId,
  classroomId: CLASSROOM,
  title,
  classLabel: 'a IX-a B',
  totalPoints: 90,
  basePoints: 10,
  dueDate: '2026-10-01',
  gradedCount: 3,
  incompleteCount: 0,
  pupilCount: 28,
  averageScore: 67.5,
  // The report's average: double correction settled a paper below the mark of its points (67.5 points alone give 7.75).
  averageMark: 7.74,
  canChangeDueDate: true,
  canUnassign: true,
  assignedAt: '2026-09-01T08:00:00.000Z',
  ...extra,
});

const toasts = () => toastStore.getSnapshot().context.toasts.map((toast) => toast.message);

describe('classroom Quizzes tab', () => {
  let list: ReturnType<typeof assigned>[];
  let api: ReturnType<typeof stubFetch>;
  let refuseAssign = false;

  beforeEach(async () => {
    refuseAssign = false;
    await resetShell();
    cache.clear();
    signIn();
    mock.method(console, 'warn', () => {});
    list = [
      assigned(Q1, 'Evaluare la matematică', { incompleteCount: 2 }),
      assigned(Q2, 'Test de fizică', { dueDate: null, gradedCount: 0, averageScore: null, averageMark: null }),
    ];
    api = stubFetch({
      [`GET /api/classrooms/${CLASSROOM}/quizzes`]: () => jsonResponse(200, list),
      'GET /api/quizzes/summaries': () =>
        jsonResponse(200, [
          { id: Q1, title: 'Evaluare la matematică', classLabel: 'a IX-a B' },
          { id: Q2, title: 'Test de fizică', classLabel: 'a IX-a B' },
          { id: Q3, title: 'Lucrare de chimie', classLabel: 'a X-a' },
          { id: 'aaaaaaaa-0000-4000-8000-000000000004', title: 'Fizică: optica', classLabel: 'a X-a' },
        ]),
      [`POST /api/classrooms/${CLASSROOM}/quizzes`]: () =>
        refuseAssign ? jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }) : jsonResponse(200, []),
      [`PUT /api/classrooms/${CLASSROOM}/quizzes/${Q1}`]: () => jsonResponse(200, assigned(Q1, 'Evaluare la matematică')),
      [`DELETE /api/classrooms/${CLASSROOM}/quizzes/${Q2}`]: () => jsonResponse(204),
    });
    renderAt(
      '/x',
      <>
        <ClassroomQuizzesTab schoolId={SCHOOL} classroomId={CLASSROOM} />
        <ConfirmDialogHost />
      </>,
    );
    await screen.findByRole('link', { name: 'Evaluare la matematică' });
  });
  afterEach(async () => {
    await resetShell();
    api.restore();
    clearToasts();
    mock.restoreAll();
  });

  it('lists the assigned quizzes with due date, graded x/y and average, and links to grade and to the dashboard', () => {
    const row = screen.getByRole('link', { name: 'Evaluare la matematică' }).closest('tr')!;
    assert.equal(screen.getByRole('link', { name: 'Evaluare la matematică' }).getAttribute('href'), `/schools/${SCHOOL}/classrooms/${CLASSROOM}/quizzes/${Q1}`);
    assert.match(row.textContent ?? '', /Oct 1, 2026/);
    assert.match(row.textContent ?? '', /3 \/ 28/);
    // A teacher grading question by question: 2 of the 3 papers have questions not marked yet (they count as 0).
    assert.match(row.textContent ?? '', /Not fully marked: 2/);
    assert.match(row.textContent ?? '', /67\.5 p \(mark 7\.74\)/);
    assert.equal(
      within(row).getByRole('link', { name: 'Enter grades for Evaluare la matematică' }).getAttribute('href'),
      `/schools/${SCHOOL}/classrooms/${CLASSROOM}/quizzes/${Q1}/evaluate`,
    );
    const other = screen.getByRole('link', { name: 'Test de fizică' }).closest('tr')!;
    assert.match(other.textContent ?? '', /No due date/);
    assert.doesNotMatch(other.textContent ?? '', /Not fully marked/);
    assert.equal(screen.getByRole('link', { name: 'Create a new quiz for this class' }).getAttribute('href'), `/quizzes/create?classroomId=${CLASSROOM}`);
  });

  // On a phone the focused search field brought up the on-screen keyboard over the list of tests.
  it("'Assign existing quiz' starts in its search field with a mouse, and on the dialog itself on a touch-only device", async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Assign existing quiz' }));
    let dialog = await screen.findByRole('dialog', { name: 'Assign an existing quiz' });
    assert.equal(document.activeElement, within(dialog).getByRole('searchbox', { name: 'Search quizzes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => assertAbsent(screen.queryByRole('dialog')));

    const matchMedia = window.matchMedia;
    const touch = mock.method(window, 'matchMedia', (query: string) =>
      query === '(any-pointer: fine)' ? { ...matchMedia.call(window, query), matches: false } : matchMedia.call(window, query),
    );
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Assign existing quiz' }));
      dialog = await screen.findByRole('dialog', { name: 'Assign an existing quiz' });
      assert.equal(document.activeElement, dialog, `the focus is on ${document.activeElement?.outerHTML.slice(0, 60)}`);
    } finally {
      touch.mock.restore();
    }
  });

  it("'Assign existing quiz' searches titles (without diacritics), picks several and gives a due date", async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Assign existing quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign an existing quiz' });
    await within(dialog).findByRole('checkbox', { name: /Lucrare de chimie/ });
    assert.ok(
      within(dialog)
        .getByRole('checkbox', { name: /Evaluare la matematică/ })
        .hasAttribute('disabled'),
      'already assigned',
    );
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search quizzes' }), { target: { value: 'fizica' } });
    assertAbsent(within(dialog).queryByRole('checkbox', { name: /Lucrare de chimie/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Fizică: optica/ }));
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search quizzes' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Lucrare de chimie/ }));
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2026-11-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign (2)' }));
    await waitFor(() => assert.ok(toasts().includes('Quizzes assigned: 2'), 'the toast says so'));
    // One request for all of them: the server assigns every one or none.
    const posts = api.calls.filter((call) => call.method === 'POST');
    assert.deepEqual(
      posts.map((call) => [call.path, call.body]),
      [[`/api/classrooms/${CLASSROOM}/quizzes`, { quizIds: ['aaaaaaaa-0000-4000-8000-000000000004', Q3], dueDate: '2026-11-15' }]],
    );
    // The list is asked again.
    await waitFor(() => assert.equal(api.callsTo(`GET /api/classrooms/${CLASSROOM}/quizzes`).length, 2));
  });

  it("'Assign existing quiz' that the server refuses assigns none: one request, a message, the choice kept", async () => {
    mock.method(console, 'error', () => {});
    refuseAssign = true;
    fireEvent.click(screen.getByRole('button', { name: 'Assign existing quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign an existing quiz' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Lucrare de chimie/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Fizică: optica/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign (2)' }));
    await waitFor(() =>
      assert.ok(
        toasts().includes('The quiz could not be assigned. Please try again.'),
        "waiting for toasts().includes('The quiz could not be assigned. Please try agai…",
      ),
    );
    assert.equal(api.calls.filter((call) => call.method === 'POST').length, 1);
    assert.ok(within(screen.getByRole('dialog', { name: 'Assign an existing quiz' })).getByRole('button', { name: 'Assign (2)' }));
  });

  it("'Assign existing quiz' with bulk operations off gives one quiz at a time (a radio choice)", async (t) => {
    t.after(overrideFlags({ bulkOperations: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign existing quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign an existing quiz' });
    assertAbsent(within(dialog).queryByRole('checkbox', { name: /Lucrare de chimie/ }));
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Lucrare de chimie/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /Fizică: optica/ }));
    assert.equal((within(dialog).getByRole('radio', { name: /Lucrare de chimie/ }) as HTMLInputElement).checked, false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign (1)' }));
    await waitFor(() => assert.ok(toasts().includes('Quizzes assigned: 1'), "waiting for toasts().includes('Quizzes assigned: 1')"));
    assert.deepEqual(api.callsTo(`POST /api/classrooms/${CLASSROOM}/quizzes`)[0]!.body, { quizIds: ['aaaaaaaa-0000-4000-8000-000000000004'], dueDate: null });
  });

  it('changes and removes a due date', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change due date of Evaluare la matematică' }));
    const dialog = await screen.findByRole('dialog', { name: 'Due date' });
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2026-12-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save due date' }));
    await waitFor(() => assert.equal(api.callsTo(`PUT /api/classrooms/${CLASSROOM}/quizzes/${Q1}`).length, 1));
    assert.deepEqual(api.callsTo(`PUT /api/classrooms/${CLASSROOM}/quizzes/${Q1}`)[0]!.body, { dueDate: '2026-12-20' });
    fireEvent.click(screen.getByRole('button', { name: 'Change due date of Evaluare la matematică' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Due date' })).getByRole('button', { name: 'Remove due date' }));
    await waitFor(() => assert.equal(api.callsTo(`PUT /api/classrooms/${CLASSROOM}/quizzes/${Q1}`).length, 2));
    assert.deepEqual(api.callsTo(`PUT /api/classrooms/${CLASSROOM}/quizzes/${Q1}`)[1]!.body, { dueDate: null });
  });

  it('offers Change due date and Unassign only on the tests whose reader the server lets do them', async () => {
    // The school's owner reads a colleague's test (403 on both); a colleague who only grades a test may not take it from a marked class.
    list = [
      assigned(Q1, 'Evaluare la matematică', { canChangeDueDate: false, canUnassign: false }),
      assigned(Q2, 'Test de fizică', { canUnassign: false }),
      assigned(Q3, 'Lucrare de chimie'),
    ];
    // The list is asked again (as after any assignment change), and answers with what each test's reader may do.
    act(() => afterAssignmentsChanged([CLASSROOM]));
    await screen.findByRole('link', { name: 'Lucrare de chimie' });
    const row = (title: string) => within(screen.getByRole('link', { name: title }).closest('tr')!);
    assertAbsent(row('Evaluare la matematică').queryByRole('button', { name: 'Change due date of Evaluare la matematică' }));
    assertAbsent(row('Evaluare la matematică').queryByRole('button', { name: 'Unassign Evaluare la matematică' }));
    assert.ok(row('Evaluare la matematică').getByRole('link', { name: 'Enter grades for Evaluare la matematică' }), 'the grid is still offered (read-only)');
    assert.ok(row('Test de fizică').getByRole('button', { name: 'Change due date of Test de fizică' }));
    assertAbsent(row('Test de fizică').queryByRole('button', { name: 'Unassign Test de fizică' }));
    assert.ok(row('Lucrare de chimie').getByRole('button', { name: 'Change due date of Lucrare de chimie' }));
    assert.ok(row('Lucrare de chimie').getByRole('button', { name: 'Unassign Lucrare de chimie' }));
  });

  it('unassigns only after a confirmation (the grades are kept)', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Unassign Test de fizică' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Unassign this quiz?' });
    assert.match(dialog.textContent ?? '', /grades are kept/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    assert.equal(api.callsTo(`DELETE /api/classrooms/${CLASSROOM}/quizzes/${Q2}`).length, 0);
    const unassign = screen.getByRole('button', { name: 'Unassign Test de fizică' });
    unassign.focus();
    fireEvent.click(unassign);
    dialog = await screen.findByRole('alertdialog', { name: 'Unassign this quiz?' });
    list = list.filter((quiz) => quiz.quizId !== Q2);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Unassign' })));
    await waitFor(() => assert.ok(toasts().includes('“Test de fizică” unassigned'), "waiting for toasts().includes('“Test de fizică” unassigned')"));
    await waitFor(() => assertAbsent(screen.queryByRole('link', { name: 'Test de fizică' })));
    // The keyboard stays in the list, on a test still assigned, not on the page.
    assert.ok(document.activeElement?.closest('tr, li'), `the focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`);
  });
});
