import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { installMessages, setLanguage, t } from '../../../src/client/core/i18n';
import type { Language } from '../../../src/client/core/language';
import { translatorFrom } from '../../../src/client/features/pdf/i18n/pdf-i18n';
import { translate } from '../../../src/server/i18n';

const root = join(import.meta.dirname, '..', '..', '..');
for (const language of ['en', 'ro', 'es'] as const) {
  installMessages(language, JSON.parse(readFileSync(join(root, 'i18n', `${language}.json`), 'utf8')));
}

async function textIn(language: Language, key: string, params: Record<string, number | string>): Promise<string> {
  await setLanguage(language, { persist: false });
  return t(key, params);
}

// "2 problem(s) to fix": a count picks the language's own plural form (Intl.PluralRules), in all three languages.
const cases: [Language, string, Record<string, number | string>, string][] = [
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
  // A count named n (the SPEC's "at most {{n}} characters") picks the form too.
  ['ro', 'validation.maxLength', { n: 200 }, 'Nu trebuie să depășească 200 de caractere'],
  ['ro', 'validation.maxLength', { n: 1 }, 'Nu trebuie să depășească un caracter'],
  ['ro', 'validation.minLength', { n: 8 }, 'Trebuie să aibă cel puțin 8 caractere'],
  ['ro', 'validation.decimals', { n: 2 }, 'Trebuie să aibă cel mult 2 zecimale'],
  ['ro', 'validation.maxItems', { n: 500 }, 'Cel mult 500 de elemente'],
  ['ro', 'quizRules.tooManyQuestions', { n: 100 }, 'Un test poate avea cel mult 100 de întrebări'],
  ['ro', 'roster.preview.tooMany', { n: 200 }, 'Se pot importa cel mult 200 de elevi odată.'],
  [
    'ro',
    'limits.students',
    { count: 300, limit: 300 },
    'Planul dumneavoastră permite cel mult 300 de elevi. Eliminați elevii pe care nu îi mai predați sau schimbați planul.',
  ],
  [
    'ro',
    'limits.classes',
    { count: 5, limit: 5 },
    'Planul dumneavoastră permite cel mult 5 clase. Ștergeți o clasă de care nu mai aveți nevoie sau schimbați planul.',
  ],
  ['ro', 'quizRules.totalHigh', { count: 200, total: 200 }, 'Testul valorează 200 de puncte; majoritatea testelor au cel mult 150'],
  ['ro', 'quizRules.totalHigh', { count: 151, total: 151 }, 'Testul valorează 151 de puncte; majoritatea testelor au cel mult 150'],
  ['ro', 'quizRules.totalHigh', { count: 110, total: 110 }, 'Testul valorează 110 puncte; majoritatea testelor au cel mult 150'],
  ['ro', 'quizRules.totalLow', { count: 1, total: 1 }, 'Testul valorează doar un punct; majoritatea testelor au cel puțin 20'],
  ['ro', 'quizEditor.totals.summary', { count: 90, total: '90', base: '10', max: '100' }, 'Total 90 de puncte + 10 din oficiu = 100'],
  ['ro', 'quizEditor.totals.summary', { count: 7.5, total: '7,5', base: '1', max: '8,5' }, 'Total 7,5 puncte + 1 din oficiu = 8,5'],
  ['en', 'quizEditor.totals.summary', { count: 1, total: '1', base: '0', max: '1' }, 'Total 1 point + 0 ex officio = 1'],
  ['ro', 'pdf.barem.exOfficio', { count: 1, base: '1' }, 'Se acordă un punct din oficiu.'],
  ['ro', 'pdf.barem.exOfficio', { count: 20, base: '20' }, 'Se acordă 20 de puncte din oficiu.'],
  ['es', 'pdf.barem.exOfficio', { count: 1, base: '1' }, 'Se otorga 1 punto de oficio.'],
  ['ro', 'quizEditor.tally.answers', { count: 20, given: '12', total: '20' }, 'Răspunsuri: 12 din 20 de puncte.'],
  ['ro', 'grading.columns.question', { count: 25, n: '3', points: '25' }, 'Întrebarea 3 (25 de puncte)'],
  ['ro', 'grading.columns.rule', { count: 1, n: '3a', points: '1' }, 'Criteriul 3a (un punct)'],
  ['en', 'grading.columns.question', { count: 1, n: '3', points: '1' }, 'Question 3 (1 point)'],
  ['en', 'marks.tooHigh', { max: 1, count: 1 }, 'The mark can be at most 1 point'],
  ['es', 'grading.refused.rulesTooHigh', { max: 1, count: 1 }, 'Los criterios de corrección pueden sumar como máximo 1 punto'],
  ['ro', 'marks.tooHigh', { max: 2.5, count: 2.5 }, 'Punctajul poate fi cel mult 2,5'],
  ['ro', 'quizEditor.lines.hint', { max: 40, count: 40 }, 'Între 1 și 40 de rânduri pe hârtie.'],
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

  // "200 puncte", "Total 90 puncte", "cel puțin 1 caractere": a Romanian count before its noun needs the plural
  // forms (1 punct, 2-19 and 101-119 puncte, 20 de puncte). Labels (a question's number, a name) and units do not.
  it('no Romanian text puts a count straight before its noun without plural forms', () => {
    const labels = new Set(['number', 'section', 'name', 'school', 'letter', 'date', 'domain', 'quiz', 'classroom', 'true', 'false', 'rate', 'left']);
    const notNouns = new Set([
      'în',
      'din',
      'de',
      'și',
      'pe',
      'la',
      'pentru',
      'dacă',
      'este',
      'are',
      'a',
      'va',
      'nu',
      'mai',
      'se',
      'vă',
      'poate',
      'comparate',
      's',
      'min',
      'p',
    ]);
    const found: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        for (const [, param = '', word = ''] of node.matchAll(/(?<!\/)\{\{(\w+)\}\} ([a-zăâîșț]+)/g)) {
          if (!labels.has(param) && !notNouns.has(word)) found.push(`${path}: {{${param}}} ${word}`);
        }
      } else if (node && typeof node === 'object' && !('other' in node)) {
        for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
      }
    };
    walk(JSON.parse(readFileSync(join(root, 'i18n', 'ro.json'), 'utf8')), '');
    assert.deepEqual(found, []);
  });

  it('numbers in a text are written as the language writes them; the count still picks the form', async () => {
    assert.equal(
      await textIn('ro', 'quizRules.pointsMustAddUp', { count: 2.5, points: 2.5, sum: 2 }),
      'Punctajele răspunsurilor trebuie să însumeze cele 2,5 puncte ale întrebării (acum 2)',
    );
    assert.equal(await textIn('es', 'quizRules.totalLow', { count: 7.5, total: 7.5 }), 'El examen vale solo 7,5 puntos; la mayoría tiene al menos 20');
    assert.equal(await textIn('en', 'quizRules.totalLow', { count: 7.5, total: 7.5 }), 'The test is worth only 7.5 points; most tests have at least 20');
  });

  it("the server's texts take the same forms and write numbers the same way (mails, plan limits, refusals)", () => {
    const mail = (days: number) => translate('ro', 'mail.invitation.body', { name: 'Ana', school: 'Liceul X', link: 'L', days, count: days });
    assert.match(mail(30), /în următoarele 30 de zile:/);
    assert.match(mail(7), /în următoarele 7 zile:/);
    assert.match(mail(1), /în cel mult o zi:/);
    assert.match(translate('ro', 'limits.students', { limit: 300, count: 300 }), /cel mult 300 de elevi\./);
    assert.equal(translate('ro', 'validation.maxLength', { n: 120 }), 'Nu trebuie să depășească 120 de caractere');
    assert.equal(
      translate('es', 'quizRules.subRulesMustAddUp', { points: 1.5, sum: 1, count: 1.5 }),
      'Las subreglas deben sumar los 1,5 puntos de la regla (ahora 1)',
    );
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
