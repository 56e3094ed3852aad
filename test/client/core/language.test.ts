import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectLanguage, type LanguageSources, toSupportedLanguage } from '../../../src/client/core/language';

const everySource: LanguageSources = {
  search: '?lng=es',
  cookie: 'other=1; quiz-app.language=ro',
  localStorage: 'en',
  sessionStorage: 'ro',
  navigatorLanguages: ['es-ES', 'en'],
  htmlLang: 'ro',
};

describe('detectLanguage', () => {
  it('lets the query string override every other source', () => {
    assert.deepEqual(detectLanguage(everySource), { language: 'es', source: 'query' });
    assert.deepEqual(detectLanguage({ ...everySource, search: 'lang=ro' }), { language: 'ro', source: 'query' });
  });

  it('follows SPEC 1 order: cookie, localStorage, sessionStorage, navigator, <html lang>', () => {
    let sources: LanguageSources = { ...everySource, search: '' };
    assert.deepEqual(detectLanguage(sources), { language: 'ro', source: 'cookie' });
    sources = { ...sources, cookie: '' };
    assert.deepEqual(detectLanguage(sources), { language: 'en', source: 'localStorage' });
    sources = { ...sources, localStorage: null };
    assert.deepEqual(detectLanguage(sources), { language: 'ro', source: 'sessionStorage' });
    sources = { ...sources, sessionStorage: null };
    assert.deepEqual(detectLanguage(sources), { language: 'es', source: 'navigator' });
    sources = { ...sources, navigatorLanguages: [] };
    assert.deepEqual(detectLanguage(sources), { language: 'ro', source: 'htmlTag' });
  });

  it('falls back to English when nothing names a supported language', () => {
    assert.deepEqual(detectLanguage({}), { language: 'en', source: 'fallback' });
    assert.deepEqual(detectLanguage({ navigatorLanguages: ['de-DE', 'fr'], htmlLang: 'hu' }), { language: 'en', source: 'fallback' });
  });

  it('skips unsupported values instead of stopping at them', () => {
    assert.deepEqual(detectLanguage({ search: '?lng=de', localStorage: 'fr', navigatorLanguages: ['pt-BR', 'ro-RO'] }), {
      language: 'ro',
      source: 'navigator',
    });
  });

  it('uses the first part of a language code, case-insensitively', () => {
    assert.equal(toSupportedLanguage('es-MX'), 'es');
    assert.equal(toSupportedLanguage('RO_ro'), 'ro');
    assert.equal(toSupportedLanguage(' EN '), 'en');
    assert.equal(toSupportedLanguage('english'), null);
    assert.equal(toSupportedLanguage(''), null);
    assert.equal(toSupportedLanguage(undefined), null);
  });

  it('reads a URL-encoded cookie value and ignores similarly named cookies', () => {
    assert.deepEqual(detectLanguage({ cookie: 'x-quiz-app.language=ro; quiz-app.language=es%2DES' }), { language: 'es', source: 'cookie' });
  });
});
