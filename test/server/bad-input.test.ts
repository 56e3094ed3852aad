// Bad input (issues 9 and 12). First the hand-made cases that once answered
// 500, one test each; then the property-based run: every route the app
// registers (read from its route table, so a new route is fuzzed without
// anyone remembering to add it), signed in and signed out, with hostile
// bodies, path parameters, query strings and headers. Never a 500, always the
// one error shape, and nothing stored by a refused request.
// FUZZ_RUNS sets the cases per route (npm run test:fuzz runs 2,000), FUZZ_WORKERS
// the worker threads that share the routes, FUZZ_SEED the seed.

import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { availableParallelism } from 'node:os';
import { after, before, describe, test } from 'node:test';
import { Worker } from 'node:worker_threads';
import type { LightMyRequestResponse } from 'fastify';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/server/request-input';
import { newTeacher, register } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { PROTOTYPE_KEYS } from './helpers/fuzz';
import { NO_JSON_BODY, type Route, type RouteOutcome, VALID } from './helpers/fuzz-runner';
import { FuzzWorld } from './helpers/fuzz-world';
import { sampleQuiz } from './helpers/quiz-fixture';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Worker threads for the property run: one per core by default (each has its own embedded database). */
const WORKERS = Number(process.env.FUZZ_WORKERS ?? Math.min(2, availableParallelism()));

let t: TestApp;
let world: FuzzWorld;

before(async () => {
  // Limits out of the way: a case must reach the route, not the rate limiter, and fixtures re-created after a delete must fit the plan.
  t = await testApp({
    rateLimit: { loginPerMinute: 1e9, registerPerHour: 1e9, passwordResetPerHour: 1e9 },
    freePlan: { quizzes: 1e9, students: 1e9, classes: 1e9 },
    // Thousands of requests: only warnings and errors (a 500 logs one) are worth keeping.
    logLevel: 'warn',
  });
  const { user } = await register(t.app);
  world = new FuzzWorld(t, user.id);
  await world.signIn();
  await world.create();
  await world.countWrites();
});
after(() => t.close());

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: string | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...world.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, payload });

function assertValidation(response: LightMyRequestResponse, field?: string): ErrorBody['error'] {
  assert.equal(response.statusCode, 400, response.body);
  const { error } = json<ErrorBody>(response);
  assert.equal(error.code, 'validation');
  if (field) assert.ok(error.fields?.[field], `no message for ${field}: ${response.body}`);
  return error;
}

