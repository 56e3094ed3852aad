// Quizzes as the API shows them. A quiz belongs to its author, who may share
// it with colleagues; a school's owners read those given in the school.
import { type Selectable, sql } from 'kysely';
import type { EvaluatorSlot } from '../../domain/api/double-correction';
import type { QuizView as ApiQuizView, PointsFixed, QuizAccess, QuizListItem } from '../../domain/api/quizzes';
import { groupBy } from '../../domain/group-by';
import type { Language } from '../../domain/languages';
import { fromHundredths, toHundredths } from '../../domain/points';
import { totalPoints } from '../../domain/quiz/schema';
import type { QuizDocument } from '../../domain/quiz/types';
import type { Db } from '../db/index';
import { statement } from '../db/statement';
import { forbidden } from '../errors';
import { graderStillHolds, ownedSchoolIdsOf, ownOrShared } from './tenancy';

/** Where a quiz is assigned, as a list of quizzes and the grading sheet both answer it. */
export const assignmentColumns = [
  'classroom.id as classroomId',
  'classroom.name as classroomName',
  'school.id as schoolId',
  'school.name as schoolName',
  'quiz_assignment.due_date as dueDate',
] as const;

import type { QuizTable } from '../db/schema';

/**
 * Quiz ids the user may see (issue 16): their own, those a colleague shared
 * with them, and, in a school they own, every quiz assigned to its classes
 * (read-only), and the tests they correct as an evaluator (read-only). A
 * teacher does not see a colleague's test for sharing a class.
 */
export function visibleQuizIds(db: Db, userId: string) {
  return db
    .selectFrom('quiz')
    .select('quiz.id')
    .where((eb) =>
      eb.or([
        ...ownOrShared(userId)(eb),
        // A school's owner reads a test given to a class of the school while its author is one of the school's
        // members: a colleague's own school never gained a test shared with them by giving it to a class there.
        eb(
          'quiz.id',
          'in',
          eb
            .selectFrom('quiz_assignment')
            .innerJoin('classroom', 'classroom.id', 'quiz_assignment.classroom_id')
            .innerJoin('school_member as author', 'author.school_id', 'classroom.school_id')
            .select('quiz_assignment.quiz_id')
            .whereRef('author.user_id', '=', 'quiz.owner_id')
            .where('classroom.school_id', 'in', ownedSchoolIdsOf(db, userId)),
        ),
        // An evaluator of a double correction (issue 17) reads the test they correct, in a class of a school they belong to.
        eb('quiz.id', 'in', evaluatedQuizIds(db, userId)),
      ]),
    );
}

/** Quizzes the user corrects as evaluator 1, 2 or 3 in a class of one of their schools, as a subquery. */
function evaluatedQuizIds(db: Db, userId: string) {
  return db
    .selectFrom('double_correction as dc')
    .innerJoin('classroom', 'classroom.id', 'dc.classroom_id')
    .innerJoin('school_member as m', (join) => join.onRef('m.school_id', '=', 'classroom.school_id').on('m.user_id', '=', userId))
    .select('dc.quiz_id')
    .where((eb) => eb.or([eb('dc.evaluator1_id', '=', userId), eb('dc.evaluator2_id', '=', userId), eb('dc.evaluator3_id', '=', userId)]));
}

/** What the user may do with a visible quiz, as a column: the author everything, a colleague what it was shared for, a school's owner read. */
export const accessColumn = (userId: string) =>
  sql<QuizAccess>`CASE WHEN quiz.owner_id = ${userId} THEN 'owner'
    ELSE coalesce((SELECT s.permission FROM quiz_share s WHERE s.quiz_id = quiz.id AND s.user_id = ${userId}), 'read') END`.as('access');

/**
 * Whether double correction has fixed the quiz's points (issue 17), as a
 * column of the `quiz` row: null while no evaluator has a mark; else
 * 'correcting' while a class with marks is not reconciled, 'corrected' once
 * every one is. The one rule: the read answers it (the editor), and a save
 * refuses a change of points under it (pointsFixedOf, quiz-grades.repo.ts).
 */
export const pointsFixedColumn = sql<PointsFixed | null>`(SELECT CASE WHEN count(*) = 0 THEN NULL
    WHEN bool_and(dc.reconciled_at IS NOT NULL) THEN 'corrected' ELSE 'correcting' END
  FROM correction c
  JOIN pupil p ON p.id = c.pupil_id
  LEFT JOIN double_correction dc ON dc.quiz_id = c.quiz_id AND dc.classroom_id = p.classroom_id
  WHERE c.quiz_id = quiz.id)`.as('points_fixed');

