// Issue 12: editing a test that already has grades. After the save every
// read (grades, analysis, report, class list, class and pupil performance,
// the pupil's grades, CSV and XLSX exports, the account export) agrees with
// the test as it is now, and a save that changes grades is refused (409
// grades_affected, nothing written) until the request names the impact the
// teacher confirmed.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parseDelimited } from '../../src/domain/csv';
import type { GradeImpact } from '../../src/domain/grade-impact';
import type { QuizDocument } from '../../src/domain/quiz/types';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { zipEntry } from './helpers/zip';

type Impact409 = { error: { code: string; message: string; impact: GradeImpact; fingerprint: string } };
type Grade = { pupilId: string; score: number | null; questionScores: Record<string, number>; version: number };

let t: TestApp;
let owner: SignedIn;
let classroomId: string;
let quizId: string;
const pupil: Record<string, string> = {};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, language = 'en') =>
  t.app.inject({ method, url, headers: { ...owner.headers, 'accept-language': language }, ...(payload === undefined ? {} : { payload: payload as object }) });

const open = (id: string, points: number) => ({ id, type: 'open' as const, text: `Întrebarea ${id} pe larg`, points, lines: 4, rules: [] });

/** 60 points + 10 ex officio: q1 10, q2 20, q3 20 (rules r1 10 + r2 10), q4 10. */
function original(): QuizDocument {
  return {
    title: 'Test editat',
    classLabel: 'a X-a A',
    basePoints: 10,
    timeLimit: 50,
    sections: [
      {
        id: 's1',
        title: 'Subiectul I',
        context: '',
        questions: [
          open('q1', 10),
          open('q2', 20),
          {
            ...open('q3', 20),
            type: 'lines',
            rules: [
              { id: 'r1', description: 'Metoda', points: 10, subRules: [] },
              { id: 'r2', description: 'Rezultatul', points: 10, subRules: [] },
            ],
          },
        ],
      },
      { id: 's2', title: 'Subiectul II', context: '', questions: [open('q4', 10)] },
    ],
    gradingScheme: { notes: '', criteria: [] },
  } as QuizDocument;
}

/** q1 removed, q2 lowered to 12, q3 loses rule r2 (10 points, r1 10), q5 (15) added: 47 points + 10. */
function edited(): QuizDocument {
  const doc = original();
  const [s1, s2] = doc.sections as [QuizDocument['sections'][number], QuizDocument['sections'][number]];
  s1.questions = [
    open('q2', 12),
    { ...open('q3', 10), type: 'lines', rules: [{ id: 'r1', description: 'Metoda', points: 10, subRules: [] }] },
  ] as typeof s1.questions;
  s2.questions = [open('q4', 10), open('q5', 15)] as typeof s2.questions;
  return doc;
}

let version: number;

before(async () => {
  t = await testApp();
  owner = await newTeacher(t.app);
  const school = json<{ id: string }>(await call('POST', '/api/schools', { name: 'Colegiul Gheorghe Lazăr' }));
  classroomId = json<{ id: string }>(await call('POST', `/api/schools/${school.id}/classrooms`, { name: 'a X-a A' })).id;
  const created = json<{ id: string; name: string }[]>(
    await call('POST', `/api/classrooms/${classroomId}/pupils`, { pupils: ['Ana', 'Bogdan', 'Carmen', 'Dan'].map((name) => ({ name })) }),
  );
  for (const p of created) pupil[p.name] = p.id;
  const quiz = json<{ id: string; version: number }>(await call('POST', '/api/quizzes', original()));
  [quizId, version] = [quiz.id, quiz.version];
  await call('POST', `/api/quizzes/${quizId}/assign-bulk`, { classroomIds: [classroomId], dueDate: '2026-11-02' });
  const saved = await call('POST', `/api/quizzes/${quizId}/grades`, {
    grades: [
      { pupilId: pupil.Ana, questionScores: { q1: 10, q2: 15, 'q3/r1': 8, 'q3/r2': 10, q4: 5 } }, // 48
      { pupilId: pupil.Bogdan, questionScores: { q1: 4, q2: 20, q4: 10 } }, // 34
      { pupilId: pupil.Carmen, questionScores: { q2: 6 } }, // 6
      { pupilId: pupil.Dan, score: 55 }, // a total only
    ],
  });
  assert.equal(saved.statusCode, 200, saved.body);
  // A hand-entered analysis of q1, which the edit removes.
  assert.equal((await call('POST', `/api/quizzes/${quizId}/analysis`, { questions: [{ questionId: 'q1', correctCount: 2, totalCount: 4 }] })).statusCode, 200);
});
after(() => t.close());

