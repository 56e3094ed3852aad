import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../support/fetch-stub';
import { CLASSROOM_ID, gradedQuiz, pupils, QUIZ_ID, SCHOOL_ID } from '../support/grading-fixtures';
import { settle } from '../support/grading-screen';
import { appScreenHooks, renderApp, signIn, stubApi } from '../support/shell';

describe('grade grid page: what it asks the server on open', () => {
  let api: ReturnType<typeof stubApi> | undefined;
  appScreenHooks(() => api);

  it('the evaluate page (breadcrumbs, heading and grid) asks for each thing once', async () => {
    api = stubApi({
      [`GET /api/quizzes/${QUIZ_ID}`]: () => jsonResponse(200, gradedQuiz()),
      [`GET /api/quizzes/${QUIZ_ID}/grades`]: () => jsonResponse(200, []),
      [`GET /api/classrooms/${CLASSROOM_ID}/pupils`]: () => jsonResponse(200, pupils(3)),
      [`GET /api/classrooms/${CLASSROOM_ID}`]: () => jsonResponse(200, { id: CLASSROOM_ID, name: 'a IX-a B', schoolId: SCHOOL_ID }),
      [`GET /api/schools/${SCHOOL_ID}`]: () => jsonResponse(200, { id: SCHOOL_ID, name: 'Liceul Moisil', classrooms: [] }),
    });
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
    assert.ok(asked.length <= 6, `${asked.length} requests: ${asked.join(', ')}`);
  });
});
