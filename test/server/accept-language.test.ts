// Which language the server answers in (RFC 9110 §12.5.4): the best-ranked one it speaks, never one the
// caller ranked 0 ("not acceptable"), English when none fits.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { languageFrom } from '../../src/server/i18n';

test('the best-ranked language the server speaks, English by default', () => {
  assert.equal(languageFrom('ro-RO,ro;q=0.9,en;q=0.5'), 'ro');
  assert.equal(languageFrom('de-DE,es;q=0.8,en;q=0.5'), 'es');
  assert.equal(languageFrom('fr'), 'en');
  assert.equal(languageFrom(undefined), 'en');
});

test('a language ranked q=0 is one the caller refuses: never chosen (it answered in Romanian)', () => {
  assert.equal(languageFrom('ro;q=0'), 'en');
  assert.equal(languageFrom('ro;q=0, es;q=0.1'), 'es');
  assert.equal(languageFrom('ro;q=0.0,en;q=0.000'), 'en');
});
