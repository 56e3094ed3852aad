// How many statements the busiest routes send to the database (issue 15: on
// the embedded database every statement is a turn on its one connection, so
// a query more is a request slower for everyone). Counted with a Kysely plugin
// on the app's database; BEGIN and COMMIT are counted as transactions. A
// change that adds a query to one of these routes must change this test.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../src/server/app';
import type { DatabaseHandle, Db } from '../../src/server/db/index';
import { newTeacher } from './helpers/accounts';
import { capturedLogs, json, testConfig, testPasswords } from './helpers/app';
import { type SeededClass, seedClassWithQuiz } from './helpers/class-seed';
import { testDatabase } from './helpers/database';

const counted = { statements: 0, transactions: 0 };

/**
 * Rounds: statements sent without waiting for each other's answers are one round (one network round trip
 * on PostgreSQL). A statement's round is how many answers had arrived when it was compiled; a query id
 * seen again (a root query is compiled last, at execution) keeps its latest.
 */
const answeredWhenCompiled = new Map<unknown, number>();
const roundsSeen = new Set<number>();

// transformResult runs once per statement executed (transformQuery also runs for every subquery built).
const countingPlugin: KyselyPlugin = {
  transformQuery: (args) => {
    answeredWhenCompiled.set(args.queryId, counted.statements);
    return args.node;
  },
  transformResult: async (args) => {
    roundsSeen.add(answeredWhenCompiled.get(args.queryId) ?? -1);
    counted.statements++;
    return args.result;
  },
};

