// Worked example (hand-computed; the layout of a Guttman scale, the classic
// textbook case for item analysis): four pupils, three one-point questions.
//
//            q1 q2 q3 | total
//   pupil A   1  1  1 |   3
//   pupil B   1  1  0 |   2
//   pupil C   1  0  0 |   1
//   pupil D   0  0  0 |   0
//
// Facility: q1 3/4 = 0.75, q2 0.5, q3 0.25.
// Discrimination (r of the question with the rest of the test):
//   q1: marks 1,1,1,0 vs rest 2,1,0,0 -> cov 0.75, var 0.75 and 2.75 -> 0.75/sqrt(2.0625) = 0.5222
//   q2: marks 1,1,0,0 vs rest 2,1,1,0 -> 1/sqrt(1 x 2) = 0.7071
//   q3: marks 1,0,0,0 vs rest 2,2,1,0 -> 0.5222
// Cronbach's alpha: question variances 0.1875 + 0.25 + 0.1875 = 0.625 (the
// KR-20 sum of p x q); variance of totals 1.25; alpha = 3/2 x (1 - 0.625/1.25) = 0.75.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyseQuestions, type GradeInput, quizReport } from '../../src/domain/analysis';
import type { Question, QuizDocument } from '../../src/domain/quiz/types';
import { correlation, cronbachAlpha, slope } from '../../src/domain/statistics';
import { trendOf } from '../../src/domain/trend';

const oneMark = (id: string, rules: Question['rules'] = []): Question => ({ id, type: 'lines', text: `Întrebarea ${id}`, points: 1, lines: 1, rules });

const doc: QuizDocument = {
  title: 'Exemplu',
  classLabel: 'X',
  basePoints: 0,
  timeLimit: 30,
  sections: [
    { id: 'sA', title: 'Partea A', context: '', questions: [oneMark('q1'), oneMark('q2')] },
    { id: 'sB', title: 'Partea B', context: '', questions: [oneMark('q3')] },
  ],
  gradingScheme: { notes: '', criteria: [] },
};

const grade = (pupilId: string, marks: number[]): GradeInput => ({
  pupilId,
  score: marks.reduce((a, b) => a + b, 0),
  questionScores: { q1: marks[0]!, q2: marks[1]!, q3: marks[2]! },
});

const guttman = [grade('A', [1, 1, 1]), grade('B', [1, 1, 0]), grade('C', [1, 0, 0]), grade('D', [0, 0, 0])];

describe('question analysis: the worked example', () => {
  const result = analyseQuestions(doc, guttman);

  test('success rate and facility', () => {
    assert.deepEqual(
      result.questions.map((q) => [q.correctCount, q.totalPupils, q.successRate, q.facility]),
      [
        [3, 4, 0.75, 0.75],
        [2, 4, 0.5, 0.5],
        [1, 4, 0.25, 0.25],
      ],
    );
  });

  test('discrimination index', () => {
    assert.deepEqual(
      result.questions.map((q) => q.discrimination),
      [0.5222, 0.7071, 0.5222],
    );
  });

  test("internal consistency (Cronbach's alpha) and the small-class flag", () => {
    assert.equal(result.consistency, 0.75);
    assert.equal(result.consistencyPupils, 4);
    assert.equal(result.gradedPupils, 4);
    assert.equal(result.reliable, false, 'below 10 graded pupils');
    const big = analyseQuestions(
      doc,
      Array.from({ length: 10 }, (_, i) => grade(`p${i}`, [i % 2, 1, 0])),
    );
    assert.equal(big.reliable, true);
    assert.equal(big.questions[1]?.discrimination, null, 'a question everyone got right cannot discriminate');
  });

  test('hand-entered counts stand in for questions graded only as a total', () => {
    const totalsOnly = [{ pupilId: 'A', score: 2, questionScores: {} }];
    const manual = analyseQuestions(doc, totalsOnly, [{ questionId: 'q2', correctCount: 12, totalCount: 30 }]);
    assert.deepEqual(
      manual.questions.map((q) => [q.source, q.successRate]),
      [
        ['none', null],
        ['manual', 0.4],
        ['none', null],
      ],
    );
  });

  // A new teacher grading question by question read "graded only as a total" on the questions not reached yet.
  test('a question nobody has a mark on, while every paper has marks by question, is not marked yet: not graded as a total', () => {
    const firstQuestionOnly = [
      { pupilId: 'A', score: 1, questionScores: { q1: 1 } },
      { pupilId: 'B', score: 0, questionScores: { q1: 0 } },
    ];
    assert.deepEqual(
      analyseQuestions(doc, firstQuestionOnly).questions.map((q) => q.source),
      ['marks', 'unmarked', 'unmarked'],
    );
    const oneTotalOnly = [...firstQuestionOnly, { pupilId: 'C', score: 2, questionScores: {} }];
    assert.deepEqual(
      analyseQuestions(doc, oneTotalOnly).questions.map((q) => q.source),
      ['marks', 'none', 'none'],
    );
  });
});

