// The grid's autosave (a batch of one row) runs without a transaction: one
// statement reads the quiz with the pupil's status, the marks are checked
// against that version of the quiz, and one statement writes them only while
// the quiz is still at it (issue 15: fewer statements per request). A quiz
// saved in between is staged here as a race would give it: right after the
// read, the quiz changes in the database. The autosave must then check the
// marks against the quiz as saved (as the share lock of a transaction
// guaranteed), never store a total of the old quiz.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type CompiledQuery, sql } from 'kysely';
import type { CreatedInvitation } from '../../src/domain/api/staff';
import { staffPaths } from '../../src/domain/api/staff';
import { buildApp } from '../../src/server/app';
import type { DatabaseHandle, Db } from '../../src/server/db/index';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { capturedLogs, json, testConfig, testPasswords } from './helpers/app';
import { type SeededClass, seedClassWithQuiz } from './helpers/class-seed';
import { testDatabase } from './helpers/database';

type Grade = { pupilId: string; score: number | null; questionScores: Record<string, number>; comments: string; version: number };

let database: DatabaseHandle;
let app: FastifyInstance;
let teacher: SignedIn;
let seeded: SeededClass;

/** Run once, right after the next autosave's read (its quiz and pupil statement, outside any transaction) has answered. */
let afterRead: (() => Promise<void>) | undefined;
let reads = 0;

/** The app's database, with the autosave's read intercepted: what afterRead does lands between the read and the write. */
function staged(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'executeQuery') {
        return async (query: CompiledQuery, ...rest: unknown[]) => {
          const result = await target.executeQuery(query, ...(rest as []));
          // gradingTarget's statement: the quiz with its batch's pupils as a JSON array, not share-locked.
          const isAutosaveRead = query.sql.startsWith('select') && query.sql.includes('json_agg(agg)') && !query.sql.includes(' for share');
          if (isAutosaveRead && afterRead) {
            reads++;
            const step = afterRead;
            afterRead = undefined;
            await step();
          }
          return result;
        };
      }
      // Bound to the real instance: Kysely keeps its state in private fields.
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

before(async () => {
  database = await testDatabase();
  app = await buildApp(testConfig(), { passwords: testPasswords, database: { ...database, db: staged(database.db) }, logStream: capturedLogs().logStream });
  await app.ready();
  teacher = await newTeacher(app);
  seeded = await seedClassWithQuiz((url, payload) => app.inject({ method: 'POST', url, headers: teacher.headers, payload }), 'Test salvat între timp');
});
after(async () => {
  await app.close();
  await database.close();
});
afterEach(() => {
  afterRead = undefined;
  reads = 0;
});

const save = (rows: object[]) =>
  app.inject({ method: 'POST', url: `/api/quizzes/${seeded.quizId}/grades`, headers: teacher.headers, payload: { grades: rows } });
const gradesNow = async () => json<Grade[]>(await app.inject({ method: 'GET', url: `/api/quizzes/${seeded.quizId}/grades`, headers: teacher.headers }));

/** A quiz save as another tab makes it, straight in the database: q1 worth `points`, the version moved on. */
async function quizSavedWithQ1Worth(points: number) {
  await database.db
    .updateTable('quiz')
    .set({
      document: sql`jsonb_set(document, '{sections,0,questions,0,points}', to_jsonb(${points}::int))`,
      version: sql`version + 1`,
    })
    .where('id', '=', seeded.quizId)
    .execute();
}

describe('an autosave whose quiz is saved between its read and its write', () => {
  test('checks the marks against the quiz as saved: a mark above the new maximum is refused and nothing is written', async () => {
    const pupilId = seeded.pupils[0]!.id;
    afterRead = () => quizSavedWithQ1Worth(5);
    const response = await save([{ pupilId, questionScores: { q1: 8 }, version: 0 }]);
    assert.equal(reads, 1, 'the read was staged');
    assert.equal(response.statusCode, 400, response.body);
    assert.ok(json<{ error: { fields: Record<string, string> } }>(response).error.fields['grades.0.questionScores.q1']);
    assert.deepEqual(
      (await gradesNow()).filter((grade) => grade.pupilId === pupilId),
      [],
    );
  });

  test('saves a mark the saved quiz takes, once, with its comment', async () => {
    const pupilId = seeded.pupils[1]!.id;
    afterRead = () => quizSavedWithQ1Worth(10);
    const response = await save([{ pupilId, questionScores: { q1: 4 }, comments: 'Recuperat', version: 0 }]);
    assert.equal(reads, 1, 'the read was staged');
    assert.equal(response.statusCode, 200, response.body);
    const [saved] = json<{ grades: Grade[] }>(response).grades;
    assert.deepEqual([saved?.score, saved?.version, saved?.comments], [4, 1, 'Recuperat']);
    const stored = (await gradesNow()).find((grade) => grade.pupilId === pupilId);
    assert.deepEqual([stored?.score, stored?.version, stored?.comments], [4, 1, 'Recuperat']);
  });

  test('a stale version is still a conflict with the grade as stored', async () => {
    const pupilId = seeded.pupils[2]!.id;
    assert.equal((await save([{ pupilId, questionScores: { q1: 1 }, version: 0 }])).statusCode, 200);
    afterRead = () => quizSavedWithQ1Worth(10);
    const response = await save([{ pupilId, questionScores: { q1: 2 }, version: 0 }]);
    assert.equal(reads, 1, 'the read was staged');
    assert.equal(response.statusCode, 409, response.body);
    const { conflicts } = json<{ error: { conflicts: { pupilId: string; current: Grade }[] } }>(response).error;
    assert.deepEqual(
      conflicts.map((conflict) => [conflict.pupilId, conflict.current.score, conflict.current.version]),
      [[pupilId, 1, 1]],
    );
  });
});