/** The database with every statement counted, and every transaction (db.transaction()). */
function counting(db: Db): Db {
  const plugged = db.withPlugin(countingPlugin);
  return new Proxy(plugged, {
    get(target, property) {
      if (property === 'transaction') counted.transactions++;
      // Bound to the real instance: Kysely keeps its state in private fields.
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let database: DatabaseHandle;
let app: FastifyInstance;
let headers: { authorization: string };
let seeded: SeededClass;

before(async () => {
  database = await testDatabase();
  // A clock that stands still: the revocation poll (once a second) runs on the first request only, not inside a counted one.
  const start = Date.now();
  app = await buildApp(testConfig(), {
    passwords: testPasswords,
    database: { ...database, db: counting(database.db) },
    logStream: capturedLogs().logStream,
    now: () => start,
  });
  await app.ready();
  const teacher = await newTeacher(app);
  headers = teacher.headers;
  seeded = await seedClassWithQuiz((url, payload) => app.inject({ method: 'POST', url, headers, payload }), 'Test numărat');
  const marks = { q1: 1 };
  const saved = await app.inject({
    method: 'POST',
    url: `/api/quizzes/${seeded.quizId}/grades`,
    headers,
    payload: { grades: seeded.pupils.map((p) => ({ pupilId: p.id, questionScores: marks })) },
  });
  assert.equal(saved.statusCode, 200, saved.body);
});
after(async () => {
  await app.close();
  await database.close();
});

async function countOf(method: 'GET' | 'POST', url: string, payload?: object) {
  counted.statements = 0;
  counted.transactions = 0;
  answeredWhenCompiled.clear();
  roundsSeen.clear();
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  assert.equal(response.statusCode, 200, `${method} ${url}: ${response.body}`);
  return { statements: counted.statements, transactions: counted.transactions, rounds: roundsSeen.size, body: json<unknown>(response) };
}

test('an authenticated read of the user, the plan, the schools or a class list is one statement', async () => {
  assert.deepEqual(await countOf('GET', '/api/auth/user').then(({ statements, transactions }) => ({ statements, transactions })), {
    statements: 1,
    transactions: 0,
  });
  const plan = await countOf('GET', '/api/subscriptions/current');
  assert.equal(plan.statements, 1);
  assert.deepEqual((plan.body as { usage: unknown }).usage, { quizzes: 1, classes: 1, students: 3 });
  assert.equal((await countOf('GET', '/api/schools')).statements, 1);
  const pupils = await countOf('GET', `/api/classrooms/${seeded.classroomId}/pupils`);
  assert.equal(pupils.statements, 1);
  assert.equal((pupils.body as unknown[]).length, 3);
});

test("the marks read: the quiz's visibility and the class filter together, then the grades with their comments in one", async () => {
  const read = await countOf('GET', `/api/quizzes/${seeded.quizId}/grades?classroomId=${seeded.classroomId}`);
  assert.equal(read.statements, 3);
  assert.equal(read.rounds, 2);
  assert.equal((read.body as unknown[]).length, 3);
});

test('the grading sheet: the quiz, its classes, and the class with its roster, grades and comments in one', async () => {
  const sheet = await countOf('GET', `/api/quizzes/${seeded.quizId}/grading-sheet?classroomId=${seeded.classroomId}`);
  assert.deepEqual([sheet.statements, sheet.rounds], [3, 1], 'the three sent together');
  const body = sheet.body as { pupils: unknown[]; grades: unknown[] };
  assert.deepEqual([body.pupils.length, body.grades.length], [3, 3]);
});

test("the report: the quiz with the class filter, the hand-entered counts and the double correction's state in one, then the marks", async () => {
  // One class's report asks for its double correction's agreement only when the class has a reconciled one (double-correction.test.ts).
  const classReport = await countOf('GET', `/api/quizzes/${seeded.quizId}/report?classroomId=${seeded.classroomId}`);
  assert.deepEqual([classReport.statements, classReport.rounds], [2, 2]);
  const wholeReport = await countOf('GET', `/api/quizzes/${seeded.quizId}/report`);
  assert.deepEqual([wholeReport.statements, wholeReport.rounds], [2, 2]);
  const analysis = await countOf('GET', `/api/quizzes/${seeded.quizId}/analysis?classroomId=${seeded.classroomId}`);
  assert.deepEqual([analysis.statements, analysis.rounds], [2, 2]);
});

test("the quizzes list: the quizzes and their assignments together, one text whatever the list's length", async () => {
  const list = await countOf('GET', '/api/quizzes');
  assert.deepEqual([list.statements, list.rounds], [2, 1]);
});

test("a school's page and a class's tests: the check and the read together", async () => {
  const classroom = (await countOf('GET', `/api/classrooms/${seeded.classroomId}`)).body as { schoolId: string };
  const school = await countOf('GET', `/api/schools/${classroom.schoolId}`);
  assert.deepEqual([school.statements, school.rounds], [2, 1]);
  const quizzes = await countOf('GET', `/api/classrooms/${seeded.classroomId}/quizzes`);
  assert.deepEqual([quizzes.statements, quizzes.rounds], [2, 1]);
});

test("a class's performance: the class, then its tests and roster together, then their marks; a pupil's adds the pupil beside the class and the comments beside the results", async () => {
  const summary = await countOf('GET', `/api/classrooms/${seeded.classroomId}/performance-summary`);
  assert.deepEqual([summary.statements, summary.rounds], [4, 3]);
  const pupil = await countOf('GET', `/api/classrooms/${seeded.classroomId}/pupils/${seeded.pupils[0]!.id}/performance`);
  assert.deepEqual([pupil.statements, pupil.rounds], [6, 3]);
});

test("one pupil's autosave: no transaction, the quiz with the pupil's status in one statement, then one write that checks the quiz's version and answers the comment too", async () => {
  const pupilId = seeded.pupils[0]!.id;
  const save = await countOf('POST', `/api/quizzes/${seeded.quizId}/grades`, { grades: [{ pupilId, questionScores: { q1: 2 } }] });
  assert.deepEqual({ statements: save.statements, transactions: save.transactions, rounds: save.rounds }, { statements: 2, transactions: 0, rounds: 2 });
  // As the grid sends it: the whole row on its version, with its comment (saved, then emptied).
  const version = (save.body as { grades: { version: number }[] }).grades[0]!.version;
  const withComment = await countOf('POST', `/api/quizzes/${seeded.quizId}/grades`, {
    grades: [{ pupilId, questionScores: { q1: 1 }, comments: 'Bine', version }],
  });
  assert.deepEqual([withComment.statements, withComment.transactions], [2, 0]);
  const emptied = await countOf('POST', `/api/quizzes/${seeded.quizId}/grades`, {
    grades: [{ pupilId, questionScores: { q1: 1 }, comments: '', version: version + 1 }],
  });
  assert.deepEqual([emptied.statements, emptied.transactions], [2, 0]);
  // A class of three: one transaction, the quiz locked, then read with the pupils' status (after the lock: on PostgreSQL a
  // statement that waited for it reads the status as it was before), one write per pupil, no read-back of its comment.
  const batch = await countOf('POST', `/api/quizzes/${seeded.quizId}/grades`, {
    grades: seeded.pupils.map((p) => ({ pupilId: p.id, questionScores: { q1: 1 } })),
  });
  assert.deepEqual([batch.statements, batch.transactions], [2 + seeded.pupils.length, 1]);
});
