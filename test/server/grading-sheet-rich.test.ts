// The grading sheet (GET /api/quizzes/:id/grading-sheet) on a rich fixture
// answers exactly what the reads it stands for answer (domain/api/grading-sheet.ts):
// the quiz as GET /api/quizzes/:id, the classes as the quizzes list, the class
// and its roster as the class's reads in the reader's language, the grades as
// GET /api/quizzes/:id/grades in the roster's order. Every reader (author,
// the school's owner, a colleague it is shared with, evaluators, an outsider),
// class and language; marks with decimals, comments, final marks of a double
// correction, graders named in every way, characters JSON escapes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { GradingSheet } from '../../src/domain/api/grading-sheet';
import type { QuizListItem } from '../../src/domain/api/quizzes';
import type { CreatedInvitation } from '../../src/domain/api/staff';
import { staffPaths } from '../../src/domain/api/staff';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

let t: TestApp;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function ok<T>(who: SignedIn, method: Method, url: string, payload?: object): Promise<T> {
  const response = await t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
  assert.ok(response.statusCode < 300, `${method} ${url}: ${response.body}`);
  return (response.body ? json<T>(response) : undefined) as T;
}
async function member(director: SignedIn, schoolId: string): Promise<SignedIn> {
  const teacher = await newTeacher(t.app);
  const { url } = await ok<CreatedInvitation>(director, 'POST', staffPaths.invitations(schoolId), {});
  await ok(teacher, 'POST', staffPaths.accept(decodeURIComponent(url.split('/join/')[1]!)), {});
  return teacher;
}

const readers: Record<string, SignedIn> = {};
const ids: Record<string, string> = {};