describe('quiz report', () => {
  const report = quizReport(doc, [...guttman, { pupilId: 'E', score: null, questionScores: {} }]);

  test('average in points and as a Romanian mark; graded count; questions', () => {
    assert.equal(report.totalGraded, 4);
    assert.equal(report.totalQuestions, 3);
    assert.equal(report.averagePoints, 1.5);
    assert.equal(report.averageMark, 5);
  });

  // A new teacher graded Q1 and Q2 of 5 for the whole class and read "25 graded" with every average counting the rest as 0.
  test('papers marked on some questions only are counted, so the report can say its figures count the rest as 0', () => {
    assert.equal(report.incompletePapers, 0, 'complete papers, and no paper graded as a total only counts');
    const partial = quizReport(doc, [
      { pupilId: 'A', score: 1, questionScores: { q1: 1 } },
      { pupilId: 'B', score: 3, questionScores: { q1: 1, q2: 1, q3: 1 } },
      { pupilId: 'C', score: 2, questionScores: {} },
      { pupilId: 'D', score: null, questionScores: {} },
    ]);
    assert.equal(partial.incompletePapers, 1);
    assert.equal(partial.totalGraded, 3);
  });

  test('distribution in bands and whole Romanian marks', () => {
    assert.deepEqual(report.bands, { A: 1, B: 0, C: 0, D: 1, F: 2 });
    assert.equal(report.marks['10'], 1);
    assert.equal(report.marks['7'], 1, '2 of 3 is 6.67, rounded to 7');
    assert.equal(report.marks['3'], 1);
    assert.equal(report.marks['1'], 1, 'never below 1');
  });

  test('most difficult question and well-understood sections', () => {
    assert.equal(report.mostDifficult?.questionId, 'q3');
    assert.deepEqual(report.wellUnderstood, []);
    const strong = quizReport(doc, [grade('A', [1, 1, 0]), grade('B', [1, 1, 0]), grade('C', [1, 0.5, 0])]);
    assert.deepEqual(
      strong.wellUnderstood.map((s) => [s.title, s.successRate]),
      [['Partea A', 0.9167]],
    );
  });

  test('per scoring rule where marks were entered per rule', () => {
    const withRules: QuizDocument = {
      ...doc,
      sections: [
        {
          id: 's',
          title: 'S',
          context: '',
          questions: [
            {
              ...oneMark('q1'),
              points: 4,
              rules: [
                { id: 'r1', description: 'Formula', points: 2, subRules: [] },
                { id: 'r2', description: 'Calcul', points: 2, subRules: [] },
              ],
            },
          ],
        },
      ],
    };
    const report2 = quizReport(withRules, [
      { pupilId: 'A', score: 3, questionScores: { 'q1/r1': 2, 'q1/r2': 1 } },
      { pupilId: 'B', score: 1, questionScores: { 'q1/r1': 1, 'q1/r2': 0 } },
    ]);
    assert.deepEqual(
      report2.rules.map((r) => [r.description, r.average, r.share]),
      [
        ['Formula', 1.5, 0.75],
        ['Calcul', 0.5, 0.25],
      ],
    );
    assert.deepEqual(report2.analysis.questions[0]?.facility, 0.5, 'rule marks add up to the question mark');
  });
});