/** pointsFixedColumn for one quiz; inside a save, after the row is locked (an evaluator's mark takes a share lock on it). */
export async function pointsFixedOf(tx: Db, quizId: string): Promise<PointsFixed | null> {
  const row = await tx.selectFrom('quiz').select(pointsFixedColumn).where('id', '=', quizId).executeTakeFirst();
  return row?.points_fixed ?? null;
}

const ACCESS_RANK: Record<QuizAccess, number> = { read: 0, grade: 1, edit: 2, owner: 3 };

/** True when the access covers `needed` (grading covers reading, editing covers grading). */
export function hasAccess(quiz: { access: QuizAccess }, needed: QuizAccess): boolean {
  return ACCESS_RANK[quiz.access] >= ACCESS_RANK[needed];
}

/** 403 unless the access covers `needed`. */
export function requireAccess(quiz: { access: QuizAccess }, needed: QuizAccess): void {
  if (!hasAccess(quiz, needed)) throw forbidden();
}

/** The contracts' shapes, with dates as the database gives them. */
export type QuizView = ApiQuizView<Date>;
export type QuizSummary = QuizListItem<Date>;

export type QuizRow = Selectable<QuizTable> & { access: QuizAccess };

/** A row a view is made from: with whether its points are fixed (pointsFixedColumn). */
export type QuizViewRow = QuizRow & { points_fixed: PointsFixed | null };

