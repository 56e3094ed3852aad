// The quiz dashboard on paper: the report's figures, the grade bands as a
// chart, the question analysis and every pupil's mark.
import { MIN_RELIABLE_PUPILS, type MostDifficult, type QuizReport } from '../../../../domain/analysis';
import { type Band, bandOf, GRADE_BANDS, type MarkScale, paperMark } from '../../../../domain/grading';
import { totalPoints } from '../../../../domain/quiz/schema';
import type { Block, Row } from '../layout/blocks';
import { formatPoints, type LayoutContext, paragraphRow, textAt } from '../layout/compose';
import { COLORS, STYLES } from '../layout/page-geometry';
import type { PrintedPart } from '../layout/paginate';
import type { DashboardPdfData, PdfHeader } from '../pdf.types';
import { barChartBlock } from './chart-blocks';
import { fieldRow, headerBlock, titleRows } from './header-blocks';
import { type Column, tableBlock } from './table-blocks';

const BAND_COLORS: Record<Band, string> = { A: '#15803d', B: '#65a30d', C: '#ca8a04', D: '#ea580c', F: '#b91c1c' };
const QUESTION_TEXT_MAX = 140;

/** The PDF's two number styles, built once per document's locale (not once per table cell). */
const figureFormats = new Map<string, { percent: Intl.NumberFormat; decimal: Intl.NumberFormat }>();

