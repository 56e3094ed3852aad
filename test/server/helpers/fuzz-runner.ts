// The property run of the route fuzz (issue 12), for a list of routes, on an
// app and fixtures of its own. It runs in worker threads (fuzz-worker.ts): the
// routes are split between them, each worker has its own embedded database,
// and the node:test harness's per-promise bookkeeping stays out of the hot
// loop. Results come back as plain data: cases and statuses per route, and
// the first failure with its counterexample.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { register } from './accounts';
import { json, testApp } from './app';
import { bodies, CURRENT_ID, CURRENT_ID_UPPER, contentType, hostileHeaders, paramValue, queryString } from './fuzz';
import { FuzzWorld } from './fuzz-world';
import { sampleQuiz } from './quiz-fixture';

/** A valid body of every route that reads one, so mutations stay close to what the route accepts. */
export const VALID: Record<string, Record<string, unknown>> = {
  'POST /api/schools': { name: 'S', description: 'D', website: 'https://s.ro', phone: '+40 264 595 011' },
  'PUT /api/schools/:id': { name: 'S' },
  'POST /api/schools/:id/classrooms': { name: 'C', gradeLevel: '5' },
  'PUT /api/classrooms/:id': { name: 'C' },
  'POST /api/classrooms/:id/pupils': { pupils: [{ name: 'Ana Pop' }] },
  'POST /api/pupils': { classroomId: 'CLASSROOM', name: 'Ana Pop', email: '' },
  'PUT /api/pupils/:id': { name: 'Ana Pop' },
  'POST /api/pupils/:id/comments': { body: 'Bun' },
  'PUT /api/pupils/:id/comments/:commentId': { body: 'Bun' },
  'POST /api/quizzes': sampleQuiz() as unknown as Record<string, unknown>,
  'PUT /api/quizzes/:id': { ...sampleQuiz(), version: 1 },
  'POST /api/quizzes/:id/assign-bulk': { classroomIds: ['CLASSROOM'] },
  'POST /api/classrooms/:id/quizzes': { quizIds: ['00000000-0000-4000-8000-000000000001'], dueDate: '2026-12-01' },
  'POST /api/classrooms/:id/quizzes/:quizId': { dueDate: '2026-12-01' },
  'PUT /api/classrooms/:id/quizzes/:quizId': { dueDate: '2026-12-01' },
  'POST /api/quizzes/:id/grades': { grades: [{ pupilId: 'PUPIL', score: 10, questionScores: { q1: 5 }, version: 0 }] },
  'POST /api/quizzes/:id/analysis': { questions: [{ questionId: 'q1', correctCount: 1, totalCount: 2 }] },
  'POST /api/auth/register': { email: 'a@b.ro', password: 'Parola-Buna1!', confirmPassword: 'Parola-Buna1!', firstName: 'Ana', lastName: 'Pop' },
  'POST /api/auth/login': { email: 'a@b.ro', password: 'x' },
  'POST /api/auth/forgot-password': { email: 'a@b.ro' },
  'POST /api/auth/reset-password': { token: 'x', password: 'Parola-Buna1!', confirmPassword: 'Parola-Buna1!' },
  'PUT /api/auth/user': { firstName: 'Ana', lastName: 'Pop' },
  'PUT /api/schools/:id/members/:userId': { role: 'owner' },
  'POST /api/schools/:id/invitations': { maxUses: 2, expiresInDays: 7, email: '' },
  'PUT /api/schools/:id/domain': { domain: '' },
  'PUT /api/quizzes/:id/shares/:userId': { permission: 'grade' },
  'PUT /api/quizzes/:id/classrooms/:classroomId/double-correction': {
    evaluator1Id: '00000000-0000-4000-8000-000000000001',
    evaluator2Id: '00000000-0000-4000-8000-000000000002',
    evaluator3Id: null,
    threshold: 1,
    finalMark: 'meanTruncated',
  },
  'POST /api/quizzes/:id/classrooms/:classroomId/double-correction/marks': { grades: [{ pupilId: 'PUPIL', score: 10, questionScores: { q1: 5 }, version: 0 }] },
};

/** Routes that read no JSON body (or raw bytes). */
export const NO_JSON_BODY = new Set([
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/subscriptions/create-default',
  'PUT /api/quizzes/:id/clone',
  'POST /api/quizzes/:id/attachments',
  'POST /api/invitations/:token/accept',
  'POST /api/quizzes/:id/classrooms/:classroomId/double-correction/submission',
]);

export interface Route {
  method: string;
  url: string;
}

export interface RouteOutcome {
  route: string;
  cases: number;
  /** Wall time of the route's run. */
  ms: number;
  /** [status, count] pairs. */
  statuses: [number, number][];
  /** The property's report (counterexample and error) when it failed. */
  failure?: string;
}

interface Case {
  signedIn: boolean;
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  contentType: string;
  body: string | Buffer | undefined;
}

/** Statuses that refuse a request outright: such a request must write nothing. */
const REFUSED = new Set([400, 413, 415]);

