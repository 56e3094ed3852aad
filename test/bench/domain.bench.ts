// Timings of the pure parts: the question analysis and quiz report of a
// class (in process), and the generation of a 10-page printed test (in
// Node, and in the built app's PDF worker in Chromium), with the PDF code's
// weight against issue 15's budget.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { type GradeInput, quizReport } from '../../src/domain/analysis';
import { markOf } from '../../src/domain/marks';
import type { QuizDocument } from '../../src/domain/quiz/types';
import { measurePdfWorker } from './pdf-worker.bench';
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
  // Through JSON, as the server reads marks and documents from the database: keys built with
  // template strings here would be slower to look up than the parsed ones the report really gets.
  return JSON.parse(JSON.stringify({ document, grades })) as { document: QuizDocument; grades: GradeInput[] };
}

/** The floor the analysis is compared with: reading every mark once, nothing computed. */
function readEveryMark(document: QuizDocument, grades: readonly GradeInput[]): number {
  const ids = document.sections.flatMap((section) => section.questions.map((question) => question.id));
  let sum = 0;
  for (const grade of grades) for (const id of ids) sum += markOf(grade.questionScores, id) ?? 0;
  return sum;
}

function timings(run: () => unknown, samples: number): { p50: number; p95: number } {
  for (let i = 0; i < 5; i++) run(); // warm-up
  const taken: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    run();
    taken.push(performance.now() - started);
  }
  return percentiles(taken);
}

export async function benchAnalysis() {
  for (const [pupils, questions] of [
    [40, 30],
    [1000, 60],
  ] as const) {
    const { document, grades } = classOf(pupils, questions);
    const floor = timings(() => readEveryMark(document, grades), 50);
    const analysis = timings(() => quizReport(document, grades), 50);
    report(
      `analysis + report, ${pupils} pupils x ${questions} questions${pupils === 1000 ? ' (target p50 <= 20 ms)' : ''}`,
      `p50 ${ms(analysis.p50)}, p95 ${ms(analysis.p95)}; reading each mark once (same run): p50 ${ms(floor.p50)}, p95 ${ms(floor.p95)}`,
    );
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
  const node = percentiles(samples).p50;
  report(`PDF of a ${pages}-page test (Node)`, `p50 ${ms(node)}`);
  if (existsSync('/usr/bin/chromium') && existsSync(join(root, 'dist', 'meta.pdf-worker.json'))) {
    const [first = 0, ...warm] = await measurePdfWorker(root, { kind: 'test', data: { document }, options: { language: 'ro' } }, 8);
    report(
      `PDF of a ${pages}-page test in the browser's PDF worker (target <= 300 ms)`,
      `p50 ${ms(percentiles(warm).p50)} (${warm.length} runs); first export, worker start and fonts included: ${ms(first)}; Node (same run): p50 ${ms(node)}`,
    );
  } else report("PDF in the browser's PDF worker", 'skipped: no /usr/bin/chromium or no dist/ build');
  type Meta = { outputs: Record<string, { inputs: Record<string, unknown> }> };
  for (const [file, label] of [
    ['meta.client.json', 'PDF chunk, main-thread fallback (budget 500 KB)'],
    ['meta.pdf-worker.json', 'PDF worker, loaded on first export (budget 500 KB)'],
  ] as const) {
    const meta = JSON.parse(readFileSync(join(root, 'dist', file), 'utf8')) as Meta;
    const chunk = Object.entries(meta.outputs).find(
      ([path, output]) => path.endsWith('.js') && Object.keys(output.inputs).some((input) => input.includes('@pdfme/pdf-lib')),
    );
    if (!chunk) continue;
    const bundled = Object.keys(chunk[1].inputs).join(' ');
    const unwanted = ['@pdfme/generator', 'zod', 'acorn', 'bwip-js', 'date-fns', 'air-datepicker'].filter((name) => bundled.includes(`node_modules/${name}/`));
    report(
      label,
      `${kb(gzipSync(readFileSync(join(root, chunk[0])), { level: 9 }).length)} gzip${unwanted.length ? `; contains ${unwanted.join(', ')}!` : '; pdf-lib and fontkit, fonts as separate files'}`,
    );
  }
}
