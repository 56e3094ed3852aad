// The page's first refresh brings the screen's first reads (issue 15): the
// server works them out from the page's address as it does for the page's
// own list, asks them as the refreshed session, and never answers another
// teacher's records or an address the client made up.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { earlyReadsOf } from '../../src/domain/api/early-reads';
import { EARLY_PAGE_HEADER } from '../../src/domain/api/early-refresh';
import { REFRESH_COOKIE } from '../../src/server/auth/cookies';
import { earlyAnswers } from '../../src/server/early-answers';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { cookieValue, json, type TestApp, testApp } from './helpers/app';
import { type SeededClass, seedClassWithQuiz } from './helpers/class-seed';

let t: TestApp;
let ana: SignedIn;
let seeded: SeededClass;
before(async () => {
  t = await testApp();
  ana = await newTeacher(t.app);
  seeded = await seedClassWithQuiz((url, payload) => t.app.inject({ method: 'POST', url, payload, headers: ana.headers }), 'Teza la chimie');
});
after(() => t.close());

interface Grant {
  accessToken: string;
  expiresAt: string;
  early?: Record<string, string>;
}

/** A refresh as the page's script sends it; the teacher's cookie is rotated for the next one. */
async function refresh(who: SignedIn, headers: Record<string, string>): Promise<Grant> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: who.refreshCookie }, headers });
  assert.equal(response.statusCode, 200, response.body);
  who.refreshCookie = cookieValue(response, REFRESH_COOKIE) ?? who.refreshCookie;
  return json<Grant>(response);
}

const gradePage = () => `/quiz/${seeded.quizId}/grade?classroomId=${seeded.classroomId}`;

describe("the refresh answers the page's first reads", () => {
  test('the grid: who is signed in and the grading sheet, each as a GET with the new token answers it', async () => {
    const grant = await refresh(ana, { [EARLY_PAGE_HEADER]: gradePage(), 'accept-language': 'ro' });
    const [path, search] = gradePage().split('?');
    const urls = earlyReadsOf(path!, `?${search}`);
    assert.deepEqual(Object.keys(grant.early ?? {}).sort(), [...urls].sort());
    for (const url of urls) {
      const direct = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${grant.accessToken}`, 'accept-language': 'ro' } });
      assert.equal(direct.statusCode, 200);
      assert.deepEqual(JSON.parse(grant.early![url]!), json(direct), url);
    }
    assert.match(grant.early!['/api/auth/user']!, new RegExp(ana.email.replace(/\./g, '\\.')));
  });

  test("the editor's quiz and a classroom's three reads come the same way", async () => {
    const editor = await refresh(ana, { [EARLY_PAGE_HEADER]: `/quizzes/${seeded.quizId}/edit` });
    assert.equal(JSON.parse(editor.early![`/api/quizzes/${seeded.quizId}`]!).title, 'Teza la chimie');
    const urls = earlyReadsOf(`/schools/x/classrooms/${seeded.classroomId}`, '');
    assert.equal(urls.length, 4, 'who, the class, its pupils and its tests');
    const classroom = await refresh(ana, { [EARLY_PAGE_HEADER]: `/schools/x/classrooms/${seeded.classroomId}` });
    assert.deepEqual(Object.keys(classroom.early ?? {}).sort(), [...urls].sort());
  });

  test("another teacher naming Ana's page gets who she is herself and nothing of Ana's", async () => {
    const bogdan = await newTeacher(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE]: bogdan.refreshCookie },
      headers: { [EARLY_PAGE_HEADER]: gradePage() },
    });
    assert.equal(response.statusCode, 200);
    const grant = json<Grant>(response);
    assert.deepEqual(Object.keys(grant.early ?? {}), ['/api/auth/user'], 'the sheet answered 404: left for the page to ask and be refused');
    assert.doesNotMatch(response.body, /Teza la chimie|Ana Pop/);
    assert.match(grant.early!['/api/auth/user']!, new RegExp(bogdan.email.replace(/\./g, '\\.')));
  });

  test('an address that is not a page, names no id, or is made up gets at most who is signed in', async () => {
    const made = [
      `/quiz/${seeded.quizId}/grade?classroomId=${encodeURIComponent('../../api/admin')}`,
      '/quizzes/..%2F..%2Fapi%2Fschools/edit',
      '//evil.example/api/schools',
      `/api/quizzes/${seeded.quizId}`,
      `/quizzes/${'a'.repeat(101)}/edit`,
    ];
    for (const page of made) {
      const grant = await refresh(ana, { [EARLY_PAGE_HEADER]: page });
      assert.deepEqual(Object.keys(grant.early ?? {}), ['/api/auth/user'], page);
    }
    for (const page of ['http://evil.example/quizzes', 'quizzes', `/quizzes?${'x'.repeat(1000)}`]) {
      const grant = await refresh(ana, { [EARLY_PAGE_HEADER]: page });
      assert.equal(grant.early, undefined, page);
    }
  });

  test('without the header the refresh answers the token alone, as every later refresh does', async () => {
    const grant = await refresh(ana, {});
    assert.deepEqual(Object.keys(grant).sort(), ['accessToken', 'expiresAt']);
  });

  test('a refresh refused (no cookie) answers 401 and runs no read', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { [EARLY_PAGE_HEADER]: gradePage() } });
    assert.equal(response.statusCode, 401);
    assert.doesNotMatch(response.body, /early/);
  });
});

describe('a read that fails inside the refresh', () => {
  test('is left out, logged, and the refresh still answers its token', async () => {
    const warnings: unknown[] = [];
    const request = {
      headers: { [EARLY_PAGE_HEADER]: gradePage() },
      ip: '127.0.0.1',
      log: { warn: (detail: unknown) => warnings.push(detail) },
    } as unknown as FastifyRequest;
    const failing = { inject: () => Promise.reject(new Error('the app is closing')) } as unknown as FastifyInstance;
    assert.deepEqual(await earlyAnswers(failing, request, 'token'), {});
    assert.equal(warnings.length, 2, 'who is signed in and the sheet, each logged');
  });
});
