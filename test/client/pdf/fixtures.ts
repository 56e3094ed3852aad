// Shared by the pdf-*.test.ts files: quizzes with every question type (in
// Romanian and Spanish), a long test, a report, and pdftotext/pdfinfo
// (Debian's poppler-utils) to read the generated files back.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFontFiles, nodeSymbolFont } from '../../../src/client/features/pdf/fonts/node-fonts';
import { generatePdf } from '../../../src/client/features/pdf/generate';
import { nodePdfTexts } from '../../../src/client/features/pdf/i18n/node-texts';
import type { DashboardPdfData, PdfDataByKind, PdfKind, PdfOptions, PdfProgress } from '../../../src/client/features/pdf/pdf.types';
import { type GradeInput, quizReport } from '../../../src/domain/analysis';
import type { Question, QuizDocument } from '../../../src/domain/quiz/types';
import { sampleQuiz } from '../../server/helpers/quiz-fixture';

/** sampleQuiz() with more to print: a unit, sub-rules, two correct options, criteria with points. */
export function romanianQuiz(): QuizDocument {
  const quiz = sampleQuiz('Evaluare la matematică și științe');
  const [first, second] = quiz.sections;
  first!.questions[0] = {
    id: 'q1',
    type: 'multiple_choices',
    text: 'Care dintre numerele următoare sunt prime?',
    points: 10,
    rules: [],
    options: [
      { id: 'a', text: 'șapte (7)', points: 5, correct: true },
      { id: 'b', text: 'nouă (9)', points: 0, correct: false },
      { id: 'c', text: 'unsprezece (11)', points: 5, correct: true },
      { id: 'd', text: 'cincisprezece (15)', points: 0, correct: false },
    ],
  };
  second!.questions[0]!.rules[0]!.subRules = [
    { id: 's1', description: 'Trecerea lui 4 în membrul drept', points: 5 },
    { id: 's2', description: 'Împărțirea la 2 a ambilor membri', points: 5 },
  ];
  second!.questions[2] = {
    id: 'q6',
    type: 'numeric',
    text: 'Ce lungime are latura unui pătrat cu aria de 36 cm²?',
    points: 10,
    rules: [],
    value: 6,
    tolerance: 0.5,
    unit: 'cm',
  };
  quiz.gradingScheme = {
    notes: 'Se acordă 10 puncte din oficiu. Orice rezolvare corectă diferită de barem primește punctajul maxim.',
    criteria: [
      { id: 'c1', description: 'Scriere îngrijită și lizibilă', points: 0 },
      { id: 'c2', description: 'Folosirea corectă a unităților de măsură', points: 2 },
    ],
  };
  return quiz;
}

export function spanishQuiz(): QuizDocument {
  return {
    title: 'Examen de lengua española',
    classLabel: '3.º B',
    basePoints: 10,
    timeLimit: 45,
    sections: [
      {
        id: 's1',
        title: 'Comprensión lectora',
        context: '¡Lee con atención! El niño pequeño juega en el jardín de su abuela.',
        questions: [
          {
            id: 'q1',
            type: 'multiple_choices',
            text: '¿Dónde juega el niño?',
            points: 30,
            rules: [],
            options: [
              { id: 'a', text: 'En el jardín', points: 30, correct: true },
              { id: 'b', text: 'En la montaña', points: 0, correct: false },
            ],
          },
          {
            id: 'q2',
            type: 'true_false',
            text: '¿Verdadero o falso?',
            points: 30,
            rules: [],
            statements: [
              { id: 't1', text: 'El niño es pequeño.', answer: true, points: 15 },
              { id: 't2', text: 'La abuela vive en España.', answer: false, points: 15 },
            ],
          },
          { id: 'q3', type: 'short_answer', text: '¿Cómo se escribe «año» en plural?', points: 30, rules: [], expectedAnswer: 'años' },
        ],
      },
    ],
    gradingScheme: { notes: 'Se valora la ortografía: ñ, tildes y signos ¿? ¡!', criteria: [] },
  };
}

