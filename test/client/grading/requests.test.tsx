import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../support/fetch-stub';
import { CLASSROOM_ID, gradingSheet, pupils, QUIZ_ID, SCHOOL_ID, SHEET_PATH } from '../support/grading-fixtures';
import { settle } from '../support/grading-screen';
import { appScreenHooks, renderApp, signIn, stubApi } from '../support/shell';

describe('grade grid page: what it asks the server on open', () => {
  let api: ReturnType<typeof stubApi> | undefined;
  appScreenHooks(() => api);

  it('the evaluate page (breadcrumbs, heading and grid) asks for the grading sheet alone', async () => {
    api = stubApi({ [`GET ${SHEET_PATH}`]: () => jsonResponse(200, gradingSheet({ pupils: pupils(3) })) });
    signIn();
    renderApp(`/schools/${SCHOOL_ID}/classrooms/${CLASSROOM_ID}/quizzes/${QUIZ_ID}/evaluate`);
    await screen.findByRole('grid', { name: /a IX-a B/ }, { timeout: 10_000 });
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    await waitFor(() =>
      assert.ok(
        within(crumbs).getByText('a IX-a B') && within(crumbs).getByText('Liceul Moisil'),
        "waiting for within(crumbs).getByText('a IX-a B') && within(crumbs).getByText(…",
      ),
    );
    await settle();
    const asked = api.calls.map((call) => `${call.method} ${call.path}`);
    const twice = asked.filter((route, index) => asked.indexOf(route) !== index);
    assert.deepEqual(twice, [], `asked: ${asked.join(', ')}`);
    // The grid, its heading and the class's and school's crumbs read one answer (issue 15): the sheet names the class and its school.
    assert.deepEqual(asked, [`GET ${SHEET_PATH}`]);
  });

  it('the grade page opened by its address asks for the sheet alone', async () => {
    api = stubApi({ [`GET ${SHEET_PATH}`]: () => jsonResponse(200, gradingSheet({ pupils: pupils(3) })) });
    signIn();
    renderApp(`/quiz/${QUIZ_ID}/grade?classroomId=${CLASSROOM_ID}`);
    await screen.findByRole('grid', { name: /a IX-a B/ }, { timeout: 10_000 });
    await waitFor(() => assert.ok(screen.getByRole('heading', { level: 1, name: 'Evaluare la matematică' }), 'the heading names the quiz'));
    await settle();
    const asked = api.calls.map((call) => `${call.method} ${call.path}?${call.query}`);
    assert.deepEqual(asked, [`GET ${SHEET_PATH}?classroomId=${CLASSROOM_ID}`], 'the grid, the heading, the chooser and the breadcrumbs read one answer');
  });

  it('a sheet the server refuses (a quiz not found) is asked for a bounded number of times, not in a loop', async () => {
    // Each refusal takes a timer's turn, so a request loop shows as a count instead of starving the test.
    const refuse = () => new Promise<Response>((resolve) => setTimeout(() => resolve(jsonResponse(404, { message: 'Quiz not found' })), 5));
    api = stubApi({ [`GET /api/quizzes/${QUIZ_ID}/grading-sheet`]: refuse, [`GET /api/quizzes/${QUIZ_ID}`]: refuse });
    signIn();
    renderApp(`/quiz/${QUIZ_ID}/grade`);
    await screen.findByText('Quiz not found.', undefined, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sheets = api.calls.filter((call) => call.path.endsWith('/grading-sheet')).length;
    assert.ok(sheets <= 2, `the sheet was asked ${sheets} times`);
  });
});
