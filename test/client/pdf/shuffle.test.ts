import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { orderSignature, printVersions } from '../../../src/client/features/pdf/shuffle/quiz-versions';
import { hashSeed, mulberry32, seededRandom, shuffled } from '../../../src/client/features/pdf/shuffle/seeded-random';
import type { QuizDocument } from '../../../src/domain/quiz/types';
import { romanianQuiz } from './fixtures';

const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);

/** Everything a version may reorder, sorted: equal for two versions of one test. */
function contentOf(document: QuizDocument) {
  return document.sections.map((s) => ({
    id: s.id,
    questions: s.questions
      .map((q) => {
        const inner = q.type === 'multiple_choices' ? q.options : q.type === 'matches' ? q.right : q.type === 'true_false' ? q.statements : [];
        return JSON.stringify({
          ...q,
          options: undefined,
          right: undefined,
          statements: undefined,
          inner: [...inner].sort((a, b) => a.id.localeCompare(b.id)),
        });
      })
      .sort(),
  }));
}

describe('seeded randomness', () => {
  it('mulberry32 gives the same numbers for the same seed, in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 1000 }, () => a());
    assert.deepEqual(
      first,
      Array.from({ length: 1000 }, () => b()),
    );
    assert.ok(first.every((x) => x >= 0 && x < 1));
    assert.notDeepEqual(first.slice(0, 5), Array.from({ length: 5 }, mulberry32(43)));
    // Known first value: the generator must not change under reprints of old versions.
    assert.equal(mulberry32(1)(), 0.6270739405881613);
  });

  it('hashSeed folds text to a stable 32-bit number', () => {
    assert.equal(hashSeed('abc'), hashSeed('abc'));
    assert.notEqual(hashSeed('7/A'), hashSeed('7/B'));
    assert.equal(hashSeed(''), 0x811c9dc5);
    assert.ok(Number.isInteger(hashSeed('Evaluare Capitolul 2')) && hashSeed('x') >= 0 && hashSeed('x') < 2 ** 32);
  });

  it('shuffled returns a permutation, leaves the input alone and is reproducible', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const copy = [...items];
    const once = shuffled(items, seededRandom('s'));
    assert.deepEqual(items, copy);
    assert.deepEqual(
      [...once].sort((a, b) => a - b),
      items,
    );
    assert.deepEqual(shuffled(items, seededRandom('s')), once);
    assert.notDeepEqual(shuffled(items, seededRandom('t')), once);
    assert.deepEqual(shuffled([], seededRandom('s')), []);
  });

  it('shuffled puts each item in each place about equally often', () => {
    const random = seededRandom('uniform');
    const counts = [0, 0, 0, 0];
    const runs = 8000;
    for (let i = 0; i < runs; i++) counts[shuffled([0, 1, 2, 3], random).indexOf(0)]!++;
    for (const count of counts) assert.ok(Math.abs(count - runs / 4) < runs * 0.03, `counts ${counts}`);
  });
});

describe('printed versions', () => {
  const quiz = romanianQuiz();

  it("without groups prints the author's order", () => {
    const [only] = printVersions(quiz, [], 1);
    assert.equal(only!.label, null);
    assert.equal(only!.document, quiz);
  });

  it('A and B hold the same questions and options in another order, sections staying put', () => {
    const [a, b] = printVersions(quiz, ['A', 'B'], 2024);
    assert.deepEqual([a!.label, b!.label], ['A', 'B']);
    assert.deepEqual(ids(a!.document.sections), ids(quiz.sections));
    assert.deepEqual(contentOf(a!.document), contentOf(quiz));
    assert.deepEqual(contentOf(b!.document), contentOf(quiz));
    assert.notEqual(orderSignature(a!.document), orderSignature(b!.document));
    assert.notEqual(orderSignature(a!.document), orderSignature(quiz));
    // The original is not modified by the shuffle.
    assert.deepEqual(quiz, romanianQuiz());
  });

  it('the same seed gives the same versions, and B alone is the B printed with A', () => {
    const first = printVersions(quiz, ['A', 'B', 'C', 'D'], 'seed-9');
    const again = printVersions(quiz, ['A', 'B', 'C', 'D'], 'seed-9');
    assert.deepEqual(
      first.map((v) => orderSignature(v.document)),
      again.map((v) => orderSignature(v.document)),
    );
    assert.equal(orderSignature(printVersions(quiz, ['B'], 'seed-9')[0]!.document), orderSignature(first[1]!.document));
    assert.equal(new Set(first.map((v) => orderSignature(v.document))).size, 4);
    assert.notEqual(orderSignature(printVersions(quiz, ['A'], 'seed-10')[0]!.document), orderSignature(first[0]!.document));
  });

  it('a test with only two possible orders still gives A and B different ones', () => {
    const small: QuizDocument = {
      ...quiz,
      sections: [{ ...quiz.sections[1]!, questions: quiz.sections[1]!.questions.filter((q) => q.id === 'q5' || q.id === 'q7') }],
    };
    for (let seed = 0; seed < 20; seed++) {
      const [a, b] = printVersions(small, ['A', 'B'], seed);
      assert.notEqual(orderSignature(a!.document), orderSignature(b!.document), `seed ${seed}`);
    }
  });
});
