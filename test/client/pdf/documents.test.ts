import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GradeInput } from '../../../src/domain/analysis';
import { compareClasses } from '../../../src/domain/comparison';
import { bandOf, romanianMark } from '../../../src/domain/grading';
import { formatPoints } from '../../../src/domain/points';
import { totalPoints } from '../../../src/domain/quiz/schema';
import { dashboardData, makePdf, pdfFonts, pdfInfo, pdfPages, romanianQuiz, spanishQuiz, squeeze } from './fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The phrase with any run of spaces between its words (pdftotext's column gaps). */
const phrase = (text: string) => new RegExp(text.split(/\s+/).map(escapeRegExp).join('\\s+'));

function assertPaged(pages: string[], word: string, of: string) {
  pages.forEach((text, index) => assert.match(text, new RegExp(`${word} ${index + 1} ${of} ${pages.length}\\s*$`), `page ${index + 1}`));
}

describe('the test PDF (Romanian, every question type)', async () => {
  const quiz = romanianQuiz();
  const bytes = await makePdf('test', { document: quiz }, { language: 'ro', header: { schoolName: 'Liceul Teoretic „Mihai Eminescu”', date: '12.03.2025' } });
  const pages = pdfPages(bytes);
  const text = squeeze(pages.join('\n'));

  it('has the header fields, the title, the total and the time', () => {
    assert.match(text, /Școala: Liceul Teoretic „Mihai Eminescu” Data: 12\.03\.2025/);
    assert.match(text, /Numele și prenumele: Clasa: a IX-a B/);
    assert.match(text, /Evaluare la matematică și științe/);
    assert.match(text, /Punctaj total: 90 p \+ 10 p din oficiu · Timp de lucru: 50 min/);
  });

  it('has every section with its context and every question with its number and points', () => {
    assert.match(text, /Subiectul I\nCitiți cu atenție textul de mai jos\./);
    assert.match(text, /Subiectul II/);
    let number = 0;
    for (const question of quiz.sections.flatMap((s) => s.questions)) {
      assert.match(text, new RegExp(`${++number}\\. ${escapeRegExp(question.text)} ${question.points} p`), question.text);
    }
  });

  it('lays out each type: tick boxes, two columns to match, T/F boxes, answer line, numeric box with its unit', () => {
    for (const option of ['a) șapte (7)', 'b) nouă (9)', 'c) unsprezece (11)', 'd) cincisprezece (15)']) assert.match(text, phrase(option));
    assert.match(text, /Bifați toate răspunsurile corecte\./);
    assert.match(text, /1\. Franța a\) Paris/);
    assert.match(text, /2\. Spania b\) Madrid/);
    assert.match(text, /Bifați A dacă afirmația este adevărată sau F dacă este falsă\./);
    assert.match(text, /a\) București este capitala României\. A F/);
    assert.match(text, /b\) Dunărea se varsă în Marea Nordului\. A F/);
    assert.match(text, /Răspuns: cm/);
    assert.match(text, /Răspuns:\n/);
  });

  it('prints the diacritics, the page numbers and the page count', () => {
    for (const char of ['ș', 'ț', 'ă', 'î', 'â', 'Ș', '„', '”']) assert.ok(text.includes(char), char);
    assert.equal(Number(pdfInfo(bytes).Pages), pages.length);
    assert.ok(pages.length >= 2);
    assertPaged(pages, 'Pagina', 'din');
    assert.match(pages[1]!, /^Evaluare la matematică și științe\n/);
  });

  it('embeds both fonts, subset', () => {
    const fonts = pdfFonts(bytes);
    assert.match(fonts, /Roboto-Regular\S*\s+CID TrueType\s+Identity-H\s+yes/);
    assert.match(fonts, /Roboto-Bold\S*\s+CID TrueType\s+Identity-H\s+yes/);
    // The two TTFs weigh 320 KB; only the glyphs used travel.
    assert.ok(bytes.length < 60_000, `${bytes.length} bytes`);
  });
});

describe('texts that look like pdfme placeholders', () => {
  it('are printed as written, never evaluated', async () => {
    const quiz = romanianQuiz();
    quiz.sections[1]!.questions[1]!.text = 'Fie mulțimea A = {1, 2, 3} și expresia {2 + 3}. Scrieți {date}.';
    const text = squeeze(pdfPages(await makePdf('test', { document: quiz }, { language: 'ro' })).join('\n'));
    assert.match(text, /Fie mulțimea A = \{1, 2, 3\} și expresia \{2 \+ 3\}\. Scrieți \{date\}\./);
  });
});

