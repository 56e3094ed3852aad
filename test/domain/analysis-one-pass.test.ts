// The analysis gathers its figures in one pass over a matrix of marks in
// hundredths (issue 15). These properties hold it to the textbook two-pass
// formulas (statistics.correlation and cronbachAlpha over the marks as
// marks.questionMark reads them) on random classes: missing marks, marks by
// scoring rule, constant questions, empty classes.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { analyseQuestions, type GradeInput } from '../../src/domain/analysis';
import { type QuestionScores, questionMark } from '../../src/domain/marks';
import { toHundredths } from '../../src/domain/points';
import type { Question, QuizDocument } from '../../src/domain/quiz/types';
import { correlation, cronbachAlpha, mean } from '../../src/domain/statistics';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

function documentOf(points: number[], withRules: boolean[]): QuizDocument {
  const questions: Question[] = points.map((p, q) => ({
    id: `q${q}`,
    type: 'lines',
    text: `Întrebarea ${q}`,
    points: p,
    lines: 1,
    rules: withRules[q]
      ? [
          { id: 'r1', description: 'a', points: p / 2, subRules: [] },
          { id: 'r2', description: 'b', points: p / 2, subRules: [] },
        ]
      : [],
  }));
  return {
    title: 'T',
    classLabel: 'X',
    basePoints: 0,
    timeLimit: 30,
    sections: [{ id: 's', title: 'S', context: '', questions }],
    gradingScheme: { notes: '', criteria: [] },
  };
}

/** What the analysis computed before issue 15, written the plain way. */
function reference(document: QuizDocument, grades: GradeInput[]) {
  const questions = document.sections.flatMap((s) => s.questions);
  const rows = grades.map((g) => questions.map((q) => questionMark(q, g.questionScores)));
  const totals = rows.map((r) => r.reduce<number>((s, m) => s + (m ?? 0), 0));
  const perQuestion = questions.map((question, q) => {
    const marked = rows.flatMap((r, p) => (r[q] === undefined ? [] : [{ mark: r[q]!, total: totals[p]! }]));
    if (marked.length === 0) return null;
    const full = toHundredths(question.points);
    return {
      correctCount: marked.filter((x) => toHundredths(x.mark) >= full && full > 0).length,
      totalPupils: marked.length,
      facility: question.points > 0 ? mean(marked.map((x) => x.mark))! / question.points : null,
      // The rest of the test in hundredths too: in points, 3.75 - 3 and 2.01 - 1.26 differ by float noise, and that
      // noise made a constant rest look varied, an r of 1 where the analysis rightly has none (seed -930694173).
      // The marks in hundredths as well: 0.38 + 0.38 from two rules, the same for every pupil, has a float mean a
      // hair off its marks, and the noise gave an r of -8e-17 (rounded to 0) where the question does not vary and
      // has no r (seed 1589573736, a CI run).
      discrimination: correlation(
        marked.map((x) => Math.round(x.mark * 100)),
        marked.map((x) => Math.round(x.total * 100) - Math.round(x.mark * 100)),
      ),
    };
  });
  const complete = rows.filter((r) => r.every((m) => m !== undefined)) as number[][];
  // In hundredths, as the analysis counts (alpha does not change with the unit): in points, two equal totals
  // such as 4.13 + 4.13 + … could differ by float noise, and 1e-30 of variance gave an alpha of -5e30 where
  // the totals are equal and alpha is undefined (seed -1191630569 found it).
  const hundredths = complete.map((row) => row.map((mark) => Math.round(mark * 100)));
  return { perQuestion, alpha: cronbachAlpha(hundredths), consistencyPupils: complete.length };
}

const close = (a: number | null, b: number | null, what: string) => {
  if (a === null || b === null) assert.equal(a, b, what);
  // Both sides are rounded to 4 decimals; a value on a rounding edge may land on either side.
  else assert.ok(Math.abs(a - b) <= 1e-4 + 1e-9, `${what}: ${a} vs ${b}`);
};

const classArbitrary = fc
  .record({
    points: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 0, maxLength: 8 }),
    withRules: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    pupils: fc.integer({ min: 0, max: 40 }),
    seed: fc.integer(),
  })
  .map(({ points, withRules, pupils, seed }) => {
    const document = documentOf(points, withRules);
    let state = seed >>> 0 || 1;
    const random = () => (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const grades: GradeInput[] = Array.from({ length: pupils }, (_, p) => {
      const questionScores: QuestionScores = {};
      points.forEach((max, q) => {
        const roll = random();
        if (roll < 0.15) return; // no mark
        // Some questions everyone gets the same mark on: a constant side.
        const mark = roll < 0.25 ? max : Math.round(random() * max * 4) / 4;
        if (withRules[q] && roll > 0.6) {
          questionScores[`q${q}/r1`] = Math.min(max / 2, Math.round(mark * 50) / 100);
          if (roll > 0.7) questionScores[`q${q}/r2`] = Math.min(max / 2, Math.round(mark * 50) / 100);
        } else questionScores[`q${q}`] = mark;
      });
      return { pupilId: `p${p}`, score: Object.keys(questionScores).length ? 1 : null, questionScores };
    });
    return { document, grades };
  });

const CONSTANT_RULE_MARKS: { document: QuizDocument; grades: GradeInput[] } = {
  document: documentOf([0, 1, 0, 0, 0, 0, 1], [false, true, false, false, false, false, false]),
  grades: [
    { pupilId: 'p0', score: 1, questionScores: { 'q1/r1': 0.38, 'q1/r2': 0.38, q3: 0, q6: 1 } },
    { pupilId: 'p1', score: 1, questionScores: { q0: 0, q2: 0, q3: 0, q4: 0, q5: 0, q6: 0 } },
    { pupilId: 'p2', score: 1, questionScores: { q0: 0, 'q1/r1': 0.38, 'q1/r2': 0.38, q2: 0, q4: 0, q5: 0, q6: 0.75 } },
    { pupilId: 'p3', score: 1, questionScores: { q0: 0, 'q1/r1': 0.38, 'q1/r2': 0.38, q2: 0, q3: 0, q6: 0.5 } },
  ],
};

describe('the one-pass analysis', () => {
  test('gives the two-pass figures: counts exactly, rates and r to the 4 decimals it rounds to', () => {
    fc.assert(
      fc.property(classArbitrary, ({ document, grades }) => {
        const ours = analyseQuestions(document, grades);
        const theirs = reference(document, grades);
        ours.questions.forEach((question, q) => {
          const expected = theirs.perQuestion[q];
          if (!expected) {
            // No mark on it: 'none' when some paper was graded as a total only, else not marked yet.
            const totalOnly = grades.some((g) => g.score !== null && !Object.values(g.questionScores).some((mark) => mark !== null && mark !== undefined));
            assert.equal(question.source, totalOnly ? 'none' : 'unmarked');
            return;
          }
          assert.equal(question.correctCount, expected.correctCount, `correct ${q}`);
          assert.equal(question.totalPupils, expected.totalPupils, `pupils ${q}`);
          close(question.facility, expected.facility, `facility ${q}`);
          close(question.discrimination, expected.discrimination, `discrimination ${q}`);
        });
        close(ours.consistency, theirs.alpha, 'alpha');
        assert.equal(ours.consistencyPupils, theirs.consistencyPupils);
      }),
      // The class CI's seed 1589573736 found (one question marked 0.38 + 0.38 by every pupil who has it), always run.
      { numRuns: RUNS, examples: [[CONSTANT_RULE_MARKS]] },
    );
  });
});
