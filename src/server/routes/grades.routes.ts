// SPEC 7 grades of a quiz: read, batch upsert, delete all. Each row carries
// the version it was based on; a stale row is answered with the server's
// version (409 for that row) while the other rows are saved.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GradeConflictDetails } from '../../domain/api/grades';
import type { QuizAccess } from '../../domain/api/quizzes';
import { gradeBatchSchema } from '../../domain/schemas/grades';
import type { MessageRef } from '../../domain/validation';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import type { Db } from '../db/index';
import { ApiError, notFound, validationError } from '../errors';
import { idParam, isUuid } from '../ids';
import { checkedMarks } from '../marks-input';
import { clearsMarks, currentGrade, deleteGrades, gradablePupils, gradeVersions, gradingTarget, listGrades, writeGrade } from '../repos/grades.repo';
import { requireAccess, visibleQuizAccess } from '../repos/quizzes.repo';
import { classroomFilter } from '../repos/tenancy';
import { parseBody } from '../validate';

/**
 * The rows with a refused mark that are based on a version the server has moved past: a conflict whatever their
 * marks, never written. Their marks may be the old ones of a test edited since (a mark above a lowered maximum,
 * never typed in that grid), which a 400 refused on every save, for good. Versions are read only when a mark is refused.
 */
async function staleRefusedRows(
  tx: Db,
  quizId: string,
  grades: readonly { pupilId: string; version?: number }[],
  computed: readonly { problems: Record<string, unknown> }[],
): Promise<Set<number>> {
  const refused = grades.flatMap((row, index) => (Object.keys(computed[index]!.problems).length > 0 && row.version !== undefined ? [{ row, index }] : []));
  if (refused.length === 0) return new Set();
  const versions = await gradeVersions(
    tx,
    quizId,
    refused.map(({ row }) => row.pupilId.toLowerCase()),
  );
  return new Set(refused.filter(({ row }) => (versions.get(row.pupilId.toLowerCase()) ?? 0) !== row.version).map(({ index }) => index));
}

/** A body of one row, as sent (checked later): the grid's autosave. */
function isOneRow(body: unknown): boolean {
  const rows = (body as { grades?: unknown } | null)?.grades;
  return Array.isArray(rows) && rows.length === 1;
}

/** The pupil ids a body names, before it is checked, to read their status with the quiz; the checked body's ids are compared with them. */
function namedPupilIds(body: unknown): string[] {
  const rows = (body as { grades?: unknown } | null)?.grades;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const id = (row as { pupilId?: unknown } | null)?.pupilId;
    return isUuid(id) ? [id.toLowerCase()] : [];
  });
}

function sameIds(checked: readonly string[], named: readonly string[]): boolean {
  const namedSet = new Set(named);
  return checked.length === named.length && checked.every((id) => namedSet.has(id));
}

/**
 * Saves a batch, each rule in its order: 404 for a quiz the caller may not
 * see, 403 when they may not grade it, then the body (a bad body never tells
 * whether the quiz exists), 404 for a pupil they may not see, 400 for the
 * marks, then each row against its version. `lock`: inside the caller's
 * transaction, the quiz share-locked from the first statement. Without it
 * (one row), the quiz is read, the marks checked against that version, and
 * the write lands only while the quiz is still at it; whatever is not a
 * plain write of marks (a refused mark, a cleared row, a pupil the grid may
 * not grade, the quiz saved meanwhile) answers 'lock', having written
 * nothing, for the locked path to do it all again.
 */