describe('the grading scheme PDF', async () => {
  const quiz = romanianQuiz();
  const text = squeeze(pdfPages(await makePdf('barem', { document: quiz }, { language: 'ro' })).join('\n'));

  it('states the ex-officio points, the mark formula and the total', () => {
    assert.match(text, /Barem de evaluare și de notare/);
    assert.match(text, /Se acordă 10 puncte din oficiu\./);
    assert.match(text, /Nota finală = \(punctaj \+ 10\) \/ 10/);
    assert.match(text, /Total: 90 p \+ 10 p din oficiu = 100 p/);
  });

  it('lists the correct answers of every question type', () => {
    assert.match(text, /Răspunsuri corecte:\na\) șapte \(7\) 5 ?p\nc\) unsprezece \(11\) 5 ?p/);
    assert.match(text, /1 – a \(Franța – Paris\) 5 ?p\n2 – b \(Spania – Madrid\) 5 ?p/);
    assert.match(text, /a\) A \(adevărat\) – București este capitala României\. 5 ?p/);
    assert.match(text, /b\) F \(fals\) – Dunărea se varsă în Marea Nordului\. 5 ?p/);
    assert.match(text, /Răspuns așteptat: Fe/);
    assert.match(text, /Răspuns: 6 ± 0,5 cm/);
  });

  it('lists the scoring rules with their sub-rules and points, the criteria and the notes', () => {
    assert.match(
      text,
      /• Izolarea termenului cu x 10 p\n– Trecerea lui 4 în membrul drept 5 ?p\n– Împărțirea la 2 a ambilor membri 5 ?p\n• Rezultatul corect x = 3 10 p/,
    );
    assert.match(text, /Se acordă punctajul integral pentru un răspuns complet și corect\./);
    assert.match(text, /Criterii generale\n• Scriere îngrijită și lizibilă\n• Folosirea corectă a unităților de măsură 2 ?p/);
    assert.match(text, /Observații\nSe acordă 10 puncte din oficiu\. Orice rezolvare corectă diferită de barem primește punctajul maxim\./);
  });

  it('gives the general formula when the test is not worth 90 + 10', async () => {
    const small = romanianQuiz();
    small.sections = [small.sections[0]!];
    assert.equal(totalPoints(small), 30);
    const other = squeeze(pdfPages(await makePdf('barem', { document: small }, { language: 'ro' })).join('\n'));
    assert.match(other, /Nota finală = 10 × \(punctaj \+ 10\) \/ \(30 \+ 10\)/);
    assert.match(other, /Total: 30 p \+ 10 p din oficiu = 40 p/);
  });

  it('puts "de" between 20 ex-officio points and their noun, as Romanian counts from 20 on', async () => {
    const generous = romanianQuiz();
    generous.basePoints = 20;
    const barem = squeeze(pdfPages(await makePdf('barem', { document: generous }, { language: 'ro' })).join('\n'));
    assert.match(barem, /Se acordă 20 de puncte din oficiu\./);
  });
});