export async function fuzzRoutes(routes: readonly Route[], runs: number, seed: number): Promise<RouteOutcome[]> {
  const t = await testApp({
    // Limits out of the way: a case must reach the route, not the rate limiter, and fixtures re-created after a delete must fit the plan.
    rateLimit: { loginPerMinute: 1e9, registerPerHour: 1e9, passwordResetPerHour: 1e9 },
    freePlan: { quizzes: 1e9, students: 1e9, classes: 1e9 },
    // Thousands of requests: only warnings and errors (a 500 logs one) are worth keeping.
    logLevel: 'warn',
  });
  try {
    const { user } = await register(t.app);
    const world = new FuzzWorld(t, user.id);
    await world.signIn();
    await world.create();
    await world.countWrites();

    const withIds = (value: Record<string, unknown>) =>
      JSON.parse(JSON.stringify(value).replaceAll('CLASSROOM', world.ids.classroom).replaceAll('PUPIL', world.ids.pupil)) as Record<string, unknown>;

    function caseFor({ method, url }: Route): fc.Arbitrary<Case> {
      const key = `${method} ${url}`;
      const paramNames = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const params = fc.record(Object.fromEntries(paramNames.map((name) => [name, paramValue()])));
      const upload = key === 'POST /api/quizzes/:id/attachments';
      const body: fc.Arbitrary<string | Buffer | undefined> = upload
        ? fc.constantFrom(Buffer.from('%PDF-1.4 barem'), Buffer.from('Barem'), Buffer.alloc(0), Buffer.from([0xff, 0xfe, 0]))
        : method === 'GET'
          ? fc.constant(undefined)
          : fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 6, arbitrary: bodies(VALID[key] ? withIds(VALID[key]) : undefined) });
      return fc.record({
        signedIn: fc.boolean(),
        params,
        query: queryString,
        headers: hostileHeaders,
        contentType: upload ? fc.oneof({ weight: 5, arbitrary: fc.constant('application/octet-stream') }, { weight: 1, arbitrary: contentType }) : contentType,
        body,
      });
    }

    /** A generated path parameter, with the placeholder for the current fixture id filled in. */
    const paramOf = (url: string, param: string, value: string) => {
      if (value === CURRENT_ID) return world.idFor(url, param);
      if (value === CURRENT_ID_UPPER) return world.idFor(url, param).toUpperCase();
      return value;
    };

    /** The log line of a 500, so the failure says what broke. */
    const logged = (body: string) => {
      const errorId = /"errorId":"([^"]+)"/.exec(body)?.[1];
      return (errorId && t.logs.find((line) => line.includes(errorId))?.slice(0, 1500)) || '';
    };

    const outcomes: RouteOutcome[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const statuses = new Map<number, number>();
      let cases = 0;
      await world.prune();
      // A fresh session per route: access tokens last 15 minutes, a whole run takes longer.
      await world.signIn();
      let knownWrites: number | undefined;
      const started = performance.now();
      const details = await fc.check(
        fc.asyncProperty(caseFor(route), async (c) => {
          const watchWrites = route.method !== 'GET';
          // The counter is read again only when something may have written since (reads are most of the cost).
          if (watchWrites) knownWrites ??= await world.writes();
          const headers: Record<string, string> = { ...c.headers, ...(c.body === undefined ? {} : { 'content-type': c.contentType }) };
          if (c.signedIn) Object.assign(headers, world.headers);
          const url = route.url.replace(/:(\w+)/g, (_, param: string) => paramOf(route.url, param, c.params[param]!)) + c.query;
          const response = await t.app.inject({ method: route.method as 'GET', url, headers, payload: c.body });
          cases++;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          assert.ok(response.statusCode < 500, `${name} answered ${response.statusCode}: ${response.body.slice(0, 300)}\n${logged(response.body)}`);
          if (response.statusCode >= 400) {
            const error = json<{ error?: { code?: unknown; message?: unknown } }>(response).error;
            assert.equal(typeof error?.code, 'string', response.body.slice(0, 300));
            assert.equal(typeof error?.message, 'string', response.body.slice(0, 300));
          }
          if (watchWrites && REFUSED.has(response.statusCode)) {
            assert.equal(await world.writes(), knownWrites, `${name} wrote rows while refusing the request`);
          } else if (watchWrites) {
            knownWrites = undefined;
            if (response.statusCode < 300 && route.url === '/api/auth/logout') await world.signIn();
            if (response.statusCode < 300 && route.method === 'DELETE') await world.restoreAfter(route.url);
          }
        }),
        { numRuns: runs, seed, endOnFailure: true, includeErrorInReport: true },
      );
      const failure = details.failed ? fc.defaultReportMessage(details) : undefined;
      outcomes.push({
        route: name,
        cases,
        ms: Math.round(performance.now() - started),
        statuses: [...statuses].sort(([a], [b]) => a - b),
        ...(failure ? { failure } : {}),
      });
    }
    return outcomes;
  } finally {
    await t.close();
  }
}