async function saveBatch(db: Db, userId: string, quizId: string, body: unknown, lock: boolean): Promise<GradeConflictDetails<Date> | 'lock'> {
  const named = namedPupilIds(body);
  const quiz = await gradingTarget(db, userId, quizId, named, lock);
  if (!quiz) throw notFound();
  requireAccess(quiz, 'grade');
  const { grades } = parseBody(gradeBatchSchema, body);
  const pupilIds = [...new Set(grades.map((g) => g.pupilId.toLowerCase()))];
  if (pupilIds.length !== grades.length) throw validationError({ grades: { key: 'marks.duplicatePupil' } });
  if (!pupilIds.every(isUuid)) throw notFound();
  // Read with the quiz, unless checking the body changed its ids (they are trimmed): then asked now.
  const allowed = sameIds(pupilIds, named) ? quiz.pupils : await gradablePupils(db, userId, quiz.id, pupilIds);
  // A pupil the caller may not see makes the whole batch a 404: nothing is written.
  if (allowed.size !== pupilIds.length) throw notFound();
  const problems: Record<string, MessageRef> = {};
  grades.forEach((row, index) => {
    const status = allowed.get(row.pupilId.toLowerCase());
    if (status === 'notAssigned') problems[`grades.${index}.pupilId`] = { key: 'marks.notAssigned' };
    if (status === 'doubleCorrected') problems[`grades.${index}.pupilId`] = { key: 'doubleCorrection.errors.enteredByEvaluators' };
  });
  const computed = grades.map((row) => checkedMarks(quiz.document, row));
  const plainWrites = Object.keys(problems).length === 0 && computed.every((checked) => Object.keys(checked.problems).length === 0 && !clearsMarks(checked));
  if (!lock && !plainWrites) return 'lock';
  const stale = await staleRefusedRows(db, quiz.id, grades, computed);
  computed.forEach((checked, index) => {
    if (stale.has(index)) return;
    for (const [field, problem] of Object.entries(checked.problems)) problems[`grades.${index}.${field}`] = problem;
  });
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const outcome: GradeConflictDetails<Date> = { saved: [], conflicts: [] };
  const { saved, conflicts } = outcome;
  for (const [index, row] of grades.entries()) {
    const { scores, score } = computed[index]!;
    const pupilId = row.pupilId.toLowerCase();
    // Never written, even should its version come back meanwhile (a grade deleted since is version 0 again).
    if (stale.has(index)) {
      conflicts.push({ pupilId, current: await currentGrade(db, quiz.id, pupilId) });
      continue;
    }
    const written = await writeGrade(db, quiz, pupilId, row.version, {
      score,
      questionScores: scores,
      comments: row.comments,
      commentsBase: row.commentsBase,
      gradedBy: userId,
    });
    if ('quizMoved' in written) {
      // Saved meanwhile: one row, nothing written yet, so the locked path starts again. Under the lock it cannot move.
      if (lock) throw new Error('the quiz moved on under its share lock');
      return 'lock';
    }
    if ('saved' in written) saved.push(written.saved);
    else conflicts.push({ pupilId, current: written.conflict });
  }
  return outcome;
}

const classroomQuery = (request: FastifyRequest) => (request.query as { classroomId?: unknown }).classroomId;

export async function gradeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  /** 404 for a quiz the caller may not see; 403 when they see it but may not do `needed` (a school's owner reads, issue 16). */
  async function quizFor(request: FastifyRequest, needed: QuizAccess) {
    const userId = userIdOf(request);
    // The id only: the document is read, share-locked, inside the save's transaction.
    const quiz = await visibleQuizAccess(db, userId, idParam(request, 'id'));
    if (!quiz) throw notFound();
    requireAccess(quiz, needed);
    return { userId, quiz };
  }

  app.get('/api/quizzes/:id/grades', async (request) => {
    // Asked together: reading never needs more than seeing the quiz, so either one not found is the same 404.
    // Arguments read first: a throw while building the list would leave the first read's rejection unheard.
    const userId = userIdOf(request);
    const wanted = classroomQuery(request);
    const [{ quiz }, classroomId] = await Promise.all([quizFor(request, 'read'), classroomFilter(db, userId, wanted)]);
    return listGrades(db, userId, quiz.id, classroomId);
  });

  app.post('/api/quizzes/:id/grades', async (request, reply) => {
    const userId = userIdOf(request);
    const quizId = idParam(request, 'id');
    // The grid's autosave (one row) runs without a transaction: a read, then one statement that writes only while
    // the quiz is at the version read (saveBatch). A batch of more rows, and whatever that one leaves, runs as one
    // transaction under the quiz's share lock.
    const unlocked = isOneRow(request.body) ? await saveBatch(db, userId, quizId, request.body, false) : 'lock';
    const outcome = unlocked !== 'lock' ? unlocked : await db.transaction().execute((tx) => saveBatch(tx, userId, quizId, request.body, true));
    if (outcome === 'lock') throw new Error('a locked grade batch cannot ask for the lock');
    if (outcome.conflicts.length > 0) {
      throw new ApiError(409, 'conflict', { key: 'marks.conflict', params: { count: outcome.conflicts.length } }, undefined, outcome);
    }
    return reply.status(200).send({ grades: outcome.saved });
  });

  app.delete('/api/quizzes/:id/grades', async (request, reply) => {
    const { userId, quiz } = await quizFor(request, 'grade');
    await deleteGrades(db, userId, quiz.id, await classroomFilter(db, userId, classroomQuery(request)));
    return reply.status(204).send();
  });
}
