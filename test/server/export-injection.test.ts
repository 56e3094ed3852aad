// Issue 12: a pupil name or a comment that starts like a formula must not
// become one when a teacher opens an export in Excel or LibreOffice.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parseDelimited } from '../../src/domain/csv';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';
import { zipEntry } from './helpers/zip';

let t: TestApp;
let owner: SignedIn;
let classroomId: string;
let quizId: string;

const NAMES = ['=HYPERLINK("http://x.test","Ana")', '+40 Bogdan', '-Carmen', '@Dan'];
const COMMENT = "=cmd|' /C calc'!A0";

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: owner.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The raw (still guarded) text of every inline string of a sheet. */
const sheetTexts = (sheet: string) =>
  [...sheet.matchAll(/<t xml:space="preserve">([^<]*)<\/t>/g)].map((m) => m[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));

before(async () => {
  t = await testApp();
  owner = await newTeacher(t.app);
  const school = json<{ id: string }>(await call('POST', '/api/schools', { name: 'Liceul Tudor Vianu' }));
  classroomId = json<{ id: string }>(await call('POST', `/api/schools/${school.id}/classrooms`, { name: 'a X-a B' })).id;
  const pupils = json<{ id: string; name: string }[]>(await call('POST', `/api/classrooms/${classroomId}/pupils`, { pupils: NAMES.map((name) => ({ name })) }));
  quizId = json<{ id: string }>(await call('POST', '/api/quizzes', sampleQuiz('Test formule'))).id;
  await call('POST', `/api/quizzes/${quizId}/assign-bulk`, { classroomIds: [classroomId] });
  const saved = await call('POST', `/api/quizzes/${quizId}/grades`, {
    grades: pupils.map((p) => ({ pupilId: p.id, questionScores: { q1: 5 }, comments: COMMENT })),
  });
  assert.equal(saved.statusCode, 200, saved.body);
});
after(() => t.close());

describe('exports neutralise formula-like text', () => {
  test("the quiz's grades as CSV: names and comments carry the guard, marks are plain numbers", async () => {
    const response = await call('GET', `/api/quizzes/${quizId}/grades/export?format=csv`);
    assert.equal(response.statusCode, 200);
    const raw = response.body;
    for (const name of NAMES) assert.ok(raw.includes(`'${name.startsWith('=') ? name.replaceAll('"', '""') : name}`), `${name} is guarded`);
    assert.ok(raw.includes(`'${COMMENT}`), 'the comment is guarded');
    // Reading it back as a program would gives the text as typed, and the marks as numbers.
    const rows = parseDelimited(raw);
    assert.deepEqual(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
      [...NAMES].sort(),
    );
    assert.ok(rows.slice(1).every((r) => r[1] === '5'));
  });

  test("the quiz's grades as XLSX: every text cell that starts like a formula is guarded", async () => {
    const response = await call('GET', `/api/quizzes/${quizId}/grades/export?format=xlsx`);
    const texts = sheetTexts(zipEntry(response.rawPayload, 'xl/worksheets/sheet1.xml'));
    for (const name of NAMES) assert.ok(texts.includes(`'${name}`), `${name} is guarded`);
    assert.ok(texts.includes(`'${COMMENT}`));
    assert.ok(
      texts.every((text) => !/^[=+\-@\t\r]/.test(text)),
      texts.join(' | '),
    );
  });

  test('the classroom gradebook as CSV and XLSX', async () => {
    const csv = (await call('GET', `/api/classrooms/${classroomId}/gradebook?format=csv`)).body;
    for (const guarded of ["'-Carmen", "'@Dan", "'+40 Bogdan", `"'=HYPERLINK(""http://x.test""`]) assert.ok(csv.includes(guarded), guarded);
    const texts = sheetTexts(zipEntry((await call('GET', `/api/classrooms/${classroomId}/gradebook?format=xlsx`)).rawPayload, 'xl/worksheets/sheet1.xml'));
    assert.ok(texts.includes("'-Carmen") && texts.includes("'@Dan"));
    assert.ok(texts.every((text) => !/^[=+\-@\t\r]/.test(text)));
  });

  test('the account export is JSON, which no spreadsheet evaluates: names stay exactly as typed there', async () => {
    const response = await call('GET', '/api/account/export');
    const pupils = JSON.parse(zipEntry(response.rawPayload, 'pupils.json')) as { name: string }[];
    assert.deepEqual(pupils.map((p) => p.name).sort(), [...NAMES].sort());
  });
});
