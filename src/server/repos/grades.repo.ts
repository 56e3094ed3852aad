// Grades of a quiz (SPEC 7), read and written through the caller's
// memberships: a pupil the caller may not see is never read or touched.
// Points are stored as hundredths and leave here as points.
import { type QueryCreator, type Selectable, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { type GradeView as ApiGradeView, marksFromStored, marksToStored, type StoredMarks } from '../../domain/api/grades';
import type { QuizAccess } from '../../domain/api/quizzes';
import type { QuestionScores } from '../../domain/marks';
import { fromHundredths } from '../../domain/points';
import type { QuizDocument } from '../../domain/quiz/types';
import type { Db } from '../db/index';
import type { Database, GradeTable } from '../db/schema';
import { statement } from '../db/statement';
import { deleteQuizComments, quizComment, quizCommentsOf, saveQuizComment } from './comments.repo';
import { accessColumn, visibleQuizIds } from './quizzes.repo';
import { assignedClassroomIds } from './results.repo';
import { classroomIdsOf, graderStillHolds, resultClassroomIdsOf, resultsReadable } from './tenancy';
import { nameOrEmailOf } from './users.repo';

/** A grade row's own columns; each read adds the pupil's comment on the quiz, and who last graded it by name, its own way. */
export const gradeColumns = [
  'grade.quiz_id',
  'grade.pupil_id',
  'grade.score',
  'grade.question_scores',
  'grade.version',
  'grade.graded_by',
  'grade.graded_at',
  'grade.final_mark',
] as const;

/** In a read of many grades: joined once (`.leftJoin('app_user as grader', 'grader.id', 'grade.graded_by')`), not looked up per row. */
export const graderName = nameOrEmailOf('grader').as('graded_by_name');

/** In a write's RETURNING, one row: a subquery on the primary key. */
const graderNameOfRow = sql<string | null>`(SELECT ${nameOrEmailOf('u')} FROM app_user u WHERE u.id = grade.graded_by)`.as('graded_by_name');

export type GradeView = ApiGradeView<Date>;

/** A grade row as gradeColumns read it. */
export type StoredGradeRow = Selectable<GradeTable> & { graded_by_name: string | null };

export function toView(row: StoredGradeRow, comments: string): GradeView {
  return {
    pupilId: row.pupil_id,
    ...marksFromStored(row.score, row.question_scores),
    comments,
    version: row.version,
    finalMark: row.final_mark === null ? null : fromHundredths(row.final_mark),
    gradedAt: row.graded_at,
    gradedBy: row.graded_by && row.graded_by_name !== null ? { id: row.graded_by, name: row.graded_by_name } : null,
  };
}

/** What the API answers for a pupil without a grade: version 0, the base of the next save, and the comment if there is one. */
export const noGrade = (pupilId: string, comments = ''): GradeView => ({
  pupilId,
  score: null,
  questionScores: {},
  comments,
  version: 0,
  finalMark: null,
  gradedAt: null,
  gradedBy: null,
});

/** Pupils whose marks of the quiz the user may read or write (tenancy.ts resultClassroomIdsOf), optionally of one class. */
function pupilIdsOf(db: Db, userId: string, quizId: string, classroomId?: string) {
  let query = db
    .selectFrom('pupil')
    .select('pupil.id')
    .where('pupil.classroom_id', 'in', resultClassroomIdsOf(db, userId, quizId));
  if (classroomId) query = query.where('pupil.classroom_id', '=', classroomId);
  return query;
}

/**
 * The grades of the quiz the caller may see, in classes the quiz is assigned
 * to (optionally one classroom), with their comments; a pupil with a comment
 * on the quiz and no marks comes as no grade (version 0) with the comment.
 */
export async function listGrades(db: Db, userId: string, quizId: string, classroomId?: string): Promise<GradeView[]> {
  // One statement: each pupil in scope with its grade and its comment on the quiz, when it has either.
  const rows = await pupilIdsOf(db, userId, quizId, classroomId)
    .where('pupil.classroom_id', 'in', assignedClassroomIds(db, quizId))
    .leftJoin('grade', (join) => join.onRef('grade.pupil_id', '=', 'pupil.id').on('grade.quiz_id', '=', quizId))
    .leftJoin('pupil_comment', (join) => join.onRef('pupil_comment.pupil_id', '=', 'pupil.id').on('pupil_comment.quiz_id', '=', quizId))
    .leftJoin('app_user as grader', 'grader.id', 'grade.graded_by')
    .where((eb) => eb.or([eb('grade.pupil_id', 'is not', null), eb('pupil_comment.pupil_id', 'is not', null)]))
    .select([...gradeColumns, graderName, 'pupil_comment.body as comment'])
    .execute();
  const graded: GradeView[] = [];
  const commentOnly: GradeView[] = [];
  for (const row of rows) {
    // Graded pupils first, then those with only a comment, as when these were two reads.
    if (row.pupil_id !== null) graded.push(toView(row as StoredGradeRow, row.comment ?? ''));
    else commentOnly.push(noGrade(row.id, row.comment ?? ''));
  }
  return [...graded, ...commentOnly];
}

const quizDocumentForShare = statement((tx, quizId: string) => tx.selectFrom('quiz').select('document').where('id', '=', quizId).forShare());

/**
 * The quiz's document, share-locked for the rest of the transaction: a
 * concurrent quiz save (which reconciles the stored grades) waits for this
 * transaction, or this transaction sees the saved quiz.
 */
export async function lockQuizForGrading(tx: Db, quizId: string): Promise<QuizDocument | undefined> {
  const [locked] = await quizDocumentForShare(tx, quizId);
  return locked ? (locked.document as QuizDocument) : undefined;
}

/** Why a pupil's grade cannot be written through the grade grid, or 'gradable'. */
export type GradableStatus = 'gradable' | 'notAssigned' | 'doubleCorrected';

/**
 * The pupils of `pupilIds` whose marks of the quiz the user may write, each with why the grid may not grade
 * them, or 'gradable': a grade belongs to a test the class sat, and in a class under double correction (issue
 * 17) only the evaluators' procedure writes grades.
 */
const pupilStatusRows = (db: Db, userId: string, quizId: string, pupilIds: string[]) =>
  pupilIdsOf(db, userId, quizId)
    .leftJoin('quiz_assignment', (join) => join.onRef('quiz_assignment.classroom_id', '=', 'pupil.classroom_id').on('quiz_assignment.quiz_id', '=', quizId))
    .leftJoin('double_correction', (join) =>
      join.onRef('double_correction.classroom_id', '=', 'pupil.classroom_id').on('double_correction.quiz_id', '=', quizId),
    )
    .select(
      sql<GradableStatus>`CASE WHEN quiz_assignment.quiz_id IS NULL THEN 'notAssigned' WHEN double_correction.quiz_id IS NOT NULL THEN 'doubleCorrected' ELSE 'gradable' END`.as(
        'status',
      ),
    )
    // One array, not a list as long as the batch: the same statement for any batch.
    .where('pupil.id', '=', sql<string>`any(${pupilIds}::uuid[])`);

const gradablePupilRows = statement(pupilStatusRows);

/** The pupils of the batch the caller may see, each with whether the grid may grade them (pupilStatusRows). */
export async function gradablePupils(db: Db, userId: string, quizId: string, pupilIds: string[]): Promise<Map<string, GradableStatus>> {
  const rows = await gradablePupilRows(db, userId, quizId, pupilIds);
  return new Map(rows.map((row) => [row.id, row.status] as const));
}

/** The quiz a grade batch is saved against, with the caller's access and the batch's pupils as gradablePupils sees them. */
export interface GradingTarget {
  id: string;
  /** The quiz's version read with its document: a write lands only while the quiz is still at it (writeGrade). */
  version: number;
  /** The quiz's grading scope read with the pupils' status: a write lands only while it is still at it (migration 010). */
  scope: number;
  access: QuizAccess;
  document: QuizDocument;
  /** The pupils of the ids asked for that the caller may see, each with whether the grid may grade them. */
  pupils: Map<string, GradableStatus>;
}

/** pupilStatusRows inside the quiz's statement, as a JSON array of its rows ({ id, status }): no second statement. */
const pupilStatuses = (db: Db, userId: string, quizId: string, pupilIds: string[]) => jsonArrayFrom(pupilStatusRows(db, userId, quizId, pupilIds));

const gradingTargetRow = (db: Db, userId: string, quizId: string, pupilIds: string[]) =>
  db
    .selectFrom('quiz')
    .where('quiz.id', '=', quizId)
    .where('quiz.id', 'in', visibleQuizIds(db, userId))
    .select(['quiz.id', 'quiz.version', 'quiz.grading_scope', 'quiz.document', accessColumn(userId), pupilStatuses(db, userId, quizId, pupilIds).as('pupils')]);

const gradingTargetRead = statement(gradingTargetRow);
const quizShareLock = statement((db, quizId: string) => db.selectFrom('quiz').select('quiz.id').where('quiz.id', '=', quizId).forShare());

/**
 * Moves the quiz's grading scope on (migration 010): first in the transaction of whatever changes which papers the
 * grid may write (unassigning a class, setting it up for double correction). A grade write checked before it then
 * writes nothing and is checked again; on PostgreSQL it also waits for the grade writes in flight, which share-lock
 * the quiz, so the transaction's next statements see their marks.
 */
export async function moveGradingScope(tx: Db, quizId: string): Promise<void> {
  await tx.updateTable('quiz').set({ grading_scope: sql`grading_scope + 1` }).where('id', '=', quizId).execute();
}

/**
 * The quiz when the caller may see it (its document, version, grading scope
 * and the caller's access) and the pupils of `pupilIds` as gradablePupils
 * answers them, in one statement. `lock` first share-locks the quiz for the
 * rest of the transaction (a concurrent quiz save, which reconciles the stored
 * grades, or a move of the grading scope waits for it, or it sees them), in a
 * statement of its own: on PostgreSQL a statement that waited for the lock
 * would read the pupils' status as it was before the wait. Without it,
 * writeGrade's own statement checks the version and the scope read here.
 */
export async function gradingTarget(db: Db, userId: string, quizId: string, pupilIds: string[], lock: boolean): Promise<GradingTarget | undefined> {
  if (lock) await quizShareLock(db, quizId);
  const [row] = await gradingTargetRead(db, userId, quizId, pupilIds);
  if (!row) return undefined;
  const pupils = new Map(row.pupils.map((pupil) => [pupil.id, pupil.status] as const));
  return { id: row.id, version: row.version, scope: row.grading_scope, access: row.access, document: row.document as QuizDocument, pupils };
}

export interface GradeWrite {
  /** In points; null when only marks without a total were entered. */
  score: number | null;
  questionScores: QuestionScores;
  /** The comment on this test; undefined keeps the one stored, '' removes it. */
  comments?: string;
  /** The comment the edit was made on: for a pupil without marks, another stored since is a conflict. */
  commentsBase?: string;
  gradedBy: string;
}

/** What a write came to: saved, a conflict (the stored grade; null when none), or nothing written because the quiz has moved on. */
export type GradeWriteOutcome = { saved: GradeView } | { conflict: GradeView | null } | { quizMoved: true };

/** Marks that leave the row empty: a cleared row, written as no grade. */
export function clearsMarks(marks: { score: number | null; scores: QuestionScores }): boolean {
  return marks.score === null && Object.keys(marks.scores).length === 0;
}

/**
 * Writes one pupil's grade based on the version the client had: undefined
 * overwrites whatever is stored, 0 expects no grade yet, n expects version n.
 * Marks are written only while the quiz is still at the version they were
 * checked and totalled against (`quiz.version`), and at the grading scope the
 * pupil's status was read at (`quiz.scope`), share-locking it for the
 * write's transaction: a concurrent quiz save (which reconciles the stored
 * grades) waits for the write, or the write finds the quiz moved on and
 * writes nothing ({ quizMoved }). The comment is the pupil's comment on this
 * quiz (comments.repo), written in the same statement as the marks. A row
 * with no mark left (cleared in the grid) is no grade: the grade row goes, so
 * no report, export or count sees an empty one; a clear needs the caller to
 * hold the quiz's share lock (the route's locked path). Answers the saved
 * grade, or the stored one as a conflict when it has moved on (null when
 * there is none).
 */
export async function writeGrade(
  tx: Db,
  quiz: { id: string; version: number; scope: number },
  pupilId: string,
  base: number | undefined,
  grade: GradeWrite,
): Promise<GradeWriteOutcome> {
  const stored = marksToStored(grade);
  if (!clearsMarks({ score: stored.score, scores: stored.questionScores })) return writeMarks(tx, quiz, pupilId, base, stored, grade);
  const outcome = await clearMarks(tx, quiz.id, pupilId, base);
  if ('saved' in outcome) {
    // No grade is left to carry a version: the comment is written over the one the edit was made on, when the
    // row says which (commentsBase), and another stored since is a conflict.
    const comment =
      grade.comments === undefined
        ? ((await quizCommentsOf(tx, quiz.id, [pupilId])).get(pupilId) ?? '')
        : await saveQuizComment(tx, quiz.id, pupilId, grade.gradedBy, grade.comments, grade.commentsBase);
    return comment === null ? { conflict: await currentGrade(tx, quiz.id, pupilId) } : { saved: noGrade(pupilId, comment) };
  }
  // A row found carries the stored comment; only a pupil left without a grade row is asked again.
  const row = outcome.conflict;
  const comment = row ? row.comment : ((await quizCommentsOf(tx, quiz.id, [pupilId])).get(pupilId) ?? '');
  return { conflict: row ? toView(row, comment) : null };
}

/** A grade row as written or found, with the pupil's comment on its quiz read in the same statement. */
type GradeRowWithComment = StoredGradeRow & { comment: string };

type MarksOutcome = { saved: GradeRowWithComment | null } | { conflict: GradeRowWithComment | null };

/** What a statement on `grade` answers: the row and its comment, so no second query per pupil reads the comment. */
const rowAndComment = [...gradeColumns, graderNameOfRow, quizComment.as('comment')] as const;

/**
 * The values a write of marks sets, by column (the time is the database's). Marks typed in the grid make a
 * paper's mark the mark of its points: a final mark double correction settled never outlives the marks it was of.
 */
const markValues = (score: number | null, questionScores: string, gradedBy: string) => ({
  score,
  question_scores: questionScores,
  final_mark: null,
  graded_by: gradedBy,
  graded_at: sql<Date>`now()`,
});

/** How a write of marks treats the comment: kept as stored, removed (an empty text), or saved. */
type CommentChange = 'keep' | 'remove' | 'save';

const commentChangeOf = (comments: string | undefined): CommentChange => (comments === undefined ? 'keep' : comments.trim() === '' ? 'remove' : 'save');

/** Against no base version the marks replace whatever is stored; against 0 they are the first; against n they go over version n only. */
type MarkWriteKind = 'replace' | 'first' | 'atVersion';

/**
 * One statement per kind: the quiz share-locked while still at `version` and `scope`
 * (no row: it moved on, nothing is written), the marks written against it,
 * the comment changed beside them when they were, and one row back (the
 * grade written, or nulls for a conflict) with its comment.
 */
const markWrite = (kind: MarkWriteKind) =>
  statement(
    (
      tx,
      quizId: string,
      version: number,
      scope: number,
      pupilId: string,
      base: number,
      score: number | null,
      questionScores: string,
      gradedBy: string,
      change: CommentChange,
      comment: string,
    ) => {
      const values = markValues(score, questionScores, gradedBy);
      const inserted = (qc: QueryCreator<Database>) =>
        qc
          .insertInto('grade')
          .columns(['quiz_id', 'pupil_id', 'score', 'question_scores', 'final_mark', 'graded_by', 'graded_at', 'version'])
          // Cast here: in INSERT ... SELECT the values are not typed by the columns they go to.
          .expression(
            sql`SELECT locked_quiz.id, ${pupilId}::uuid, ${score}::integer, ${questionScores}::jsonb, NULL::integer, ${gradedBy}::uuid, now(), 1 FROM locked_quiz`,
          );
      return tx
        .with(
          (cte) => cte('locked_quiz').materialized(),
          (qc) =>
            qc
              .selectFrom('quiz')
              .select('quiz.id')
              .where('quiz.id', '=', quizId)
              .where('quiz.version', '=', version)
              .where('quiz.grading_scope', '=', scope)
              .forShare(),
        )
        .with('written', (qc) =>
          kind === 'atVersion'
            ? qc
                .updateTable('grade')
                .set({ ...values, version: sql`grade.version + 1` })
                .where('grade.quiz_id', 'in', qc.selectFrom('locked_quiz').select('locked_quiz.id'))
                .where('grade.pupil_id', '=', pupilId)
                .where('grade.version', '=', base)
                .returning(gradeColumns)
            : kind === 'first'
              ? inserted(qc)
                  .onConflict((oc) => oc.columns(['quiz_id', 'pupil_id']).doNothing())
                  .returning(gradeColumns)
              : inserted(qc)
                  .onConflict((oc) => oc.columns(['quiz_id', 'pupil_id']).doUpdateSet({ ...values, version: sql`grade.version + 1` }))
                  .returning(gradeColumns),
        )
        .with('comment_removed', (qc) =>
          qc
            .deleteFrom('pupil_comment')
            .where('pupil_comment.quiz_id', '=', quizId)
            .where('pupil_comment.pupil_id', '=', pupilId)
            .where(sql<boolean>`${change}::text = 'remove'`)
            .where((eb) => eb.exists(eb.selectFrom('written').select('written.pupil_id')))
            .returning('pupil_comment.pupil_id'),
        )
        .with('comment_saved', (qc) =>
          qc
            .insertInto('pupil_comment')
            .columns(['pupil_id', 'quiz_id', 'author_id', 'body'])
            .expression(
              qc
                .selectFrom('written')
                .select(['written.pupil_id', 'written.quiz_id', sql<string>`${gradedBy}::uuid`.as('author_id'), sql<string>`${comment}::text`.as('body')])
                .where(sql<boolean>`${change}::text = 'save'`),
            )
            .onConflict((oc) =>
              oc
                .columns(['pupil_id', 'quiz_id'])
                .doUpdateSet({ body: (eb) => eb.ref('excluded.body'), author_id: (eb) => eb.ref('excluded.author_id'), updated_at: sql`now()` }),
            )
            .returning('pupil_comment.pupil_id'),
        )
        .selectFrom('locked_quiz')
        .leftJoin('written', (join) => join.onTrue())
        .select([
          'written.quiz_id',
          'written.pupil_id',
          'written.score',
          'written.question_scores',
          'written.version',
          'written.graded_by',
          'written.graded_at',
          'written.final_mark',
          sql<string | null>`(SELECT ${nameOrEmailOf('u')} FROM app_user u WHERE u.id = written.graded_by)`.as('graded_by_name'),
          // The comment as it now is: a statement reads the tables as they were before it, so a changed one is the text written.
          sql<string>`CASE ${change}::text WHEN 'save' THEN ${comment}::text WHEN 'remove' THEN ''
            ELSE coalesce((SELECT c.body FROM pupil_comment c WHERE c.pupil_id = ${pupilId} AND c.quiz_id = ${quizId}), '') END`.as('comment'),
        ]);
    },
  );

const markWrites: Record<MarkWriteKind, ReturnType<typeof markWrite>> = {
  replace: markWrite('replace'),
  first: markWrite('first'),
  atVersion: markWrite('atVersion'),
};

async function writeMarks(
  tx: Db,
  quiz: { id: string; version: number; scope: number },
  pupilId: string,
  base: number | undefined,
  stored: StoredMarks,
  grade: GradeWrite,
): Promise<GradeWriteOutcome> {
  const kind: MarkWriteKind = base === undefined ? 'replace' : base === 0 ? 'first' : 'atVersion';
  const [row] = await markWrites[kind](
    tx,
    quiz.id,
    quiz.version,
    quiz.scope,
    pupilId,
    base ?? 0,
    stored.score,
    JSON.stringify(stored.questionScores),
    grade.gradedBy,
    commentChangeOf(grade.comments),
    grade.comments ?? '',
  );
  if (!row) return { quizMoved: true };
  if (row.pupil_id !== null) return { saved: toView(row as StoredGradeRow, row.comment) };
  // Not written: the stored grade is newer than the base (or there is none to update); read it as it is now.
  const current = await storedGrade(tx, quiz.id, pupilId);
  return { conflict: current ? toView(current, current.comment) : null };
}

/** Deletes the grade, under the same version rules as a write: a stale base is a conflict. */
async function clearMarks(tx: Db, quizId: string, pupilId: string, base: number | undefined): Promise<MarksOutcome> {
  let deletion = tx.deleteFrom('grade').where('quiz_id', '=', quizId).where('pupil_id', '=', pupilId);
  // Versions start at 1, so a base of 0 deletes nothing: it expected no grade.
  if (base !== undefined) deletion = deletion.where('version', '=', base);
  await deletion.execute();
  const current = await storedGrade(tx, quizId, pupilId);
  // No grade left, whoever removed it: what the teacher asked for holds.
  return current ? { conflict: current } : { saved: null };
}

/** The stored versions of the pupils' grades of the quiz (a pupil without a grade is absent: version 0). */
export async function gradeVersions(tx: Db, quizId: string, pupilIds: readonly string[]): Promise<Map<string, number>> {
  if (pupilIds.length === 0) return new Map();
  const rows = await tx.selectFrom('grade').select(['pupil_id', 'version']).where('quiz_id', '=', quizId).where('pupil_id', 'in', pupilIds).execute();
  return new Map(rows.map((row) => [row.pupil_id, row.version]));
}

const storedGradeRow = statement((tx, quizId: string, pupilId: string) =>
  tx.selectFrom('grade').select(rowAndComment).where('quiz_id', '=', quizId).where('pupil_id', '=', pupilId),
);

async function storedGrade(tx: Db, quizId: string, pupilId: string): Promise<GradeRowWithComment | undefined> {
  return (await storedGradeRow(tx, quizId, pupilId))[0];
}

/** The pupil's grade as the API shows it now, for a conflict answered without a write (null: no grade, no comment). */
export async function currentGrade(tx: Db, quizId: string, pupilId: string): Promise<GradeView | null> {
  const row = await storedGrade(tx, quizId, pupilId);
  if (row) return toView(row, row.comment);
  const comment = (await quizCommentsOf(tx, quizId, [pupilId])).get(pupilId);
  return comment === undefined ? null : noGrade(pupilId, comment);
}

/** Every grade of the pupil in a test the user may see and the pupil's class is given, newest first, with its quiz's title and scale. Call after checking the caller may see the pupil. */
export async function gradesOfPupil(db: Db, userId: string, pupilId: string) {
  const rows = await db
    .selectFrom('grade')
    .innerJoin('quiz', 'quiz.id', 'grade.quiz_id')
    .select([
      'grade.quiz_id as quizId',
      'quiz.title as quizTitle',
      'grade.score',
      'quiz.total_points as totalPoints',
      'quiz.base_points as basePoints',
      quizComment.as('comments'),
      'grade.graded_at as gradedAt',
    ])
    .innerJoin('pupil', 'pupil.id', 'grade.pupil_id')
    // A test taken from the class keeps its marks but shows none, here as in its grid and report, until given again.
    .innerJoin('quiz_assignment', (join) =>
      join.onRef('quiz_assignment.quiz_id', '=', 'grade.quiz_id').onRef('quiz_assignment.classroom_id', '=', 'pupil.classroom_id'),
    )
    .where('grade.pupil_id', '=', pupilId)
    .where(resultsReadable(db, userId, 'grade.quiz_id', 'pupil.classroom_id'))
    .orderBy('grade.graded_at', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    score: row.score === null ? null : fromHundredths(row.score),
    totalPoints: fromHundredths(row.totalPoints),
    basePoints: fromHundredths(row.basePoints),
  }));
}