// 20 such bodies at once held the server's only thread for 9.5 s: each of 100,000 bad items was checked and
// given its message (a 4 MB answer). No timing here: the answer's size and what it says.
describe('a body of many bad items is answered short', () => {
  test('a list longer than its limit is refused by its length, before its items are read', async () => {
    const many = (n: number) => `[${Array(n).fill('1').join(',')}]`;
    for (const [url, list, max] of [
      [`/api/classrooms/${world.ids.classroom}/pupils`, 'pupils', 500],
      [`/api/quizzes/${world.ids.quiz}/grades`, 'grades', 2000],
    ] as const) {
      const response = await send('POST', url, `{"${list}":${many(100_000)}}`, { 'accept-language': 'ro' });
      const error = assertValidation(response);
      assert.deepEqual(Object.keys(error.fields ?? {}), [list], url);
      assert.equal(error.fields?.[list], `Cel mult ${max} de elemente`);
      assert.ok(response.body.length < 2000, `${url}: ${response.body.length} bytes`);
    }
  });

  // An outside tester's save of 2.7 million empty sections (8 MB, within a test's body limit) ran the server out of
  // memory; 1 million held it for 12.5 s. Every list of every body: items that are objects failing every field.
  test('every list a body carries is refused by its length before its items: a test, its classes, counts, assignments', async () => {
    const empties = (n: number) => `[${Array(n).fill('{}').join(',')}]`;
    const { quiz, classroom } = world.ids;
    for (const [method, url, body, list, max] of [
      ['PUT', `/api/quizzes/${quiz}`, `{"version":1,"sections":${empties(5000)}}`, 'sections', 20],
      ['POST', '/api/quizzes', `{"sections":${empties(5000)}}`, 'sections', 20],
      ['POST', '/api/quizzes', `{"classroomIds":${empties(5000)}}`, 'classroomIds', 100],
      ['POST', `/api/quizzes/${quiz}/analysis`, `{"questions":${empties(5000)}}`, 'questions', 200],
      ['POST', `/api/quizzes/${quiz}/assign-bulk`, `{"classroomIds":${empties(5000)}}`, 'classroomIds', 100],
      ['POST', `/api/classrooms/${classroom}/quizzes`, `{"quizIds":${empties(5000)}}`, 'quizIds', 100],
    ] as const) {
      const response = await send(method, url, body, { 'accept-language': 'ro' });
      const error = assertValidation(response);
      assert.equal(error.fields?.[list], `Cel mult ${max} de elemente`, `${method} ${url}: ${response.body.slice(0, 300)}`);
      const itemFields = Object.keys(error.fields ?? {}).filter((field) => field.startsWith(`${list}.`));
      assert.deepEqual(itemFields, [], `${method} ${url}: its items were read`);
    }
    // A pupil's marks are one per question, 100 at most in a test: 80,000 cleared marks (1 MB) were each read.
    const scores = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`q${i}`, null]));
    const body = JSON.stringify({ grades: [{ pupilId: world.ids.pupil, questionScores: scores }] });
    const error = assertValidation(await send('POST', `/api/quizzes/${quiz}/grades`, body, { 'accept-language': 'ro' }));
    assert.deepEqual(error.fields, { 'grades.0.questionScores': 'Cel mult 100 de elemente' });
  });

  test('bad items within the limit, or a record of 60,000 bad keys, get at most 50 messages', async () => {
    const rows = `[${Array(2000).fill('1').join(',')}]`;
    const rowsError = assertValidation(await send('POST', `/api/quizzes/${world.ids.quiz}/grades`, `{"grades":${rows}}`));
    assert.equal(Object.keys(rowsError.fields ?? {}).length, 50);
    const scores = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 'x']));
    const body = JSON.stringify({ grades: [{ pupilId: world.ids.pupil, questionScores: scores }] });
    const response = await send('POST', `/api/quizzes/${world.ids.quiz}/grades`, body);
    assertValidation(response);
    assert.ok(response.body.length < 10_000, `${response.body.length} bytes`);
  });
});

