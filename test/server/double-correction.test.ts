// Double correction (issue 17) through the API: the author names two
// evaluators of a class and a third; each grades blind (nothing of the other's
// marks through any route, reports included, until both have submitted); a
// submission can be withdrawn until the other is in; the second submission
// settles each paper by the rule or sends it to the third evaluator, whose
// marks become the grade; every step is recorded. Marks here are totals on the
// 90 + 10 point sample test: mark = (points + 10) / 10.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { CorrectionView, DoubleCorrectionView, ReconciliationView } from '../../src/domain/api/double-correction';
import type { QuizListItem } from '../../src/domain/api/quizzes';
import type { CreatedInvitation } from '../../src/domain/api/staff';
import { staffPaths } from '../../src/domain/api/staff';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';
import { zipEntry } from './helpers/zip';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

const call = (who: SignedIn, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...who.headers, ...headers }, ...(payload === undefined ? {} : { payload }) });

async function ok<T>(who: SignedIn, method: Method, url: string, payload?: object, status = 200): Promise<T> {
  const response = await call(who, method, url, payload);
  assert.equal(response.statusCode, status, `${method} ${url}: ${response.body}`);
  return (response.body ? json<T>(response) : undefined) as T;
}

function refused(response: LightMyRequestResponse, status: number, message?: string) {
  assert.equal(response.statusCode, status, response.body);
  const { error } = json<ErrorBody>(response);
  if (message !== undefined) assert.equal(error.message, message);
  return error;
}

/** A class of a school: its director, the test's author, three evaluators, a colleague with no part in it, and four pupils. */
interface World {
  director: SignedIn;
  author: SignedIn;
  first: SignedIn;
  second: SignedIn;
  third: SignedIn;
  colleague: SignedIn;
  outsider: SignedIn;
  schoolId: string;
  classroomId: string;
  quizId: string;
  pupils: string[];
  base: string;
}

async function member(director: SignedIn, schoolId: string): Promise<SignedIn> {
  const teacher = await newTeacher(t.app);
  const { url } = await ok<CreatedInvitation>(director, 'POST', staffPaths.invitations(schoolId), {}, 201);
  await ok(teacher, 'POST', staffPaths.accept(decodeURIComponent(url.split('/join/')[1]!)), {});
  return teacher;
}

async function world(): Promise<World> {
  const director = await newTeacher(t.app);
  const { id: schoolId } = await ok<{ id: string }>(director, 'POST', '/api/schools', { name: 'Colegiul Național Mihai Eminescu' }, 201);
  const { id: classroomId } = await ok<{ id: string }>(director, 'POST', `/api/schools/${schoolId}/classrooms`, { name: 'a VIII-a A' }, 201);
  const created = await ok<{ id: string }[]>(
    director,
    'POST',
    `/api/classrooms/${classroomId}/pupils`,
    { pupils: [{ name: 'Ana Pop' }, { name: 'Bogdan Ene' }, { name: 'Carmen Dinu' }, { name: 'Dan Radu' }] },
    201,
  );
  const [author, first, second, third, colleague] = [
    await member(director, schoolId),
    await member(director, schoolId),
    await member(director, schoolId),
    await member(director, schoolId),
    await member(director, schoolId),
  ];
  const outsider = await newTeacher(t.app);
  const { id: quizId } = await ok<{ id: string }>(author, 'POST', '/api/quizzes', sampleQuiz('Teză la matematică'), 201);
  await ok(author, 'POST', `/api/classrooms/${classroomId}/quizzes/${quizId}`, {}, 201);
  const base = `/api/quizzes/${quizId}/classrooms/${classroomId}/double-correction`;
  return { director, author, first, second, third, colleague, outsider, schoolId, classroomId, quizId, pupils: created.map((p) => p.id), base };
}

const setUp = (w: World, extra: object = {}) =>
  ok<DoubleCorrectionView>(w.author, 'PUT', w.base, { evaluator1Id: w.first.userId, evaluator2Id: w.second.userId, evaluator3Id: w.third.userId, ...extra });

/** An evaluator's totals, pupil by pupil (index in w.pupils -> points), each on no earlier version. */
const mark = (w: World, who: SignedIn, points: Record<number, number>) =>
  call(who, 'POST', `${w.base}/marks`, { grades: Object.entries(points).map(([index, score]) => ({ pupilId: w.pupils[Number(index)], score, version: 0 })) });

const gradesOfClass = (w: World, who: SignedIn) =>
  ok<{ pupilId: string; score: number | null }[]>(who, 'GET', `/api/quizzes/${w.quizId}/grades?classroomId=${w.classroomId}`);

