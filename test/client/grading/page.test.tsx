import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cache } from '../../../src/client/core/cache';
import { resetCommands } from '../../../src/client/core/commands';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { CLASSROOM_ID, classroomOf, gradedQuiz, gradingSheet, pupils, QUIZ_ID, SCHOOL_ID, SHEET_PATH } from '../support/grading-fixtures';
import { renderApp, resetShell, signIn, stubApi } from '../support/shell';

const OTHER_CLASSROOM = '44444444-4444-4444-8444-444444444444';
const assignment = (classroomId: string, classroomName: string) => ({
  classroomId,
  classroomName,
  schoolId: SCHOOL_ID,
  schoolName: 'Liceul Moisil',
  dueDate: null,
});

function stubGrading(assignments: ReturnType<typeof assignment>[]) {
  const classrooms: Record<string, { name: string; pupils: number }> = {
    [CLASSROOM_ID]: { name: 'a IX-a B', pupils: 3 },
    [OTHER_CLASSROOM]: { name: 'a X-a A', pupils: 5 },
  };
  return stubApi({
    // The grid's one read: with ?classroomId= the class and its pupils, without it the quiz and where it is assigned.
    [`GET ${SHEET_PATH}`]: (call) => {
      const id = call.query.get('classroomId');
      const chosen = id ? classrooms[id] : undefined;
      return jsonResponse(200, gradingSheet({ assignments, classroom: chosen ? classroomOf(id!, chosen.name) : null, pupils: pupils(chosen?.pupils ?? 0) }));
    },
    [`GET /api/schools/${SCHOOL_ID}`]: () => jsonResponse(200, { id: SCHOOL_ID, name: 'Liceul Moisil', classrooms: [] }),
    [`GET /api/classrooms/${CLASSROOM_ID}/quizzes`]: () => jsonResponse(200, []),
  });
}

describe('grading routes', () => {
  let api: ReturnType<typeof stubApi>;
  beforeEach(async () => {
    await resetShell();
    cache.clear();
    mock.method(console, 'warn', () => {});
  });
  afterEach(async () => {
    await resetShell();
    api?.restore();
    resetCommands();
    mock.restoreAll();
  });

  it('/quiz/:id/grade asks which class when the quiz is given to several, and keeps the choice in the URL', async () => {
    api = stubGrading([assignment(CLASSROOM_ID, 'a IX-a B'), assignment(OTHER_CLASSROOM, 'a X-a A')]);
    signIn();
    const { location } = renderApp(`/quiz/${QUIZ_ID}/grade`);
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Evaluare la matematică' }, { timeout: 10_000 }));
    const chooser = await screen.findByRole('navigation', { name: 'Class' });
    assert.ok(screen.getByText('Choose the class whose grades you want to enter.'));
    fireEvent.click(within(chooser).getByRole('link', { name: 'a X-a A' }));
    await waitFor(() => assert.equal(location.history?.at(-1), `/quiz/${QUIZ_ID}/grade?classroomId=${OTHER_CLASSROOM}`));
    const grid = await screen.findByRole('grid');
    assert.equal(grid.getAttribute('aria-rowcount'), '6', 'five pupils of the chosen class');
    assert.equal(within(chooser).getByRole('link', { name: 'a X-a A' }).getAttribute('aria-current'), 'page');
  });

  it('with one class it opens its grid directly', async () => {
    api = stubGrading([assignment(CLASSROOM_ID, 'a IX-a B')]);
    signIn();
    const { location } = renderApp(`/quiz/${QUIZ_ID}/grade`);
    await screen.findByRole('grid', {}, { timeout: 10_000 });
    assert.equal(location.history?.at(-1), `/quiz/${QUIZ_ID}/grade?classroomId=${CLASSROOM_ID}`);
    // Opened by its URL, the grid has the keyboard focus on its first question: a teacher types at once.
    await waitFor(() => assert.equal(document.activeElement?.getAttribute('data-col'), '1'));
  });

  it('a quiz given to no class says how to assign it', async () => {
    api = stubGrading([]);
    signIn();
    renderApp(`/quiz/${QUIZ_ID}/grade`);
    assert.ok(await screen.findByText('This quiz is not assigned to any of your classes', {}, { timeout: 10_000 }));
  });

  it('the evaluate route shows the grid of its class, with a link to the quiz dashboard', async () => {
    api = stubGrading([assignment(CLASSROOM_ID, 'a IX-a B')]);
    signIn();
    renderApp(`/schools/${SCHOOL_ID}/classrooms/${CLASSROOM_ID}/quizzes/${QUIZ_ID}/evaluate`);
    const grid = await screen.findByRole('grid', { name: 'Marks for Evaluare la matematică, a IX-a B' }, { timeout: 10_000 });
    assert.equal(grid.getAttribute('aria-rowcount'), '4');
    assert.equal(
      screen.getByRole('link', { name: 'Open the quiz dashboard' }).getAttribute('href'),
      `/schools/${SCHOOL_ID}/classrooms/${CLASSROOM_ID}/quizzes/${QUIZ_ID}`,
    );
  });

  // A former member opening their old grid: the server answers 404 for the class (and for a test that was shared with them).
  const notFound = () => jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
  const EVALUATE = `/schools/${SCHOOL_ID}/classrooms/${CLASSROOM_ID}/quizzes/${QUIZ_ID}/evaluate`;

  it('the evaluate route of a test the reader may no longer see says it was not found: no grid, no failure to retry', async () => {
    api = stubApi({
      [`GET ${SHEET_PATH}`]: notFound,
      [`GET /api/quizzes/${QUIZ_ID}`]: notFound,
      [`GET /api/classrooms/${CLASSROOM_ID}`]: notFound,
      [`GET /api/schools/${SCHOOL_ID}`]: notFound,
    });
    signIn();
    renderApp(EVALUATE);
    assert.ok(await screen.findByText('Test not found.', {}, { timeout: 10_000 }));
    assert.equal(screen.getByRole('link', { name: 'Back to all schools' }).getAttribute('href'), '/schools');
    assertAbsent(screen.queryByRole('grid'));
    assertAbsent(screen.queryByRole('button', { name: /Retry|Try again/ }));
    assertAbsent(screen.queryByRole('link', { name: 'Open the quiz dashboard' }));
  });

  it('the evaluate route of a class the reader may no longer see says it was not found, even for their own test', async () => {
    api = stubApi({
      [`GET ${SHEET_PATH}`]: notFound,
      [`GET /api/quizzes/${QUIZ_ID}`]: () => jsonResponse(200, gradedQuiz()),
      [`GET /api/classrooms/${CLASSROOM_ID}`]: notFound,
      [`GET /api/schools/${SCHOOL_ID}`]: notFound,
    });
    signIn();
    renderApp(EVALUATE);
    assert.ok(await screen.findByText('Class not found.', {}, { timeout: 10_000 }));
    assert.ok(screen.getByRole('link', { name: 'Back to all schools' }));
    assertAbsent(screen.queryByRole('grid'));
    assertAbsent(screen.queryByRole('button', { name: /Retry|Try again/ }));
  });
});