before(async () => {
  t = await testApp();
  const db = t.database.db;
  readers.director = await newTeacher(t.app);
  ids.school = (await ok<{ id: string }>(readers.director, 'POST', '/api/schools', { name: 'Liceul "Moisil" \\ Iași' })).id;
  ids.class = (await ok<{ id: string }>(readers.director, 'POST', `/api/schools/${ids.school}/classrooms`, { name: 'a IX-a "B"' })).id;
  ids.empty = (await ok<{ id: string }>(readers.director, 'POST', `/api/schools/${ids.school}/classrooms`, { name: 'a X-a A' })).id;
  ids.doubled = (await ok<{ id: string }>(readers.director, 'POST', `/api/schools/${ids.school}/classrooms`, { name: 'a VIII-a C' })).id;
  for (const name of ['author', 'colleague', 'first', 'second', 'third']) readers[name] = await member(readers.director, ids.school);
  readers.outsider = await newTeacher(t.app);
  // Graders named in every way a name is written: quotes, a backslash, letters outside ASCII; one with no name (the email is shown).
  await db.updateTable('app_user').set({ first_name: 'Ioana "Nana"', last_name: 'Ștefănescu \\ Pop' }).where('id', '=', readers.author!.userId).execute();
  await db.updateTable('app_user').set({ first_name: '', last_name: '' }).where('id', '=', readers.colleague!.userId).execute();
  ids.otherSchool = (await ok<{ id: string }>(readers.author!, 'POST', '/api/schools', { name: 'Anexa' })).id;
  ids.otherClass = (await ok<{ id: string }>(readers.author!, 'POST', `/api/schools/${ids.otherSchool}/classrooms`, { name: 'Z' })).id;

  const roster = await ok<{ id: string; name: string }[]>(readers.director, 'POST', `/api/classrooms/${ids.class}/pupils`, {
    pupils: [
      'Țurcanu Ana',
      'Zamfir Ion',
      'Șerban Ion',
      'Tudor Ilie',
      'ana pop',
      'Ana Pop',
      'Elev 10',
      'Elev 2',
      'O\'Brien "Bo" \\ X',
      'Émile Zola',
      '李雷 Li',
      'Ábel',
    ].map((name) => ({ name })),
  });
  for (const pupil of roster) ids[pupil.name] = pupil.id;
  // Characters a form never lets through but JSON must escape, written behind the API's back.
  await db.updateTable('pupil').set({ name: 'Ctrl\u0001\u001f\t\n"\\/ end' }).where('id', '=', ids.Ábel!).execute();
  const doubledRoster = await ok<{ id: string }[]>(readers.director, 'POST', `/api/classrooms/${ids.doubled}/pupils`, {
    pupils: [{ name: 'Dinu Carmen' }, { name: 'Radu Dan' }, { name: 'Ene Bogdan' }],
  });

  ids.quiz = (await ok<{ id: string }>(readers.author!, 'POST', '/api/quizzes', sampleQuiz('Teza finala'))).id;
  // A title with what JSON escapes, and a field of the document that is also the row's (the row's wins).
  await db
    .updateTable('quiz')
    .set({ document: sql`document || jsonb_build_object('title', ${'Teză "finală" \\ sem. I\u0001'}::text, 'version', 99, 'extra', 1.5)` })
    .where('id', '=', ids.quiz)
    .execute();
  await ok(readers.author!, 'POST', `/api/quizzes/${ids.quiz}/assign-bulk`, { classroomIds: [ids.class, ids.empty, ids.doubled], dueDate: '2026-12-01' });
  await ok(readers.author!, 'POST', `/api/quizzes/${ids.quiz}/assign-bulk`, { classroomIds: [ids.otherClass] });
  await ok(readers.author!, 'PUT', `/api/quizzes/${ids.quiz}/shares/${readers.colleague!.userId}`, { permission: 'grade' });

  const grade = (by: SignedIn, rows: object[]) => ok(by, 'POST', `/api/quizzes/${ids.quiz}/grades`, { grades: rows });
  await grade(readers.author!, [
    { pupilId: ids['Țurcanu Ana'], questionScores: { q1: 7.5, q2: 0.25, 'q4/r1': 3.75, 'q4/r2': 10, q6: 0 }, comments: 'Foarte "bine"\nPe linia 2 \\ ✓' },
    { pupilId: ids['Zamfir Ion'], score: 50.5, comments: '' },
    { pupilId: ids['Elev 10'], questionScores: { q1: 10, q7: 19.99 } },
    { pupilId: ids['Elev 2'], questionScores: { q1: 1 } },
    { pupilId: ids.Ábel, questionScores: { q3: 0.01 }, comments: 'Ctrl\u0007 bell' },
  ]);
  // A colleague it is shared with grades two pupils (one twice: version 2); a comment alone makes a row of version 0.
  await grade(readers.colleague!, [
    { pupilId: ids['Tudor Ilie'], questionScores: { q5: 5 }, version: 0 },
    { pupilId: ids['ana pop'], questionScores: { q5: 10 }, comments: 'Absentă la început' },
  ]);
  await grade(readers.colleague!, [{ pupilId: ids['Tudor Ilie'], questionScores: { q5: 6.5 }, version: 1 }]);
  await grade(readers.author!, [{ pupilId: ids['Șerban Ion'], questionScores: {}, comments: 'Absent', version: 0 }]);
  // Stored marks under keys no form writes (integer-like, quoted) and a time to the microsecond.
  await db
    .updateTable('grade')
    .set({ question_scores: JSON.stringify({ 10: 150, 2: 5, 'a"b': 1, q1: 1000 }), graded_at: sql`'2026-01-02 03:04:05.999999+00'` })
    .where('pupil_id', '=', ids['Elev 2']!)
    .execute();

  // The doubled class: two evaluators agree on one paper, disagree on another, reconcile: final marks.
  const base = `/api/quizzes/${ids.quiz}/classrooms/${ids.doubled}/double-correction`;
  await ok(readers.author!, 'PUT', base, { evaluator1Id: readers.first!.userId, evaluator2Id: readers.second!.userId, evaluator3Id: readers.third!.userId });
  const marks = (evaluator: SignedIn, points: number[]) =>
    ok(evaluator, 'POST', `${base}/marks`, { grades: points.map((score, index) => ({ pupilId: doubledRoster[index]!.id, score, version: 0 })) });
  await marks(readers.first!, [60, 80]);
  await marks(readers.second!, [60.5, 40]);
  await ok(readers.first!, 'POST', `${base}/submission`);
  await ok(readers.second!, 'POST', `${base}/submission`);
  await ok(readers.third!, 'POST', `${base}/marks`, { grades: [{ pupilId: doubledRoster[1]!.id, score: 45.25, version: 0 }] });

  // A test not given to the class: its roster without grades.
  ids.unassigned = (await ok<{ id: string }>(readers.author!, 'POST', '/api/quizzes', sampleQuiz('Neatribuit'))).id;
});
after(() => t.close());