describe('setting up double correction', () => {
  test('the author names the evaluators; they, the author and the director see it, nobody else', async () => {
    const w = await world();
    const view = await setUp(w);
    assert.deepEqual(
      view.evaluators.map((e) => [e.slot, e.user?.id, e.submittedAt]),
      [
        [1, w.first.userId, null],
        [2, w.second.userId, null],
        [3, w.third.userId, null],
      ],
    );
    assert.equal(view.threshold, 1, 'one point by default');
    assert.equal(view.finalMark, 'meanTruncated');
    assert.equal(view.mySlot, null);
    assert.equal((await ok<DoubleCorrectionView>(w.first, 'GET', w.base)).mySlot, 1);
    assert.equal((await ok<DoubleCorrectionView>(w.second, 'GET', w.base)).mySlot, 2);
    assert.equal((await ok<DoubleCorrectionView>(w.third, 'GET', w.base)).mySlot, 3);
    assert.equal((await ok<DoubleCorrectionView>(w.director, 'GET', w.base)).mySlot, null);
    // Who follows the steps: the author and the owner, and only they (the steps route answers them alone).
    assert.deepEqual(
      await Promise.all([w.author, w.director, w.first, w.second, w.third].map(async (who) => (await ok<DoubleCorrectionView>(who, 'GET', w.base)).readsSteps)),
      [true, true, false, false, false],
    );
    refused(await call(w.colleague, 'GET', w.base), 404);
    refused(await call(w.outsider, 'GET', w.base), 404);
  });

  test("each evaluator finds it in their list of tests: the class's row says which evaluator they are", async () => {
    const w = await world();
    await setUp(w);
    const partOf = async (who: SignedIn) => {
      const list = await ok<QuizListItem[]>(who, 'GET', '/api/quizzes');
      return list.find((quiz) => quiz.id === w.quizId)?.assignments.map((a) => [a.classroomId, a.evaluator]);
    };
    assert.deepEqual(await Promise.all([w.first, w.second, w.third, w.author, w.director].map(partOf)), [
      [[w.classroomId, 1]],
      [[w.classroomId, 2]],
      [[w.classroomId, 3]],
      [[w.classroomId, null]],
      [[w.classroomId, null]],
    ]);
    assert.equal(await partOf(w.colleague), undefined, 'a member with no part in it does not see the test');
  });

  test('evaluators are different members of the school; only the author sets it up, on a class not graded yet', async () => {
    const w = await world();
    const headers = { 'accept-language': 'ro' };
    const notMember = refused(await call(w.author, 'PUT', w.base, { evaluator1Id: w.first.userId, evaluator2Id: w.outsider.userId }, headers), 400);
    // On the slot that names the outsider (an outside tester found it always on the first).
    assert.deepEqual(notMember.fields, { evaluator2Id: 'Evaluatorii trebuie să fie membri ai școlii clasei' });
    const third = refused(
      await call(w.author, 'PUT', w.base, { evaluator1Id: w.first.userId, evaluator2Id: w.second.userId, evaluator3Id: w.outsider.userId }, headers),
      400,
    );
    assert.deepEqual(third.fields, { evaluator3Id: 'Evaluatorii trebuie să fie membri ai școlii clasei' });
    const twice = refused(await call(w.author, 'PUT', w.base, { evaluator1Id: w.first.userId, evaluator2Id: w.first.userId.toUpperCase() }), 400);
    assert.equal(twice.fields?.evaluator2Id, 'Choose different people as evaluators 1, 2 and 3');
    refused(
      await call(w.director, 'PUT', w.base, { evaluator1Id: w.first.userId, evaluator2Id: w.second.userId }),
      403,
      "Only the test's author sets up double correction",
    );
    refused(await call(w.author, 'PUT', w.base, { evaluator1Id: w.first.userId, evaluator2Id: w.second.userId, threshold: 9.5 }), 400);

    await ok(w.author, 'POST', `/api/quizzes/${w.quizId}/grades`, { grades: [{ pupilId: w.pupils[0], score: 50, version: 0 }] });
    refused(
      await call(w.author, 'PUT', w.base, { evaluator1Id: w.first.userId, evaluator2Id: w.second.userId }),
      409,
      'Double correction cannot be set up for this class: it already has marks for this test. It is set up before the first paper is marked.',
    );
  });
});