describe('the quiz dashboard PDF', async () => {
  const data = dashboardData(6);
  const scale = { totalPoints: totalPoints(data.document), basePoints: data.document.basePoints };
  const bytes = await makePdf('dashboard', data, { language: 'ro', header: { schoolName: 'Școala Gimnazială nr. 5', date: '12.03.2025' } });
  const pages = pdfPages(bytes);
  const text = squeeze(pages.join('\n'));

  it("shows the report's figures", () => {
    const { report } = data;
    assert.match(text, /Raportul testului\nEvaluare la matematică și științe/);
    assert.match(
      text,
      new RegExp(
        `Media clasei ${escapeRegExp(formatPoints(report.averagePoints!, 'ro'))} p \\(nota ${escapeRegExp(formatPoints(report.averageMark!, 'ro'))}\\)`,
      ),
    );
    assert.match(text, /Lucrări notate 6\n/);
    assert.match(text, /Întrebări 7\n/);
    const hardest = report.mostDifficult!;
    const ro = (v: number) => squeeze(new Intl.NumberFormat('ro', { style: 'percent', maximumFractionDigits: 0 }).format(v));
    assert.equal(hardest.facility, Math.min(...report.analysis.questions.map((q) => q.facility!)), 'the lowest facility');
    assert.match(
      text,
      phrase(
        `Cea mai dificilă întrebare Întrebarea ${hardest.number}: ${ro(hardest.facility!)} din punctaj în medie (${formatPoints(hardest.average!, 'ro')} din ${hardest.points} puncte), ${ro(hardest.successRate)} cu punctaj maxim`,
      ),
    );
    assert.match(text, /Secțiuni bine înțelese Subiectul I \(\d+ %\)/);
    assert.match(text, /Mai puțin de 10 elevi notați: cifrele de mai jos nu sunt încă de încredere\./);
  });

  it('says how many papers are not fully marked, as the report on screen does (it printed the average as a finished class’s)', async () => {
    assert.doesNotMatch(text, /notate parțial/, 'none here');
    const partial = dashboardData(6);
    partial.report = { ...partial.report, incompletePapers: 2 };
    const printed = squeeze(pdfPages(await makePdf('dashboard', partial, { language: 'ro' })).join('\n'));
    assert.match(printed, /Lucrări notate parțial: 2\. Itemii lor fără punctaj contează cu 0 în aceste cifre\./);
  });

  it('draws the band chart with its labels and counts', () => {
    assert.match(text, /A \(90–100%\) B \(80–89%\) C \(70–79%\) D \(60–69%\) F \(0–59%\)/);
    const counts = Object.values(data.report.bands);
    assert.equal(
      counts.reduce((a, b) => a + b, 0),
      6,
    );
    for (const count of new Set(counts)) assert.match(text, new RegExp(`(^|\\s)${count}(\\s|$)`, 'm'));
  });

  it('has the question analysis table', () => {
    assert.match(text, /Nr\. Întrebarea Punctaj Rata de reușită Facilitate Discriminare/);
    for (const q of data.report.analysis.questions) {
      const rate = new Intl.NumberFormat('ro', { style: 'percent', maximumFractionDigits: 0 }).format(q.successRate!);
      const two = (v: number) => new Intl.NumberFormat('ro', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);
      assert.match(
        text,
        new RegExp(
          `${q.number} ${escapeRegExp(q.text)} ${q.points} ${escapeRegExp(squeeze(rate))} ${escapeRegExp(two(q.facility!))} ${escapeRegExp(two(q.discrimination!))}`,
        ),
        q.text,
      );
    }
  });

  it('lists every pupil with total, mark and band', () => {
    assert.match(text, /Notele elevilor\nElev Punctaj Nota Categorie/);
    for (const pupil of data.pupils) {
      if (pupil.score === null) assert.match(text, new RegExp(`${escapeRegExp(pupil.name)} nenotat — —`));
      else
        assert.match(
          text,
          new RegExp(
            `${escapeRegExp(pupil.name)} ${pupil.score} ${escapeRegExp(formatPoints(romanianMark(pupil.score, scale), 'ro'))} ${bandOf(pupil.score, scale)}`,
          ),
          pupil.name,
        );
    }
    assertPaged(pages, 'Pagina', 'din');
  });

  // It printed 7,03 (the mark of the two evaluators' mean points) where the reconciliation and the exports say 7,02.
  it("prints a paper double correction settled with the rule's mark, not the mark of its points", async () => {
    const settled = dashboardData(6);
    const [first] = settled.pupils;
    const ofPoints = romanianMark(first!.score!, scale);
    const ruled = Math.round(ofPoints * 100 - 1) / 100;
    settled.pupils[0] = { ...first!, finalMark: ruled };
    const printed = squeeze(pdfPages(await makePdf('dashboard', settled, { language: 'ro' })).join('\n'));
    assert.match(printed, new RegExp(`${escapeRegExp(first!.name)} ${first!.score} ${escapeRegExp(formatPoints(ruled, 'ro'))} `));
  });

  it('prints a report with nothing graded yet', async () => {
    const empty = dashboardData(0);
    assert.equal(empty.report.totalGraded, 0);
    const blank = squeeze(pdfPages(await makePdf('dashboard', empty, { language: 'ro' })).join('\n'));
    assert.match(blank, /Media clasei —\nLucrări notate 0\nÎntrebări 7\nCea mai dificilă întrebare —/);
    assert.match(blank, /1 Care dintre numerele următoare sunt prime\? 10 — — —/);
  });

  it('leaves the warning out for a class large enough, and reads in English', async () => {
    const english = squeeze(pdfPages(await makePdf('dashboard', dashboardData(12), { language: 'en' })).join('\n'));
    assert.doesNotMatch(english, /not reliable/);
    assert.match(english, /Test report/);
    assert.match(english, /Class average \d+(\.\d+)? points \(mark \d+(\.\d+)?\)/);
    assert.match(english, /No\. Question Points Success rate Facility Discrimination/);
    assert.match(english, /Page 1 of \d/);
  });
});

