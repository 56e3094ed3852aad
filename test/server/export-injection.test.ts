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

/** Every inline string of a sheet: its text and whether its style marks it as text (Excel's quote prefix, cellXfs 2 and 3). */
const sheetTexts = (sheet: string) =>
  [...sheet.matchAll(/<c r="[A-Z]+\d+" t="inlineStr"( s="(\d)")?><is><t xml:space="preserve">([^<]*)<\/t>/g)].map((m) => ({
    text: m[3]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    quotePrefixed: m[2] === '2' || m[2] === '3',
  }));

/** Every text cell that starts like a formula is marked as text, and every text is as typed (no apostrophe shown in Excel). */
function assertGuardedSheet(cells: ReturnType<typeof sheetTexts>, expected: readonly string[]) {
  for (const text of expected)
    assert.ok(
      cells.some((cell) => cell.text === text && cell.quotePrefixed),
      `${text} is marked as text`,
    );
  for (const cell of cells) assert.equal(cell.quotePrefixed, /^[=+\-@\t\r]/.test(cell.text), JSON.stringify(cell));
  assert.ok(
    cells.every((cell) => !cell.text.startsWith("'")),
    'no apostrophe written into a text',
  );
}

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

  test("the quiz's grades as XLSX: every text cell that starts like a formula is marked as text, its text as typed", async () => {
    const response = await call('GET', `/api/quizzes/${quizId}/grades/export?format=xlsx`);
    const xlsx = response.rawPayload;
    assertGuardedSheet(sheetTexts(zipEntry(xlsx, 'xl/worksheets/sheet1.xml')), [...NAMES, COMMENT]);
    assert.match(zipEntry(xlsx, 'xl/styles.xml'), /<cellXfs count="4">.*<xf [^>]*quotePrefix="1"\/><xf [^>]*quotePrefix="1"\/><\/cellXfs>/);
  });

  test('the classroom gradebook as CSV and XLSX', async () => {
    const csv = (await call('GET', `/api/classrooms/${classroomId}/gradebook?format=csv`)).body;
    for (const guarded of ["'-Carmen", "'@Dan", "'+40 Bogdan", `"'=HYPERLINK(""http://x.test""`]) assert.ok(csv.includes(guarded), guarded);
    const cells = sheetTexts(zipEntry((await call('GET', `/api/classrooms/${classroomId}/gradebook?format=xlsx`)).rawPayload, 'xl/worksheets/sheet1.xml'));
    assertGuardedSheet(cells, ['-Carmen', '@Dan']);
  });

  test('the account export is JSON, which no spreadsheet evaluates: names stay exactly as typed there', async () => {
    const response = await call('GET', '/api/account/export');
    const pupils = JSON.parse(zipEntry(response.rawPayload, 'pupils.json')) as { name: string }[];
    assert.deepEqual(pupils.map((p) => p.name).sort(), [...NAMES].sort());
  });
});
