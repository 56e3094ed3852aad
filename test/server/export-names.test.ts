// Names cut to fit a file name, a sheet name or a copy's title are cut
// between characters, never inside one: an emoji or a rare CJK character
// is two UTF-16 units, and half of one cannot be encoded (the export's
// Content-Disposition failed with a 500; the xlsx sheet showed U+FFFD).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';
import { zipEntry } from './helpers/zip';

let t: TestApp;
let owner: SignedIn;
let classroomId: string;
let quizId: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...owner.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

/** Each name puts a two-unit character across the cut: the file name's 80th unit, the sheet name's 31st. */
const QUIZ_TITLE = `${'a'.repeat(79)}𠀀b`;
const CLASS_NAME = `${'x'.repeat(30)}😀${'y'.repeat(47)}😀`;

before(async () => {
  t = await testApp();
  owner = await newTeacher(t.app);
  const school = json<{ id: string }>(await call('POST', '/api/schools', { name: 'Liceul Grigore Moisil' }));
  classroomId = json<{ id: string }>(await call('POST', `/api/schools/${school.id}/classrooms`, { name: CLASS_NAME })).id;
  const [ana] = json<{ id: string }[]>(await call('POST', `/api/classrooms/${classroomId}/pupils`, { pupils: [{ name: 'Ana Pop' }] }));
  quizId = json<{ id: string }>(await call('POST', '/api/quizzes', sampleQuiz(QUIZ_TITLE))).id;
  await call('POST', `/api/classrooms/${classroomId}/quizzes/${quizId}`, {});
  const saved = await call('POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: ana!.id, questionScores: { q1: 7.5 }, version: 0 }] });
  assert.equal(saved.statusCode, 200, saved.body);
});
after(() => t.close());

const wellFormed = (text: string) => !/\p{Surrogate}/u.test(text) && !text.includes('\uFFFD');

describe('names cut between characters', () => {
  for (const [name, url] of [
    ["a test's marks, CSV", () => `/api/quizzes/${quizId}/grades/export?format=csv`],
    ["a class's marks on a test, xlsx", () => `/api/quizzes/${quizId}/grades/export?format=xlsx&classroomId=${classroomId}`],
    ['the comparison across classes', () => `/api/quizzes/${quizId}/comparison/export`],
    ["a class's gradebook, xlsx", () => `/api/classrooms/${classroomId}/gradebook?format=xlsx`],
  ] as const) {
    test(`${name}: a file named without half a character`, async () => {
      const response = await call('GET', url());
      assert.equal(response.statusCode, 200, response.body.slice(0, 300));
      const disposition = String(response.headers['content-disposition']);
      const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
      assert.ok(wellFormed(decodeURIComponent(encoded)), disposition);
    });
  }

  test("the xlsx sheet's name stops before a character it cannot hold whole", async () => {
    const response = await call('GET', `/api/classrooms/${classroomId}/gradebook?format=xlsx`);
    const workbook = zipEntry(response.rawPayload, 'xl/workbook.xml');
    const name = /<sheet name="([^"]*)"/.exec(workbook)?.[1] ?? '';
    assert.ok(wellFormed(name), name);
    assert.equal(name, 'x'.repeat(30));
  });

  test("one class's marks are named after the test and the class, a long title cut first; all classes' after the test", async () => {
    const fileName = async (url: string) => {
      const disposition = String((await call('GET', url)).headers['content-disposition']);
      return decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');
    };
    const oneClass = await fileName(`/api/quizzes/${quizId}/grades/export?format=csv&classroomId=${classroomId}`);
    assert.ok(oneClass.startsWith(`${'a'.repeat(50)} – ${'x'.repeat(27)}`), oneClass);
    assert.equal(await fileName(`/api/quizzes/${quizId}/grades/export?format=csv`), `${'a'.repeat(79)}.csv`);
  });

  test('characters a file name cannot hold become one space, not a run of them', async () => {
    const school = json<{ id: string }>(await call('POST', '/api/schools', { name: 'Liceul Tudor Vianu' }));
    const odd = json<{ id: string }>(await call('POST', `/api/schools/${school.id}/classrooms`, { name: 'a IX-a "B" / Ș\\x' }));
    const disposition = String((await call('GET', `/api/classrooms/${odd.id}/gradebook?format=csv`)).headers['content-disposition']);
    assert.equal(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? ''), 'a IX-a B Ș x.csv');
  });

  test("a copy's title keeps whole characters", async () => {
    // ' - copy' is 7 units: the copy keeps 193, and the 193rd is the first half of 𠀀.
    const long = `${'c'.repeat(192)}𠀀${'d'.repeat(6)}`;
    const created = await call('POST', '/api/quizzes', sampleQuiz(long));
    assert.equal(created.statusCode, 201, created.body);
    const source = json<{ id: string }>(created);
    const copy = await call('PUT', `/api/quizzes/${source.id}/clone`);
    assert.equal(copy.statusCode, 201, copy.body);
    const title = json<{ title: string }>(copy).title;
    assert.ok(wellFormed(title), title);
    assert.ok(title.length <= 200, String(title.length));
  });
});

