// Hand-entered answer counts of a quiz's questions (SPEC 7 analysis), for
// questions whose marks alone do not tell right from wrong. They are read
// with the quiz (results-quiz.repo.ts).
import { sql } from 'kysely';
import type { ManualCount } from '../../domain/api/results';
import type { Db } from '../db/index';

export type { ManualCount } from '../../domain/api/results';

/** Stores each question's counts, replacing what was entered before. */
export async function saveManualCounts(tx: Db, quizId: string, counts: ManualCount[]) {
  for (const q of counts) {
    await tx
      .insertInto('question_analysis')
      .values({ quiz_id: quizId, question_id: q.questionId, correct_count: q.correctCount, total_count: q.totalCount })
      .onConflict((oc) =>
        oc.columns(['quiz_id', 'question_id']).doUpdateSet({ correct_count: q.correctCount, total_count: q.totalCount, updated_at: sql`now()` }),
      )
      .execute();
  }
}
