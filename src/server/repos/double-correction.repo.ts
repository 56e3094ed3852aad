// Double correction of a test in one class (issue 17): who corrects, each
// evaluator's own marks, the submissions and the steps, all read through the
// caller's membership of the class's school. An evaluator reads their own
// marks only; both sets meet in the reconciliation once both are submitted.
import { type Selectable, sql } from 'kysely';
import type { CorrectionView, DoubleCorrectionView, EvaluatorSlot } from '../../domain/api/double-correction';
import { marksFromStored, type StoredMarks } from '../../domain/api/grades';
import { fromHundredths } from '../../domain/points';
import type { Db } from '../db/index';
import type { CorrectionTable, DoubleCorrectionTable, SchoolRole } from '../db/schema';
import { nameOrEmailOf } from './users.repo';

export type DoubleCorrectionRow = Selectable<DoubleCorrectionTable>;

/** What the caller is to one (test, class) pair of one of their schools. */
export interface CorrectionAccess {
  quizId: string;
  classroomId: string;
  schoolId: string;
  /** The test's author: turns double correction on and names the evaluators. */
  isAuthor: boolean;
  /** Owner of the class's school: follows every step, read-only. */
  role: SchoolRole;
  /** The caller's evaluator slot, if they are one. */
  slot: EvaluatorSlot | null;
  setting: DoubleCorrectionRow | null;
}

const SLOTS = [1, 2, 3] as const;
const EVALUATOR_COLUMNS = { 1: 'evaluator1_id', 2: 'evaluator2_id', 3: 'evaluator3_id' } as const;
const evaluatorColumn = (slot: EvaluatorSlot) => EVALUATOR_COLUMNS[slot];

/**
 * The caller's part in a test given to a class of one of their schools;
 * undefined when the class is not theirs to see or the test was not given to
 * it. `lock` takes the double-correction row for the rest of the transaction
 * ('update' to submit or change it, 'share' to write marks beside it).
 */
export async function correctionAccess(
  db: Db,
  userId: string,
  quizId: string,
  classroomId: string,
  lock?: 'update' | 'share',
): Promise<CorrectionAccess | undefined> {
  if (lock) {
    // Its own statement: FOR UPDATE cannot take the nullable side of the outer join below. The read after it sees what the lock waited for.
    const locking = db.selectFrom('double_correction').select('quiz_id').where('quiz_id', '=', quizId).where('classroom_id', '=', classroomId);
    await (lock === 'update' ? locking.forUpdate() : locking.forShare()).execute();
  }
  const row = await db
    .selectFrom('quiz_assignment as qa')
    .innerJoin('classroom', 'classroom.id', 'qa.classroom_id')
    .innerJoin('school_member as m', (join) => join.onRef('m.school_id', '=', 'classroom.school_id').on('m.user_id', '=', userId))
    .innerJoin('quiz', 'quiz.id', 'qa.quiz_id')
    .leftJoin('double_correction as dc', (join) => join.onRef('dc.quiz_id', '=', 'qa.quiz_id').onRef('dc.classroom_id', '=', 'qa.classroom_id'))
    .select(['classroom.school_id', 'quiz.owner_id', 'm.role'])
    .select((eb) => eb.fn.toJson('dc').as('setting'))
    .where('qa.quiz_id', '=', quizId)
    .where('qa.classroom_id', '=', classroomId)
    .executeTakeFirst();
  if (!row) return undefined;
  const setting = row.setting ? settingFromJson(row.setting as unknown as Record<string, unknown>) : null;
  const slot = setting ? (SLOTS.find((each) => setting[evaluatorColumn(each)] === userId) ?? null) : null;
  return { quizId, classroomId, schoolId: row.school_id, isAuthor: row.owner_id === userId, role: row.role, slot, setting };
}

/** The row as to_json gives it (timestamps as text). */
function settingFromJson(json: Record<string, unknown>): DoubleCorrectionRow {
  const row = json as unknown as DoubleCorrectionRow;
  return {
    ...row,
    reconciled_at: row.reconciled_at ? new Date(row.reconciled_at) : null,
    created_at: new Date(row.created_at),
  };
}

/** Which of `userIds` are members of the school. */
export async function membersAmong(db: Db, schoolId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('school_member').select('user_id').where('school_id', '=', schoolId).where('user_id', 'in', userIds).execute();
  return new Set(rows.map((row) => row.user_id));
}

