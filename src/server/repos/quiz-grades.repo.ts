// The grades of a test follow the test (issue 12): a quiz save plans what it
// does to the stored grades (domain/grade-impact.ts) and applies it in the
// same transaction, so every total, report and export reads the test as it is
// now. The plan carries a fingerprint of exactly what would change; a save
// that changes grades must name it, so a client that has not shown the
// teacher this very impact (a stale tab, a save racing new grades) is refused.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { marksToStored } from '../../domain/api/grades';
import type { PointsFixedRefusal } from '../../domain/api/quizzes';
import { type GradeImpact, type ReconciledGrade, reconcileGrades } from '../../domain/grade-impact';
import { questionsOf } from '../../domain/marks';
import { fixedScale } from '../../domain/quiz/fixed-scale';
import type { QuizDocument } from '../../domain/quiz/types';
import type { Db } from '../db/index';
import { ApiError } from '../errors';
import { pointsFixedOf } from './quizzes.repo';
import { toGradeInput } from './results.repo';

export interface GradeChangePlan {
  impact: GradeImpact;
  /** sha-256 of the impact and of every grade it changes (pupil, the version it had, what it becomes). */
  fingerprint: string;
  apply(): Promise<void>;
}

const toStored = (questionScores: ReconciledGrade['questionScores']) => JSON.stringify(marksToStored({ score: null, questionScores }).questionScores);

/**
 * Double correction (issue 17) grades a paper against the scheme as it was
 * when the evaluators started: once one of them has entered a mark, a save
 * that would change what a mark is worth or which question it is (a question's
 * points or rules, the ex-officio points, a question added, moved or removed:
 * domain/quiz/fixed-scale.ts) is refused. Texts may still change.
 */
async function refuseScaleChangeUnderCorrection(tx: Db, quizId: string, before: QuizDocument, after: QuizDocument): Promise<void> {
  // The rule the quiz's read answers (pointsFixed), so the editor knows before it saves.
  const fixed = await pointsFixedOf(tx, quizId);
  if (!fixed || fixedScale(before, Number) === fixedScale(after, Number)) return;
  // A field error, not a 409 (a 409 is a version conflict in the editor); its details say why, so an
  // editor that did not know yet switches to fixed points and sets its changes to them aside.
  const key = fixed === 'corrected' ? 'doubleCorrection.errors.scaleFixedCorrected' : 'doubleCorrection.errors.scaleFixed';
  throw new ApiError(400, 'validation', { key: 'errors.validation' }, { sections: { key } }, { pointsFixed: fixed } satisfies PointsFixedRefusal);
}

/** Call inside the save's transaction, after the quiz row is locked. */
export async function planGradeChanges(tx: Db, quizId: string, before: QuizDocument, after: QuizDocument): Promise<GradeChangePlan> {
  await refuseScaleChangeUnderCorrection(tx, quizId, before, after);
  const rows = await tx
    .selectFrom('grade')
    .select(['pupil_id', 'score', 'question_scores', 'version'])
    .where('quiz_id', '=', quizId)
    .orderBy('pupil_id')
    .execute();
  const manual = await tx.selectFrom('question_analysis').select('question_id').where('quiz_id', '=', quizId).orderBy('question_id').execute();
  const { grades, impact } = reconcileGrades(
    before,
    after,
    rows.map(toGradeInput),
    manual.map((m) => m.question_id),
  );
  const changes = grades.flatMap((grade, index) => (grade.changed ? [{ grade, version: rows[index]!.version }] : []));
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ impact, changes: changes.map(({ grade, version }) => [grade.pupilId, version, grade.score, toStored(grade.questionScores)]) }))
    .digest('hex');
  const questionIds = questionsOf(after).map((q) => q.id);
  return {
    impact,
    fingerprint,
    async apply() {
      for (const { grade } of changes) {
        // The version moves on, so a grading tab still holding the old marks gets a 409 and the new values.
        await tx
          .updateTable('grade')
          .set({ score: marksToStored(grade).score, question_scores: toStored(grade.questionScores), version: sql`version + 1` })
          .where('quiz_id', '=', quizId)
          .where('pupil_id', '=', grade.pupilId)
          .execute();
      }
      if (impact.analysesRemoved > 0) {
        await tx.deleteFrom('question_analysis').where('quiz_id', '=', quizId).where('question_id', 'not in', questionIds).execute();
      }
    },
  };
}