describe('hand-made hostile input (issue 12): each once answered 500', () => {
  // An outside tester: a refresh or a sign-out, which read no body and have no rate limit, parsed 1 MB for nothing.
  test('signed out, a body is read only as large as its form: none for a refresh or a sign-out, 16 KB for the forms', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(1_000_000) });
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: big });
      assert.equal(response.statusCode, 413, url);
      assert.equal(json<ErrorBody>(response).error.code, 'payload_too_large', url);
    }
    const form = JSON.stringify({ email: 'a@b.ro', password: 'x'.repeat(17_000) });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: form });
    assert.equal(login.statusCode, 413);
  });

  // An outside tester: a client that labels every call "application/json" (the SPEC's JSON content), body or
  // not, got 400 from every bodiless action, and a sign-out that answered 400 ended nothing.
  test('an empty body labelled JSON is no body: bodiless actions work, and sign-out ends the session', async () => {
    const teacher = await newTeacher(t.app);
    const labelled = { ...teacher.headers, 'content-type': 'application/json' };
    const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, expected: number) => {
      const response = await t.app.inject({ method, url, headers: labelled, payload: '' });
      assert.equal(response.statusCode, expected, `${method} ${url}: ${response.body}`);
      return response;
    };
    await call('POST', '/api/subscriptions/create-default', 200);
    const school = json<{ id: string }>(
      await t.app.inject({ method: 'POST', url: '/api/schools', headers: teacher.headers, payload: { name: 'Școala Goală' } }),
    );
    const classroom = json<{ id: string }>(
      await t.app.inject({ method: 'POST', url: `/api/schools/${school.id}/classrooms`, headers: teacher.headers, payload: { name: 'a V-a A' } }),
    );
    const [pupil] = json<{ id: string }[]>(
      await t.app.inject({
        method: 'POST',
        url: `/api/classrooms/${classroom.id}/pupils`,
        headers: teacher.headers,
        payload: { pupils: [{ name: 'Pop Ana' }] },
      }),
    );
    const quiz = json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/quizzes', headers: teacher.headers, payload: sampleQuiz('Fără corp') }));
    await call('PUT', `/api/quizzes/${quiz.id}/clone`, 201);
    await call('POST', `/api/classrooms/${classroom.id}/quizzes/${quiz.id}`, 201);
    await call('DELETE', `/api/classrooms/${classroom.id}/quizzes/${quiz.id}`, 204);
    await call('DELETE', `/api/pupils/${pupil?.id}`, 204);
    // A route that needs a body still says which field is missing.
    const noName = await call('POST', '/api/schools', 400);
    assert.equal(json<ErrorBody>(noName).error.code, 'validation');

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: labelled,
      cookies: { catedra_refresh: teacher.refreshCookie },
      payload: '',
    });
    assert.equal(logout.statusCode, 204, logout.body);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/schools', headers: teacher.headers })).statusCode, 401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'content-type': 'application/json' },
      cookies: { catedra_refresh: teacher.refreshCookie },
      payload: '',
    });
    assert.equal(refresh.statusCode, 401, 'the refresh cookie ended with the session');
  });

  test('JSON nested 4,000 levels deep is refused before validation, signed out too', async () => {
    const deep = '['.repeat(4000) + ']'.repeat(4000);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'ro' },
      payload: deep,
    });
    const error = assertValidation(signedOut, '_');
    assert.equal(error.fields?._, `Datele sunt imbricate prea adânc (cel mult ${MAX_JSON_DEPTH} de niveluri)`);
    assertValidation(await send('POST', '/api/schools', `{"name":${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}}`), '_');
    assertValidation(await send('DELETE', `/api/quizzes/${world.ids.quiz}/grades`, deep), '_');
  });

  test('the depth scan counts brackets outside strings only', () => {
    assert.equal(nestsDeeperThan(JSON.stringify({ name: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["' }), 3), false);
    assert.equal(nestsDeeperThan(JSON.stringify({ name: 'a\\"[[[[[' }), 1), false);
    assert.equal(nestsDeeperThan(JSON.stringify(sampleQuiz()), MAX_JSON_DEPTH), false);
    assert.equal(nestsDeeperThan('[[[1]]]', 2), true);
  });

  test('objects whose toString is not a function are refused as invalid, not printed', async () => {
    assertValidation(await send('POST', '/api/schools', '[{"toString":1}]'));
    assertValidation(await send('POST', `/api/quizzes/${world.ids.quiz}/assign-bulk`, '{"classroomIds":{"toString":1}}'), 'classroomIds');
    assertValidation(await send('POST', `/api/classrooms/${world.ids.classroom}/pupils`, '{"pupils":{"toString":1}}'), 'pupils');
    assertValidation(await send('POST', `/api/classrooms/${world.ids.classroom}/pupils`, '{"pupils":[{"toString":1}]}'));
    assertValidation(await send('POST', `/api/quizzes/${world.ids.quiz}/grades`, '{"grades":{"toString":1}}'), 'grades');
    assertValidation(await send('POST', `/api/quizzes/${world.ids.quiz}/grades`, '{"grades":[{"valueOf":1,"toString":2}]}'));
    assertValidation(await send('POST', '/api/schools', '{"name":"S","extra":[{"toString":1}]}'), 'extra');
  });

  test('a malformed X-File-Name is refused with a message about the name', async () => {
    for (const name of ['%', '%ZZ.pdf', '%ED%A0%80.pdf']) {
      const response = await send('POST', `/api/quizzes/${world.ids.quiz}/attachments`, Buffer.from('%PDF-1.4 barem'), {
        'content-type': 'application/octet-stream',
        'x-file-name': name,
      });
      assert.equal(assertValidation(response, 'file').fields?.file, 'The file name is not valid. Rename the file and try again.');
    }
  });

  test('half a surrogate pair is refused in every text, with the field and the language of the caller', async () => {
    const quiz = sampleQuiz();
    quiz.sections[0]!.questions[0]!.text = 'Cât face \ud800 2 + 3?';
    const quizError = assertValidation(await send('POST', '/api/quizzes', JSON.stringify(quiz), { 'accept-language': 'ro' }), 'sections.0.questions.0.text');
    assert.match(quizError.fields!['sections.0.questions.0.text']!, /nu sunt text valid/);
    assertValidation(await send('POST', '/api/pupils', JSON.stringify({ classroomId: world.ids.classroom, name: 'Ana \udc00Pop' })), 'name');
    assertValidation(await send('PUT', `/api/pupils/${world.ids.pupil}`, JSON.stringify({ name: 'Ana \ud83d' })), 'name');
    assertValidation(await send('POST', `/api/pupils/${world.ids.pupil}/comments`, JSON.stringify({ body: 'Bun \ud800' })), 'body');
    const gradesUrl = `/api/quizzes/${world.ids.quiz}/grades`;
    assertValidation(
      await send('POST', gradesUrl, JSON.stringify({ grades: [{ pupilId: world.ids.pupil, score: 1, comments: '\ud800' }] })),
      'grades.0.comments',
    );
    const registration = { email: 'a@b.ro', password: 'Parola-Buna1!\ud800', confirmPassword: 'x', firstName: 'Ana', lastName: 'Pop' };
    assertValidation(await send('POST', '/api/auth/register', JSON.stringify(registration)), 'password');
    // In a key too, where no schema looks.
    const badKey = { grades: [{ pupilId: world.ids.pupil, questionScores: { 'q1\ud800': 1 } }] };
    assertValidation(await send('POST', gradesUrl, JSON.stringify(badKey)), 'grades.0.questionScores.q1\ufffd');
    // A well-formed emoji is text like any other.
    const fine = await send('POST', '/api/pupils', JSON.stringify({ classroomId: world.ids.classroom, name: 'Ana 👩‍🏫' }));
    assert.equal(fine.statusCode, 201, fine.body);
    assert.equal(json<{ name: string }>(fine).name, 'Ana 👩‍🏫');
  });

  test('a body that is not UTF-8 is refused, never stored with U+FFFD in place of what was sent', async () => {
    const schoolsBefore = await t.database.db.selectFrom('school').select('id').execute();
    // {"name":"<ff fe c3>"}: bytes no UTF-8 text holds.
    const invalid = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const error = assertValidation(await send('POST', '/api/schools', invalid, { 'accept-language': 'ro' }), '_');
    assert.match(error.fields!._!, /nu sunt text valid/);
    // Declared in another character set: refused (415), not read as UTF-8.
    for (const charset of ['latin1', 'utf-16', 'iso-8859-2']) {
      const declared = await send('POST', '/api/schools', JSON.stringify({ name: 'Școala' }), { 'content-type': `application/json; charset=${charset}` });
      assert.equal(declared.statusCode, 415, `${charset}: ${declared.body}`);
      assert.equal(json<ErrorBody>(declared).error.code, 'validation');
    }
    // A compressed body the server does not unpack is refused, not read as plain text.
    for (const encoding of ['gzip', 'br', 'x-unknown']) {
      const encoded = await send('POST', '/api/schools', JSON.stringify({ name: 'Școala' }), { 'content-encoding': encoding });
      assert.equal(encoded.statusCode, 415, `${encoding}: ${encoded.body}`);
    }
    assert.equal((await t.database.db.selectFrom('school').select('id').execute()).length, schoolsBefore.length, 'nothing stored');
    // UTF-8 said outright, with a byte order mark, or with "identity" coding is fine.
    for (const headers of [{ 'content-type': 'application/json; charset=UTF-8' }, { 'content-encoding': 'identity' }] as Record<string, string>[]) {
      const fine = await send('POST', '/api/schools', JSON.stringify({ name: 'Școala Gimnazială' }), headers);
      assert.equal(fine.statusCode, 201, fine.body);
    }
    const withBom = await send(
      'POST',
      '/api/schools',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ name: 'Școala cu BOM' }))]),
    );
    assert.equal(withBom.statusCode, 201, withBom.body);
    assert.equal(json<{ name: string }>(withBom).name, 'Școala cu BOM');
  });

  test('a NUL character is refused in bodies and in query strings, which reach SQL', async () => {
    assertValidation(await send('POST', '/api/schools', JSON.stringify({ name: 'Școala\u0000' })), 'name');
    assertValidation(await send('GET', '/api/quizzes?title=%00'), 'title');
    assertValidation(await send('GET', '/api/quizzes?title=a%00b&format=csv'), 'title');
    assertValidation(await t.app.inject({ method: 'GET', url: '/oauth2/authorization/keycloak?returnTo=/%00' }), 'returnTo');
  });

  // An outside tester: the list filtered by "?title=a&title=b" answered every test (an array is no title).
  test('a query parameter given twice is refused, naming it', async () => {
    assertValidation(await send('GET', '/api/quizzes?title=a&title=b'), 'title');
    assertValidation(await send('GET', '/api/quizzes/00000000-0000-4000-8000-000000000000/report?classroomId=a&classroomId=b'), 'classroomId');
    assertValidation(await t.app.inject({ method: 'GET', url: '/oauth2/authorization/keycloak?returnTo=/a&returnTo=/b' }), 'returnTo');
    assert.equal((await send('GET', '/api/quizzes?title=a')).statusCode, 200);
  });

  test('a quiz failing one check by type and a later one by format gets both messages, not a crash', async () => {
    const quiz = sampleQuiz() as unknown as { sections: { questions: Record<string, unknown>[] }[] };
    const first = quiz.sections[0]!.questions[0]!;
    first.rules = 'x'; // type
    (first.options as { text: string }[])[0]!.text = 'x'.repeat(600); // format, later in the same question
    const matches = quiz.sections[0]!.questions[2]!;
    matches.pairs = 5; // type
    (matches.right as { text: string }[])[0]!.text = 'y'.repeat(400); // format (right comes before pairs; left after the type failure below)
    matches.left = 'z';
    const error = assertValidation(await send('POST', '/api/quizzes', JSON.stringify(quiz)), 'sections.0.questions.0.rules');
    assert.ok(error.fields?.['sections.0.questions.0.options.0.text']);
    const whole = { ...sampleQuiz(), sections: 'x', title: 'ab' };
    assertValidation(await send('POST', '/api/quizzes', JSON.stringify(whole)), 'sections');
  });

  test('a sign-in from a browser whose User-Agent no database text can hold still signs in', async () => {
    // Node's HTTP parser lets bytes 0x80-0xFF (read as Latin-1) and DEL through; inject lets anything through.
    // The user agent is only a label on the session list, so it is cleaned, never a reason to refuse a sign-in.
    const { email, password } = await register(t.app);
    const agents = ['Mozilla/5.0 \u0000 NUL', 'x\ud800y', `${'é'.repeat(299)}😀`, '\u007f\u00ff'.repeat(4000), '__proto__'];
    for (const agent of agents) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'user-agent': agent },
        payload: JSON.stringify({ email, password }),
      });
      assert.equal(response.statusCode, 204, `${JSON.stringify(agent.slice(0, 40))}: ${response.body}`);
    }
  });

  test('a version beyond a 32-bit integer is refused on save', async () => {
    for (const version of [2147483648, 1e28, -1, 1.5, '1e28']) {
      assertValidation(await send('PUT', `/api/quizzes/${world.ids.quiz}`, JSON.stringify({ ...sampleQuiz(), version })), 'version');
    }
  });

  test('a path Fastify cannot decode gets the one error shape', async () => {
    for (const url of ['/api/schools/%', '/api/schools/%ZZ']) assertValidation(await send('GET', url));
  });

  test('what the HTTP parser refuses before any route (a 100 KB address, a request line that is not HTTP) gets the one error shape too', async () => {
    const server = await testApp({ logLevel: 'warn' });
    try {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const port = Number(new URL(address).port);
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => socket.end(request));
          let answer = '';
          socket.on('data', (chunk) => {
            answer += chunk.toString();
          });
          socket.on('close', () => resolve(answer));
          socket.on('error', reject);
        });
      for (const [request, status] of [
        [`GET /api/quizzes?title=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
        ['GARBAGE\r\n\r\n', 400],
        // No Host header: Node answered an empty 400 of its own (an outside tester).
        ['GET /api/health HTTP/1.1\r\nAccept-Language: es\r\n\r\n', 400],
      ] as const) {
        const answer = await raw(request);
        assert.match(answer, new RegExp(`^HTTP/1.1 ${status} `), answer.slice(0, 200));
        const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as ErrorBody;
        assert.equal(body.error.code, 'validation', answer);
        assert.equal(typeof body.error.message, 'string');
      }
    } finally {
      await server.close();
    }
  });
});

describe('ids that every plain object inherits (issue 12)', () => {
  // "__proto__" is refused as an id (below): no JSON body could carry it as a key of the marks.
  const keys = PROTOTYPE_KEYS.filter((key) => /^[A-Za-z0-9_-]+$/.test(key) && key !== '__proto__');

  /** A quiz whose question and rule ids are the dangerous names. */
  function prototypeQuiz() {
    const quiz = sampleQuiz('Chei periculoase');
    const questions = quiz.sections.flatMap((s) => s.questions);
    keys.forEach((key, index) => {
      if (questions[index]) questions[index].id = key;
    });
    questions[3]!.rules = [
      { id: 'constructor', description: 'Prima parte', points: 10, subRules: [] },
      { id: 'toString', description: 'A doua parte', points: 10, subRules: [] },
    ];
    return quiz;
  }

  test('total-only grades, marks per question and per rule, and every report stay right', async () => {
    const quizId = json<{ id: string }>(await send('POST', '/api/quizzes', JSON.stringify(prototypeQuiz()))).id;
    const other = json<{ id: string }>(await send('POST', '/api/pupils', JSON.stringify({ classroomId: world.ids.classroom, name: 'Elev Doi' }))).id;
    assert.equal((await send('POST', `/api/classrooms/${world.ids.classroom}/quizzes/${quizId}`, '{}')).statusCode, 201);
    // Total only, twice (the second save once answered 500).
    for (const score of [40, 41]) {
      const saved = await send('POST', `/api/quizzes/${quizId}/grades`, JSON.stringify({ grades: [{ pupilId: world.ids.pupil, score }] }));
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal(json<{ grades: { score: number }[] }>(saved).grades[0]!.score, score);
    }
    const question = prototypeQuiz().sections.flatMap((s) => s.questions);
    const marks = { [question[0]!.id]: 10, [question[1]!.id]: 5, [`${question[3]!.id}/constructor`]: 4, [`${question[3]!.id}/toString`]: 6 };
    const saved = await send('POST', `/api/quizzes/${quizId}/grades`, JSON.stringify({ grades: [{ pupilId: other, questionScores: marks }] }));
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(json<{ grades: { score: number }[] }>(saved).grades[0]!.score, 25);

    // Seven questions: "then" and "length" name none of them.
    const unknown = await send(
      'POST',
      `/api/quizzes/${quizId}/grades`,
      JSON.stringify({ grades: [{ pupilId: other, questionScores: { then: 1, length: 1 } }] }),
    );
    assert.equal(assertValidation(unknown, 'grades.0.questionScores.then').fields?.['grades.0.questionScores.length'], 'This test has no such question');
    const reads = [
      `/api/quizzes/${quizId}/grades`,
      `/api/quizzes/${quizId}/analysis`,
      `/api/quizzes/${quizId}/report`,
      `/api/quizzes/${quizId}/grades/export`,
      `/api/quizzes/${quizId}/grades/export?format=xlsx`,
      `/api/quizzes/${quizId}/comparison`,
      `/api/quizzes/${quizId}/comparison/export?format=xlsx`,
      `/api/classrooms/${world.ids.classroom}/performance-summary`,
      '/api/account/export',
    ];
    for (const url of reads) {
      const response = await send('GET', url);
      assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 300)}`);
    }
    const analysis = json<{ questions: { questionId: string; totalPupils: number }[] }>(await send('GET', `/api/quizzes/${quizId}/analysis`));
    assert.equal(analysis.questions.find((q) => q.questionId === 'constructor')?.totalPupils, 1);
    assert.equal(analysis.questions.find((q) => q.questionId === 'valueOf')?.totalPupils, 1, 'marked through its rules');
    assert.equal(analysis.questions.find((q) => q.questionId === 'toString')?.totalPupils, 0);
  });

  test('"__proto__" is refused as an id, since no body could carry it as a key of the marks', async () => {
    const quiz = sampleQuiz();
    quiz.sections[0]!.questions[0]!.id = '__proto__';
    assertValidation(await send('POST', '/api/quizzes', JSON.stringify(quiz)), 'sections.0.questions.0.id');
  });

  test('an unknown key named like an inherited one is reported, not skipped', async () => {
    const error = assertValidation(await send('POST', '/api/schools', JSON.stringify({ name: 'S', constructor: 1, toString: 2 })));
    assert.deepEqual(Object.keys(error.fields ?? {}).sort(), ['constructor', 'toString']);
    assert.equal(error.fields?.constructor, 'This field is not expected');
  });
});