describe('blind correction', () => {
  test("before both submit, nothing of one evaluator's marks reaches the other, the third, or any report", async () => {
    const w = await world();
    await setUp(w);
    assert.equal((await mark(w, w.first, { 0: 62, 1: 80 })).statusCode, 200);
    const mine = await ok<{ grades: CorrectionView[] }>(w.first, 'GET', `${w.base}/marks`);
    assert.deepEqual(mine.grades.map((g) => g.score).sort(), [62, 80]);

    // The other evaluator sees their own (none), never the first's.
    assert.deepEqual((await ok<{ grades: CorrectionView[] }>(w.second, 'GET', `${w.base}/marks`)).grades, []);
    for (const who of [w.first, w.second, w.third, w.author, w.director]) {
      refused(await call(who, 'GET', `${w.base}/reconciliation`), 403, 'The corrections stay blind until both evaluators have submitted');
    }
    refused(await call(w.third, 'GET', `${w.base}/marks`), 403);
    refused(await call(w.first, 'GET', `${w.base}/steps`), 403);
    refused(await call(w.colleague, 'GET', `${w.base}/marks`), 404);

    // No grade anywhere a result is read: the grid's rows, the grading sheet, the report, the export.
    for (const who of [w.author, w.director, w.second]) {
      const grades = await call(who, 'GET', `/api/quizzes/${w.quizId}/grades?classroomId=${w.classroomId}`);
      if (grades.statusCode === 200) assert.deepEqual(json<unknown[]>(grades), [], 'grades');
      else assert.equal(grades.statusCode, 404);
    }
    const sheet = await ok<{ grades: unknown[]; doubleCorrected: boolean }>(
      w.author,
      'GET',
      `/api/quizzes/${w.quizId}/grading-sheet?classroomId=${w.classroomId}`,
    );
    assert.deepEqual(sheet.grades, []);
    assert.equal(sheet.doubleCorrected, true, "the class's own grid is told, and only reads");
    const report = await call(w.director, 'GET', `/api/quizzes/${w.quizId}/report`);
    assert.equal(report.statusCode, 200, report.body);
    assert.ok(!report.body.includes('"score":62') && !report.body.includes('"score":80'), report.body);
    const csv = await call(w.author, 'GET', `/api/quizzes/${w.quizId}/grades/export?format=csv`);
    if (csv.statusCode === 200) assert.ok(!/\b62\b|\b80\b/.test(csv.body.split('\n').slice(1).join('\n')), csv.body);

    const analysis = await ok<{ questions: { totalPupils: number }[] }>(w.director, 'GET', `/api/quizzes/${w.quizId}/analysis?classroomId=${w.classroomId}`);
    assert.ok(
      analysis.questions.every((question) => question.totalPupils === 0),
      'the analysis counts no paper',
    );
    const comparison = await ok<{ all: { graded: number } }>(w.director, 'GET', `/api/quizzes/${w.quizId}/comparison`);
    assert.equal(comparison.all.graded, 0, 'the comparison counts no paper');
    const gradebook = await call(w.author, 'GET', `/api/classrooms/${w.classroomId}/gradebook?format=csv`, undefined, { 'accept-language': 'en' });
    assert.equal(gradebook.statusCode, 200, gradebook.body);
    assert.doesNotMatch(gradebook.body.split(/\r?\n/).slice(1).join('\n'), /\d/, "the class's gradebook has no mark");

    // And the grade grid cannot write marks into the class behind the evaluators' backs.
    const bypass = refused(await call(w.author, 'POST', `/api/quizzes/${w.quizId}/grades`, { grades: [{ pupilId: w.pupils[0], score: 10, version: 0 }] }), 400);
    assert.equal(bypass.fields?.['grades.0.pupilId'], "This class's marks for this test are entered by its evaluators (double correction)");
  });

  test('a submission closes the evaluator’s marks; it can be withdrawn until the other is in', async () => {
    const w = await world();
    await setUp(w);
    await mark(w, w.first, { 0: 62 });
    const submitted = await ok<DoubleCorrectionView>(w.first, 'POST', `${w.base}/submission`);
    assert.ok(submitted.evaluators[0]!.submittedAt);
    assert.equal(submitted.reconciledAt, null);
    refused(await mark(w, w.first, { 1: 50 }), 409, 'You have submitted your correction: withdraw it to change a mark');
    refused(await call(w.first, 'POST', `${w.base}/submission`), 409, 'You have already submitted your correction');
    await ok(w.first, 'DELETE', `${w.base}/submission`);
    assert.equal((await mark(w, w.first, { 1: 50 })).statusCode, 200, 'withdrawn: marks can change again');
    refused(
      await call(w.third, 'POST', `${w.base}/submission`),
      403,
      'The third evaluator submits nothing: their marks settle the papers the first two disagree on',
    );
    await ok(w.first, 'POST', `${w.base}/submission`);
    await mark(w, w.second, { 0: 62, 1: 50 });
    const both = await ok<DoubleCorrectionView>(w.second, 'POST', `${w.base}/submission`);
    assert.ok(both.reconciledAt, 'the second submission reconciles');
    refused(await call(w.first, 'DELETE', `${w.base}/submission`), 409, 'Both corrections are in: yours can no longer be withdrawn');
    // Not "withdraw it to change a mark", which sent an outside tester to the refusal above.
    refused(await mark(w, w.first, { 1: 40 }), 409, 'Both corrections are in: your marks can no longer change');
  });
});

