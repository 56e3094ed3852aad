// Route loaders (issue 15): a screen's data goes out with its code, not after
// it, and at boot beside the user's request rather than after it, so a cold
// grid waits two round trips (the refresh, then the sheet) before its data.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { waitFor } from '@testing-library/react';
import { ROUTE_LOADERS, startRouteLoad } from '../../../src/client/app/route-loaders';
import { clearAccessToken, setAccessToken } from '../../../src/client/core/access-token';
import { cache } from '../../../src/client/core/cache';
import { setDataOwner } from '../../../src/client/core/data-owner';
import { configureHttp } from '../../../src/client/core/http';
import { quizRecordQuery } from '../../../src/client/core/records.cache';
import { startSession, stopSession } from '../../../src/client/core/session';
import { routes } from '../../../src/domain/routes';
import { jsonResponse, stubFetch } from '../support/fetch-stub';
import { CLASSROOM_ID, gradingSheet, QUIZ_ID, SHEET_PATH } from '../support/grading-fixtures';

const GRADE_URL = `/quiz/${QUIZ_ID}/grade?classroomId=${CLASSROOM_ID}`;

describe('route loaders', () => {
  let stub: ReturnType<typeof stubFetch> | undefined;
  let restoreHttp = () => {};
  beforeEach(() => {
    cache.clear();
    clearAccessToken();
    restoreHttp = configureHttp({ locks: () => null, openChannel: () => null, onAuthFailure: () => {} });
    mock.method(console, 'warn', () => {});
  });
  afterEach(() => {
    stopSession();
    stub?.restore();
    restoreHttp();
    clearAccessToken();
    cache.clear();
    mock.restoreAll();
  });

  it("ask for the grid's sheet before the grid's code has arrived", async () => {
    setAccessToken('held', Date.now() + 3_600_000);
    stub = stubFetch({ [`GET ${SHEET_PATH}`]: () => jsonResponse(200, gradingSheet()) });
    // The grid's code never arrives here: racing the real import was a race between two promise chains once
    // the module was in the process's cache (a busy CI machine lost it once).
    const gridLoader = ROUTE_LOADERS.find((loader) => loader.path === routes.quizGrade);
    assert.ok(gridLoader);
    mock.method(gridLoader, 'chunk', () => new Promise<never>(() => {}));
    startRouteLoad(GRADE_URL);
    await waitFor(() => assert.equal(stub!.calls.length, 1, 'the sheet was asked for while the code was still loading'));
    assert.equal(stub.calls[0]!.query.get('classroomId'), CLASSROOM_ID);
    // The quiz's record (the heading, the breadcrumb) waits for the same answer instead of asking.
    const quiz = quizRecordQuery<{ title: string }>(QUIZ_ID);
    assert.equal((await cache.fetch(quiz.key, quiz.load, quiz.options)).title, 'Evaluare la matematică');
    startRouteLoad(GRADE_URL);
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(
      stub.calls.map((call) => `${call.method} ${call.path}`),
      [`GET ${SHEET_PATH}`],
      'a second start finds the answer in the cache',
    );
  });

  it('at boot the sheet goes out with the refreshed token, beside the user’s request, not after it', async () => {
    let answerUser = (_: Response) => {};
    stub = stubFetch({
      'POST /api/auth/refresh': () => jsonResponse(200, { accessToken: 'fresh', expiresAt: new Date(Date.now() + 900_000).toISOString() }),
      // The user's answer is held back: the sheet must not wait for it.
      'GET /api/auth/user': () => new Promise<Response>((resolve) => (answerUser = resolve)),
      [`GET ${SHEET_PATH}`]: () => jsonResponse(200, gradingSheet()),
    });
    startSession();
    startRouteLoad(GRADE_URL);
    await waitFor(() => assert.ok(stub!.callsTo(`GET ${SHEET_PATH}`).length === 1, 'the sheet was asked for'));
    assert.deepEqual(
      stub.calls.map((call) => `${call.method} ${call.path}`),
      ['POST /api/auth/refresh', 'GET /api/auth/user', `GET ${SHEET_PATH}`],
      'one refresh, shared by the session and the loader',
    );
    assert.equal(stub.callsTo(`GET ${SHEET_PATH}`)[0]!.headers.get('authorization'), 'Bearer fresh');
    answerUser(jsonResponse(200, { id: 'u1', email: 'ana@example.ro' }));
  });

  it("at boot the dashboard's subscription goes out with the refreshed token, beside the user's request", async () => {
    let answerUser = (_: Response) => {};
    stub = stubFetch({
      'POST /api/auth/refresh': () => jsonResponse(200, { accessToken: 'fresh', expiresAt: new Date(Date.now() + 900_000).toISOString() }),
      'GET /api/auth/user': () => new Promise<Response>((resolve) => (answerUser = resolve)),
      'GET /api/subscriptions/current': () => jsonResponse(200, { plan: 'Free' }),
    });
    startSession();
    startRouteLoad('/');
    await waitFor(() => assert.ok(stub!.callsTo('GET /api/subscriptions/current').length === 1, 'the subscription was asked for'));
    assert.deepEqual(
      stub.calls.map((call) => `${call.method} ${call.path}`),
      ['POST /api/auth/refresh', 'GET /api/auth/user', 'GET /api/subscriptions/current'],
      'before the user is known, so before the dashboard renders',
    );
    answerUser(jsonResponse(200, { id: 'u1', email: 'ana@example.ro' }));
  });

  // Each main screen's reads on open (what the screen and its breadcrumbs ask; test/e2e/screen-requests counts them in Chromium).
  const SCREENS: { url: string; reads: string[] }[] = [
    { url: '/schools', reads: ['GET /api/schools'] },
    { url: '/schools/s1', reads: ['GET /api/schools/s1'] },
    { url: '/schools/s1/classrooms/c1', reads: ['GET /api/classrooms/c1', 'GET /api/classrooms/c1/pupils', 'GET /api/classrooms/c1/quizzes'] },
    { url: '/schools/s1/classrooms/c1/quizzes/q1', reads: ['GET /api/quizzes/q1/grading-sheet'] },
    { url: '/schools/s1/classrooms/c1/quizzes/q1?tab=report', reads: ['GET /api/quizzes/q1/report', 'GET /api/quizzes/q1', 'GET /api/classrooms/c1'] },
    { url: '/schools/s1/classrooms/c1/quizzes/q1?tab=analysis', reads: ['GET /api/quizzes/q1/analysis', 'GET /api/quizzes/q1', 'GET /api/classrooms/c1'] },
    { url: '/quizzes', reads: ['GET /api/quizzes'] },
    { url: '/quizzes/q1', reads: ['GET /api/quizzes/q1', 'GET /api/quizzes/q1/attachments', 'GET /api/quizzes/q1/grading-sheet'] },
    { url: '/quizzes/q1/edit', reads: ['GET /api/quizzes/q1'] },
  ];
  for (const { url, reads } of SCREENS) {
    it(`at boot, ${url} asks for its data beside the user's request, before the screen is drawn`, async () => {
      let answerUser = (_: Response) => {};
      const answers = Object.fromEntries(reads.map((read) => [read, () => jsonResponse(200, read.endsWith('s') ? [] : {})]));
      stub = stubFetch({
        'POST /api/auth/refresh': () => jsonResponse(200, { accessToken: 'fresh', expiresAt: new Date(Date.now() + 900_000).toISOString() }),
        'GET /api/auth/user': () => new Promise<Response>((resolve) => (answerUser = resolve)),
        ...answers,
      });
      startSession();
      startRouteLoad(url);
      await waitFor(() => assert.equal(stub!.calls.length, 2 + reads.length, 'every read went out'));
      const asked = stub.calls.map((call) => `${call.method} ${call.path}`);
      assert.deepEqual(asked.slice(0, 2), ['POST /api/auth/refresh', 'GET /api/auth/user']);
      assert.deepEqual(asked.slice(2).sort(), [...reads].sort(), 'with the user still unanswered');
      for (const call of stub.calls.slice(2)) {
        assert.equal(call.headers.get('authorization'), 'Bearer fresh');
        if (url.includes('/classrooms/c1/quizzes/')) assert.equal(call.path.includes('/api/quizzes/q1/') ? call.query.get('classroomId') : 'c1', 'c1');
      }
      answerUser(jsonResponse(200, { id: 'u1', email: 'ana@example.ro' }));
    });
  }

  it("a teacher's loader still waiting for a token asks nothing once another teacher has the tab", async () => {
    let answerRefresh = (_: Response) => {};
    stub = stubFetch({
      'POST /api/auth/refresh': () => new Promise<Response>((resolve) => (answerRefresh = resolve)),
      'GET /api/quizzes/q1': () => jsonResponse(200, {}),
      'GET /api/quizzes/q1/attachments': () => jsonResponse(200, []),
    });
    setDataOwner('ana');
    startRouteLoad('/quizzes/q1');
    await waitFor(() => assert.equal(stub!.callsTo('POST /api/auth/refresh').length, 1));
    setDataOwner(null);
    setDataOwner('bogdan');
    // Nor once Ana comes back to a new session: the old one's reads stay unmade.
    setDataOwner('ana');
    answerRefresh(jsonResponse(200, { accessToken: 'bogdans', expiresAt: new Date(Date.now() + 900_000).toISOString() }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(
      stub.calls.map((call) => `${call.method} ${call.path}`),
      ['POST /api/auth/refresh'],
      "a read from Ana's ended session is never made",
    );
    setDataOwner(null);
  });

  it('a visitor without a session asks for nothing but the refresh', async () => {
    stub = stubFetch({ 'POST /api/auth/refresh': () => jsonResponse(401, { error: { code: 'unauthorized', message: 'no session' } }) });
    startRouteLoad(GRADE_URL);
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(
      stub.calls.map((call) => `${call.method} ${call.path}`),
      ['POST /api/auth/refresh'],
    );
  });
});
