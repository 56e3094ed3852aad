import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../support/fetch-stub';
import { appScreenHooks, renderApp, signIn, stubApi } from '../support/shell';

const SCHOOL_ID = 's1';
const CLASSROOM_ID = 'c1';
const PUPIL_ID = 'p1';

const PERFORMANCE = {
  pupil: { id: PUPIL_ID, name: 'Ana Pop', email: null, classroomId: CLASSROOM_ID },
  classroom: { id: CLASSROOM_ID, name: 'a IX-a B', schoolId: SCHOOL_ID },
  averageMark: 9,
  lastMark: 9,
  trend: 'stable',
  results: [{ quizId: 'qa', title: 'Test 1', dueDate: '2026-10-01', score: 80, totalPoints: 90, mark: 9, percent: 90, classAverageMark: 7.5 }],
  comments: [],
};

describe('pupil performance page: what it asks the server on open', () => {
  let api: ReturnType<typeof stubApi> | undefined;
  appScreenHooks(() => api);

  it("the page and its breadcrumbs ask for the pupil's performance once", async () => {
    api = stubApi({
      [`GET /api/classrooms/${CLASSROOM_ID}/pupils/${PUPIL_ID}/performance`]: () => jsonResponse(200, PERFORMANCE),
      [`GET /api/classrooms/${CLASSROOM_ID}`]: () =>
        jsonResponse(200, { id: CLASSROOM_ID, name: 'a IX-a B', schoolId: SCHOOL_ID, schoolName: 'Liceul Moisil' }),
      [`GET /api/schools/${SCHOOL_ID}`]: () => jsonResponse(200, { id: SCHOOL_ID, name: 'Liceul Moisil', classrooms: [] }),
    });
    signIn();
    renderApp(`/classrooms/${CLASSROOM_ID}/pupils/${PUPIL_ID}/performance`);
    await screen.findByRole('heading', { level: 1, name: 'Ana Pop' });
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    await waitFor(() =>
      assert.ok(
        within(crumbs).getByText('Ana Pop') && within(crumbs).getByText('Liceul Moisil'),
        "waiting for within(crumbs).getByText('Ana Pop') && within(crumbs).getByText(…",
      ),
    );
    const asked = api.calls.map((call) => `${call.method} ${call.path}`);
    const twice = asked.filter((route, index) => asked.indexOf(route) !== index);
    assert.deepEqual(twice, [], `asked: ${asked.join(', ')}`);
  });
});
