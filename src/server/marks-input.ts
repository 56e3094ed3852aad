// A row of marks as a grid sends it, checked against the test on the server:
// the regular grade grid and each double-correction evaluator's grid.
import { markProblem, marksProblems, type QuestionScores, totalFromMarks } from '../domain/marks';
import { totalPoints } from '../domain/quiz/schema';
import type { QuizDocument } from '../domain/quiz/types';
import type { MessageRef } from '../domain/validation';

/** A row of marks as a grid sends it: points by key (null clears one), and a total for a test graded only as a total. */
export interface MarksRowInput {
  questionScores?: Record<string, number | null> | undefined;
  score?: number | null | undefined;
}

/**
 * A row's marks and total checked against the test, with its problems keyed
 * by field ("questionScores.<key>", "score"). Keys are ids the document chose:
 * built with fromEntries, never assigned (a "__proto__" key would set the prototype).
 */
export function checkedMarks(
  document: QuizDocument,
  row: MarksRowInput,
): { scores: QuestionScores; score: number | null; problems: Record<string, MessageRef> } {
  const scores: QuestionScores = Object.fromEntries(Object.entries(row.questionScores ?? {}).filter((entry): entry is [string, number] => entry[1] !== null));
  const problems: Record<string, MessageRef> = Object.fromEntries(
    Object.entries(marksProblems(document, scores)).map(([key, problem]) => [`questionScores.${key}`, problem]),
  );
  let score = totalFromMarks(document, scores);
  if (score === null && row.score !== undefined && row.score !== null) {
    const problem = markProblem(totalPoints(document), row.score);
    if (problem) problems.score = problem;
    score = row.score;
  }
  return { scores, score, problems };
}
