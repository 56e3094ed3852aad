import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cache } from '../../../src/client/core/cache';
import { findCommand, resetCommands, runCommand } from '../../../src/client/core/commands';
import { overrideFlags } from '../../../src/client/core/config';
import { closeOverlay } from '../../../src/client/core/overlays';
import { shortcutProblem } from '../../../src/client/core/shortcuts';
import { clearToasts, toastStore } from '../../../src/client/core/toasts.store';
import { registerAssignmentCommands } from '../../../src/client/features/assignments';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse, type stubFetch } from '../support/fetch-stub';
import { renderApp, resetShell, signIn, stubApi } from '../support/shell';

const QUIZ = 'aaaaaaaa-0000-4000-8000-000000000001';
const CLASS_A = 'bbbbbbbb-0000-4000-8000-000000000001';
const CLASS_B = 'bbbbbbbb-0000-4000-8000-000000000002';
const SCHOOL = 'cccccccc-0000-4000-8000-000000000001';

describe('palette: assign and grade choosers', () => {
  let api: ReturnType<typeof stubFetch>;
  let unregister: () => void;
  beforeEach(async () => {
    await resetShell();
    cache.clear();
    signIn();
    mock.method(console, 'warn', () => {});
    unregister = registerAssignmentCommands();
    api = stubApi({
      'GET /api/quizzes/summaries': () =>
        jsonResponse(200, [
          { id: QUIZ, title: 'Evaluare la matematică', classLabel: 'a IX-a' },
          { id: 'x', title: 'Test de fizică', classLabel: '' },
        ]),
      'GET /api/classrooms': () =>
        jsonResponse(200, [
          { id: CLASS_A, name: 'a IX-a B', schoolId: SCHOOL, schoolName: 'Liceul Moisil' },
          { id: CLASS_B, name: 'a X-a A', schoolId: SCHOOL, schoolName: 'Liceul Moisil' },
        ]),
      [`POST /api/quizzes/${QUIZ}/assign-bulk`]: () => jsonResponse(200, []),
      'GET /api/quizzes': () =>
        jsonResponse(200, [
          {
            id: QUIZ,
            title: 'Evaluare la matematică',
            classLabel: 'a IX-a',
            assignments: [
              { classroomId: CLASS_A, classroomName: 'a IX-a B', schoolId: SCHOOL, schoolName: 'Liceul Moisil', dueDate: null },
              { classroomId: CLASS_B, classroomName: 'a X-a A', schoolId: SCHOOL, schoolName: 'Colegiul Național', dueDate: null },
            ],
          },
        ]),
    });
  });
  afterEach(async () => {
    act(() => closeOverlay());
    unregister();
    resetCommands();
    await resetShell();
    api.restore();
    clearToasts();
    mock.restoreAll();
  });

  it('registers both commands with shortcuts the browser does not own', () => {
    for (const id of ['assign.quiz', 'grade.quiz']) {
      const command = findCommand(id);
      assert.ok(command, id);
      assert.equal(shortcutProblem(command.shortcut!), null);
    }
  });

  /** The app at a screen of its own, so the palette's overlays have their host; returns where it went since. */
  async function openSettings() {
    const view = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    return () => view.location.history.slice(1);
  }

  /** 'Assign a quiz to a classroom…' from the palette, its quiz picked: the class step with bulk operations on. */
  async function openClassStep() {
    await openSettings();
    await act(() => runCommand(findCommand('assign.quiz')!));
    const quizStep = await screen.findByRole('dialog', { name: 'Assign which quiz?' });
    fireEvent.click(await within(quizStep).findByRole('option', { name: /Evaluare la matematică/ }));
    return screen.findByRole('dialog', { name: 'Assign “Evaluare la matematică” to which classes?' });
  }

  it("'Assign a quiz to a classroom…' with bulk operations off: pick the quiz, then one class, then the due date", async (t) => {
    t.after(overrideFlags({ bulkOperations: false }));
    await openSettings();
    await act(() => runCommand(findCommand('assign.quiz')!));
    let dialog = await screen.findByRole('dialog', { name: 'Assign which quiz?' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'matematica' } });
    await waitFor(() => assertAbsent(within(dialog).queryByRole('option', { name: /Test de fizică/ })));
    fireEvent.click(within(dialog).getByRole('option', { name: /Evaluare la matematică/ }));
    dialog = await screen.findByRole('dialog', { name: 'Assign “Evaluare la matematică” to which class?' });
    fireEvent.click(await within(dialog).findByRole('option', { name: /a X-a A/ }));
    dialog = await screen.findByRole('dialog', { name: 'Due date' });
    assert.match(dialog.textContent ?? '', /“Evaluare la matematică” will be assigned to a X-a A/);
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2026-10-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => assert.equal(api.callsTo(`POST /api/quizzes/${QUIZ}/assign-bulk`).length, 1));
    assert.deepEqual(api.callsTo(`POST /api/quizzes/${QUIZ}/assign-bulk`)[0]!.body, { classroomIds: [CLASS_B], dueDate: '2026-10-01' });
    await waitFor(() =>
      assert.ok(
        toastStore.getSnapshot().context.toasts.some((toast) => toast.message === '“Evaluare la matematică” assigned to a X-a A'),
        'waiting for toastStore.getSnapshot().context.toasts.some((toast) => toast.messa…',
      ),
    );
    await waitFor(() => assertAbsent(screen.queryByRole('dialog')));
  });

  it("'Assign a quiz to a classroom…' with bulk operations on: tick several classes, one request for all", async () => {
    let dialog = await openClassStep();
    const next = within(dialog).getByRole('button', { name: 'Continue (0)' });
    assert.ok(next.hasAttribute('disabled'), 'nothing ticked yet');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /a IX-a B/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /a X-a A/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue (2)' }));
    dialog = await screen.findByRole('dialog', { name: 'Due date' });
    assert.match(dialog.textContent ?? '', /“Evaluare la matematică” will be assigned to these classes: a IX-a B, a X-a A/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => assert.equal(api.callsTo(`POST /api/quizzes/${QUIZ}/assign-bulk`).length, 1));
    assert.deepEqual(api.callsTo(`POST /api/quizzes/${QUIZ}/assign-bulk`)[0]!.body, { classroomIds: [CLASS_A, CLASS_B], dueDate: null });
    await waitFor(() =>
      assert.ok(
        toastStore.getSnapshot().context.toasts.some((toast) => toast.message === '“Evaluare la matematică” assigned to a IX-a B, a X-a A'),
        'the toast names both classes',
      ),
    );
    await waitFor(() => assertAbsent(screen.queryByRole('dialog')));
  });

  it('the class step from the keyboard: a filter that leaves one class, Enter ticks it; arrows walk the list; Enter on an empty search goes on', async () => {
    const dialog = await openClassStep();
    await within(dialog).findByRole('checkbox', { name: /a IX-a B/ });
    const search = within(dialog).getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'IX' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    assert.equal((within(dialog).getByRole('checkbox', { name: /a IX-a B/ }) as HTMLInputElement).checked, true, 'the one class left is ticked');
    assert.equal((search as HTMLInputElement).value, '', 'and the search is ready for the next one');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const boxes = within(dialog).getAllByRole('checkbox');
    assertFocused(boxes[0]!, 'ArrowDown goes from the search to the list');
    fireEvent.keyDown(boxes[0]!, { key: 'ArrowDown' });
    assertFocused(boxes[1]!);
    fireEvent.keyDown(boxes[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(boxes[0]!, { key: 'ArrowUp' });
    assertFocused(search, 'ArrowUp from the first class goes back to the search');
    fireEvent.submit(search.closest('form')!);
    assert.ok(await screen.findByRole('dialog', { name: 'Due date' }), 'Enter on an empty search goes on with the classes ticked');
  });

  it('a bulk assignment the server refuses assigns nothing and says so; the choice stays for another try', async () => {
    mock.method(console, 'error', () => {});
    api.restore();
    api = stubApi({
      'GET /api/quizzes/summaries': () => jsonResponse(200, [{ id: QUIZ, title: 'Evaluare la matematică', classLabel: 'a IX-a' }]),
      'GET /api/classrooms': () =>
        jsonResponse(200, [
          { id: CLASS_A, name: 'a IX-a B', schoolId: SCHOOL, schoolName: 'Liceul Moisil' },
          { id: CLASS_B, name: 'a X-a A', schoolId: SCHOOL, schoolName: 'Liceul Moisil' },
        ]),
      [`POST /api/quizzes/${QUIZ}/assign-bulk`]: () => jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }),
    });
    let dialog = await openClassStep();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /a IX-a B/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /a X-a A/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue (2)' }));
    dialog = await screen.findByRole('dialog', { name: 'Due date' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      assert.ok(
        toastStore.getSnapshot().context.toasts.some((toast) => toast.message === 'The quiz could not be assigned. Please try again.'),
        'the failure is told',
      ),
    );
    assert.equal(api.callsTo(`POST /api/quizzes/${QUIZ}/assign-bulk`).length, 1, 'one request, not one per class');
    assert.ok(within(screen.getByRole('dialog', { name: 'Due date' })).getByRole('button', { name: 'Assign' }));
  });

  // A new teacher typed a due date whose year became 62025 and read "could not be assigned, please try again".
  it('a refusal that says why (a due date, a class the test may not be given to) is told as the server said it', async () => {
    mock.method(console, 'warn', () => {});
    const refusals = [
      jsonResponse(400, { error: { code: 'validation', message: 'Some fields are not valid', fields: { dueDate: 'Enter a valid date' } } }),
      jsonResponse(403, {
        error: { code: 'forbidden', message: "A colleague's test can be given only to classes of a school its author also belongs to." },
      }),
    ];
    api.restore();
    api = stubApi({
      'GET /api/quizzes/summaries': () => jsonResponse(200, [{ id: QUIZ, title: 'Evaluare la matematică', classLabel: 'a IX-a' }]),
      'GET /api/classrooms': () => jsonResponse(200, [{ id: CLASS_A, name: 'a IX-a B', schoolId: SCHOOL, schoolName: 'Liceul Moisil' }]),
      [`POST /api/quizzes/${QUIZ}/assign-bulk`]: () => refusals.shift()!,
    });
    let dialog = await openClassStep();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /a IX-a B/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue (1)' }));
    dialog = await screen.findByRole('dialog', { name: 'Due date' });
    const told = (message: string) => toastStore.getSnapshot().context.toasts.some((toast) => toast.message === message);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => assert.ok(told('Enter a valid date'), 'the due date'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => assert.ok(told("A colleague's test can be given only to classes of a school its author also belongs to."), 'the class'));
    assert.ok(!told('The quiz could not be assigned. Please try again.'));
  });
  it("'Grade a quiz in a classroom…' lists every assigned pair and opens the chosen grid", async () => {
    const went = await openSettings();
    await act(() => runCommand(findCommand('grade.quiz')!));
    const dialog = await screen.findByRole('dialog', { name: 'Grade a quiz in a classroom' });
    const option = await within(dialog).findByRole('option', { name: /Grade Evaluare la matematică in a X-a A/ });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'colegiul national' } });
    await waitFor(() => assertAbsent(within(dialog).queryByRole('option', { name: /in a IX-a B/ })));
    fireEvent.click(option);
    assert.deepEqual(went(), [`/schools/${SCHOOL}/classrooms/${CLASS_B}/quizzes/${QUIZ}/evaluate`]);
  });
});