describe('the comparison of classes PDF', async () => {
  const { document } = dashboardData(0);
  const ids = document.sections.flatMap((s) => s.questions.map((q) => q.id));
  /** `pupils` pupils; pupil p has full marks on the first p + 1 questions and nothing on the rest, so every question's facility differs. */
  const marks = (pupils: number): GradeInput[] =>
    Array.from({ length: pupils }, (_, p) => {
      const questionScores = Object.fromEntries(document.sections.flatMap((s) => s.questions).map((q, i) => [q.id, i > p ? 0 : q.points]));
      return { pupilId: `p${p}`, score: Object.values(questionScores).reduce((a, b) => a + b, 0), questionScores };
    });
  const school = { schoolId: 's', schoolName: 'Școala Gimnazială nr. 5' };
  const comparison = compareClasses({ id: 'quiz', title: document.title, document }, [
    { classroomId: 'a', name: 'a VII-a A', ...school, pupils: 26, grades: marks(12) },
    { classroomId: 'b', name: 'a VII-a B', ...school, pupils: 24, grades: marks(6) },
  ]);
  const text = squeeze(
    pdfPages(await makePdf('comparison', { comparison }, { language: 'ro', header: { schoolName: school.schoolName, date: '12.03.2025' } })).join('\n'),
  );

  it('has the title, the school and a row per class with its figures, the small class marked', () => {
    assert.match(text, /Comparație între clase\nEvaluare la matematică și științe/);
    assert.match(text, /Școala Gimnazială nr\. 5/);
    assert.match(text, /Clasa Elevi Evaluați Media notelor Media A B C D F\npunctajelor\n/);
    const [a, b] = comparison.classes;
    const mark = (v: number | null) => escapeRegExp(formatPoints(v!, 'ro'));
    assert.match(text, new RegExp(`a VII-a A 26 12 ${mark(a!.averageMark)} ${mark(a!.averagePoints)} ${Object.values(a!.bands).join(' ')}\n`));
    assert.match(text, new RegExp(`a VII-a B \\* 24 6 ${mark(b!.averageMark)}`));
    assert.match(text, /Toate clasele 50 18 /);
    assert.match(text, /\* Mai puțin de 10 elevi evaluați/);
  });

  it("puts each question's facility in every class side by side, with the gap", () => {
    assert.match(text, /Nr\. Puncte a VII-a A a VII-a B Toate clasele Diferență/);
    const rate = (v: number | null) => (v === null ? '—' : squeeze(new Intl.NumberFormat('ro', { style: 'percent', maximumFractionDigits: 0 }).format(v)));
    comparison.questions.forEach((q, i) => {
      // pdftotext reads the space before % of a short right-aligned figure ("0 %") as no space at all.
      const cells = [...comparison.classes.map((c) => rate(c.facility[i]!)), rate(comparison.all.facility[i]!), rate(q.spread)].map((cell) =>
        escapeRegExp(cell).replace(' %', ' ?%'),
      );
      assert.match(text, new RegExp(`\\n${q.number} ${escapeRegExp(formatPoints(q.points, 'ro'))} ${cells.join(' ')}\\n`), `question ${q.number}`);
    });
    assert.equal(ids.length, comparison.questions.length);
  });
});

describe('the reconciliation sheet of a double correction (issue 17)', async () => {
  // The test is Romanian: the sheet speaks its language, whatever the interface's (English here).
  const quiz = { ...romanianQuiz(), language: 'ro' as const };
  const data = {
    document: quiz,
    threshold: 1,
    finalMark: 'meanTruncated' as const,
    evaluators: [
      { slot: 1 as const, name: 'Andrei Aldea' },
      { slot: 2 as const, name: 'Bianca Barbu' },
      { slot: 3 as const, name: 'Cezar Ciobanu' },
    ],
    rows: [
      { name: 'Pop Ana', first: 7.2, second: 8.2, difference: 1, third: null, final: 7.7 },
      { name: 'Ionescu Dan', first: 7.2, second: 8.21, difference: 1.01, third: 8, final: 8 },
      { name: 'Marin Elena', first: null, second: null, difference: null, third: null, final: null },
    ],
  };
  const text = squeeze(
    pdfPages(
      await makePdf('reconciliation', data, {
        language: 'en',
        header: { schoolName: 'Școala Gimnazială nr. 5', classLabel: 'a VIII-a A', date: '12.06.2025' },
      }),
    ).join('\n'),
  );

  it('has the header, the title and the test in its own language', () => {
    assert.match(text, /Școala: Școala Gimnazială nr\. 5 Data: 12\.06\.2025/);
    assert.match(text, /Clasa: a VIII-a A Prag: 1,00/);
    assert.match(text, new RegExp(`Borderou de conciliere\\n${escapeRegExp(quiz.title)}`));
  });

  it('has a row per pupil: both marks, the difference, the third evaluator and the final mark', () => {
    // The third evaluator's heading wraps in its column.
    assert.match(text, /Elev Evaluatorul 1 Evaluatorul 2 Diferența Al treilea Nota finală\nevaluator\n/);
    // Two decimals, as the national exams' sheets write marks (7 beside 7,02 read as another kind of figure).
    assert.match(text, /Pop Ana 7,20 8,20 1,00 — 7,70\n/);
    assert.match(text, /Ionescu Dan 7,20 8,21 1,01 8,00 8,00\n/);
    assert.match(text, /Marin Elena — — — — —\n/);
    assert.match(text, /fără rotunjire/);
  });

  it('ends with a signature line for each evaluator', () => {
    assert.match(text, /Evaluatorul 1: Andrei Aldea Semnătura:/);
    assert.match(text, /Evaluatorul 2: Bianca Barbu Semnătura:/);
    assert.match(text, /Al treilea evaluator: Cezar Ciobanu Semnătura:/);
  });
});

