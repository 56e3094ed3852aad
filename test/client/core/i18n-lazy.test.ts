// A feature's texts follow the language the app is switching to, whichever
// arrives first: the feature's chunk or the boot dictionary. On a busy
// laptop the grade grid's chunk arrived while the boot switch to Romanian
// was still loading, fetched its texts in English only and kept showing them
// (CI's grid-layout test found an English grid under a Romanian shell).
// Each test makes its own translations, whose bundles load when it says so.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTranslations, type MessageLoaders, type Messages } from '../../../src/client/core/i18n';
import type { Language } from '../../../src/client/core/language';

const LANGUAGES: readonly Language[] = ['en', 'ro', 'es'];

/** A bundle whose loads wait until the test releases them, recording what was asked for. */
function controlledBundle(words: Record<Language, Messages>) {
  const waiting = new Map<Language, () => void>();
  const requested: Language[] = [];
  const loaders = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      () => {
        requested.push(language);
        return new Promise<{ default: Messages }>((resolve) => waiting.set(language, () => resolve({ default: words[language] })));
      },
    ]),
  ) as MessageLoaders;
  /** Lets the load of `language` finish; fails if nothing asked for it once every pending step has run. */
  const release = async (language: Language) => {
    for (let turn = 0; !waiting.has(language); turn++) {
      if (turn === 100) throw new Error(`the ${language} texts were never asked for (asked: ${requested.join(', ') || 'none'})`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    waiting.get(language)!();
  };
  return { loaders, requested, release };
}

const boot = () => controlledBundle({ en: { app: { name: 'Home' } }, ro: { app: { name: 'Acasă' } }, es: { app: { name: 'Inicio' } } });
const grading = () =>
  controlledBundle({
    en: { grading: { column: 'Last graded' } },
    ro: { grading: { column: 'Ultima notare' } },
    es: { grading: { column: 'Última corrección' } },
  });

test('a feature whose chunk arrives while the app switches to Romanian shows Romanian', async () => {
  const shell = boot();
  const feature = grading();
  const i18n = createTranslations(shell.loaders);
  const switching = i18n.setLanguage('ro', { persist: false });
  const ensured = i18n.defineMessages(feature.loaders).ensure();
  await feature.release('en');
  await feature.release('ro');
  await shell.release('ro');
  await Promise.all([switching, ensured]);
  assert.equal(i18n.getLanguage(), 'ro');
  assert.equal(i18n.t('app.name'), 'Acasă');
  assert.equal(i18n.t('grading.column'), 'Ultima notare');
});

test('a feature taken into use just before a switch is loaded in the new language by the switch', async () => {
  const shell = boot();
  const feature = grading();
  const i18n = createTranslations(shell.loaders);
  const ensured = i18n.defineMessages(feature.loaders).ensure();
  const switching = i18n.setLanguage('es', { persist: false });
  await shell.release('es');
  await feature.release('en');
  await feature.release('es');
  await Promise.all([switching, ensured]);
  assert.equal(i18n.t('grading.column'), 'Última corrección');
  assert.deepEqual(feature.requested.sort(), ['en', 'es'], 'each language once');
});

test('of two switches in quick succession the later one wins, whichever loads last', async () => {
  const shell = boot();
  const i18n = createTranslations(shell.loaders);
  const toRomanian = i18n.setLanguage('ro', { persist: false });
  const toSpanish = i18n.setLanguage('es', { persist: false });
  await shell.release('es');
  await toSpanish;
  await shell.release('ro');
  await toRomanian;
  assert.equal(i18n.getLanguage(), 'es');
  assert.equal(i18n.t('app.name'), 'Inicio');
});
