import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { installMessages, setLanguage, t } from '../../../src/client/core/i18n';
import type { Language } from '../../../src/client/core/language';
import { translatorFrom } from '../../../src/client/features/pdf/i18n/pdf-i18n';

const root = join(import.meta.dirname, '..', '..', '..');
for (const language of ['en', 'ro', 'es'] as const) {
  installMessages(language, JSON.parse(readFileSync(join(root, 'i18n', `${language}.json`), 'utf8')));
}

async function textIn(language: Language, key: string, params: Record<string, number>): Promise<string> {
  await setLanguage(language, { persist: false });
  return t(key, params);
}

// "2 problem(s) to fix": a count picks the language's own plural form (Intl.PluralRules), in all three languages.
const cases: [Language, string, Record<string, number>, string][] = [
  ['en', 'quizEditor.status.problems', { count: 1 }, '1 problem to fix before it can be saved'],
  ['en', 'quizEditor.status.problems', { count: 2 }, '2 problems to fix before it can be saved'],
  ['ro', 'quizEditor.status.problems', { count: 1 }, 'O problemă de rezolvat înainte de salvare'],
  ['ro', 'quizEditor.status.problems', { count: 3 }, '3 probleme de rezolvat înainte de salvare'],
  ['ro', 'quizEditor.status.problems', { count: 20 }, '20 de probleme de rezolvat înainte de salvare'],
  ['es', 'quizEditor.status.problems', { count: 1 }, '1 problema por resolver antes de guardar'],
  ['es', 'quizEditor.status.problems', { count: 4 }, '4 problemas por resolver antes de guardar'],
  ['en', 'quizEditor.section.deleteMessage', { number: 2, count: 1 }, 'Section 2 and its 1 question will be removed from the test.'],
  ['ro', 'quizEditor.section.deleteMessage', { number: 2, count: 21 }, 'Subiectul 2 și cele 21 de întrebări ale lui vor fi eliminate din test.'],
  ['es', 'quizEditor.section.deleteMessage', { number: 2, count: 1 }, 'La sección 2 y su 1 pregunta se quitarán del examen.'],
  ['en', 'marks.conflict', { count: 1 }, '1 mark was changed by someone else in the meantime'],
  [
    'ro',
    'analysis.unreliable.text',
    { count: 1 },
    'A fost notat un singur elev, sub 10, așa că aceste cifre descriu o singură lucrare: citiți-le ca pe o orientare aproximativă.',
  ],
  ['ro', 'marks.conflict', { count: 101 }, '101 note au fost modificate între timp de altcineva'],
];

describe('plural texts', () => {
  for (const [language, key, params, expected] of cases) {
    if (!expected) continue;
    it(`${language} ${key} ${JSON.stringify(params)}`, async () => {
      assert.equal(await textIn(language, key, params), expected);
    });
  }

  it('no text spells a plural with brackets, like "question(s)"', () => {
    for (const language of ['en', 'ro', 'es']) {
      const raw = readFileSync(join(root, 'i18n', `${language}.json`), 'utf8');
      assert.deepEqual(raw.match(/\w\((s|es|e|i|uri|le)\)/g) ?? [], [], language);
    }
  });

  it('the PDF texts take the same plural forms (their own translator, which runs in a worker)', () => {
    const dictionary = (language: string) => JSON.parse(readFileSync(join(root, 'i18n', `${language}.json`), 'utf8'));
    const en = translatorFrom(dictionary('en'), dictionary('en'), 'en');
    assert.equal(en('pdf.points', { count: 1, points: '1' }), '1 pt');
    assert.equal(en('pdf.points', { count: 2.5, points: '2.5' }), '2.5 pts');
    const ro = translatorFrom(dictionary('ro'), dictionary('en'), 'ro');
    assert.equal(ro('quizEditor.status.problems', { count: 20 }), '20 de probleme de rezolvat înainte de salvare');
  });
});