// A helper's adversarial pass (seventeenth session): a pupil named "Maria\uFFFE b" and a class named
// "'Cls\uFFFF\uFFFE x'" were stored, and the class's xlsx gradebook came out as XML no reader accepts.
describe('what a workbook and a file name may hold', () => {
  /** XML 1.0's Char production: anything else makes the whole part unreadable. */
  const XML_UNSAFE = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

  test('text a teacher stores loses the two code points that are never text (U+FFFE, U+FFFF)', async () => {
    const school = json<{ id: string }>(await call('POST', '/api/schools', { name: 'Liceul\uFFFF Nou' }));
    assert.equal(school.id.length > 0, true);
    const stored = json<{ name: string }>(await call('GET', `/api/schools/${school.id}`));
    assert.equal(stored.name, 'Liceul Nou');
    const renamed = await call('PUT', `/api/pupils/${json<{ id: string }[]>(await call('GET', `/api/classrooms/${classroomId}/pupils`))[0]!.id}`, {
      name: 'Maria\uFFFE b',
    });
    assert.equal(json<{ name: string }>(renamed).name, 'Maria b');
  });

  test('an xlsx holds only characters XML allows, and a sheet name Excel accepts', async () => {
    const { xlsx } = await import('../../src/server/export/xlsx');
    const book = xlsx("'Cls\uFFFF\uFFFE x'", [
      ['Name', 'Mark'],
      ['Maria\uFFFE b\uD800', 7],
    ]);
    const sheet = zipEntry(book, 'xl/worksheets/sheet1.xml');
    const workbook = zipEntry(book, 'xl/workbook.xml');
    assert.ok(!XML_UNSAFE.test(sheet), 'the sheet');
    assert.ok(!XML_UNSAFE.test(workbook), 'the workbook');
    assert.match(sheet, /Maria b/);
    assert.equal(/<sheet name="([^"]*)"/.exec(workbook)?.[1], 'Cls x', 'no apostrophe first or last (Excel refuses it)');
  });

  test('a file name cannot hide its real extension behind a right-to-left override, uploaded or downloaded', async () => {
    const { cleanFileName, contentDisposition } = await import('../../src/server/attachments');
    // Shown as "a\u202Etxt.pdf" reads "afdp.txt": the name says .txt while the file is a PDF.
    assert.equal(cleanFileName('a\u202Etxt.pdf'), 'atxt.pdf');
    assert.equal(cleanFileName('x\u2066y\u2069\u202Dz.doc'), 'xyz.doc');
    const disposition = contentDisposition('9A\u202Efdp.csv');
    assert.equal(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? ''), '9Afdp.csv');
  });

  // An outside tester's 205-character name beginning with an emoji was kept from the middle of the emoji: the
  // database stored U+FFFD in its place.
  test('a long file name keeps its last 200 characters without cutting a character in two', async () => {
    const { cleanFileName } = await import('../../src/server/attachments');
    const kept = cleanFileName(`xxx\u{1F600}${'a'.repeat(195)}.txt`);
    assert.ok(!/\p{Surrogate}/u.test(kept), JSON.stringify(kept.slice(0, 4)));
    assert.ok(kept.endsWith(`${'a'.repeat(195)}.txt`));
    assert.ok(kept.length <= 200);
    assert.equal(cleanFileName(`\u{1F600}${'b'.repeat(194)}.pdf`), `\u{1F600}${'b'.repeat(194)}.pdf`, 'a name of 200 stays whole');
  });
});