/** The settings and who has submitted, named, for the caller. */
export async function doubleCorrectionView(db: Db, access: CorrectionAccess): Promise<DoubleCorrectionView<Date>> {
  const setting = access.setting!;
  const ids = SLOTS.map((slot) => setting[evaluatorColumn(slot)]).filter((id): id is string => id !== null);
  const [users, submissions] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('app_user as u')
          // Whether each is still in the school, in the same statement: one who left is named as such.
          .leftJoin('school_member as m', (join) => join.onRef('m.user_id', '=', 'u.id').on('m.school_id', '=', access.schoolId))
          .select(['u.id', nameOrEmailOf('u').as('name'), 'm.user_id as member'])
          .where('u.id', 'in', ids)
          .execute(),
    submissionsOf(db, access.quizId, access.classroomId),
  ]);
  const names = new Map(users.map((user) => [user.id, user.name]));
  const left = new Set(users.filter((user) => user.member === null).map((user) => user.id));
  return {
    quizId: access.quizId,
    classroomId: access.classroomId,
    evaluators: SLOTS.map((slot) => {
      const id = setting[evaluatorColumn(slot)];
      const user = id ? { id, name: names.get(id) ?? '', ...(left.has(id) ? { left: true as const } : {}) } : null;
      return { slot, user, submittedAt: submissions.get(slot) ?? null };
    }),
    threshold: fromHundredths(setting.threshold),
    finalMark: setting.final_mark,
    reconciledAt: setting.reconciled_at,
    mySlot: access.slot,
    readsSteps: readsSteps(access),
  };
}

/** Who follows every step: the test's author and the school's owner, whether or not they also evaluate. */
export function readsSteps(access: Pick<CorrectionAccess, 'isAuthor' | 'role'>): boolean {
  return access.isAuthor || access.role === 'owner';
}

/** When evaluators 1 and 2 submitted, by slot. */
export async function submissionsOf(db: Db, quizId: string, classroomId: string): Promise<Map<EvaluatorSlot, Date>> {
  const rows = await db
    .selectFrom('correction_submission')
    .select(['evaluator', 'submitted_at'])
    .where('quiz_id', '=', quizId)
    .where('classroom_id', '=', classroomId)
    .execute();
  return new Map(rows.map((row) => [row.evaluator, row.submitted_at]));
}

/** Pupil ids of the class, as a subquery. */
const pupilsOfClass = (db: Db, classroomId: string) => db.selectFrom('pupil').select('pupil.id').where('pupil.classroom_id', '=', classroomId);

/** True when some pupil of the class has a grade of the test (double correction starts on an ungraded class). */
export async function classHasGrades(db: Db, quizId: string, classroomId: string): Promise<boolean> {
  const row = await db
    .selectFrom('grade')
    .select('pupil_id')
    .where('quiz_id', '=', quizId)
    .where('pupil_id', 'in', pupilsOfClass(db, classroomId))
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * True when an evaluator has entered a mark in the class: some slot has a marked paper. The table's check
 * keeps every correction in slot 1, 2 or 3, so this is every correction of the class.
 */
export async function classHasCorrections(db: Db, quizId: string, classroomId: string): Promise<boolean> {
  return (await markedPapersBySlot(db, quizId, classroomId, SLOTS)).size > 0;
}

/** How many papers each of the slots has marks for, in the class (a slot with none is absent). */
export async function markedPapersBySlot(db: Db, quizId: string, classroomId: string, slots: readonly EvaluatorSlot[]): Promise<Map<EvaluatorSlot, number>> {
  if (slots.length === 0) return new Map();
  const rows = await db
    .selectFrom('correction')
    .select(['evaluator', (eb) => eb.fn.countAll<string>().as('papers')])
    .where('quiz_id', '=', quizId)
    .where('pupil_id', 'in', pupilsOfClass(db, classroomId))
    .where('evaluator', 'in', [...slots])
    .groupBy('evaluator')
    .execute();
  return new Map(rows.map((row) => [row.evaluator as EvaluatorSlot, Number(row.papers)]));
}

/** Removes one slot's marks in the class: its evaluator was replaced (the set-up route asks consent first). */
export async function clearSlotMarks(tx: Db, quizId: string, classroomId: string, slot: EvaluatorSlot): Promise<void> {
  await tx
    .deleteFrom('correction')
    .where('quiz_id', '=', quizId)
    .where('pupil_id', 'in', pupilsOfClass(tx, classroomId))
    .where('evaluator', '=', slot)
    .execute();
}

export interface CorrectionSetting {
  evaluator1Id: string;
  evaluator2Id: string;
  evaluator3Id: string | null;
  /** Hundredths of the mark. */
  threshold: number;
  finalMark: DoubleCorrectionRow['final_mark'];
}

export async function saveDoubleCorrection(tx: Db, quizId: string, classroomId: string, setting: CorrectionSetting, userId: string): Promise<void> {
  const values = {
    evaluator1_id: setting.evaluator1Id,
    evaluator2_id: setting.evaluator2Id,
    evaluator3_id: setting.evaluator3Id,
    threshold: setting.threshold,
    final_mark: setting.finalMark,
  };
  await tx
    .insertInto('double_correction')
    .values({ quiz_id: quizId, classroom_id: classroomId, ...values, created_by: userId })
    .onConflict((oc) => oc.columns(['quiz_id', 'classroom_id']).doUpdateSet(values))
    .execute();
}

export async function deleteDoubleCorrection(tx: Db, quizId: string, classroomId: string): Promise<void> {
  await tx.deleteFrom('double_correction').where('quiz_id', '=', quizId).where('classroom_id', '=', classroomId).execute();
}

/** Records a step (issue 17: every step is visible to the author and the school's owner). */
export async function recordStep(
  tx: Db,
  access: Pick<CorrectionAccess, 'quizId' | 'classroomId'>,
  actorId: string | null,
  action: string,
  detail: Record<string, unknown> = {},
  pupilId: string | null = null,
): Promise<void> {
  await tx
    .insertInto('correction_event')
    .values({ quiz_id: access.quizId, classroom_id: access.classroomId, actor_id: actorId, action, pupil_id: pupilId, detail: JSON.stringify(detail) })
    .execute();
}

export async function stepsOf(db: Db, quizId: string, classroomId: string) {
  const rows = await db
    .selectFrom('correction_event as e')
    .leftJoin('app_user as u', 'u.id', 'e.actor_id')
    .select(['e.action', 'e.actor_id', nameOrEmailOf('u').as('actor_name'), 'e.pupil_id', 'e.detail', 'e.at'])
    .where('e.quiz_id', '=', quizId)
    .where('e.classroom_id', '=', classroomId)
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    actor: row.actor_id && row.actor_name !== null ? { id: row.actor_id, name: row.actor_name } : null,
    pupilId: row.pupil_id,
    detail: row.detail,
    at: row.at,
  }));
}