/** Marks every printed text of question n with "#n", so a test can find all of it on the page. */
function tagged(question: Question, n: number): Question {
  const tag = <T extends { text: string }>(item: T): T => ({ ...item, text: `${item.text} #${n}` });
  const text = `Întrebarea numărul ${n}: ${question.text}`;
  switch (question.type) {
    case 'multiple_choices':
      return { ...question, text, options: question.options.map(tag) };
    case 'true_false':
      return { ...question, text, statements: question.statements.map(tag) };
    case 'matches':
      return { ...question, text, left: question.left.map(tag), right: question.right.map(tag) };
    case 'numeric':
      return { ...question, text, unit: `cm #${n}` };
    default:
      return { ...question, text };
  }
}

/** `count` questions of every type in turn, in three sections: a test of several pages. */
export function longQuiz(count = 60): QuizDocument {
  const base = romanianQuiz();
  const kinds = base.sections.flatMap((s) => s.questions);
  const questions: Question[] = Array.from({ length: count }, (_, i) => ({ ...tagged(kinds[i % kinds.length]!, i + 1), id: `lq${i + 1}`, points: 1.5 }));
  const third = Math.ceil(count / 3);
  return {
    ...base,
    title: 'Test lung de recapitulare',
    sections: [0, 1, 2].map((k) => ({
      id: `ls${k + 1}`,
      title: `Partea ${k + 1}`,
      context: k === 0 ? 'Citiți cu atenție fiecare cerință.' : '',
      questions: questions.slice(k * third, (k + 1) * third),
    })),
  };
}

export function dashboardData(pupils = 6): DashboardPdfData {
  const document = romanianQuiz();
  const names = ['Ana Popescu', 'Bogdan Ionescu', 'Cătălina Rădulescu', 'Ștefan Țepeș', 'Irina Mureșan', 'Mihai Dumitrașcu', 'Oana Stănescu', 'Radu Vlădescu'];
  const questionIds = document.sections.flatMap((s) => s.questions.map((q) => q.id));
  const grades: GradeInput[] = Array.from({ length: pupils }, (_, p) => {
    const questionScores = Object.fromEntries(questionIds.map((id, q) => [id, ((p + q) % 3 === 0 ? 5 : 10) * (q === 3 || q === 6 ? 2 : 1)]));
    return { pupilId: `p${p}`, score: Object.values(questionScores).reduce((a, b) => a + b, 0), questionScores };
  });
  grades.push({ pupilId: 'absent', score: null, questionScores: {} });
  return {
    document,
    report: quizReport(document, grades),
    pupils: grades.map((g, i) => ({ name: names[i % names.length] ?? `Elev ${i}`, score: g.score, finalMark: null })),
  };
}

export async function makePdf<K extends PdfKind>(
  kind: K,
  data: PdfDataByKind[K],
  options: PdfOptions,
  onProgress?: (p: PdfProgress) => void,
): Promise<Uint8Array> {
  return generatePdf(kind, data, options, { fonts: nodeFontFiles, symbols: nodeSymbolFont, texts: nodePdfTexts, onProgress });
}

function withFile<T>(bytes: Uint8Array, read: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'catedra-pdf-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, bytes);
    return read(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdftotext -layout, pages separated by form feeds. */
export function pdfText(bytes: Uint8Array): string {
  return withFile(bytes, (path) => execFileSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }));
}

export function pdfPages(bytes: Uint8Array): string[] {
  return pdfText(bytes).split('\f').slice(0, -1);
}

/** pdfinfo's fields (Pages, Page size, ...). */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const out = withFile(bytes, (path) => execFileSync('/usr/bin/pdfinfo', [path], { encoding: 'utf8' }));
  return Object.fromEntries(
    out
      .split('\n')
      .filter((l) => l.includes(':'))
      .map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]),
  );
}

export function pdfFonts(bytes: Uint8Array): string {
  return withFile(bytes, (path) => execFileSync('/usr/bin/pdffonts', [path], { encoding: 'utf8' }));
}

/** One space for every run of spaces, no indentation, no blank lines: phrases match whatever the layout's gaps were. */
export function squeeze(text: string): string {
  return text
    .replace(/[ \t\u00a0\u202f]+/g, ' ')
    .replace(/^ | $/gm, '')
    .replace(/\n{2,}/g, '\n');
}