describe('an evaluator who leaves the school', () => {
  // Evaluator 1 submitted, then both left: the evaluators could not be changed (409), nor kept (400, not members),
  // nor the procedure turned off (409), and nobody could ever give that class its marks.
  test('a departed evaluator who has not submitted may be replaced; one who submitted stays, and the correction goes on', async () => {
    const w = await world();
    await setUp(w);
    await mark(w, w.first, { 0: 62, 1: 50 });
    await ok(w.first, 'POST', `${w.base}/submission`);
    for (const gone of [w.first, w.second]) await ok(w.director, 'DELETE', staffPaths.member(w.schoolId, gone.userId), undefined, 204);
    // The page says who left (an outside tester read "Evaluator 2: … · correcting" for a colleague long gone).
    const seen = await ok<DoubleCorrectionView>(w.author, 'GET', w.base);
    assert.deepEqual(
      seen.evaluators.map((evaluator) => evaluator.user?.left ?? false),
      [true, true, false],
    );

    // The slot that submitted keeps its evaluator (and marks): replacing it stays refused.
    refused(await call(w.author, 'PUT', w.base, { evaluator1Id: w.colleague.userId, evaluator2Id: w.second.userId, evaluator3Id: w.third.userId }), 409);
    // The one that did not submit, held by someone who left, is given to a member.
    const replaced = await ok<DoubleCorrectionView>(w.author, 'PUT', w.base, {
      evaluator1Id: w.first.userId,
      evaluator2Id: w.colleague.userId,
      evaluator3Id: w.third.userId,
    });
    assert.equal(replaced.evaluators[1]!.user?.id, w.colleague.userId);
    assert.equal((await mark(w, w.colleague, { 0: 62, 1: 50 })).statusCode, 200);
    const both = await ok<DoubleCorrectionView>(w.colleague, 'POST', `${w.base}/submission`);
    assert.ok(both.reconciledAt, 'the class is reconciled');
  });

  test('an evaluator still in the school is not replaced once a correction is in', async () => {
    const w = await world();
    await setUp(w);
    await mark(w, w.first, { 0: 62 });
    await ok(w.first, 'POST', `${w.base}/submission`);
    refused(await call(w.author, 'PUT', w.base, { evaluator1Id: w.first.userId, evaluator2Id: w.colleague.userId, evaluator3Id: w.third.userId }), 409);
  });
});

describe('an evaluator named in a slot that holds marks', () => {
  // A correction is one person's judgement: marks were kept by slot, so swapping evaluator 1 and 2 before
  // either submitted showed each the other's marks as their own, and a replacement signed marks they never gave.
  const marksOf = async (w: World, who: SignedIn) =>
    (await ok<{ grades: { pupilId: string; score: number | null }[] }>(who, 'GET', `${w.base}/marks`)).grades.map((row) => row.score);

  test('swapping the evaluators never shows either one the other’s marks: the change asks first, then clears them', async () => {
    const w = await world();
    await setUp(w);
    assert.equal((await mark(w, w.first, { 0: 62 })).statusCode, 200);
    assert.equal((await mark(w, w.second, { 0: 40, 1: 50 })).statusCode, 200);
    const swap = { evaluator1Id: w.second.userId, evaluator2Id: w.first.userId, evaluator3Id: w.third.userId };
    const asked = refused(await call(w.author, 'PUT', w.base, swap), 409);
    assert.equal(asked.code, 'conflict');
    assert.match(asked.message, /3/, 'says how many marks would go');
    assert.deepEqual(await marksOf(w, w.first), [62], 'nothing changed without consent');

    await ok(w.author, 'PUT', w.base, { ...swap, clearReplacedMarks: true });
    assert.deepEqual(await marksOf(w, w.first), [], 'evaluator 2 now, with none of the other’s marks');
    assert.deepEqual(await marksOf(w, w.second), []);
    const { steps } = await ok<{ steps: { action: string; detail: Record<string, unknown> }[] }>(w.author, 'GET', `${w.base}/steps`);
    assert.deepEqual(
      steps.filter((step) => step.action === 'marksCleared').map((step) => [step.detail.evaluator, step.detail.count]),
      [
        [1, 1],
        [2, 2],
      ],
    );
  });

  test('an evaluator kept in their slot keeps their marks; a slot with no marks changes without asking', async () => {
    const w = await world();
    await setUp(w);
    await mark(w, w.first, { 0: 62 });
    await ok(w.author, 'PUT', w.base, { evaluator1Id: w.first.userId, evaluator2Id: w.colleague.userId, evaluator3Id: w.third.userId });
    assert.deepEqual(await marksOf(w, w.first), [62]);
  });
});