const correctionColumns = ['pupil_id', 'evaluator', 'score', 'question_scores', 'version', 'graded_at'] as const;
type CorrectionRow = Pick<Selectable<CorrectionTable>, (typeof correctionColumns)[number]>;

export function correctionView(row: CorrectionRow): CorrectionView<Date> {
  return { pupilId: row.pupil_id, ...marksFromStored(row.score, row.question_scores), version: row.version, gradedAt: row.graded_at };
}

export const noCorrection = (pupilId: string): CorrectionView<Date> => ({ pupilId, score: null, questionScores: {}, version: 0, gradedAt: null });

/** The corrections of the class by the given evaluators (one evaluator's own; both at reconciliation). */
export function correctionsOf(db: Db, quizId: string, classroomId: string, slots: readonly EvaluatorSlot[]): Promise<CorrectionRow[]> {
  return db
    .selectFrom('correction')
    .select(correctionColumns)
    .where('quiz_id', '=', quizId)
    .where('evaluator', 'in', [...slots])
    .where('pupil_id', 'in', pupilsOfClass(db, classroomId))
    .execute();
}

/** Pupil ids of the class among the given ones. */
export async function pupilsInClass(db: Db, classroomId: string, pupilIds: string[]): Promise<Set<string>> {
  const rows = await pupilsOfClass(db, classroomId).where('pupil.id', 'in', pupilIds).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Writes one evaluator's marks of one paper on the version they had, as the
 * grade grid does (0: nothing yet; n: version n); a paper left without a mark
 * has no row. Answers the saved row or, when it moved on, the stored one.
 */
export async function writeCorrection(
  tx: Db,
  quizId: string,
  pupilId: string,
  slot: EvaluatorSlot,
  base: number | undefined,
  stored: StoredMarks,
  gradedBy: string,
): Promise<{ saved: CorrectionView<Date> } | { conflict: CorrectionView<Date> | null }> {
  const hasMarks = stored.score !== null || Object.keys(stored.questionScores).length > 0;
  const current = () =>
    tx
      .selectFrom('correction')
      .select(correctionColumns)
      .where('quiz_id', '=', quizId)
      .where('pupil_id', '=', pupilId)
      .where('evaluator', '=', slot)
      .executeTakeFirst();
  if (!hasMarks) {
    let deletion = tx.deleteFrom('correction').where('quiz_id', '=', quizId).where('pupil_id', '=', pupilId).where('evaluator', '=', slot);
    if (base !== undefined) deletion = deletion.where('version', '=', base);
    await deletion.execute();
    const left = await current();
    return left ? { conflict: correctionView(left) } : { saved: noCorrection(pupilId) };
  }
  const values = { score: stored.score, question_scores: JSON.stringify(stored.questionScores), graded_by: gradedBy, graded_at: sql<Date>`now()` };
  const written =
    base === undefined || base === 0
      ? await tx
          .insertInto('correction')
          .values({ quiz_id: quizId, pupil_id: pupilId, evaluator: slot, ...values, version: 1 })
          .onConflict((oc) => {
            const conflict = oc.columns(['quiz_id', 'pupil_id', 'evaluator']);
            return base === undefined ? conflict.doUpdateSet({ ...values, version: sql`correction.version + 1` }) : conflict.doNothing();
          })
          .returning(correctionColumns)
          .executeTakeFirst()
      : await tx
          .updateTable('correction')
          .set({ ...values, version: sql`version + 1` })
          .where('quiz_id', '=', quizId)
          .where('pupil_id', '=', pupilId)
          .where('evaluator', '=', slot)
          .where('version', '=', base)
          .returning(correctionColumns)
          .executeTakeFirst();
  if (written) return { saved: correctionView(written) };
  const stale = await current();
  return { conflict: stale ? correctionView(stale) : null };
}
