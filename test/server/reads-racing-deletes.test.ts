// Reads that run as two or more statements meet a delete between them: the
// route must answer what a read after the delete answers (a 404, or the rows
// left), never a 500. An outside tester read a pupil's performance twenty
// times beside the pupil's deletion and got 500s ("Cannot read properties of
// undefined"): the pupil was found by the first statement and gone from the
// class's results by the next. The delete is staged here between the two,
// as the race gave it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../src/server/app';
import type { DatabaseHandle, Db } from '../../src/server/db/index';
import { papersFrom } from '../../src/server/repos/reconciliation.repo';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { capturedLogs, testConfig, testPasswords } from './helpers/app';
import { type SeededClass, seedClassWithQuiz } from './helpers/class-seed';
import { testDatabase } from './helpers/database';

let database: DatabaseHandle;
let app: FastifyInstance;
let teacher: SignedIn;
let seeded: SeededClass;

/** Run once, right after the next statement whose SQL `trigger` accepts has answered. */
let staged: { trigger: (sql: string) => boolean; step: () => Promise<void> } | undefined;

/**
 * The app's database with a plugin that, after a statement `staged` names has answered, runs its step before the
 * route sees the answer: the step lands between that statement and the route's next one.
 */
function withStaging(db: Db): Db {
  const sqlOf = new Map<unknown, string>();
  const staging: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      sqlOf.set(queryId, db.getExecutor().compileQuery(node, queryId).sql);
      return node;
    },
    async transformResult({ queryId, result }) {
      const sql = sqlOf.get(queryId) ?? '';
      sqlOf.delete(queryId);
      if (staged?.trigger(sql)) {
        const { step } = staged;
        staged = undefined;
        await step();
      }
      return result;
    },
  };
  return db.withPlugin(staging);
}

before(async () => {
  database = await testDatabase();
  app = await buildApp(testConfig(), {
    passwords: testPasswords,
    database: { ...database, db: withStaging(database.db) },
    logStream: capturedLogs().logStream,
  });
  await app.ready();
  teacher = await newTeacher(app);
  seeded = await seedClassWithQuiz((url, payload) => app.inject({ method: 'POST', url, headers: teacher.headers, payload }), 'Test citit în timp ce se șterge');
  const pupilId = seeded.pupils[0]!.id;
  const saved = await app.inject({
    method: 'POST',
    url: `/api/quizzes/${seeded.quizId}/grades`,
    headers: teacher.headers,
    payload: { grades: [{ pupilId, questionScores: { q1: 4 } }] },
  });
  assert.equal(saved.statusCode, 200, saved.body);
});
after(async () => {
  await app.close();
  await database.close();
});

test("a pupil deleted between the pupil's read and the class's results: their performance is a 404, not a 500", async () => {
  const pupilId = seeded.pupils[0]!.id;
  let deleted = 0;
  staged = {
    // findPupil: the pupil by id, among the caller's classes.
    trigger: (sql) => sql.startsWith('select "pupil"."id", "pupil"."classroom_id" as "classroomId"'),
    step: async () => {
      deleted = (await app.inject({ method: 'DELETE', url: `/api/pupils/${pupilId}`, headers: teacher.headers })).statusCode;
    },
  };
  const response = await app.inject({ method: 'GET', url: `/api/classrooms/${seeded.classroomId}/pupils/${pupilId}/performance`, headers: teacher.headers });
  assert.equal(deleted, 204, 'the pupil was deleted between the reads');
  assert.equal(response.statusCode, 404, response.body);
});

test('a correction of a pupil no longer on the roster (deleted between the two reads) makes no paper and no error', () => {
  const marks = (pupil_id: string, evaluator: 1 | 2) => ({ pupil_id, evaluator, score: 500, question_scores: { q1: 500 }, graded_at: new Date(), version: 1 });
  const papers = papersFrom([{ id: 'ana' }], [marks('ana', 1), marks('gone', 1), marks('ana', 2)]);
  assert.deepEqual(
    papers.map((paper) => [paper.pupilId, Object.keys(paper.marks)]),
    [['ana', ['1', '2']]],
  );
});
