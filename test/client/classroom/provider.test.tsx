// The classroom provider of SPEC 4: classroom, pupils and assigned quizzes
// with separate loading flags, an error, the last-fetched time, the 60000 ms
// cache per classroom id, refetch on id change, and the error outside it.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, render, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { clearAccessToken, setAccessToken } from '../../../src/client/core/access-token';
import { CLASSROOM_CACHE_MS, cache } from '../../../src/client/core/cache';
import { cacheTags } from '../../../src/client/core/cache-tags';
import { getErrorHistory } from '../../../src/client/core/errors.store';
import { type ClassroomContextValue, ClassroomProvider, classroomKeys, useClassroom } from '../../../src/client/features/classroom';
import { assignedQuiz, classroom, pupil, resetSchoolsTest } from '../schools/fixtures';
import { jsonResponse, stubFetch } from '../support/fetch-stub';
import { deferred } from '../support/shell';

const C1 = classroom('c1', 's1', '9A', { pupilCount: 2 });
const C2 = classroom('c2', 's1', '10B');
const PUPILS = [pupil('p1', 'c1', 'Ana Pop'), pupil('p2', 'c1', 'Ion Rus')];

let latest: ClassroomContextValue | null = null;
function Probe() {
  latest = useClassroom();
  return null;
}
const state = () => {
  assert.ok(latest, 'the probe rendered');
  return latest;
};

function renderProvider(classroomId: string | null, schoolId = 's1') {
  const view = (id: string | null, school: string) => (
    <ClassroomProvider classroomId={id} schoolId={school}>
      <Probe />
    </ClassroomProvider>
  );
  const result = render(view(classroomId, schoolId));
  return { ...result, show: (id: string | null, school = schoolId) => result.rerender(view(id, school)) };
}

function routes(overrides: Record<string, () => Response | Promise<Response>> = {}) {
  return stubFetch({
    'GET /api/classrooms/c1': () => jsonResponse(200, C1),
    'GET /api/classrooms/c1/pupils': () => jsonResponse(200, PUPILS),
    'GET /api/classrooms/c1/quizzes': () => jsonResponse(200, [assignedQuiz('q1', 'c1', 'Teză')]),
    'GET /api/classrooms/c2': () => jsonResponse(200, C2),
    'GET /api/classrooms/c2/pupils': () => jsonResponse(200, []),
    'GET /api/classrooms/c2/quizzes': () => jsonResponse(200, []),
    ...overrides,
  });
}

