import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { installMessages, setLanguage, t } from '../../../src/client/core/i18n';
import type { Language } from '../../../src/client/core/language';
import { translatorFrom } from '../../../src/client/features/pdf/i18n/pdf-i18n';
import { isPluralForms } from '../../../src/domain/plurals';
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
    'A fost notat un singur elev, sub 10, așa că aceste cifre descriu o singură lucrare: citiți\u2011le ca pe o orientare aproximativă.',
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
  // The validation texts have the same forms in every language (the SPEC's English is their `other`).
  ['en', 'validation.maxLength', { n: 1 }, 'Must not exceed 1 character'],
  ['en', 'validation.maxLength', { n: 200 }, 'Must not exceed 200 characters'],
  ['es', 'validation.minLength', { n: 1 }, 'Debe tener al menos 1 carácter'],
  ['ro', 'marks.tooHigh', { max: 20, count: 20 }, 'Punctajul poate fi cel mult 20'],
  ['es', 'grading.refused.rulesTooHigh', { max: 1, count: 1 }, 'Los criterios de corrección pueden sumar como máximo 1 punto'],
  ['ro', 'marks.tooHigh', { max: 2.5, count: 2.5 }, 'Punctajul poate fi cel mult 2,5'],
  ['ro', 'quizEditor.lines.hint', { max: 40, count: 40 }, 'Între 1 și 40 de rânduri pe hârtie.'],
];