describe('reconciliation and the third evaluator', () => {
  test("rows and papers come in the class register's order of the reader's language, not the database's", async () => {
    const w = await world();
    // Byte order (the database's) put Popa before Pîrvu and Șerban after Voicu.
    const added = await ok<{ id: string; name: string }[]>(
      w.director,
      'POST',
      `/api/classrooms/${w.classroomId}/pupils`,
      { pupils: ['Voicu Ana', 'Șerban Andrei', 'Popa Ilinca', 'Pîrvu Ștefan'].map((name) => ({ name })) },
      201,
    );
    const names = new Map([
      ...w.pupils.map((id, index) => [id, ['Ana Pop', 'Bogdan Ene', 'Carmen Dinu', 'Dan Radu'][index]!] as const),
      ...added.map((p) => [p.id, p.name] as const),
    ]);
    await setUp(w);
    // Evaluator 1 only: every paper goes to the third evaluator.
    const everyone = [...names.keys()];
    await call(w.first, 'POST', `${w.base}/marks`, { grades: everyone.map((pupilId) => ({ pupilId, score: 50, version: 0 })) });
    await ok(w.first, 'POST', `${w.base}/submission`);
    await ok(w.second, 'POST', `${w.base}/submission`);
    const read = await call(w.author, 'GET', `${w.base}/reconciliation`, undefined, { 'accept-language': 'ro-RO,ro;q=0.9' });
    const reconciliation = json<ReconciliationView>(read);
    const register = ['Ana Pop', 'Bogdan Ene', 'Carmen Dinu', 'Dan Radu', 'Pîrvu Ștefan', 'Popa Ilinca', 'Șerban Andrei', 'Voicu Ana'];
    assert.deepEqual(
      reconciliation.rows.map((row) => names.get(row.pupilId)),
      register,
    );
    assert.deepEqual(
      reconciliation.papers.map((paper) => names.get(paper.pupilId)),
      register,
    );
  });

  test('papers 1.00 apart are settled by the mean, 1.01 apart go to the third, whose marks become the grade', async () => {
    const w = await world();
    await setUp(w);
    // Ana 7.20 / 8.20 (1.00), Bogdan 7.20 / 8.21 (1.01), Carmen 9.00 / 9.00, Dan only evaluator 1.
    await mark(w, w.first, { 0: 62, 1: 62, 2: 80, 3: 50 });
    await mark(w, w.second, { 0: 72, 1: 72.1, 2: 80 });
    await ok(w.first, 'POST', `${w.base}/submission`);
    await ok(w.second, 'POST', `${w.base}/submission`);

    const reconciliation = await ok<ReconciliationView>(w.author, 'GET', `${w.base}/reconciliation`);
    const byPupil = new Map(reconciliation.rows.map((row) => [row.pupilId, row]));
    assert.deepEqual(byPupil.get(w.pupils[0]!), { pupilId: w.pupils[0], first: 7.2, second: 8.2, third: null, difference: 1, outcome: 'settled', final: 7.7 });
    assert.deepEqual(byPupil.get(w.pupils[1]!), {
      pupilId: w.pupils[1],
      first: 7.2,
      second: 8.21,
      third: null,
      difference: 1.01,
      outcome: 'third',
      final: null,
    });
    assert.equal(byPupil.get(w.pupils[2]!)!.final, 9);
    assert.deepEqual(byPupil.get(w.pupils[3]!), { pupilId: w.pupils[3], first: 6, second: null, third: null, difference: null, outcome: 'third', final: null });
    assert.deepEqual(
      reconciliation.papers.map((paper) => paper.pupilId).sort(),
      [w.pupils[1], w.pupils[3]].sort(),
      'the third sees both corrections of the papers sent to them',
    );
    for (const who of [w.first, w.second, w.third, w.director]) assert.equal((await call(who, 'GET', `${w.base}/reconciliation`)).statusCode, 200);
    assert.equal(reconciliation.toThird, 2);
    // The class's report carries the agreement; the whole test's report (no class) does not.
    const classReport = await ok<{ agreement?: { questions: { number: number }[]; toThird: number } }>(
      w.director,
      'GET',
      `/api/quizzes/${w.quizId}/report?classroomId=${w.classroomId}`,
    );
    assert.equal(classReport.agreement?.toThird, 2);
    assert.deepEqual(
      classReport.agreement?.questions.map((question) => question.number),
      sampleQuiz()
        .sections.flatMap((section) => section.questions)
        .map((_, index) => index + 1),
    );
    assert.equal((await ok<{ agreement?: unknown }>(w.director, 'GET', `/api/quizzes/${w.quizId}/report`)).agreement, undefined);
    // Totals only, no question marks: every question of the test, none with papers to compare.
    assert.deepEqual(
      reconciliation.agreement.map((question) => [question.questionId, question.papers]),
      sampleQuiz().sections.flatMap((section) => section.questions.map((question) => [question.id, 0])),
    );

    // The settled papers are grades now, with their final marks; the others wait for the third.
    const settled = await t.database.db.selectFrom('grade').select(['pupil_id', 'score', 'final_mark']).where('quiz_id', '=', w.quizId).execute();
    assert.deepEqual(
      settled.map((row) => [row.pupil_id, row.score, row.final_mark]).sort(),
      [
        [w.pupils[0], 6700, 770],
        [w.pupils[2], 8000, 900],
      ].sort(),
    );

    // The export can carry each evaluator's mark beside the final one, for the author and the director.
    const withEvaluators = await call(
      w.author,
      'GET',
      `/api/quizzes/${w.quizId}/grades/export?format=csv&classroomId=${w.classroomId}&evaluators=1`,
      undefined,
      {
        'accept-language': 'en',
      },
    );
    assert.equal(withEvaluators.statusCode, 200, withEvaluators.body);
    const [header, ...lines] = withEvaluators.body.split(/\r?\n/);
    assert.match(header!, /Mark,Evaluator 1,Evaluator 2,Third evaluator,Band/);
    assert.match(lines.find((line) => line.startsWith('Ana Pop'))!, /,7\.7,7\.2,8\.2,,/);
    const plain = await call(w.author, 'GET', `/api/quizzes/${w.quizId}/grades/export?format=csv&classroomId=${w.classroomId}`, undefined, {
      'accept-language': 'en',
    });
    assert.doesNotMatch(plain.body, /Evaluator 1/);

    refused(await mark(w, w.third, { 0: 90 }), 400);
    assert.equal((await mark(w, w.third, { 1: 70 })).statusCode, 200);
    const grades = await gradesOfClass(w, w.author);
    assert.deepEqual(grades.find((grade) => grade.pupilId === w.pupils[1])?.score, 70);
    const after = await ok<ReconciliationView>(w.director, 'GET', `${w.base}/reconciliation`);
    assert.deepEqual(
      after.rows.find((row) => row.pupilId === w.pupils[1]),
      { pupilId: w.pupils[1], first: 7.2, second: 8.21, third: 8, difference: 1.01, outcome: 'third', final: 8 },
    );

    const { steps } = await ok<{ steps: { action: string; pupilId: string | null; actor: { id: string } | null }[] }>(w.director, 'GET', `${w.base}/steps`);
    assert.deepEqual(
      steps.map((step) => step.action),
      ['started', 'submitted', 'submitted', 'settled', 'sentToThird', 'settled', 'sentToThird', 'reconciled', 'thirdMarked'],
      'in order; the papers in roster order',
    );
    assert.deepEqual(
      steps.filter((step) => step.pupilId).map((step) => step.pupilId),
      [w.pupils[0], w.pupils[1], w.pupils[2], w.pupils[3], w.pupils[1]],
    );
    assert.equal(steps.at(-1)!.actor?.id, w.third.userId);
    refused(await call(w.author, 'DELETE', w.base), 409, 'The evaluators have entered marks: double correction can no longer be turned off');

    // A class the test is taken from keeps its marks out of the report meanwhile (results.repo), and its agreement with them.
    const agreementOf = async () =>
      (await ok<{ agreement?: unknown }>(w.author, 'GET', `/api/quizzes/${w.quizId}/report?classroomId=${w.classroomId}`)).agreement;
    assert.equal((await call(w.author, 'DELETE', `/api/classrooms/${w.classroomId}/quizzes/${w.quizId}`)).statusCode, 204);
    assert.equal(await agreementOf(), undefined);
    assert.equal((await call(w.author, 'POST', `/api/classrooms/${w.classroomId}/quizzes/${w.quizId}`, {})).statusCode, 201);
    assert.notEqual(await agreementOf(), undefined, 'given again, the class has its marks and its agreement back');
  });

  test('two evaluators submitting at the same moment reconcile the class once', async () => {
    const w = await world();
    await setUp(w);
    await mark(w, w.first, { 0: 62 });
    await mark(w, w.second, { 0: 62 });
    const [a, b] = await Promise.all([call(w.first, 'POST', `${w.base}/submission`), call(w.second, 'POST', `${w.base}/submission`)]);
    assert.deepEqual([a.statusCode, b.statusCode], [200, 200]);
    const { steps } = await ok<{ steps: { action: string }[] }>(w.author, 'GET', `${w.base}/steps`);
    assert.equal(steps.filter((step) => step.action === 'reconciled').length, 1);
    assert.equal(steps.filter((step) => step.action === 'settled').length, 1);
  });

  test("the results read a paper's final mark, not the mark of its mean points", async () => {
    const w = await world();
    await setUp(w);
    // 60 and 60.5 points are 7.00 and 7.05: the final mark is their mean truncated, 7.02; the mark of 60.25 points would be 7.03.
    await mark(w, w.first, { 0: 60, 1: 80 });
    await mark(w, w.second, { 0: 60.5, 1: 80 });
    await ok(w.first, 'POST', `${w.base}/submission`);
    await ok(w.second, 'POST', `${w.base}/submission`);

    const performance = await ok<{ results: { mark: number }[] }>(w.author, 'GET', `/api/classrooms/${w.classroomId}/pupils/${w.pupils[0]}/performance`);
    assert.deepEqual(
      performance.results.map((result) => result.mark),
      [7.02],
    );
    const csv = await call(w.author, 'GET', `/api/quizzes/${w.quizId}/grades/export?format=csv`, undefined, { 'accept-language': 'en' });
    assert.equal(csv.statusCode, 200, csv.body);
    const ana = csv.body.split(/\r?\n/).find((line) => line.startsWith('Ana Pop'));
    assert.ok(ana?.includes('7.02'), ana);
    assert.ok(!ana?.includes('7.03'), ana);
    // The class's grid and its printed report read the grades: each carries its paper's final mark.
    type Settled = { pupilId: string; finalMark: number | null };
    const finalMarks = (grades: Settled[]) => grades.filter((grade) => grade.pupilId === w.pupils[0]).map((grade) => grade.finalMark);
    const sheet = await ok<{ grades: Settled[] }>(w.author, 'GET', `/api/quizzes/${w.quizId}/grading-sheet?classroomId=${w.classroomId}`);
    assert.deepEqual(finalMarks(sheet.grades), [7.02], 'the grading sheet');
    assert.deepEqual(finalMarks(await ok<Settled[]>(w.author, 'GET', `/api/quizzes/${w.quizId}/grades?classroomId=${w.classroomId}`)), [7.02], 'the grades');

    // The class's average is the mean of the papers' marks it shows, not the mark of the mean points.
    const marks = await Promise.all(
      w.pupils.slice(0, 2).map(async (pupil) => {
        const { results } = await ok<{ results: { mark: number }[] }>(w.author, 'GET', `/api/classrooms/${w.classroomId}/pupils/${pupil}/performance`);
        return results[0]!.mark;
      }),
    );
    const expected = Math.round(((marks[0]! + marks[1]!) / 2) * 100) / 100;
    const report = await ok<{ averageMark: number }>(w.author, 'GET', `/api/quizzes/${w.quizId}/report?classroomId=${w.classroomId}`);
    assert.equal(report.averageMark, expected, 'the report');
    const summary = await ok<{ quizzes: { quizId: string; averageMark: number }[] }>(w.author, 'GET', `/api/classrooms/${w.classroomId}/performance-summary`);
    assert.equal(summary.quizzes.find((quiz) => quiz.quizId === w.quizId)?.averageMark, expected, "the class's performance (and its gradebook)");
    const assigned = await ok<{ quizId: string; averageMark: number | null }[]>(w.author, 'GET', `/api/classrooms/${w.classroomId}/quizzes`);
    assert.equal(assigned.find((quiz) => quiz.quizId === w.quizId)?.averageMark, expected, "the class's list of tests");

    // The account's export keeps the final mark of the paper too.
    const archive = await call(w.author, 'GET', '/api/account/export');
    const grades = JSON.parse(zipEntry(archive.rawPayload, 'grades.json')) as { quizId: string; pupilId: string; finalMark: number | null }[];
    assert.equal(grades.find((grade) => grade.quizId === w.quizId && grade.pupilId === w.pupils[0])?.finalMark, 7.02);
  });

  test("once an evaluator has a mark, the test's points are fixed; its texts may still change", async () => {
    const w = await world();
    await setUp(w);
    // The evaluators read the test they correct (read-only).
    const seen = await ok<{ access: string; version: number }>(w.first, 'GET', `/api/quizzes/${w.quizId}`);
    assert.equal(seen.access, 'read');
    refused(await call(w.colleague, 'GET', `/api/quizzes/${w.quizId}`), 404);

    await mark(w, w.first, { 0: 60 });
    const quiz = sampleQuiz('Teză la matematică');
    const morePoints = { ...quiz, basePoints: 20, version: seen.version };
    const refusedSave = refused(await call(w.author, 'PUT', `/api/quizzes/${w.quizId}`, morePoints, { 'accept-language': 'ro' }), 400);
    assert.equal(refusedSave.fields?.sections, 'Evaluatorii corectează acest test: punctajele întrebărilor și punctele din oficiu nu se mai pot schimba');
    const retitled = await call(w.author, 'PUT', `/api/quizzes/${w.quizId}`, { ...quiz, title: 'Teză la matematică semestrul I', version: seen.version });
    assert.equal(retitled.statusCode, 200, retitled.body);
  });

  test('unassigning the class keeps its corrections and their record; assigning it again brings them back', async () => {
    const w = await world();
    await setUp(w);
    await mark(w, w.first, { 0: 60 });
    await ok(w.author, 'DELETE', `/api/classrooms/${w.classroomId}/quizzes/${w.quizId}`, undefined, 204);
    refused(await call(w.first, 'GET', `${w.base}/marks`), 404);
    await ok(w.author, 'POST', `/api/classrooms/${w.classroomId}/quizzes/${w.quizId}`, {}, 201);
    const { grades } = await ok<{ grades: CorrectionView[] }>(w.first, 'GET', `${w.base}/marks`);
    assert.deepEqual(
      grades.map((g) => g.score),
      [60],
    );
    const { steps } = await ok<{ steps: { action: string }[] }>(w.author, 'GET', `${w.base}/steps`);
    assert.deepEqual(
      steps.map((step) => step.action),
      ['started'],
    );
  });

  test('the author deletes a test with a reconciled double correction once they confirm its record goes too (409 naming the class, then its fingerprint)', async () => {
    const w = await world();
    await setUp(w);
    await mark(w, w.first, { 0: 60 });
    await mark(w, w.second, { 0: 62 });
    await ok(w.first, 'POST', `${w.base}/submission`, {});
    await ok(w.second, 'POST', `${w.base}/submission`, {});
    const asked = refused(await call(w.author, 'DELETE', `/api/quizzes/${w.quizId}`), 409) as ErrorBody['error'] & { classes: string[]; fingerprint: string };
    assert.equal(asked.code, 'double_correction_deleted');
    assert.match(asked.message, /\(a VIII-a A\)/);
    assert.deepEqual(asked.classes, ['a VIII-a A']);
    refused(await call(w.author, 'DELETE', `/api/quizzes/${w.quizId}?acceptDoubleCorrections=${w.classroomId}x`), 409);
    const { grades } = await ok<{ grades: CorrectionView[] }>(w.first, 'GET', `${w.base}/marks`);
    assert.deepEqual(
      grades.map((g) => g.score),
      [60],
      'nothing goes before the author agrees to exactly these classes',
    );
    // Only the author: an evaluator cannot delete the test, whatever they send.
    refused(await call(w.first, 'DELETE', `/api/quizzes/${w.quizId}?acceptDoubleCorrections=${asked.fingerprint}`), 403);
    await ok(w.author, 'DELETE', `/api/quizzes/${w.quizId}?acceptDoubleCorrections=${encodeURIComponent(asked.fingerprint)}`, undefined, 204);
    refused(await call(w.author, 'GET', `/api/quizzes/${w.quizId}`), 404);
    refused(await call(w.first, 'GET', `${w.base}/marks`), 404);
    const left = await t.database.db.selectFrom('correction').select('pupil_id').where('quiz_id', '=', w.quizId).execute();
    assert.deepEqual(left, [], "the evaluators' corrections went with it");
  });

  test("a colleague's own marks still hold the test: the double correction is asked about only once nothing else holds it", async () => {
    const w = await world();
    await setUp(w);
    await mark(w, w.first, { 0: 60 });
    const { id: otherClass } = await ok<{ id: string }>(w.colleague, 'POST', `/api/schools/${w.schoolId}/classrooms`, { name: 'a VIII-a B' }, 201);
    const [pupil] = await ok<{ id: string }[]>(w.colleague, 'POST', `/api/classrooms/${otherClass}/pupils`, { pupils: [{ name: 'Ene Ion' }] }, 201);
    await ok(w.author, 'PUT', staffPaths.share(w.quizId, w.colleague.userId), { permission: 'grade' });
    await ok(w.colleague, 'POST', `/api/classrooms/${otherClass}/quizzes/${w.quizId}`, {}, 201);
    await ok(w.colleague, 'POST', `/api/quizzes/${w.quizId}/grades`, { grades: [{ pupilId: pupil!.id, score: 50, version: 0 }] });
    const held = refused(await call(w.author, 'DELETE', `/api/quizzes/${w.quizId}?acceptDoubleCorrections=${w.classroomId}`), 409);
    assert.equal(held.code, 'conflict');
    assert.match(held.message, /^Colleagues have marks on this test \(a VIII-a B\)/);
  });
});