// ------------------------------------------------------------ the property run

test('every route that takes a body has a valid example here', () => {
  const withBody = t.app.routeTable.filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.url.startsWith('/api/'));
  const missing = withBody.map((r) => `${r.method} ${r.url}`).filter((key) => !(key in VALID) && !NO_JSON_BODY.has(key));
  assert.deepEqual(missing, []);
});

/** Runs the routes in worker threads, each with its own app and database; the routes are dealt out in turn. */
async function fuzzInWorkers(routes: Route[], workers: number): Promise<RouteOutcome[]> {
  const groups = Array.from({ length: workers }, (_, w) => routes.filter((_, i) => i % workers === w));
  const seed = Number(process.env.FUZZ_SEED ?? 20261123);
  const results = await Promise.all(
    groups.map(
      (group) =>
        new Promise<RouteOutcome[]>((resolve, reject) => {
          const worker = new Worker(new URL('./helpers/fuzz-worker.mjs', import.meta.url), { workerData: { routes: group, runs: RUNS, seed } });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`fuzz worker exited with ${code}`)));
        }),
    ),
  );
  return results.flat();
}

function report(outcomes: RouteOutcome[]) {
  let total = 0;
  let fiveHundreds = 0;
  const lines = outcomes.map(({ route, cases, ms, statuses }) => {
    const failed = statuses.filter(([status]) => status >= 500).reduce((n, [, count]) => n + count, 0);
    total += cases;
    fiveHundreds += failed;
    return `${route.padEnd(58)} ${String(cases).padStart(6)} cases ${String(Math.round(ms / 1000)).padStart(4)} s  5xx: ${failed}  (${statuses.map(([s, n]) => `${s}:${n}`).join(' ')})`;
  });
  console.log(['fuzz: cases per route', ...lines, `fuzz: ${outcomes.length} routes, ${total} cases, ${fiveHundreds} answered 5xx`].join('\n'));
}