/**
 * Deletes the quiz's grades the caller may delete, of every pupil they may
 * grade (optionally one classroom): their own marks, and those of nobody or
 * of someone who has left the school. A colleague's marks stay theirs (issue
 * 16: deleting all grades must not go round the refusal to delete a test a
 * colleague has marked). A pupil's comment on the quiz goes when no mark is
 * left beside it; final marks of a double correction stay (issue 17: only
 * its procedure changes them).
 */
export async function deleteGrades(db: Db, userId: string, quizId: string, classroomId?: string) {
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('grade')
      .where('quiz_id', '=', quizId)
      .where('pupil_id', 'in', pupilIdsOf(tx, userId, quizId, classroomId))
      .where((eb) => eb.or([eb('graded_by', '=', userId), eb('graded_by', 'is', null), eb.not(graderStillHolds('grade'))]))
      .where('pupil_id', 'not in', (eb) =>
        eb
          .selectFrom('pupil')
          .innerJoin('double_correction', 'double_correction.classroom_id', 'pupil.classroom_id')
          .select('pupil.id')
          .where('double_correction.quiz_id', '=', quizId),
      )
      .execute();
    const withoutMarks = pupilIdsOf(tx, userId, quizId, classroomId).where('pupil.id', 'not in', (eb) =>
      eb.selectFrom('grade').select('grade.pupil_id').where('grade.quiz_id', '=', quizId),
    );
    await deleteQuizComments(tx, quizId, withoutMarks);
  });
}

/** Every grade the user may see: of pupils they see, in tests they see (for the account export). */
export function gradesOfVisiblePupils(db: Db, userId: string) {
  return db
    .selectFrom('grade')
    .innerJoin('pupil', 'pupil.id', 'grade.pupil_id')
    .where('pupil.classroom_id', 'in', classroomIdsOf(db, userId))
    .where(resultsReadable(db, userId, 'grade.quiz_id', 'pupil.classroom_id'))
    .select(['grade.quiz_id', 'grade.pupil_id', 'grade.score', 'grade.question_scores', 'grade.final_mark', quizComment.as('comments'), 'grade.graded_at'])
    .execute();
}
