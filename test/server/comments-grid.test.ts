// One place for a teacher's comment on a pupil's test: the comment typed in
// the grid is the pupil's comment tied to that test, so the pupil's history
// shows it, and an edit or a deletion made from the history is what the grid
// reads. Comments written on grades before 005_comments.sql move there too.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { migrate } from '../../src/server/db/migrate';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { seedClassWithQuiz } from './helpers/class-seed';

type Grade = { pupilId: string; score: number | null; comments: string; version: number };
type Comment = { id: string; body: string; quizId: string | null; quizTitle: string | null };

let t: TestApp;
let owner: SignedIn;
let quizId: string;
let classroomId: string;
let pupils: { id: string; name: string }[];

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
const saveRow = (row: object) => call('POST', `/api/quizzes/${quizId}/grades`, { grades: [row] });
const gridComment = async (pupilId: string) =>
  json<Grade[]>(await call('GET', `/api/quizzes/${quizId}/grades?classroomId=${classroomId}`)).find((g) => g.pupilId === pupilId);
const history = async (pupilId: string) => json<Comment[]>(await call('GET', `/api/pupils/${pupilId}/comments`));

before(async () => {
  t = await testApp();
  owner = await newTeacher(t.app);
  ({ classroomId, pupils, quizId } = await seedClassWithQuiz((url, payload) => call('POST', url, payload), 'Evaluare Capitolul 2'));
});
after(() => t.close());