function formatsFor(locale: string) {
  let formats = figureFormats.get(locale);
  if (!formats) {
    formats = {
      percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
      decimal: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    figureFormats.set(locale, formats);
  }
  return formats;
}

function percent(ctx: LayoutContext, share: number | null): string {
  return share === null ? ctx.t('pdf.none') : formatsFor(ctx.locale).percent.format(share);
}

function decimal(ctx: LayoutContext, value: number | null): string {
  return value === null ? ctx.t('pdf.none') : formatsFor(ctx.locale).decimal.format(value);
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Label on the left, value in bold beside it. */
function figureRow(ctx: LayoutContext, label: string, value: string): Row {
  const labelWidth = 62;
  const left = textAt(ctx, label, 0, 0, labelWidth - 2, STYLES.body, { color: COLORS.muted });
  const right = textAt(ctx, value, labelWidth, 0, ctx.geometry.contentWidth - labelWidth, STYLES.bodyBold);
  return { height: Math.max(left.height, right.height) + 1.4, items: [left.item, right.item] };
}

/** Its facility and mean first (what it is ranked by), then the full-marks share; counts typed by hand give only their share correct. */
function mostDifficultValue(ctx: LayoutContext, hardest: MostDifficult): string {
  if (hardest.facility === null || hardest.average === null)
    return ctx.t('pdfReports.dashboard.mostDifficultValue', { number: hardest.number, rate: percent(ctx, hardest.successRate) });
  return ctx.t('pdfReports.dashboard.mostDifficultFacility', {
    number: hardest.number,
    facility: percent(ctx, hardest.facility),
    average: formatPoints(ctx, hardest.average),
    points: formatPoints(ctx, hardest.points),
    count: hardest.points,
    rate: percent(ctx, hardest.successRate),
  });
}

function summaryBlock(ctx: LayoutContext, report: QuizReport): Block {
  const none = ctx.t('pdf.none');
  const { averagePoints, averageMark, mostDifficult } = report;
  const average =
    averagePoints === null || averageMark === null
      ? none
      : ctx.t('pdfReports.dashboard.averageValue', { points: formatPoints(ctx, averagePoints), mark: formatPoints(ctx, averageMark) });
  const hardest = mostDifficult ? `${mostDifficultValue(ctx, mostDifficult)} – ${clip(mostDifficult.text, 90)}` : none;
  const understood = report.wellUnderstood.length ? report.wellUnderstood.map((s) => `${s.title} (${percent(ctx, s.successRate)})`).join(', ') : none;
  const rows: Row[] = [
    paragraphRow(ctx, ctx.t('pdfReports.dashboard.summary'), STYLES.heading, { gapAfter: 1.5 }),
    figureRow(ctx, ctx.t('pdfReports.dashboard.average'), average),
    figureRow(ctx, ctx.t('pdfReports.dashboard.graded'), String(report.totalGraded)),
    figureRow(ctx, ctx.t('pdfReports.dashboard.questions'), String(report.totalQuestions)),
    figureRow(ctx, ctx.t('pdfReports.dashboard.mostDifficult'), hardest),
    figureRow(ctx, ctx.t('pdfReports.dashboard.wellUnderstood'), understood),
    figureRow(ctx, ctx.t('pdfReports.dashboard.consistency'), decimal(ctx, report.analysis.consistency)),
  ];
  if (!report.analysis.reliable)
    rows.push(paragraphRow(ctx, ctx.t('pdfReports.dashboard.unreliable', { n: MIN_RELIABLE_PUPILS }), STYLES.bodyBold, { color: COLORS.warning }));
  // As the report on screen says it: a printed average must not pass for a finished class's.
  if (report.incompletePapers > 0)
    rows.push(paragraphRow(ctx, ctx.t('pdfReports.dashboard.incomplete', { count: report.incompletePapers }), STYLES.bodyBold, { color: COLORS.warning }));
  return { spaceBefore: 2, rows };
}

function headingBlock(ctx: LayoutContext, key: string): Block {
  return { spaceBefore: 8, keepWithNext: true, rows: [paragraphRow(ctx, ctx.t(key), STYLES.heading, { gapAfter: 1 })] };
}

function analysisTable(ctx: LayoutContext, report: QuizReport): Block {
  const c = ctx.t;
  const columns: Column[] = [
    { label: c('pdfReports.dashboard.columns.number'), share: 0.07 },
    { label: c('pdfReports.dashboard.columns.question'), share: 0.42 },
    { label: c('pdfReports.dashboard.columns.points'), share: 0.1, align: 'right' },
    { label: c('pdfReports.dashboard.columns.success'), share: 0.14, align: 'right' },
    { label: c('pdfReports.dashboard.columns.facility'), share: 0.12, align: 'right' },
    { label: c('pdfReports.dashboard.columns.discrimination'), share: 0.15, align: 'right' },
  ];
  const rows = report.analysis.questions.map((q) => [
    String(q.number),
    clip(q.text, QUESTION_TEXT_MAX),
    formatPoints(ctx, q.points),
    percent(ctx, q.successRate),
    decimal(ctx, q.facility),
    decimal(ctx, q.discrimination),
  ]);
  return tableBlock(ctx, columns, rows);
}

function pupilsTable(ctx: LayoutContext, data: DashboardPdfData, scale: MarkScale): Block {
  const c = ctx.t;
  const columns: Column[] = [
    { label: c('pdfReports.dashboard.columns.pupil'), share: 0.46 },
    { label: c('pdfReports.dashboard.columns.total'), share: 0.18, align: 'right' },
    { label: c('pdfReports.dashboard.columns.mark'), share: 0.18, align: 'right' },
    { label: c('pdfReports.dashboard.columns.band'), share: 0.18, align: 'center' },
  ];
  const rows = data.pupils.map((pupil) =>
    pupil.score === null
      ? [pupil.name, ctx.t('pdfReports.dashboard.notGraded'), ctx.t('pdf.none'), ctx.t('pdf.none')]
      : [pupil.name, formatPoints(ctx, pupil.score), formatPoints(ctx, paperMark(pupil.score, scale, pupil.finalMark)), bandOf(pupil.score, scale)],
  );
  return tableBlock(ctx, columns, rows);
}

export function buildDashboard(ctx: LayoutContext, data: DashboardPdfData, header: PdfHeader): PrintedPart {
  const { document, report } = data;
  const scale: MarkScale = { totalPoints: totalPoints(document), basePoints: document.basePoints };
  const bars = GRADE_BANDS.map((band) => ({
    label: ctx.t('pdfReports.dashboard.bandRange', { band: band.band, min: band.min, max: band.max }),
    value: report.bands[band.band],
    color: BAND_COLORS[band.band],
  }));
  const blocks: Block[] = [
    headerBlock([
      fieldRow(ctx, [ctx.t('pdf.header.school'), header.schoolName], [ctx.t('pdf.header.date'), header.date]),
      fieldRow(ctx, [ctx.t('pdf.header.class'), header.classLabel ?? document.classLabel], [ctx.t('pdfReports.dashboard.graded'), String(report.totalGraded)]),
      { height: 3, items: [] },
      ...titleRows(ctx, ctx.t('pdfReports.dashboard.title'), document.title, null),
    ]),
    summaryBlock(ctx, report),
    headingBlock(ctx, 'pdfReports.dashboard.bands'),
    barChartBlock(ctx, bars),
    headingBlock(ctx, 'pdfReports.dashboard.analysis'),
    analysisTable(ctx, report),
  ];
  if (data.pupils.length > 0) blocks.push(headingBlock(ctx, 'pdfReports.dashboard.pupils'), pupilsTable(ctx, data, scale));
  return { blocks, runningHeader: `${ctx.t('pdfReports.dashboard.title')} · ${document.title}` };
}