// A Romanian count before its noun, as the call sites pass it: 1 "un punct", 2-19, 101-119 and decimals "puncte", 20 on "de puncte".
const agreementCases: [Language, string, Record<string, number | string>, string][] = [
  ['ro', 'validation.minLength', { n: 1 }, 'Trebuie să aibă cel puțin un caracter'],
  ['ro', 'validation.minLength', { n: 20 }, 'Trebuie să aibă cel puțin 20 de caractere'],
  ['ro', 'validation.maxLength', { n: 101 }, 'Nu trebuie să depășească 101 caractere'],
  ['ro', 'validation.decimals', { n: 1 }, 'Trebuie să aibă cel mult o zecimală'],
  ['ro', 'validation.maxItems', { n: 15 }, 'Cel mult 15 elemente'],
  ['ro', 'validation.tooDeep', { n: 64 }, 'Datele sunt imbricate prea adânc (cel mult 64 de niveluri)'],
  [
    'ro',
    'limits.quizzes',
    { count: 1, limit: 1 },
    'Planul dumneavoastră permite un singur test. Ștergeți un test de care nu mai aveți nevoie sau schimbați planul.',
  ],
  [
    'ro',
    'limits.quizzes',
    { count: 20, limit: 20 },
    'Planul dumneavoastră permite cel mult 20 de teste. Ștergeți un test de care nu mai aveți nevoie sau schimbați planul.',
  ],
  ['ro', 'quizRules.tooManyQuestions', { n: 101 }, 'Un test poate avea cel mult 101 întrebări'],
  [
    'ro',
    'quizRules.pointsMustAddUp',
    { count: 20, points: 20, sum: 18 },
    'Punctajele răspunsurilor trebuie să însumeze cele 20 de puncte ale întrebării (acum 18)',
  ],
  [
    'ro',
    'quizRules.pointsMustAddUp',
    { count: 1, points: 1, sum: 0.5 },
    'Punctajele răspunsurilor trebuie să însumeze un punct, cât valorează întrebarea (acum 0,5)',
  ],
  ['ro', 'quizRules.rulesMustAddUp', { count: 30, points: 30, sum: 25 }, 'Regulile de punctare trebuie să însumeze cele 30 de puncte ale întrebării (acum 25)'],
  ['ro', 'quizRules.subRulesMustAddUp', { count: 1, points: 1, sum: 2 }, 'Subregulile trebuie să însumeze un punct, cât valorează regula (acum 2)'],
  ['ro', 'quizRules.totalLow', { count: 7.5, total: 7.5 }, 'Testul valorează doar 7,5 puncte; majoritatea testelor au cel puțin 20'],
  ['ro', 'quizRules.sectionFewPoints', { section: 'II', count: 2.5, total: 2.5 }, 'Subiectul II are peste 2 întrebări, dar doar 2,5 puncte'],
  ['ro', 'quizRules.sectionFewPoints', { section: 'II', count: 1, total: 1 }, 'Subiectul II are peste 2 întrebări, dar doar un punct'],
  ['ro', 'quizEditor.tally.statements', { count: 1, given: '0,5', total: '1' }, 'Afirmații: 0,5 din 1 punct.'],
  ['ro', 'quizEditor.tally.pairs', { count: 101, given: '100', total: '101' }, 'Perechi: 100 din 101 puncte.'],
  ['ro', 'quizEditor.tally.rules', { count: 2.5, given: '2', total: '2,5' }, 'Reguli: 2 din 2,5 puncte.'],
  ['ro', 'quizEditor.tally.subRules', { count: 20, given: '10', total: '20' }, 'Subreguli: 10 din 20 de puncte.'],
  ['ro', 'quizEditor.totals.summary', { count: 1, total: '1', base: '0', max: '1' }, 'Total 1 punct + 0 din oficiu = 1'],
  ['ro', 'quizEditor.totals.summary', { count: 101, total: '101', base: '10', max: '111' }, 'Total 101 puncte + 10 din oficiu = 111'],
  [
    'ro',
    'quizEditor.gradeImpact.scale',
    { count: 80, total: '80', base: '20', fromTotal: '90', fromBase: '10' },
    'Testul valorează acum 80 de puncte + 20 din oficiu (înainte 90 + 10): nota finală a fiecărui elev notat se recalculează.',
  ],
  [
    'ro',
    'quizEditor.gradeImpact.scale',
    { count: 75.5, total: '75,5', base: '10', fromTotal: '90', fromBase: '10' },
    'Testul valorează acum 75,5 puncte + 10 din oficiu (înainte 90 + 10): nota finală a fiecărui elev notat se recalculează.',
  ],
  ['ro', 'grading.columns.question', { count: 2.5, n: '4', points: '2,5' }, 'Întrebarea 4 (2,5 puncte)'],
  ['ro', 'grading.columns.rule', { count: 20, n: '3a', points: '20' }, 'Criteriul 3a (20 de puncte)'],
  ['ro', 'pdf.barem.exOfficio', { count: 10, base: '10' }, 'Se acordă 10 puncte din oficiu.'],
  ['ro', 'pdf.barem.exOfficio', { count: 101, base: '101' }, 'Se acordă 101 puncte din oficiu.'],
  ['ro', 'staff.invite.daysHint', { max: 30, count: 30 }, 'Cel mult 30 de zile.'],
  ['ro', 'staff.invite.daysHint', { max: 7, count: 7 }, 'Cel mult 7 zile.'],
  ['ro', 'staff.invite.daysHint', { max: 1, count: 1 }, 'Cel mult o zi.'],
  ['en', 'pdf.barem.exOfficio', { count: 1, base: '1' }, '1 point is given ex officio.'],
  ['en', 'pdf.barem.exOfficio', { count: 20, base: '20' }, '20 points are given ex officio.'],
  ['en', 'quizRules.pointsMustAddUp', { count: 1, points: 1, sum: 0 }, "The points of the answers must add up to the question's 1 point (now 0)"],
  ['en', 'quizRules.tooManyQuestions', { n: 1 }, 'A test can have at most 1 question'],
  ['en', 'limits.classes', { count: 1, limit: 1 }, 'Your plan allows 1 class. Delete a class you no longer need, or change your plan.'],
  ['en', 'quizEditor.tally.rules', { count: 1, given: '1', total: '1' }, 'Rules: 1 of 1 point.'],
  [
    'en',
    'quizEditor.gradeImpact.scale',
    { count: 1, total: '1', base: '0', fromTotal: '2', fromBase: '0' },
    'The test is now worth 1 point + 0 ex officio (was 2 + 0): the final mark of every graded pupil is recomputed.',
  ],
  ['en', 'staff.invite.daysHint', { max: 1, count: 1 }, 'At most 1 day.'],
  ['es', 'staff.invite.daysHint', { max: 30, count: 30 }, 'Como máximo 30 días.'],
];