describe('a comment on a pupil’s test, seen from the grid and the history', () => {
  test('typed in the grid, it is in the pupil history and the performance page, named by its test', async () => {
    const ana = pupils[0]!;
    const saved = await saveRow({ pupilId: ana.id, questionScores: { q1: 8 }, comments: 'Confuzie la fracții', version: 0 });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(json<{ grades: Grade[] }>(saved).grades[0]?.comments, 'Confuzie la fracții');
    const comments = await history(ana.id);
    assert.deepEqual(
      comments.map((c) => [c.body, c.quizId, c.quizTitle]),
      [['Confuzie la fracții', quizId, 'Evaluare Capitolul 2']],
    );
    const performance = json<{ comments: Comment[] }>(await call('GET', `/api/classrooms/${classroomId}/pupils/${ana.id}/performance`));
    assert.deepEqual(
      performance.comments.map((c) => c.body),
      ['Confuzie la fracții'],
    );
    // Writing the comment again in the grid edits that comment, it does not add one.
    await saveRow({ pupilId: ana.id, questionScores: { q1: 8 }, comments: 'Fracții: recapitulare', version: 1 });
    assert.deepEqual(
      (await history(ana.id)).map((c) => c.body),
      ['Fracții: recapitulare'],
    );
  });

  test('edited or deleted in the history, the grid reads the change', async () => {
    const ana = pupils[0]!;
    const [comment] = await history(ana.id);
    const edited = await call('PUT', `/api/pupils/${ana.id}/comments/${comment!.id}`, { body: 'A recuperat fracțiile' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal((await gridComment(ana.id))?.comments, 'A recuperat fracțiile');
    assert.equal((await call('DELETE', `/api/pupils/${ana.id}/comments/${comment!.id}`)).statusCode, 204);
    assert.equal((await gridComment(ana.id))?.comments, '');
  });

  test('a comment on a pupil not graded yet is kept and shown in both places; emptying it in the grid removes it', async () => {
    const bogdan = pupils[1]!;
    const saved = await saveRow({ pupilId: bogdan.id, questionScores: {}, comments: 'Absent, recuperează', version: 0 });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(
      (await history(bogdan.id)).map((c) => c.body),
      ['Absent, recuperează'],
    );
    const row = await gridComment(bogdan.id);
    assert.deepEqual([row?.comments, row?.score, row?.version], ['Absent, recuperează', null, 0], 'no grade, but the comment');
    await saveRow({ pupilId: bogdan.id, questionScores: {}, comments: '', version: 0 });
    assert.deepEqual(await history(bogdan.id), []);
    assert.equal(await gridComment(bogdan.id), undefined);
  });

  // An outside tester: two tabs typed a comment for a pupil with no marks; the second silently replaced the first,
  // which its tab had never shown (no grade, so no version: both saves were "version 0" and both got 200).
  test('a comment on a pupil without marks changed since the edit was made is a conflict, not overwritten', async () => {
    const pupil = json<{ id: string }>(await call('POST', '/api/pupils', { classroomId, name: 'Dan Radu' }));
    const first = await saveRow({ pupilId: pupil.id, questionScores: {}, comments: 'Comentariu A', commentsBase: '', version: 0 });
    assert.equal(first.statusCode, 200, first.body);
    const second = await saveRow({ pupilId: pupil.id, questionScores: {}, comments: 'Comentariu B', commentsBase: '', version: 0 });
    assert.equal(second.statusCode, 409, second.body);
    const { conflicts } = json<{ error: { conflicts: { pupilId: string; current: Grade | null }[] } }>(second).error;
    assert.equal(conflicts[0]?.current?.comments, 'Comentariu A', 'the stored comment, for the tab to show');
    assert.equal((await gridComment(pupil.id))?.comments, 'Comentariu A');
    // Keep mine: sent again over the comment the tab now knows.
    const kept = await saveRow({ pupilId: pupil.id, questionScores: {}, comments: 'Comentariu B', commentsBase: 'Comentariu A', version: 0 });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal((await gridComment(pupil.id))?.comments, 'Comentariu B');
    // The same text typed in both places is no conflict; emptying it over the one seen removes it.
    assert.equal((await saveRow({ pupilId: pupil.id, questionScores: {}, comments: 'Comentariu B', commentsBase: '', version: 0 })).statusCode, 200);
    assert.equal((await saveRow({ pupilId: pupil.id, questionScores: {}, comments: '', commentsBase: 'Comentariu B', version: 0 })).statusCode, 200);
    assert.equal(await gridComment(pupil.id), undefined);
  });

  test('a comment written from the history itself belongs to no test and stays out of the grid', async () => {
    const carmen = pupils[2]!;
    await call('POST', `/api/pupils/${carmen.id}/comments`, { body: 'Foarte implicată la ore' });
    assert.deepEqual(
      (await history(carmen.id)).map((c) => [c.body, c.quizId]),
      [['Foarte implicată la ore', null]],
    );
    assert.equal(await gridComment(carmen.id), undefined);
  });
});

describe('005_comments.sql', () => {
  test('moves every comment stored on a grade to the pupil comments, with its test, author and date', async () => {
    const db = t.database.db;
    const carmen = pupils[2]!;
    // The schema as it was before 005, with a comment written on a grade then.
    await sql`DELETE FROM schema_migration WHERE name = '005_comments.sql'`.execute(db);
    await sql`DELETE FROM pupil_comment WHERE quiz_id IS NOT NULL`.execute(db);
    await sql`ALTER TABLE pupil_comment DROP COLUMN quiz_id`.execute(db);
    await sql`ALTER TABLE grade ADD COLUMN comments text NOT NULL DEFAULT ''`.execute(db);
    await sql`INSERT INTO grade (quiz_id, pupil_id, score, comments, graded_by, graded_at)
              VALUES (${quizId}, ${carmen.id}, 500, 'Scris înainte de 005', ${owner.userId}, '2026-03-02T08:00:00Z')`.execute(db);
    assert.deepEqual(await migrate(db), ['005_comments.sql']);
    const moved = await sql<{ body: string; quiz_id: string; author_id: string; created_at: Date }>`
      SELECT body, quiz_id, author_id, created_at FROM pupil_comment WHERE pupil_id = ${carmen.id} AND quiz_id IS NOT NULL`.execute(db);
    assert.deepEqual(
      moved.rows.map((r) => [r.body, r.quiz_id, r.author_id, new Date(r.created_at).toISOString()]),
      [['Scris înainte de 005', quizId, owner.userId, '2026-03-02T08:00:00.000Z']],
    );
    assert.equal((await gridComment(carmen.id))?.comments, 'Scris înainte de 005');
  });
});
