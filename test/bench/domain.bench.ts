// In-process timings of the pure parts: the question analysis and quiz
// report of a class, and the generation of a 10-page printed test.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { type GradeInput, quizReport } from '../../src/domain/analysis';
import type { QuizDocument } from '../../src/domain/quiz/types';
import { kb, ms, percentiles, report } from './table';

function classOf(pupils: number, questions: number): { document: QuizDocument; grades: GradeInput[] } {
  const document: QuizDocument = {
    title: 'Bench',
    classLabel: 'X',
    basePoints: 10,
    timeLimit: 50,
    sections: [
      {
        id: 's',
        title: 'Sectiune',
        context: '',
        questions: Array.from({ length: questions }, (_, q) => ({
          id: `q${q}`,
          type: 'lines' as const,
          text: `Întrebarea ${q}`,
          points: 3,
          lines: 2,
          rules: [],
        })),
      },
    ],
    gradingScheme: { notes: '', criteria: [] },
  };
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const grades = Array.from({ length: pupils }, (_, p) => {
    const questionScores: Record<string, number> = {};
    let score = 0;
    for (let q = 0; q < questions; q++) {
      const mark = Math.round(random() * 12) / 4;
      questionScores[`q${q}`] = mark;
      score += mark;
    }
    return { pupilId: `p${p}`, score, questionScores };
  });
  return { document, grades };
}

export async function benchAnalysis() {
  for (const [pupils, questions] of [
    [40, 30],
    [1000, 60],
  ] as const) {
    const { document, grades } = classOf(pupils, questions);
    quizReport(document, grades); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      quizReport(document, grades);
      samples.push(performance.now() - started);
    }
    const { p50, p99 } = percentiles(samples);
    report(`analysis + report, ${pupils} pupils x ${questions} questions`, `p50 ${ms(p50)}, max ${ms(p99)}`);
  }
}

export async function benchPdf(root: string) {
  const { longQuiz, makePdf } = await import('../client/pdf/fixtures');
  const document = longQuiz(54);
  await makePdf('test', { document }, { language: 'ro' }); // loads fonts and dictionaries once
  const samples: number[] = [];
  let pages = 0;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const bytes = await makePdf('test', { document }, { language: 'ro' }, (p) => (pages = p.pages));
    samples.push(performance.now() - started);
    if (i === 0) report('printed test size', `${kb(bytes.length)} for ${pages} pages`);
  }
  report(`PDF of a ${pages}-page test (Node)`, `p50 ${ms(percentiles(samples).p50)}`);
  type Meta = { outputs: Record<string, { inputs: Record<string, unknown> }> };
  for (const [file, label] of [
    ['meta.client.json', 'PDF chunk (main-thread fallback)'],
    ['meta.pdf-worker.json', 'PDF worker (loaded on first export)'],
  ] as const) {
    const meta = JSON.parse(readFileSync(join(root, 'dist', file), 'utf8')) as Meta;
    const chunk = Object.entries(meta.outputs).find(
      ([path, output]) => path.endsWith('.js') && Object.keys(output.inputs).some((input) => input.includes('@pdfme/generator')),
    );
    if (!chunk) continue;
    const bundled = Object.keys(chunk[1].inputs).join(' ');
    const unwanted = ['bwip-js', 'date-fns', 'air-datepicker'].filter((name) => bundled.includes(name));
    report(
      label,
      `${kb(gzipSync(readFileSync(join(root, chunk[0])), { level: 9 }).length)} gzip${unwanted.length ? `; contains ${unwanted.join(', ')}!` : '; no barcode or date-picker plugins'}`,
    );
  }
}