const read = (who: SignedIn, url: string, language: string) => t.app.inject({ method: 'GET', url, headers: { ...who.headers, 'accept-language': language } });

/** What the reads the sheet stands for answer, put together as the sheet's contract says; undefined where one of them is a 404. */
async function fromTheReads(who: SignedIn, quizId: string, classroomId: string | null, language: string): Promise<GradingSheet | undefined> {
  const quizRead = await read(who, `/api/quizzes/${quizId}`, language);
  if (quizRead.statusCode === 404) return undefined;
  const quiz = json<GradingSheet['quiz']>(quizRead);
  const listed = json<Pick<QuizListItem, 'id' | 'assignments'>[]>(await read(who, '/api/quizzes', language));
  // The list's own addition, the reader's part in a class's double correction, is not the sheet's.
  const assignments = (listed.find((item) => item.id === quizId)?.assignments ?? []).map(({ evaluator: _evaluator, ...assignment }) => assignment);
  if (classroomId === null) return { quiz, assignments, classroom: null, pupils: [], grades: [] };
  const classRead = await read(who, `/api/classrooms/${classroomId}`, language);
  if (classRead.statusCode === 404) return undefined;
  const { id, name, schoolId, schoolName } = json<{ id: string; name: string; schoolId: string; schoolName: string }>(classRead);
  const roster = json<{ id: string; name: string }[]>(await read(who, `/api/classrooms/${classroomId}/pupils`, language));
  const grades = json<GradingSheet['grades']>(await read(who, `/api/quizzes/${quizId}/grades?classroomId=${classroomId}`, language));
  const byPupil = new Map(grades.map((grade) => [grade.pupilId, grade]));
  return {
    quiz,
    assignments,
    classroom: { id, name, schoolId, schoolName },
    pupils: roster.map((pupil) => ({ id: pupil.id, name: pupil.name })),
    grades: roster.flatMap((pupil) => byPupil.get(pupil.id) ?? []),
    doubleCorrected: classroomId === ids.doubled && quizId === ids.quiz,
  };
}

test('the sheet answers what the reads it stands for answer, for every reader, class and language', async () => {
  let compared = 0;
  let withGrades = 0;
  for (const reader of ['author', 'director', 'colleague', 'first', 'third', 'outsider']) {
    for (const quiz of ['quiz', 'unassigned']) {
      for (const classroom of ['class', 'empty', 'doubled', 'otherClass', null]) {
        for (const language of ['ro', 'en', 'es']) {
          const who = readers[reader]!;
          const quizId = ids[quiz]!;
          const classroomId = classroom === null ? null : ids[classroom]!;
          const label = `${reader} ${quiz} ${classroom} ${language}`;
          const sheet = await read(who, `/api/quizzes/${quizId}/grading-sheet${classroomId ? `?classroomId=${classroomId}` : ''}`, language);
          const expected = await fromTheReads(who, quizId, classroomId, language);
          if (expected === undefined) {
            assert.equal(sheet.statusCode, 404, label);
            continue;
          }
          assert.equal(sheet.statusCode, 200, `${label}: ${sheet.body}`);
          assert.deepEqual(json(sheet), expected, label);
          compared++;
          if (expected.grades.length > 0) withGrades++;
        }
      }
    }
  }
  assert.ok(compared > 40 && withGrades > 10, `${compared} sheets compared, ${withGrades} with grades`);
});

test('points and times are written as the grid reads them: points with their decimals, times in ISO to the millisecond', async () => {
  const sheet = (await read(readers.author!, `/api/quizzes/${ids.quiz}/grading-sheet?classroomId=${ids.class}`, 'ro')).body;
  for (const fragment of [
    '"score":50.5',
    '"q2":0.25',
    '"q3":0.01',
    '"q7":19.99',
    '"gradedAt":"2026-01-02T03:04:05.999Z"',
    '"score":null,"questionScores":{}',
  ]) {
    assert.ok(sheet.includes(fragment), fragment);
  }
  const doubled = json<GradingSheet>(await read(readers.author!, `/api/quizzes/${ids.quiz}/grading-sheet?classroomId=${ids.doubled}`, 'ro'));
  assert.ok(
    doubled.grades.some((grade) => grade.finalMark !== null),
    'a final mark of the double correction',
  );
});