export function toQuizView(row: QuizViewRow, userId: string): QuizView {
  const document = row.document as QuizDocument;
  return {
    ...document,
    id: row.id,
    language: row.language,
    totalPoints: fromHundredths(row.total_points),
    version: row.version,
    isOwner: row.owner_id === userId,
    access: row.access,
    pointsFixed: row.points_fixed,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findVisibleQuiz(db: Db, userId: string, id: string): Promise<QuizViewRow | undefined> {
  return (await visibleQuizRow(db, userId, id))[0];
}

/** The quiz `id` when the user may see it: what each of the statements below selects from. */
const visibleQuizById = (db: Db, userId: string, id: string) => db.selectFrom('quiz').where('id', '=', id).where('id', 'in', visibleQuizIds(db, userId));

const visibleQuizRow = statement((db, userId: string, id: string) =>
  visibleQuizById(db, userId, id)
    .selectAll()
    .select([accessColumn(userId), pointsFixedColumn]),
);

/** The quiz's id and the user's access when they may see it: for routes that need no more of it (its document is the bulk of the row). */
export async function visibleQuizAccess(db: Db, userId: string, id: string): Promise<{ id: string; access: QuizAccess } | undefined> {
  return (await visibleQuizAccessRow(db, userId, id))[0];
}

const visibleQuizAccessRow = statement((db, userId: string, id: string) => visibleQuizById(db, userId, id).select(['id', accessColumn(userId)]));

export async function listQuizzes(db: Db, userId: string, titleFilter?: string): Promise<QuizSummary[]> {
  let query = db
    .selectFrom('quiz')
    .where('quiz.id', 'in', visibleQuizIds(db, userId))
    .select([
      'quiz.id',
      'quiz.title',
      'quiz.class_label',
      'quiz.total_points',
      'quiz.base_points',
      'quiz.version',
      'quiz.owner_id',
      'quiz.created_at',
      'quiz.updated_at',
      sql<number>`(SELECT count(*)::int FROM jsonb_array_elements(quiz.document->'sections') AS s(section), jsonb_array_elements(s.section->'questions'))`.as(
        'question_count',
      ),
    ])
    .orderBy('quiz.updated_at', 'desc');
  if (titleFilter) query = query.where(sql`lower(quiz.title)`, 'like', `%${titleFilter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  // Asked beside the list (one round trip on PostgreSQL, and one statement text whatever the list's length):
  // the assignments the caller may see, to their own schools' classrooms, of every quiz they see.
  const assignmentsOfVisible = db
    .selectFrom('quiz_assignment')
    .innerJoin('classroom', 'classroom.id', 'quiz_assignment.classroom_id')
    .innerJoin('school', 'school.id', 'classroom.school_id')
    .innerJoin('school_member', 'school_member.school_id', 'school.id')
    .where('school_member.user_id', '=', userId)
    .where('quiz_assignment.quiz_id', 'in', visibleQuizIds(db, userId))
    // An evaluator finds their double correction from the list (the class's own screens show them nothing of it).
    .leftJoin('double_correction as dc', (join) =>
      join.onRef('dc.quiz_id', '=', 'quiz_assignment.quiz_id').onRef('dc.classroom_id', '=', 'quiz_assignment.classroom_id'),
    )
    .select(['quiz_assignment.quiz_id', ...assignmentColumns])
    .select(
      sql<EvaluatorSlot | null>`CASE ${userId}::uuid WHEN dc.evaluator1_id THEN 1 WHEN dc.evaluator2_id THEN 2 WHEN dc.evaluator3_id THEN 3 END`.as(
        'evaluator',
      ),
    )
    .orderBy('school.name')
    .orderBy('classroom.name');
  const [quizzes, assignments] = await Promise.all([query.execute(), assignmentsOfVisible.execute()]);
  const assignmentsByQuiz = groupBy(
    assignments,
    (row) => row.quiz_id,
    ({ quiz_id: _quizId, ...assignment }) => assignment,
  );
  return quizzes.map((q) => ({
    id: q.id,
    title: q.title,
    classLabel: q.class_label,
    totalPoints: fromHundredths(q.total_points),
    basePoints: fromHundredths(q.base_points),
    questionCount: q.question_count,
    version: q.version,
    isOwner: q.owner_id === userId,
    assignments: assignmentsByQuiz.get(q.id) ?? [],
    createdAt: q.created_at,
    updatedAt: q.updated_at,
  }));
}

/** Id, title and class of every quiz the user may see, for pickers. */
export function listQuizSummaries(db: Db, userId: string) {
  return db
    .selectFrom('quiz')
    .where('id', 'in', visibleQuizIds(db, userId))
    .select(['id', 'title', 'class_label as classLabel'])
    .orderBy(sql`lower(title)`)
    .execute();
}

/** The columns a quiz keeps next to its document, so lists need not open it. */
function columnsOf(document: QuizDocument) {
  return {
    ...(document.language ? { language: document.language } : {}),
    title: document.title,
    class_label: document.classLabel,
    base_points: toHundredths(document.basePoints),
    total_points: toHundredths(totalPoints(document)),
    document: JSON.stringify(document),
  };
}

/** A new quiz at version 1 in its language, with that version kept in its history. */
export async function insertQuiz(tx: Db, ownerId: string, document: QuizDocument, language: Language): Promise<QuizViewRow> {
  const row = await tx
    .insertInto('quiz')
    .values({ owner_id: ownerId, ...columnsOf(document), language })
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('quiz_version')
    .values({ quiz_id: row.id, version: 1, document: JSON.stringify(document), saved_by: ownerId })
    .execute();
  // A new test has no correction: nothing fixes its points.
  return { ...row, access: 'owner', points_fixed: null };
}

/** The stored document and version, the row locked until the transaction ends. */
export function lockQuizForSave(tx: Db, id: string) {
  return tx.selectFrom('quiz').select(['document', 'version']).where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/**
 * Saves the document as the next version if the quiz is still at `version`,
 * and keeps it in the history. The version check and the write are one
 * statement: of two saves based on the same version, exactly one wins
 * (undefined for the other).
 */
export async function saveQuiz(
  tx: Db,
  id: string,
  version: number,
  document: QuizDocument,
  savedBy: { userId: string; access: QuizAccess },
): Promise<QuizViewRow | undefined> {
  const saved = await tx
    .updateTable('quiz')
    .set({ ...columnsOf(document), version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .returning(pointsFixedColumn)
    .executeTakeFirst();
  if (saved)
    await tx
      .insertInto('quiz_version')
      .values({ quiz_id: id, version: saved.version, document: JSON.stringify(document), saved_by: savedBy.userId })
      .execute();
  return saved && { ...saved, access: savedBy.access };
}

/**
 * The classes where someone other than the author holds marks of this quiz: their own grades (`grade`, a
 * colleague's work on a class they gave it to, which blocks a delete) or a double correction's (`correction`, the
 * evaluators' work the author asked for, which a delete takes along once the author has confirmed it). Marks of
 * someone who has left the school do not count: they can no longer delete them, and would hold the test for good.
 */
export async function classesMarkedByOthers(tx: Db, quizId: string, authorId: string, table: 'grade' | 'correction'): Promise<{ id: string; name: string }[]> {
  const marked = tx
    .selectFrom(table)
    .innerJoin('pupil', 'pupil.id', `${table}.pupil_id`)
    .select('pupil.classroom_id')
    .where(`${table}.quiz_id`, '=', quizId)
    .where(`${table}.graded_by`, '<>', authorId)
    .where(graderStillHolds(table));
  return tx.selectFrom('classroom').select(['id', 'name']).where('id', 'in', marked).orderBy('name').orderBy('id').execute();
}

/** Deletes the quiz if the user owns it; its history, files, assignments, grades and counts go with it (ON DELETE CASCADE). */
export async function deleteOwnQuiz(db: Db, ownerId: string, id: string) {
  await db.deleteFrom('quiz').where('id', '=', id).where('owner_id', '=', ownerId).execute();
}

/** Every quiz the user may see, whole (for the account export). */
export function listVisibleQuizRows(db: Db, userId: string): Promise<QuizRow[]> {
  return db.selectFrom('quiz').selectAll().select(accessColumn(userId)).where('id', 'in', visibleQuizIds(db, userId)).execute();
}
