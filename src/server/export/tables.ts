// The tables behind the CSV and Excel exports: a quiz's grades, and a
// classroom's gradebook (pupils x quizzes). Numbers stay numbers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { marksFromStored } from '../../domain/api/grades';
import type { ClassFigures, QuizComparison } from '../../domain/comparison';
import { type Cell, csvDialectFor, toCsv } from '../../domain/csv';
import { bandOf, GRADE_BANDS, paperMark } from '../../domain/grading';
import { questionMark } from '../../domain/marks';
import { totalPoints } from '../../domain/quiz/schema';
import type { QuizDocument } from '../../domain/quiz/types';
import { cutAt } from '../../domain/sanitize';
import { writtenNumber } from '../../domain/written-numbers';
import { contentDisposition } from '../attachments';
import { validationError } from '../errors';
import { type Language, translate } from '../i18n';
import type { classroomResults } from '../repos/results.repo';
import { xlsx } from './xlsx';

interface GradeRowForExport {
  pupil_id: string;
  name: string;
  score: number | null;
  question_scores: unknown;
  comments: string;
  graded_at: Date;
  /** Hundredths: the mark double correction settled the paper at. */
  final_mark: number | null;
}

/** A double-corrected paper's marks by evaluator (1-10), by pupil id. */
export type EvaluatorMarks = ReadonlyMap<string, { first: number | null; second: number | null; third: number | null }>;

/**
 * A quiz's grades, a row per pupil. With `evaluators` (a reconciled double
 * correction, issue 17) each row also carries what each evaluator gave.
 */
export function quizGradeRows(document: QuizDocument, rows: readonly GradeRowForExport[], lang: Language, evaluators?: EvaluatorMarks): Cell[][] {
  const t = (key: string) => translate(lang, `exports.${key}`);
  const questions = document.sections.flatMap((s) => s.questions);
  const scale = { totalPoints: totalPoints(document), basePoints: document.basePoints };
  const header: Cell[] = [
    t('pupil'),
    // Text, so written as the language writes numbers (1,5 in Romanian), as the cells under it are (csvDialectFor).
    ...questions.map((q, i) => `${t('question')} ${i + 1} (${writtenNumber(q.points, lang)})`),
    t('total'),
    t('exOfficio'),
    t('mark'),
    ...(evaluators ? [t('evaluator1'), t('evaluator2'), t('evaluator3')] : []),
    t('band'),
    t('comments'),
    t('gradedAt'),
  ];
  const body = rows.map((row) => {
    const marks = evaluators?.get(row.pupil_id);
    const { score, questionScores: scores } = marksFromStored(row.score, row.question_scores);
    return [
      row.name,
      ...questions.map((q) => questionMark(q, scores) ?? null),
      score,
      document.basePoints,
      score === null ? null : paperMark(score, scale, row.final_mark === null ? null : row.final_mark / 100),
      ...(evaluators ? [marks?.first ?? null, marks?.second ?? null, marks?.third ?? null] : []),
      score === null ? null : bandOf(score, scale),
      row.comments,
      row.graded_at.toISOString().slice(0, 10),
    ];
  });
  return [header, ...body];
}

export function gradebookRows(results: Awaited<ReturnType<typeof classroomResults>>, lang: Language): Cell[][] {
  const t = (key: string) => translate(lang, `exports.${key}`);
  const header: Cell[] = [t('pupil'), ...results.quizzes.map((q) => q.title), t('average'), t('trend')];
  const body = results.pupils.map((pupil) => {
    const marks = new Map((results.byPupil.get(pupil.pupilId) ?? []).map((r) => [r.quizId, r.mark]));
    return [pupil.name, ...results.quizzes.map((q) => marks.get(q.quizId) ?? null), pupil.averageMark, translate(lang, `exports.trends.${pupil.trend}`)];
  });
  const averages: Cell[] = [t('classAverage'), ...results.quizzes.map((q) => q.averageMark), null, null];
  return [header, ...body, averages];
}

const percentCell = (share: number | null): Cell => (share === null ? null : Math.round(share * 100));

/** The comparison across classes: a row per class and one for them all; facility per question in percent. */
export function comparisonRows(comparison: QuizComparison, lang: Language): Cell[][] {
  const t = (key: string) => translate(lang, `exports.${key}`);
  const header: Cell[] = [
    t('classroom'),
    t('school'),
    t('pupils'),
    t('graded'),
    t('averageMark'),
    t('averagePoints'),
    ...GRADE_BANDS.map((b) => `${t('band')} ${b.band} (${b.min}-${b.max} %)`),
    ...comparison.questions.map((q) => `${t('question')} ${q.number} (${writtenNumber(q.points, lang)}) %`),
    t('reliable'),
  ];
  const figures = (f: ClassFigures): Cell[] => [
    f.graded,
    f.averageMark,
    f.averagePoints,
    ...GRADE_BANDS.map((b) => f.bands[b.band]),
    ...f.facility.map(percentCell),
    f.reliable ? t('yes') : t('no'),
  ];
  const body = comparison.classes.map((c) => [c.name, c.schoolName, c.pupils, ...figures(c)]);
  return [header, ...body, [t('allClasses'), null, comparison.all.pupils, ...figures(comparison.all)]];
}

/** A file name from a title or a class's name: at most 80 units, cut between characters (cutAt), never inside an emoji. */
const fileBase = (name: string) =>
  cutAt(
    name
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    80,
  ) || 'export';

/** Sends the table as ?format=csv (default, in the CSV dialect of `lang`: see csvDialectFor) or ?format=xlsx. */
export function sendTable(reply: FastifyReply, request: FastifyRequest, name: string, rows: Cell[][], lang: Language) {
  const format = (request.query as { format?: string }).format ?? 'csv';
  if (format === 'xlsx') {
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(`${fileBase(name)}.xlsx`))
      .send(xlsx(name, rows));
  }
  if (format !== 'csv') throw validationError({ format: { key: 'validation.invalid' } });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(`${fileBase(name)}.csv`))
    .send(toCsv(rows, csvDialectFor(lang)));
}