describe('ClassroomProvider and useClassroom', () => {
  let stub: ReturnType<typeof stubFetch> | null = null;
  beforeEach(() => {
    setAccessToken('test-token', Date.now() + 3_600_000);
    latest = null;
  });
  afterEach(async () => {
    mock.restoreAll();
    clearAccessToken();
    await resetSchoolsTest();
    // The stub goes last: a screen still mounted could call the API once it is gone.
    stub?.restore();
    stub = null;
  });

  it("outside the provider useClassroom throws 'useClassroom must be used within a ClassroomProvider'", () => {
    mock.method(console, 'error', () => {});
    let caught: unknown = null;
    class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      componentDidCatch(error: unknown) {
        caught = error;
      }
      render() {
        return this.state.failed ? null : this.props.children;
      }
    }
    render(
      <Catch>
        <Probe />
      </Catch>,
    );
    assert.ok(caught instanceof Error);
    assert.equal(caught.message, 'useClassroom must be used within a ClassroomProvider');
  });

  it('loads the classroom, its pupils and its assigned quizzes side by side, each with its own loading flag', async () => {
    const calls = { classroom: deferred<Response>(), pupils: deferred<Response>(), quizzes: deferred<Response>() };
    stub = routes({
      'GET /api/classrooms/c1': () => calls.classroom.promise,
      'GET /api/classrooms/c1/pupils': () => calls.pupils.promise,
      'GET /api/classrooms/c1/quizzes': () => calls.quizzes.promise,
    });
    const before = Date.now();
    renderProvider('c1');
    assert.deepEqual(state().loading, { classroom: true, pupils: true, assignedQuizzes: true });
    assert.equal(state().classroom, null);
    assert.equal(state().lastFetched, null);
    await waitFor(() => assert.equal(stub!.calls.length, 3, 'three requests at once'));

    await act(async () => calls.pupils.resolve(jsonResponse(200, PUPILS)));
    await waitFor(() => assert.equal(state().loading.pupils, false));
    assert.deepEqual(
      state().pupils.map((p) => p.name),
      ['Ana Pop', 'Ion Rus'],
    );
    assert.equal(state().loading.classroom, true);
    assert.equal(state().loading.assignedQuizzes, true);

    await act(async () => calls.classroom.resolve(jsonResponse(200, C1)));
    await waitFor(() => assert.equal(state().classroom?.name, '9A'));
    assert.equal(state().loading.classroom, false);
    assert.equal(state().loading.assignedQuizzes, true);

    await act(async () => calls.quizzes.resolve(jsonResponse(200, [assignedQuiz('q1', 'c1', 'Teză')])));
    await waitFor(() => assert.equal(state().loading.assignedQuizzes, false));
    assert.deepEqual(
      state().assignedQuizzes.map((q) => q.title),
      ['Teză'],
    );
    assert.ok((state().lastFetched ?? 0) >= before, 'the last-fetched time is set');
    assert.equal(state().error, null);
    assert.equal(state().classroomId, 'c1');
  });

  it('without a classroom id nothing is asked and everything is cleared', async () => {
    stub = routes();
    const view = renderProvider('c1');
    await waitFor(() => assert.equal(state().classroom?.name, '9A'));
    view.show(null);
    await waitFor(() => assert.equal(state().classroom, null));
    assert.deepEqual(state().pupils, []);
    assert.deepEqual(state().assignedQuizzes, []);
    assert.deepEqual(state().loading, { classroom: false, pupils: false, assignedQuizzes: false });
    assert.equal(state().lastFetched, null);
    stub.calls.length = 0;
    renderProvider(null);
    assert.equal(stub.calls.length, 0);
  });

  it('keeps each classroom 60000 ms in the cache; refetch(true) asks the server again', async () => {
    assert.equal(CLASSROOM_CACHE_MS, 60_000);
    stub = routes();
    const first = renderProvider('c1');
    await waitFor(() => assert.equal(state().loading.assignedQuizzes || state().loading.pupils || state().loading.classroom, false));
    first.unmount();
    assert.equal(stub.calls.length, 3);
    renderProvider('c1');
    // A revisit within the minute shows the data at once, without a request.
    assert.equal(state().classroom?.name, '9A');
    assert.deepEqual(state().loading, { classroom: false, pupils: false, assignedQuizzes: false });
    await act(async () => {});
    assert.equal(stub.calls.length, 3);
    await act(() => state().refetch(true));
    assert.equal(stub.calls.length, 6);
  });

  it('fetches again when the classroom id or the school id changes', async () => {
    stub = routes();
    const view = renderProvider('c1');
    await waitFor(() => assert.equal(state().classroom?.name, '9A'));
    view.show('c2');
    // The other classroom's data never shows under the new id.
    assert.notEqual(state().classroom?.name, '9A');
    await waitFor(() => assert.equal(state().classroom?.name, '10B'));
    assert.deepEqual(state().pupils, []);
    assert.equal(stub.callsTo('GET /api/classrooms/c2').length, 1);

    // Expired without a word to the provider: only a refetch of its own asks the server now.
    act(() => {
      for (const part of ['classroom', 'pupils', 'assignedQuizzes'] as const) cache.set(classroomKeys[part]('c2'), null, { ttlMs: 0 });
    });
    assert.equal(stub.callsTo('GET /api/classrooms/c2').length, 1);
    view.show('c2', 's9');
    await waitFor(() => assert.equal(stub!.callsTo('GET /api/classrooms/c2').length, 2));
    assert.equal(state().schoolId, 's9');
    assert.equal(state().classroom?.name, '10B');
  });

  it('a failed classroom fetch is reported with its context, logged, stored and rethrown; a failed list is not stored as the error', async () => {
    const logged = mock.method(console, 'warn', () => {});
    mock.method(console, 'error', () => {});
    let failPupils = true;
    stub = routes({
      'GET /api/classrooms/c1': () => jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } }),
      'GET /api/classrooms/c1/pupils': () => (failPupils ? jsonResponse(500, { error: { code: 'internal', message: 'E-42' } }) : jsonResponse(200, PUPILS)),
    });
    renderProvider('c1');
    await waitFor(() => assert.equal(state().error?.status, 404));
    assert.equal(state().error?.type, 'api');
    assert.equal(state().loading.classroom, false);
    await waitFor(() => assert.equal(state().listErrors.pupils?.status, 500));
    assert.deepEqual(state().pupils, []);
    const history = getErrorHistory();
    const classroomFailure = history.find((entry) => JSON.stringify(entry.context).includes('"where":"classroom.classroom"'));
    assert.ok(classroomFailure, 'reported to the shared handler');
    assert.deepEqual(classroomFailure.context, { where: 'classroom.classroom', classroomId: 'c1', schoolId: 's1' });
    assert.ok(history.some((entry) => JSON.stringify(entry.context).includes('classroom.pupils')));
    assert.ok(logged.mock.callCount() > 0, 'logged');

    failPupils = false;
    let rethrown: unknown = null;
    await act(async () => {
      await state()
        .refetch(true)
        .catch((error: unknown) => {
          rethrown = error;
        });
    });
    assert.equal((rethrown as { status?: number } | null)?.status, 404, 'refetch rethrows the failure');
    assert.equal(state().listErrors.pupils, null, 'the pupils came back');
    assert.equal(state().pupils.length, 2);
  });

  it('a list that is not an array is treated as empty', async () => {
    stub = routes({
      'GET /api/classrooms/c1/pupils': () => jsonResponse(200, { pupils: PUPILS }),
      'GET /api/classrooms/c1/quizzes': () => jsonResponse(200, null),
    });
    renderProvider('c1');
    await waitFor(() => assert.equal(state().loading.pupils || state().loading.assignedQuizzes, false));
    assert.deepEqual(state().pupils, []);
    assert.deepEqual(state().assignedQuizzes, []);
  });

  it('follows its cache entries: a new list is shown at once, a dropped one is fetched again', async () => {
    stub = routes();
    renderProvider('c1');
    await waitFor(() => assert.equal(state().pupils.length, 2));
    act(() => cache.set(classroomKeys.pupils('c1'), [...PUPILS, pupil('p3', 'c1', 'Dan Mor')], { tags: [cacheTags.classroom('c1')] }));
    assert.equal(state().pupils.length, 3);
    act(() => cache.invalidateTags(cacheTags.classroom('c1')));
    await waitFor(() => assert.equal(state().pupils.length, 2));
    assert.equal(stub.callsTo('GET /api/classrooms/c1/pupils').length, 2);
    assert.equal(stub.callsTo('GET /api/classrooms/c1').length, 2);
  });
});
