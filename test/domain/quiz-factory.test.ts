import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sumPoints } from '../../src/domain/points';
import { QUESTION_TYPES, type Question, type QuizDocument, quizDocumentSchema } from '../../src/domain/quiz';
import { convertQuestion, distributePoints, duplicateQuestion, emptyQuestion, emptyQuiz, remainingPoints } from '../../src/domain/quiz/factory';
import { validate } from '../../src/domain/validation';

function counter(prefix = 'id') {
  let n = 0;
  return () => `${prefix}${++n}`;
}

describe('quiz factory', () => {
  test('an empty question of every type has the fields its schema expects, and fails only on what is left to type', () => {
    const makeId = counter();
    for (const type of QUESTION_TYPES) {
      const question = emptyQuestion(type, makeId);
      assert.equal(question.type, type);
      const document: QuizDocument = { ...emptyQuiz({ timeLimit: 30, basePoints: 10 }, makeId), title: 'Test gol', classLabel: 'a V-a' };
      document.sections[0]!.title = 'Subiectul I';
      document.sections[0]!.questions.push(question);
      const result = validate(quizDocumentSchema, document);
      assert.equal(result.ok, false);
      if (result.ok) continue;
      const paths = Object.keys(result.fields);
      // The text is required; no field is reported as unknown or of the wrong type.
      assert.ok(paths.includes('sections.0.questions.0.text'), `${type}: ${paths.join(', ')}`);
      for (const ref of Object.values(result.fields)) assert.notEqual(ref.key, 'validation.unknownField', type);
    }
  });

  test('a new multiple-choice question has no answer marked correct: the teacher marks the right one', () => {
    // Option a) came ticked: a teacher who tabbed to "Correct" and pressed Space to mark it unticked it (the save was
    // then refused), and one who ticked the real answer further down kept a) as a second correct answer in the barem.
    const question = emptyQuestion('multiple_choices', counter()) as Extract<Question, { type: 'multiple_choices' }>;
    assert.equal(question.options.length, 2);
    assert.deepEqual(
      question.options.map((option) => option.correct),
      [false, false],
    );
  });

  test('a new test takes the SPEC 9 defaults and starts with one section', () => {
    const quiz = emptyQuiz({ timeLimit: 30, basePoints: 10 }, counter());
    assert.equal(quiz.timeLimit, 30);
    assert.equal(quiz.basePoints, 10);
    assert.equal(quiz.sections.length, 1);
    assert.deepEqual(quiz.gradingScheme, { notes: '', criteria: [] });
  });

  test('a duplicate has new ids everywhere and its pairs point at the new items', () => {
    const original = emptyQuestion('matches', counter('a')) as Extract<Question, { type: 'matches' }>;
    original.rules = [{ id: 'r', description: 'x', points: 1, subRules: [{ id: 's', description: 'y', points: 1 }] }];
    const copy = duplicateQuestion(original, counter('b'));
    assert.notEqual(copy.id, original.id);
    assert.ok(copy.left.every((i) => i.id.startsWith('b')));
    assert.deepEqual(
      copy.pairs.map((p) => [copy.left.findIndex((l) => l.id === p.leftId), copy.right.findIndex((r) => r.id === p.rightId)]),
      [
        [0, 0],
        [1, 1],
      ],
    );
    assert.notEqual(copy.rules[0]!.id, 'r');
    assert.notEqual(copy.rules[0]!.subRules[0]!.id, 's');
    copy.left[0]!.text = 'changed';
    assert.equal(original.left[0]!.text, '', 'a deep copy');
  });

  test('converting keeps the text, points and rules and takes the new type fields', () => {
    const question = { ...emptyQuestion('lines', counter()), text: 'Explicați', points: 5 };
    const converted = convertQuestion(question, 'true_false', counter('n'));
    assert.equal(converted.type, 'true_false');
    assert.equal(converted.id, question.id);
    assert.equal(converted.text, 'Explicați');
    assert.equal(converted.points, 5);
  });

  test('points are split exactly, in hundredths', () => {
    assert.deepEqual(distributePoints(10, 3), [3.34, 3.33, 3.33]);
    assert.equal(sumPoints(distributePoints(7.5, 4)), 7.5);
    assert.deepEqual(distributePoints(5, 0), []);
    assert.equal(remainingPoints(10, [3.3, 3.3]), 3.4);
    assert.equal(remainingPoints(1, [0.7, 0.6]), -0.3);
  });
});
