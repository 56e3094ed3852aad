// A class's assigned quizzes from the command palette (README: every action
// is a command): "Change a due date…" and "Unassign a quiz…" ask which quiz
// (those whose row offers the button to this reader), then do what the row's
// button does, from it: the dialog or the question returns the focus there,
// and an unassigned row hands the focus on to the next, as after a click.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AssignedQuiz } from '../../../src/client/features/assignments';
import { answerConfirm, assignedQuiz, classroom, resetSchoolsTest, toastMessages } from '../schools/fixtures';
import { assertAbsent, assertFocused } from '../support/dom-assert';
import { jsonResponse, type RouteHandler } from '../support/fetch-stub';
import { chooseRowFromPalette, paletteOffers } from '../support/palette';
import { renderApp, signIn, stubApi } from '../support/shell';

const C1 = classroom('c1', 's1', '9A', { gradeLevel: 'a IX-a', pupilCount: 3 });
const MATHS = assignedQuiz('q1', 'c1', 'Evaluare la matematică');
const PHYSICS = assignedQuiz('q2', 'c1', 'Test de fizică');
// A colleague's test the reader only grades: neither button on its row.
const GRADED_ONLY: AssignedQuiz = { ...assignedQuiz('q3', 'c1', 'Lucrare de chimie'), canChangeDueDate: false, canUnassign: false };

function classroomApi(assigned: () => AssignedQuiz[], extra: Record<string, RouteHandler> = {}) {
  return stubApi({
    'GET /api/classrooms/c1': () => jsonResponse(200, C1),
    'GET /api/classrooms/c1/pupils': () => jsonResponse(200, []),
    'GET /api/classrooms/c1/quizzes': () => jsonResponse(200, assigned()),
    'GET /api/quizzes/summaries': () => jsonResponse(200, []),
    'GET /api/schools/s1': () => jsonResponse(200, { id: 's1', name: 'Colegiul Național', classrooms: [C1] }),
    ...extra,
  });
}

describe("a class's assigned quizzes: row buttons in the palette", () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(() => {
    mock.method(console, 'warn', () => {});
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetSchoolsTest();
    stub?.restore();
    stub = null;
  });

  it('"Change a due date…" opens the chosen quiz\'s due date dialog; closed, the focus is on its button', async () => {
    stub = classroomApi(() => [MATHS, PHYSICS, GRADED_ONLY], {
      'PUT /api/classrooms/c1/quizzes/q2': () => jsonResponse(200, { ...PHYSICS, dueDate: '2026-12-20' }),
    });
    renderApp('/schools/s1/classrooms/c1');
    await screen.findByRole('link', { name: GRADED_ONLY.title });

    const offered = [`${MATHS.title}9A`, `${PHYSICS.title}9A`];
    await chooseRowFromPalette('Change a due date…', 'Change the due date of which quiz?', offered, 'fizica');
    let dialog = await screen.findByRole('dialog', { name: 'Due date' });
    assert.match(dialog.textContent ?? '', /Test de fizică/);
    // The dialog opens in its field, not on its close button (an outside tester landed on ×).
    await waitFor(() => assertFocused(within(dialog).getByLabelText('Due date')));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => assertFocused(screen.getByRole('button', { name: 'Change due date of Test de fizică' })));

    await chooseRowFromPalette('Change a due date…', 'Change the due date of which quiz?', offered, 'fizica');
    dialog = await screen.findByRole('dialog', { name: 'Due date' });
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2026-12-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save due date' }));
    await waitFor(() => assert.equal(stub!.callsTo('PUT /api/classrooms/c1/quizzes/q2').length, 1));
    assert.deepEqual(stub.callsTo('PUT /api/classrooms/c1/quizzes/q2')[0]!.body, { dueDate: '2026-12-20' });
  });

  it('"Unassign a quiz…" asks as the Unassign button does; confirmed, the row goes and the focus moves on in the list', async () => {
    let assigned = [MATHS, PHYSICS, GRADED_ONLY];
    stub = classroomApi(() => assigned, {
      'DELETE /api/classrooms/c1/quizzes/q1': () => {
        assigned = assigned.filter((quiz) => quiz.quizId !== 'q1');
        return jsonResponse(204);
      },
    });
    renderApp('/schools/s1/classrooms/c1');
    await screen.findByRole('link', { name: GRADED_ONLY.title });

    const offered = [`${MATHS.title}9A`, `${PHYSICS.title}9A`];
    await chooseRowFromPalette('Unassign a quiz…', 'Unassign which quiz?', offered, 'matem');
    assert.match(await answerConfirm('Cancel'), /Evaluare la matematică/);
    await waitFor(() => assertFocused(screen.getByRole('button', { name: `Unassign ${MATHS.title}` })));
    assert.equal(stub.callsTo('DELETE /api/classrooms/c1/quizzes/q1').length, 0);

    await chooseRowFromPalette('Unassign a quiz…', 'Unassign which quiz?', offered, 'matem');
    await answerConfirm('Unassign');
    await waitFor(() => assertAbsent(screen.queryByRole('link', { name: MATHS.title })));
    assert.equal(stub.callsTo('DELETE /api/classrooms/c1/quizzes/q1').length, 1);
    assert.ok(toastMessages().includes(`“${MATHS.title}” unassigned`));
    assert.ok(document.activeElement?.closest('tr'), 'the keyboard stays in the list, as after the button');
  });

  it('neither command for a quiz the reader only grades, nor off the Quizzes tab', async () => {
    stub = classroomApi(() => [GRADED_ONLY]);
    renderApp('/schools/s1/classrooms/c1');
    await screen.findByRole('link', { name: GRADED_ONLY.title });
    assert.equal(await paletteOffers('Change a due date…'), false);
    assert.equal(await paletteOffers('Unassign a quiz…'), false);
    await act(async () => screen.getByRole('tab', { name: 'Pupils' }).click());
    await screen.findByRole('heading', { level: 2, name: /Pupils/ });
    assert.equal(await paletteOffers('Unassign a quiz…'), false);
  });
});