describe('in Spanish', async () => {
  const quiz = spanishQuiz();
  const test = pdfPages(await makePdf('test', { document: quiz }, { language: 'es', lineStyle: 'grid' }));
  const text = squeeze(test.join('\n'));
  const barem = squeeze(pdfPages(await makePdf('barem', { document: quiz }, { language: 'es' })).join('\n'));

  it('prints ñ ¿ ¡ and the Spanish labels on the test', () => {
    assert.match(text, /Centro: Fecha:/);
    assert.match(text, /Nombre y apellidos: Clase: 3\.º B/);
    assert.match(text, /Examen de lengua española/);
    assert.match(text, /Puntuación total: 90 ptos\. \+ 10 ptos\. de oficio · Tiempo: 45 min/);
    assert.match(text, /Comprensión lectora\n¡Lee con atención! El niño pequeño juega en el jardín de su abuela\./);
    assert.match(text, /1\. ¿Dónde juega el niño\? 30 ptos\./);
    assert.match(text, /3\. ¿Cómo se escribe «año» en plural\? 30 ptos\./);
    assert.match(text, /Marca V si la afirmación es verdadera o F si es falsa\./);
    assert.match(text, /a\) El niño es pequeño\. V F/);
    assert.match(text, /Respuesta:/);
    assertPaged(test, 'Página', 'de');
  });

  it('prints the Spanish grading scheme', () => {
    assert.match(barem, /Criterios de evaluación y calificación/);
    assert.match(barem, /Se otorgan 10 puntos de oficio\./);
    assert.match(barem, /Nota final = \(puntos \+ 10\) \/ 10/);
    assert.match(barem, /Respuesta esperada: años/);
    assert.match(barem, /a\) V \(verdadero\) – El niño es pequeño\. 15 ptos\./);
    assert.match(barem, /Observaciones\nSe valora la ortografía: ñ, tildes y signos ¿\? ¡!/);
  });
});

describe("a test's own language, whatever the interface's", async () => {
  // Printed from the English interface (options.language), the Romanian test still speaks Romanian.
  const quiz = { ...romanianQuiz(), language: 'ro' as const };
  const test = squeeze(pdfPages(await makePdf('test', { document: quiz }, { language: 'en', versions: ['A'] })).join('\n'));
  const barem = squeeze(pdfPages(await makePdf('barem', { document: quiz }, { language: 'en' })).join('\n'));

  it('the test paper: header, instructions, version and page numbers in Romanian', () => {
    assert.match(test, /Numele și prenumele:/);
    assert.match(test, /Bifați toate răspunsurile corecte\./);
    assert.match(test, /Grupa A/);
    assert.match(test, /Pagina 1 din/);
    for (const english of ['Tick', 'Name:', 'Page 1 of', 'Group A']) assert.ok(!test.includes(english), english);
  });

  it('the grading scheme: title and totals in Romanian', () => {
    assert.match(barem, /Barem de evaluare și de notare/);
    assert.match(barem, /din oficiu/);
    assert.ok(!barem.includes('Grading scheme'), 'no English heading');
  });

  it('a document without a language prints in the language asked for', async () => {
    const { language: _dropped, ...unmarked } = quiz;
    const english = squeeze(pdfPages(await makePdf('barem', { document: unmarked }, { language: 'en' })).join('\n'));
    assert.ok(english.includes('Grading scheme') || /ex officio/.test(english));
  });
});
