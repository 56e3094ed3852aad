// Bodies of the results routes: hand-entered question analysis and teacher comments.
import { type Infer, object, refine } from 'superstruct';
import { numberField } from '../number-field';
import { boundedArray, encodeMessage, text } from '../validation';

/** A test has at most 200 questions (LIMITS in domain/quiz/schema): one count each. */
const MAX_MANUAL_QUESTIONS = 200;

export const manualAnalysisSchema = object({
  questions: refine(
    boundedArray(
      refine(
        object({
          questionId: text({ max: 40 }),
          correctCount: numberField({ min: 0, max: 10000, decimals: 0 }),
          totalCount: numberField({ min: 0, max: 10000, decimals: 0 }),
        }),
        'counts',
        (row, context) =>
          row.correctCount <= row.totalCount || { path: [...context.path, 'correctCount'], message: encodeMessage('results.correctAboveTotal') },
      ),
      MAX_MANUAL_QUESTIONS,
    ),
    'questions',
    (rows, context) => {
      // One count per question: a second one would silently replace the first.
      const seen = new Set<string>();
      const twice = rows.findIndex((row) => {
        if (seen.has(row.questionId)) return true;
        seen.add(row.questionId);
        return false;
      });
      return twice < 0 || { path: [...context.path, twice, 'questionId'], message: encodeMessage('marks.duplicateQuestion') };
    },
  ),
});
export type ManualAnalysisInput = Infer<typeof manualAnalysisSchema>;

export const commentSchema = object({ body: text({ min: 1, max: 4000 }) });
