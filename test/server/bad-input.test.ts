// Bad input, property-based (issue 9): malformed, oversize, deeply nested,
// wrong-type and hostile bodies sent to every route that takes a body. Never
// a 500, always the error shape, and nothing stored by a refused request.
// FUZZ_RUNS sets the number of bodies per route (npm run test:fuzz runs more).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sql } from 'kysely';
import { json, testApp, type TestApp } from './helpers/app';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { sampleQuiz } from './helpers/quiz-fixture';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

let t: TestApp;
let owner: SignedIn;
const ids: Record<string, string> = {};

before(async () => {
  t = await testApp({ bodyLimitBytes: 262_144 });
  owner = await newTeacher(t.app);
  const post = async (url: string, payload: object) => json<{ id: string }>(await t.app.inject({ method: 'POST', url, headers: owner.headers, payload }));
  ids.school = (await post('/api/schools', { name: 'Școala' })).id;
  ids.classroom = (await post(`/api/schools/${ids.school}/classrooms`, { name: 'a V-a' })).id;
  ids.pupil = (await post('/api/pupils', { classroomId: ids.classroom, name: 'Elev Unu' })).id;
  ids.quiz = (await post('/api/quizzes', sampleQuiz())).id;
  ids.comment = (await post(`/api/pupils/${ids.pupil}/comments`, { body: 'Bun' })).id;
});
after(() => t.close());

const hostileStrings = fc.constantFrom(
  "'; DROP TABLE app_user; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '\u0000\u0001\u202e\ufeff',
  '𝕋𝕖𝕤𝕥 👩‍🏫 ',
  'Ş̧̌ț̆'.repeat(50),
  '../../etc/passwd',
  '__proto__',
  'x'.repeat(5000),
  '',
  ' ',
);

const leaf = fc.oneof(hostileStrings, fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'name', 'title', 'grades', 'pupils', 'sections')), tie('value'), { maxKeys: 5 })),
})).value;

/** A body of the route's own shape with one field replaced by something hostile. */
function mutated(valid: Record<string, unknown>) {
  return fc.tuple(fc.constantFrom(...Object.keys(valid)), hostileValue).map(([key, value]) => ({ ...valid, [key]: value }));
}

/** JSON nested `depth` levels deep, as text: JSON.stringify itself overflows the stack long before a parser would. */
function deeplyNested(depth: number, key = 'a'): string {
  return `{"${key}":`.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Request bodies as JSON text. */
const bodies = (valid: Record<string, unknown>) =>
  fc.oneof(
    hostileValue.map((v) => JSON.stringify(v)),
    mutated(valid).map((v) => JSON.stringify(v)),
    fc.constantFrom(Object.keys(valid)[0]!).map((key) => `{"${key}":${deeplyNested(20_000)}}`),
    fc.constant(deeplyNested(50_000)),
    fc.constant(JSON.stringify(Array.from({ length: 20_000 }, () => 1))),
  );

const VALID: Record<string, Record<string, unknown>> = {
  'POST /api/schools': { name: 'S', description: 'D' },
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
  'POST /api/classrooms/:id/quizzes/:quizId': { dueDate: '2026-12-01' },
  'PUT /api/classrooms/:id/quizzes/:quizId': { dueDate: '2026-12-01' },
  'POST /api/quizzes/:id/grades': { grades: [{ pupilId: 'PUPIL', score: 10, version: 0 }] },
  'POST /api/quizzes/:id/analysis': { questions: [{ questionId: 'q1', correctCount: 1, totalCount: 2 }] },
  'POST /api/auth/register': { email: 'a@b.ro', password: 'Parola-Buna1!', confirmPassword: 'Parola-Buna1!', firstName: 'Ana', lastName: 'Pop' },
  'POST /api/auth/login': { email: 'a@b.ro', password: 'x' },
  'POST /api/auth/forgot-password': { email: 'a@b.ro' },
  'POST /api/auth/reset-password': { token: 'x', password: 'Parola-Buna1!', confirmPassword: 'Parola-Buna1!' },
  'PUT /api/auth/user': { firstName: 'Ana', lastName: 'Pop' },
};

function fill(url: string) {
  return url
    .replace(/^\/api\/schools\/:id/, `/api/schools/${ids.school}`)
    .replace(/^\/api\/classrooms\/:id/, `/api/classrooms/${ids.classroom}`)
    .replace(/^\/api\/pupils\/:id/, `/api/pupils/${ids.pupil}`)
    .replace(/^\/api\/quizzes\/:id/, `/api/quizzes/${ids.quiz}`)
    .replace(':quizId', ids.quiz!)
    .replace(':commentId', ids.comment!);
}

const withIds = (value: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(value).replaceAll('CLASSROOM', ids.classroom!).replaceAll('PUPIL', ids.pupil!)) as Record<string, unknown>;

/** Row counts of every table, to prove a refused request stored nothing. */
async function counts(): Promise<Record<string, number>> {
  const tables = ['app_user', 'school', 'classroom', 'pupil', 'quiz', 'quiz_version', 'quiz_assignment', 'grade', 'question_analysis', 'pupil_comment', 'password_reset'];
  const result: Record<string, number> = {};
  for (const table of tables) result[table] = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(t.database.db)).rows[0]?.n);
  return result;
}

