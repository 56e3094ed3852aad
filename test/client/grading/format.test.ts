import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatDateTime, WIDEST_TIME, widestTime } from '../../../src/client/features/grading/model/format';
import { LANGUAGES } from '../../../src/domain/languages';

// Browsers' ICU writes some spaces as narrow no-break spaces ("10:58 PM"): the width is what the sample is for.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('the widest "Last graded" time', () => {
  it('is what Intl writes for the latest two-digit month, day and hour, in every language of the app', () => {
    for (const language of LANGUAGES) {
      assert.ok(WIDEST_TIME[language], `a sample for ${language}`);
      assert.equal(spaced(widestTime(language)), spaced(formatDateTime('2026-12-28T22:58', language)), language);
    }
  });

  it('asks Intl for a language it has no sample of', () => {
    assert.equal(widestTime('fr'), formatDateTime('2026-12-28T22:58', 'fr'));
  });
});