describe('property run', () => {
  // One test with a subtest per route: the routes are read from the app, so a new route is fuzzed without being listed.
  test(`every route, ${RUNS} hostile requests each (bodies, path parameters, query strings, headers), signed in and out`, async (context) => {
    const all = t.app.routeTable.map(({ method, url }) => ({ method, url }));
    assert.ok(all.length >= 60, `only ${all.length} routes`);
    // FUZZ_ROUTES (a regular expression) narrows the run while investigating one route.
    const only = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;
    const routes = all.filter((r) => !only || only.test(`${r.method} ${r.url}`));
    const outcomes = await fuzzInWorkers(routes, Math.min(WORKERS, routes.length));
    report(outcomes);
    assert.deepEqual(outcomes.map((o) => o.route).sort(), routes.map((r) => `${r.method} ${r.url}`).sort());
    for (const outcome of outcomes) {
      await context.test(outcome.route, () => {
        assert.equal(outcome.failure, undefined, outcome.failure);
        assert.equal(outcome.cases, RUNS);
        // About half the cases are signed in: if nearly all were refused as signed out, the session died and the run proved little.
        const unauthenticated = outcome.statuses.find(([status]) => status === 401)?.[1] ?? 0;
        assert.ok(RUNS < 50 || unauthenticated < RUNS * 0.8, `${outcome.route}: ${unauthenticated} of ${RUNS} cases answered 401`);
      });
    }
  });
});