test('every route that takes a body has a valid example here', () => {
  const withBody = t.app.routeTable.filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.url.startsWith('/api/'));
  const exempt = new Set(['POST /api/auth/refresh', 'POST /api/auth/logout', 'POST /api/subscriptions/create-default', 'PUT /api/quizzes/:id/clone', 'POST /api/quizzes/:id/attachments']);
  const missing = withBody.map((r) => `${r.method} ${r.url}`).filter((key) => !(key in VALID) && !exempt.has(key));
  assert.deepEqual(missing, []);
});

for (const [route, valid] of Object.entries(VALID)) {
  test(`${route}: hostile bodies never cause a 500, always get the error shape, store nothing`, async () => {
    const [method, path] = route.split(' ') as ['POST' | 'PUT', string];
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(bodies(withIds(valid)), async (body) => {
        tried++;
        const before = await counts();
        const response = await t.app.inject({ method, url: fill(path), headers: { ...owner.headers, 'content-type': 'application/json' }, payload: body });
        assert.ok(response.statusCode < 500, `${route} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
        if (response.statusCode >= 400) {
          const error = json<{ error?: { code?: unknown; message?: unknown } }>(response).error;
          assert.equal(typeof error?.code, 'string');
          assert.equal(typeof error?.message, 'string');
          assert.deepEqual(await counts(), before, `${route} stored something while refusing it`);
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
    assert.equal(tried, RUNS);
  });
}

test('raw malformed JSON and wrong content types are refused with the error shape', async () => {
  for (const payload of ['{', '{"a":1,}', 'null', '[]', '"text"', '\u0000', '{"__proto__":{"admin":true}}']) {
    const response = await t.app.inject({ method: 'POST', url: '/api/schools', headers: { ...owner.headers, 'content-type': 'application/json' }, payload });
    assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${payload}: ${response.statusCode}`);
    assert.equal(typeof json<{ error: { code: string } }>(response).error.code, 'string');
  }
  const xml = await t.app.inject({ method: 'POST', url: '/api/schools', headers: { ...owner.headers, 'content-type': 'application/xml' }, payload: '<a/>' });
  assert.equal(xml.statusCode, 415);
  assert.equal(json<{ error: { code: string } }>(xml).error.code, 'validation');
});

test('script tags entered as names are stored as plain text, never as markup', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/schools', headers: owner.headers, payload: { name: '<script>alert("x")</script>Liceul' } });
  assert.equal(response.statusCode, 201);
  assert.equal(json<{ name: string }>(response).name, 'alert("x")Liceul');
});