describe('the most difficult question: the lowest facility (difficulty index), not the fewest full marks', () => {
  const item = (id: string, points: number): Question => ({ id, type: 'lines', text: `Itemul ${id}`, points, lines: 1, rules: [] });
  const items = (...questions: Question[]): QuizDocument => ({ ...doc, sections: [{ id: 's', title: 'S', context: '', questions }] });
  const marks = (rows: Record<string, number>[]): GradeInput[] =>
    rows.map((questionScores, p) => ({ pupilId: `p${p}`, score: Object.values(questionScores).reduce((a, b) => a + b, 0), questionScores }));

  test('a question every pupil got 4 of 5 on (facility 0.80, nobody full marks) is easier than one at 0.65', () => {
    // The teacher's class: item 2 at 0.80 with a 0% success rate, item 6 at 0.65, item 7 at 0.70.
    const quiz = items(item('i1', 5), item('i2', 5), item('i6', 5), item('i7', 5));
    const report = quizReport(
      quiz,
      marks([
        { i1: 5, i2: 4, i6: 5, i7: 5 },
        { i1: 5, i2: 4, i6: 5, i7: 5 },
        { i1: 5, i2: 4, i6: 3, i7: 4 },
        { i1: 5, i2: 4, i6: 0, i7: 0 },
      ]),
    );
    assert.deepEqual(
      report.analysis.questions.map((q) => [q.facility, q.successRate]),
      [
        [1, 1],
        [0.8, 0],
        [0.65, 0.5],
        [0.7, 0.5],
      ],
    );
    assert.deepEqual(report.mostDifficult, {
      questionId: 'i6',
      number: 3,
      text: 'Itemul i6',
      points: 5,
      facility: 0.65,
      average: 3.25,
      successRate: 0.5,
    });
  });

  test('equal facility: the lower success rate, then the earlier question', () => {
    const quiz = items(item('a', 2), item('b', 2), item('c', 2));
    const tied = quizReport(
      quiz,
      marks([
        { a: 2, b: 1, c: 2 },
        { a: 0, b: 1, c: 0 },
      ]),
    );
    assert.equal(tied.mostDifficult?.questionId, 'b', 'b and a and c all at 0.5; b has no full marks');
    const same = quizReport(
      quiz,
      marks([
        { a: 2, b: 2, c: 2 },
        { a: 0, b: 0, c: 2 },
      ]),
    );
    assert.equal(same.mostDifficult?.questionId, 'a', 'a and b alike: the first one');
  });

  test('a question with hand-entered counts only is ranked by its share correct, and has no mean', () => {
    const quiz = items(item('a', 2), item('b', 2));
    const report = quizReport(quiz, marks([{ a: 1 }, { a: 2 }]), [{ questionId: 'b', correctCount: 3, totalCount: 10 }]);
    assert.deepEqual(report.mostDifficult, { questionId: 'b', number: 2, text: 'Itemul b', points: 2, facility: null, average: null, successRate: 0.3 });
  });
});

describe('statistics and trend', () => {
  test('basic functions', () => {
    assert.equal(correlation([1, 2, 3], [2, 4, 6]), 1);
    assert.equal(correlation([1, 1, 1], [2, 4, 6]), null);
    assert.equal(slope([50, 60, 70]), 10);
    assert.equal(
      cronbachAlpha([
        [1, 1, 1],
        [1, 1, 0],
        [1, 0, 0],
        [0, 0, 0],
      ]),
      0.75,
    );
  });

  test('improving above +2 points per test, declining below -2, else stable (last five results)', () => {
    assert.equal(trendOf([50, 60, 70]), 'improving');
    assert.equal(trendOf([80, 78, 79]), 'stable');
    assert.equal(trendOf([90, 70]), 'declining');
    assert.equal(trendOf([70]), 'none');
    assert.equal(trendOf([]), 'none', 'no results, no trend');
    assert.equal(trendOf([10, 90, 90, 90, 90, 90]), 'stable', 'only the last five count');
  });
});