/** Params that label something (a question's number, an evaluator's, a key's name, a name, a date) or carry their unit (a rate written with %): no noun agrees with them. */
const LABELS = new Set([
  'number',
  'evaluator',
  'enter',
  'tab',
  'escape',
  'clear',
  'undo',
  'copy',
  'paste',
  'section',
  'name',
  'school',
  'letter',
  'date',
  'domain',
  'quiz',
  'classroom',
  'true',
  'false',
  'rate',
]);
/** Words after a param that are not a counted noun: prepositions, verbs and the like, and the units written short (s, min, p). */
const NOT_NOUNS = new Set([
  'adaugă',
  'salvează',
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

/**
 * Where a Romanian dictionary puts a count straight before its noun without the form the count needs:
 * a plain text ("Testul valorează {{total}} puncte", right for 7, wrong for 1 and 20), the `other` form of a
 * plural text without "de" (it is read for 20, 100, 120), or its `few` form with "de" (read for 0, 2-19, 101-119, 2,5).
 * A fraction ("{{uses}}/{{max}} folosiri") and the units written short (MB, min, s, p, %) need no agreement.
 */
function agreementProblems(dictionary: unknown): string[] {
  const found: string[] = [];
  const nounAfterParam = (text: string, path: string) => {
    for (const [, param = '', word = ''] of text.matchAll(/(?<!\/)\{\{(\w+)\}\} ([a-zăâîșț]+)/g)) {
      if (!LABELS.has(param) && !NOT_NOUNS.has(word)) found.push(`${path}: {{${param}}} ${word}`);
    }
  };
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') nounAfterParam(node, path);
    else if (isPluralForms(node)) {
      nounAfterParam(node.other, `${path}.other`);
      for (const [, param = '', word = ''] of (node.few ?? '').matchAll(/\{\{(\w+)\}\} de ([a-zăâîșț]+)/g)) {
        if (!LABELS.has(param)) found.push(`${path}.few: {{${param}}} de ${word}`);
      }
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(dictionary, '');
  return found;
}

describe('plural texts', () => {
  for (const [language, key, params, expected] of [...cases, ...agreementCases]) {
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
    assert.deepEqual(agreementProblems(JSON.parse(readFileSync(join(root, 'i18n', 'ro.json'), 'utf8'))), []);
  });

  it('that guard catches a bare count before its noun and a form with the wrong "de"; labels, units and fractions pass', () => {
    const sample = {
      bare: 'Testul valorează {{total}} puncte',
      forms: { one: 'un punct', few: '{{n}} de puncte', other: '{{n}} puncte' },
      good: { one: 'o zi', few: '{{days}} zile', other: '{{days}} de zile' },
      // doubleCorrection.steps has a step named "other": not plural forms, so its texts are read one by one.
      steps: { started: 'a pornit', other: 'alt pas', limit: 'cel mult {{n}} elevi' },
      label: 'Întrebarea {{number}} nu are puncte',
      unit: 'Timp de lucru: {{minutes}} min',
      fraction: '{{uses}}/{{max}} folosiri',
    };
    assert.deepEqual(agreementProblems(sample), [
      'bare: {{total}} puncte',
      'forms.other: {{n}} puncte',
      'forms.few: {{n}} de puncte',
      'steps.limit: {{n}} elevi',
    ]);
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
