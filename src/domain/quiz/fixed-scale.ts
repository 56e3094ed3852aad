// What double correction (issue 17) fixes in a test once an evaluator has a
// mark: the evaluators' marks are keyed by question (and scoring rule), and a
// paper's 1-10 mark is its points over the test's total plus the ex-officio
// points (domain/grading.ts). A question added or removed changes that total,
// and so every paper's mark; a question moved changes the numbers the
// evaluators mark the written papers by. So the questions in their order,
// their points and their rules' points, and the ex-officio points, stay as
// they were; texts may change. The server's save refuses a change to it
// (server/repos/quiz-grades.repo.ts), and the editor sets aside the changes
// the server would refuse (features/quiz-editor/quiz-editor.checks.ts).

interface Scaled<P> {
  basePoints: P;
  sections: readonly { questions: readonly { id: string; points: P; rules: readonly { id: string; points: P }[] }[] }[];
}

/**
 * The fixed part of a test as one string: equal strings, the same scale.
 * `read` turns a points value into a number (the editor keeps what was typed, "7,5").
 */
export function fixedScale<P>(document: Scaled<P>, read: (points: P) => number): string {
  return JSON.stringify([
    read(document.basePoints),
    document.sections.flatMap((section) =>
      section.questions.map((question) => [question.id, read(question.points), question.rules.map((rule) => [rule.id, read(rule.points)])]),
    ),
  ]);
}