const gradesNow = async () =>
  Object.fromEntries(
    json<Grade[]>(await call('GET', `/api/quizzes/${quizId}/grades`)).map((g) => [Object.keys(pupil).find((n) => pupil[n] === g.pupilId)!, g]),
  );

describe('a save that changes grades', () => {
  let fingerprint: string;

  test('is refused with the impact (counts by hand) and writes nothing', async () => {
    const before = await gradesNow();
    const refused = await call('PUT', `/api/quizzes/${quizId}`, { ...edited(), version });
    assert.equal(refused.statusCode, 409, refused.body);
    const body = json<Impact409>(refused);
    assert.equal(body.error.code, 'grades_affected');
    assert.deepEqual(body.error.impact, {
      gradedPupils: 4,
      changedPupils: 3, // Ana, Bogdan, Dan; Carmen's 6 on q2 stands
      questionsRemoved: 1, // q1
      rulesRemoved: 1, // q3/r2
      marksDeleted: 3, // Ana q1 and q3/r2, Bogdan q1
      maximumsLowered: 1, // q2
      marksLowered: 2, // Ana 15 and Bogdan 20 on q2
      totalsLowered: 1, // Dan 55 > 47
      pupilsCleared: 0,
      scale: { totalPoints: { from: 60, to: 47 }, basePoints: { from: 10, to: 10 } },
      analysesRemoved: 1,
    });
    assert.match(body.error.fingerprint, /^[0-9a-f]{64}$/);
    fingerprint = body.error.fingerprint;
    const ro = json<Impact409>(await call('PUT', `/api/quizzes/${quizId}`, { ...edited(), version }, 'ro'));
    assert.equal(ro.error.message, 'Salvarea ar schimba note deja introduse: confirmați mai întâi schimbarea');
    assert.equal(json<{ version: number }>(await call('GET', `/api/quizzes/${quizId}`)).version, version, 'the test is unchanged');
    assert.deepEqual(await gradesNow(), before, 'the grades are unchanged');
  });

  test('a wrong or stale fingerprint is refused too', async () => {
    const wrong = await call('PUT', `/api/quizzes/${quizId}`, { ...edited(), version, acceptGradeImpact: 'f'.repeat(64) });
    assert.equal(json<Impact409>(wrong).error.code, 'grades_affected');
    // Someone grades meanwhile: the confirmed impact is no longer what the save would do.
    const carmen = (await gradesNow()).Carmen!;
    await call('POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: pupil.Carmen, questionScores: { q2: 16 }, version: carmen.version }] });
    const stale = await call('PUT', `/api/quizzes/${quizId}`, { ...edited(), version, acceptGradeImpact: fingerprint });
    assert.equal(stale.statusCode, 409);
    const impact = json<Impact409>(stale).error;
    assert.equal(impact.impact.changedPupils, 4);
    assert.notEqual(impact.fingerprint, fingerprint);
    // Carmen back to 6, as the hand computation below expects: the first fingerprint is valid again.
    await call('POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: pupil.Carmen, questionScores: { q2: 6 } }] });
    const again = json<Impact409>(await call('PUT', `/api/quizzes/${quizId}`, { ...edited(), version }));
    fingerprint = again.error.fingerprint;
  });

  test('with the confirmed fingerprint it saves, and every read agrees with a hand computation', async () => {
    const saved = await call('PUT', `/api/quizzes/${quizId}`, { ...edited(), version, acceptGradeImpact: fingerprint });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(json<{ totalPoints: number }>(saved).totalPoints, 47);
    version = json<{ version: number }>(saved).version;

    // Marks: q1 and q3/r2 gone, q2 lowered to 12, totals from the marks; Dan's total lowered to 47.
    const grades = await gradesNow();
    assert.deepEqual(grades.Ana!.questionScores, { q2: 12, 'q3/r1': 8, q4: 5 });
    assert.deepEqual([grades.Ana!.score, grades.Bogdan!.score, grades.Carmen!.score, grades.Dan!.score], [25, 22, 6, 47]);
    assert.deepEqual(grades.Bogdan!.questionScores, { q2: 12, q4: 10 });
    assert.deepEqual(grades.Carmen!.questionScores, { q2: 6 });

    // Marks on the new scale 47 + 10: 10 x (points + 10) / 57. Ana 6.14, Bogdan 5.61, Carmen 2.81, Dan 10; average 25 -> 6.14.
    const report = json<{
      totalGraded: number;
      totalQuestions: number;
      averagePoints: number;
      averageMark: number;
      bands: Record<string, number>;
      marks: Record<string, number>;
    }>(await call('GET', `/api/quizzes/${quizId}/report`));
    assert.deepEqual([report.totalGraded, report.totalQuestions, report.averagePoints, report.averageMark], [4, 4, 25, 6.14]);
    assert.deepEqual(report.bands, { A: 1, B: 0, C: 0, D: 1, F: 2 });
    assert.equal(report.marks['6'], 2);
    assert.equal(report.marks['3'], 1);
    assert.equal(report.marks['10'], 1);

    const analysis = json<{ questions: { questionId: string; correctCount: number; totalPupils: number; source: string }[] }>(
      await call('GET', `/api/quizzes/${quizId}/analysis`),
    );
    assert.deepEqual(
      analysis.questions.map((q) => [q.questionId, q.source, q.correctCount, q.totalPupils]),
      [
        ['q2', 'marks', 2, 3],
        ['q3', 'marks', 0, 1],
        ['q4', 'marks', 1, 2],
        ['q5', 'none', 0, 0],
      ],
    );
    const manual = await t.database.db.selectFrom('question_analysis').select('question_id').where('quiz_id', '=', quizId).execute();
    assert.deepEqual(manual, [], "q1's hand-entered analysis went with it");

    const listed = json<{ quizId: string; totalPoints: number; gradedCount: number; averageScore: number }[]>(
      await call('GET', `/api/classrooms/${classroomId}/quizzes`),
    );
    assert.deepEqual([listed[0]!.totalPoints, listed[0]!.gradedCount, listed[0]!.averageScore], [47, 4, 25]);

    const summary = json<{
      quizzes: { totalPoints: number; graded: number; averagePoints: number; averageMark: number }[];
      pupils: { name: string; lastMark: number }[];
    }>(await call('GET', `/api/classrooms/${classroomId}/performance-summary`));
    assert.deepEqual(
      [summary.quizzes[0]!.totalPoints, summary.quizzes[0]!.graded, summary.quizzes[0]!.averagePoints, summary.quizzes[0]!.averageMark],
      [47, 4, 25, 6.14],
    );
    assert.deepEqual(Object.fromEntries(summary.pupils.map((p) => [p.name, p.lastMark])), { Ana: 6.14, Bogdan: 5.61, Carmen: 2.81, Dan: 10 });

    const ana = json<{ results: { score: number; mark: number; totalPoints: number; classAverageMark: number }[] }>(
      await call('GET', `/api/classrooms/${classroomId}/pupils/${pupil.Ana}/performance`),
    );
    assert.deepEqual([ana.results[0]!.score, ana.results[0]!.mark, ana.results[0]!.totalPoints, ana.results[0]!.classAverageMark], [25, 6.14, 47, 6.14]);

    const pupilGrades = json<{ score: number; totalPoints: number }[]>(await call('GET', `/api/pupils/${pupil.Bogdan}/grades`));
    assert.deepEqual([pupilGrades[0]!.score, pupilGrades[0]!.totalPoints], [22, 47]);

    // CSV: one column per question of the test as it is now.
    const rows = parseDelimited((await call('GET', `/api/quizzes/${quizId}/grades/export?format=csv`)).body);
    assert.deepEqual(rows[0]!.slice(0, 8), [
      'Pupil',
      'Question 1 (12)',
      'Question 2 (10)',
      'Question 3 (10)',
      'Question 4 (15)',
      'Total',
      'Ex officio',
      'Mark',
    ]);
    const byName = Object.fromEntries(rows.slice(1).map((r) => [r[0], r.slice(1, 9)]));
    assert.deepEqual(byName.Ana, ['12', '8', '5', '', '25', '10', '6.14', 'D']);
    assert.deepEqual(byName.Dan, ['', '', '', '', '47', '10', '10', 'A']);

    const sheet = zipEntry((await call('GET', `/api/quizzes/${quizId}/grades/export?format=xlsx`)).rawPayload, 'xl/worksheets/sheet1.xml');
    assert.match(sheet, /<c r="F2"><v>25<\/v><\/c>/, "Ana's total as a number");
    assert.doesNotMatch(sheet, /<v>48<\/v>/, 'no stale total anywhere');

    const gradebook = parseDelimited((await call('GET', `/api/classrooms/${classroomId}/gradebook?format=csv`)).body);
    assert.equal(gradebook.find((r) => r[0] === 'Bogdan')?.[1], '5.61');

    const archive = (await call('GET', '/api/account/export')).rawPayload;
    const exported = JSON.parse(zipEntry(archive, 'grades.json')) as { pupilId: string; score: number; questionScores: Record<string, number> }[];
    const anaExported = exported.find((g) => g.pupilId === pupil.Ana)!;
    assert.deepEqual([anaExported.score, anaExported.questionScores], [25, { q2: 12, 'q3/r1': 8, q4: 5 }]);
  });

  test('a grading tab holding the old version gets a 409 instead of writing a removed question back', async () => {
    const stale = await call('POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: pupil.Ana, questionScores: { q2: 11 }, version: 1 }] });
    assert.equal(stale.statusCode, 409, stale.body);
  });

  // A tab open before the edit sends its whole row: the old marks (15 over q2's new 12, a removed question) were
  // refused with a 400 on every save, for good, on cells the teacher never touched; the draft kept them on the laptop.
  test("a grading tab's whole old row is a conflict with the row as it is now, not a refusal of marks nobody typed", async () => {
    const before = await gradesNow();
    const old = { q1: 10, q2: 15, 'q3/r1': 8, 'q3/r2': 10, q4: 6 };
    const stale = await call('POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: pupil.Ana, questionScores: old, version: 1 }] }, 'ro');
    assert.equal(stale.statusCode, 409, stale.body);
    const { conflicts } = json<{ error: { conflicts: { pupilId: string; current: Grade }[] } }>(stale).error;
    assert.deepEqual(
      conflicts.map((c) => [c.pupilId, c.current.questionScores, c.current.version]),
      [[pupil.Ana, before.Ana!.questionScores, before.Ana!.version]],
    );
    assert.deepEqual(await gradesNow(), before, 'nothing written');
    // Based on the row as it is now, a mark above the new maximum is the teacher's own: refused, in their language.
    const typed = await call('POST', `/api/quizzes/${quizId}/grades`, {
      grades: [{ pupilId: pupil.Ana, questionScores: { ...before.Ana!.questionScores, q2: 15 }, version: before.Ana!.version }],
    });
    assert.equal(typed.statusCode, 400, typed.body);
  });
});

describe('saves that need no confirmation, and one that only adds a question', () => {
  test('a new title saves at once and changes no grade', async () => {
    const before = await gradesNow();
    const saved = await call('PUT', `/api/quizzes/${quizId}`, { ...edited(), title: 'Test editat din nou', version });
    assert.equal(saved.statusCode, 200, saved.body);
    version = json<{ version: number }>(saved).version;
    assert.deepEqual(await gradesNow(), before);
  });

  test('an added question keeps every mark and total, but asks first: the final marks move to the new scale', async () => {
    const doc = edited();
    doc.sections[1]!.questions.push(open('q6', 10) as QuizDocument['sections'][number]['questions'][number]);
    const refused = json<Impact409>(await call('PUT', `/api/quizzes/${quizId}`, { ...doc, version }));
    assert.deepEqual(refused.error.impact, {
      gradedPupils: 4,
      changedPupils: 0,
      questionsRemoved: 0,
      rulesRemoved: 0,
      marksDeleted: 0,
      maximumsLowered: 0,
      marksLowered: 0,
      totalsLowered: 0,
      pupilsCleared: 0,
      scale: { totalPoints: { from: 47, to: 57 }, basePoints: { from: 10, to: 10 } },
      analysesRemoved: 0,
    });
    const saved = await call('PUT', `/api/quizzes/${quizId}`, { ...doc, version, acceptGradeImpact: refused.error.fingerprint });
    assert.equal(saved.statusCode, 200, saved.body);
    const grades = await gradesNow();
    assert.deepEqual([grades.Ana!.score, grades.Bogdan!.score, grades.Carmen!.score, grades.Dan!.score], [25, 22, 6, 47]);
    // 10 x (25 + 10) / 67 = 5.22
    const report = json<{ averageMark: number }>(await call('GET', `/api/quizzes/${quizId}/report`));
    assert.equal(report.averageMark, 5.22);
  });
});

describe('a grade batch racing a save that removes a question', () => {
  test('whichever runs first, every stored total agrees with its marks and the test as it is now', async () => {
    const view = json<
      QuizDocument & {
        id: string;
        version: number;
        totalPoints: number;
        isOwner: boolean;
        access: string;
        pointsFixed: string | null;
        createdAt: string;
        updatedAt: string;
      }
    >(await call('GET', `/api/quizzes/${quizId}`));
    const {
      id: _id,
      version: _version,
      totalPoints: _total,
      isOwner: _owner,
      access: _access,
      pointsFixed: _fixed,
      createdAt: _created,
      updatedAt: _updated,
      ...quiz
    } = view;
    const current = { version: view.version };
    // The save drops q4; the impact (and its fingerprint) is taken before the race.
    const withoutQ4 = { ...quiz, sections: quiz.sections.map((s) => ({ ...s, questions: s.questions.filter((q) => q.id !== 'q4') })) };
    const asked = json<Impact409>(await call('PUT', `/api/quizzes/${quizId}`, { ...withoutQ4, version: current.version }));
    const [save, batch] = await Promise.all([
      call('PUT', `/api/quizzes/${quizId}`, { ...withoutQ4, version: current.version, acceptGradeImpact: asked.error.fingerprint }),
      call('POST', `/api/quizzes/${quizId}/grades`, { grades: [{ pupilId: pupil.Carmen, questionScores: { q2: 7, q4: 9 } }] }),
    ]);
    // Batch first: the save's impact changed, so it is refused and asks again. Save first: q4 no longer exists, so the batch is a 400.
    assert.ok(
      (save.statusCode === 200 && batch.statusCode === 400) || (save.statusCode === 409 && batch.statusCode === 200),
      `${save.statusCode} ${batch.statusCode}`,
    );
    const now = json<QuizDocument>(await call('GET', `/api/quizzes/${quizId}`));
    const { totalFromMarks, marksProblems } = await import('../../src/domain/marks');
    for (const grade of json<Grade[]>(await call('GET', `/api/quizzes/${quizId}/grades`))) {
      if (Object.keys(grade.questionScores).length === 0) continue;
      assert.deepEqual(marksProblems(now, grade.questionScores), {}, grade.pupilId);
      assert.equal(grade.score, totalFromMarks(now, grade.questionScores), grade.pupilId);
    }
  });
});