describe("the test's hand-entered answer counts", () => {
  test("read by those who may grade the test, not by its evaluators or the school's owner (they are the test's, typed for any class)", async () => {
    const w = await world();
    await setUp(w);
    await ok(w.author, 'POST', `/api/quizzes/${w.quizId}/analysis`, { questions: [{ questionId: 'q2', correctCount: 17, totalCount: 25 }] });
    const sourceOf = async (who: SignedIn) =>
      (await ok<{ questions: { questionId: string; source: string }[] }>(who, 'GET', `/api/quizzes/${w.quizId}/analysis`)).questions.find(
        (question) => question.questionId === 'q2',
      )?.source;
    assert.equal(await sourceOf(w.author), 'manual');
    assert.equal(await sourceOf(w.first), 'unmarked', 'an evaluator (no paper graded as a total: not marked yet)');
    assert.equal(await sourceOf(w.director), 'unmarked', "the school's owner");
    const report = await ok<{ mostDifficult: unknown }>(w.first, 'GET', `/api/quizzes/${w.quizId}/report?classroomId=${w.classroomId}`);
    assert.equal(report.mostDifficult, null, "an evaluator's report picks nothing from the author's counts");
  });
});

describe('turning double correction off', () => {
  test('allowed while no evaluator has marked; one paper marked by either evaluator is enough to refuse it', async () => {
    for (const evaluator of ['first', 'second'] as const) {
      const w = await world();
      await setUp(w);
      await ok(w.author, 'DELETE', w.base, undefined, 204);
      await setUp(w);
      assert.equal((await mark(w, w[evaluator], { 2: 50 })).statusCode, 200);
      refused(await call(w.author, 'DELETE', w.base), 409, 'The evaluators have entered marks: double correction can no longer be turned off');
    }
  });
});
