// The stored language is mirrored in a cookie, the one source of the client's
// choice a server sees: it preloads that language's texts with the page.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { setLanguage } from '../../../src/client/core/i18n';
import { LANGUAGE_COOKIE } from '../../../src/client/core/language';

const cookieLanguage = () => new RegExp(`(?:^|; )${LANGUAGE_COOKIE.replaceAll('.', '\\.')}=([a-z]+)`).exec(document.cookie)?.[1];

describe('the language cookie', () => {
  afterEach(async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API; this clears what the test set
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
    await setLanguage('en', { persist: false });
  });

  it('holds the language a switch stores', async () => {
    await setLanguage('es');
    assert.equal(cookieLanguage(), 'es');
    assert.equal(localStorage.getItem('quiz-app.language'), 'es');
    await setLanguage('ro');
    assert.equal(cookieLanguage(), 'ro');
  });

  it('is left alone when the language is not stored (a fallback, a one-off)', async () => {
    await setLanguage('ro', { persist: false });
    assert.equal(cookieLanguage(), undefined);
  });
});