// An outside tester set a class up for double correction while the grid saved a mark (44 of 60 tries): both
// answered 200, and the mark stood as a final result no request could change. Unassigning is the same race.
// Each is the real request, run between the autosave's read and its write.
describe('an autosave whose class is set up for double correction, or unassigned, between its read and its write', () => {
  let other: SeededClass;
  let evaluators: [SignedIn, SignedIn];
  before(async () => {
    other = await seedClassWithQuiz((url, payload) => app.inject({ method: 'POST', url, headers: teacher.headers, payload }), 'Test dublu corectat');
    const { school_id: schoolId } = await database.db.selectFrom('classroom').select('school_id').where('id', '=', other.classroomId).executeTakeFirstOrThrow();
    const member = async () => {
      const colleague = await newTeacher(app);
      const invited = await app.inject({ method: 'POST', url: staffPaths.invitations(schoolId), headers: teacher.headers, payload: {} });
      const { url } = json<CreatedInvitation>(invited);
      const joined = await app.inject({
        method: 'POST',
        url: staffPaths.accept(decodeURIComponent(url.split('/join/')[1]!)),
        headers: colleague.headers,
        payload: {},
      });
      assert.equal(joined.statusCode, 200, joined.body);
      return colleague;
    };
    evaluators = [await member(), await member()];
  });
  const saveIn = (rows: object[]) =>
    app.inject({ method: 'POST', url: `/api/quizzes/${other.quizId}/grades`, headers: teacher.headers, payload: { grades: rows } });
  const stored = (pupilId: string) =>
    database.db.selectFrom('grade').select('score').where('quiz_id', '=', other.quizId).where('pupil_id', '=', pupilId).execute();
  const refusedPupil = (response: { body: string }) => json<{ error: { fields: Record<string, string> } }>(response as never).error.fields['grades.0.pupilId'];

  /** A mark saved with `step` (a real request) run between the autosave's read and its write: refused for `reason`, nothing stored. */
  async function refusedAfter(pupilId: string, step: { run: () => Promise<number>; answers: number }, reason: string) {
    let status = 0;
    afterRead = async () => {
      status = await step.run();
    };
    const response = await saveIn([{ pupilId, questionScores: { q1: 4 }, version: 0 }]);
    assert.equal(reads, 1, 'the read was staged');
    assert.equal(status, step.answers, 'the request between them did its work');
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(refusedPupil(response), reason);
    assert.deepEqual(await stored(pupilId), []);
  }

  test('a class set up for double correction takes no mark from the grid: the setup holds, the mark is refused, nothing is written', async () => {
    const setUp = async () =>
      (
        await app.inject({
          method: 'PUT',
          url: `/api/quizzes/${other.quizId}/classrooms/${other.classroomId}/double-correction`,
          headers: teacher.headers,
          payload: { evaluator1Id: evaluators[0].userId, evaluator2Id: evaluators[1].userId, evaluator3Id: null },
        })
      ).statusCode;
    try {
      await refusedAfter(
        other.pupils[0]!.id,
        { run: setUp, answers: 200 },
        "This class's marks for this test are entered by its evaluators (double correction)",
      );
    } finally {
      await database.db.deleteFrom('double_correction').where('quiz_id', '=', other.quizId).execute();
    }
  });

  test('a class the test was taken from takes no mark: unassigned, the mark is refused, nothing is written', async () => {
    const unassign = async () =>
      (await app.inject({ method: 'DELETE', url: `/api/classrooms/${other.classroomId}/quizzes/${other.quizId}`, headers: teacher.headers })).statusCode;
    await refusedAfter(other.pupils[1]!.id, { run: unassign, answers: 204 }, "This test is not assigned to this pupil's class");
  });
});

test('without a race, the autosave of a row with a comment answers it as stored, and an id sent with spaces still names its pupil', async () => {
  const pupilId = seeded.pupils[0]!.id;
  const first = await save([{ pupilId: ` ${pupilId.toUpperCase()} `, questionScores: { q1: 3 }, comments: '  Bine  ', version: 0 }]);
  assert.equal(first.statusCode, 200, first.body);
  const [saved] = json<{ grades: Grade[] }>(first).grades;
  assert.deepEqual([saved?.pupilId, saved?.score, saved?.comments, saved?.version], [pupilId, 3, 'Bine', 1]);
  // The grid's next autosave: the whole row, the comment emptied.
  const next = await save([{ pupilId, questionScores: { q1: 3, q2: 2 }, comments: '', version: 1 }]);
  assert.equal(next.statusCode, 200, next.body);
  const [again] = json<{ grades: Grade[] }>(next).grades;
  assert.deepEqual([again?.score, again?.comments, again?.version], [5, '', 2]);
  const stored = (await gradesNow()).find((grade) => grade.pupilId === pupilId);
  assert.deepEqual([stored?.score, stored?.comments, stored?.version], [5, '', 2]);
});
