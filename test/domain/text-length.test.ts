// Length limits count characters as a person does (code points), not UTF-16
// units: an outside tester's question of 1,001 "𝑥" (the mathematical italic
// letters Word's equation editor writes) was refused as over 2,000 characters.
// The rule is the shared text() of domain/validation.ts: the server and the
// editor's counters say the same.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { quizDocumentSchema } from '../../src/domain/quiz/schema';
import { textLength } from '../../src/domain/text-length';
import { text, validate } from '../../src/domain/validation';
import { sampleQuiz } from '../server/helpers/quiz-fixture';

const ITALIC_X = '\u{1D465}';

describe('text length in characters', () => {
  it('counts a letter outside the first plane once, a lone surrogate once', () => {
    assert.equal(ITALIC_X.length, 2, 'two UTF-16 units');
    assert.equal(textLength(ITALIC_X.repeat(1001)), 1001);
    assert.equal(textLength(`a${ITALIC_X}b😀`), 4);
    assert.equal(textLength('\ud835'), 1);
    assert.equal(textLength(''), 0);
  });

  it('the shared rule: at most and at least N characters, whatever plane they are in', () => {
    const limited = text({ min: 3, max: 2000 });
    assert.equal(validate(limited, ITALIC_X.repeat(1001)).ok, true, '1,001 characters are within 2,000');
    assert.equal(validate(limited, ITALIC_X.repeat(2000)).ok, true);
    assert.deepEqual(validate(limited, ITALIC_X.repeat(2001)), { ok: false, fields: { _: { key: 'validation.maxLength', params: { n: 2000 } } } });
    assert.deepEqual(
      validate(limited, ITALIC_X.repeat(2)),
      { ok: false, fields: { _: { key: 'validation.minLength', params: { n: 3 } } } },
      'four units, two characters',
    );
    assert.deepEqual(validate(limited, `ab\ud835`), { ok: false, fields: { _: { key: 'validation.invalidCharacters' } } }, 'half a pair is still refused');
  });

  it('a question of 1,001 "𝑥" passes the quiz schema', () => {
    const quiz = sampleQuiz();
    quiz.sections[0]!.questions[0]!.text = ITALIC_X.repeat(1001);
    const result = validate(quizDocumentSchema, quiz);
    assert.equal(result.ok, true, JSON.stringify(!result.ok && result.fields));
  });
});
