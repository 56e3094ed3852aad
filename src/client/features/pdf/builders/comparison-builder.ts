// A common test across classes on paper (issue 16): per class the roster,
// the graded papers, the average and the pupils per band; then per question
// each class's facility side by side, all classes together and the gap
// between the best and the worst class. Small classes carry a mark (*) and a
// note below the table, as the screen flags them.
import { MIN_RELIABLE_PUPILS } from '../../../../domain/analysis';
import type { ClassFigures, QuizComparison } from '../../../../domain/comparison';
import { GRADE_BANDS } from '../../../../domain/grading';
import type { Block, Row } from '../layout/blocks';
import { formatPoints, type LayoutContext, paragraphRow } from '../layout/compose';
import { COLORS, STYLES } from '../layout/page-geometry';
import type { PrintedPart } from '../layout/paginate';
import type { ComparisonPdfData, PdfHeader } from '../pdf.types';
import { fieldRow, headerBlock, titleRows } from './header-blocks';
import { type Column, tableBlock } from './table-blocks';

const percentFormats = new Map<string, Intl.NumberFormat>();

function percent(ctx: LayoutContext, share: number | null): string {
  if (share === null) return ctx.t('pdf.none');
  let format = percentFormats.get(ctx.locale);
  if (!format) {
    format = new Intl.NumberFormat(ctx.locale, { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(ctx.locale, format);
  }
  return format.format(share);
}

const figure = (ctx: LayoutContext, value: number | null) => (value === null ? ctx.t('pdf.none') : formatPoints(ctx, value));

function headingBlock(ctx: LayoutContext, key: string): Block {
  return { spaceBefore: 8, keepWithNext: true, rows: [paragraphRow(ctx, ctx.t(key), STYLES.heading, { gapAfter: 1 })] };
}

function classesTable(ctx: LayoutContext, comparison: QuizComparison): Block {
  const c = ctx.t;
  const bandShare = 0.06;
  const columns: Column[] = [
    { label: c('pdfReports.comparison.columns.classroom'), share: 0.24 },
    { label: c('pdfReports.comparison.columns.pupils'), share: 0.1, align: 'right' },
    { label: c('pdfReports.comparison.columns.graded'), share: 0.1, align: 'right' },
    { label: c('pdfReports.comparison.columns.averageMark'), share: 0.13, align: 'right' },
    { label: c('pdfReports.comparison.columns.averagePoints'), share: 0.13, align: 'right' },
    ...GRADE_BANDS.map((b): Column => ({ label: b.band, share: bandShare, align: 'right' })),
  ];
  const cells = (name: string, pupils: number, f: ClassFigures) => [
    f.reliable || f.graded === 0 ? name : `${name} *`,
    String(pupils),
    String(f.graded),
    figure(ctx, f.averageMark),
    figure(ctx, f.averagePoints),
    ...GRADE_BANDS.map((b) => String(f.bands[b.band])),
  ];
  const rows = [
    ...comparison.classes.map((k) => cells(k.name, k.pupils, k)),
    cells(c('pdfReports.comparison.allClasses'), comparison.all.pupils, comparison.all),
  ];
  return tableBlock(ctx, columns, rows);
}

/** Question number, points, a column per class (shares split evenly), all classes, the spread. */
function facilityTable(ctx: LayoutContext, comparison: QuizComparison): Block {
  const c = ctx.t;
  const fixed = [0.07, 0.09];
  const perClass = (1 - fixed[0]! - fixed[1]!) / (comparison.classes.length + 2);
  const columns: Column[] = [
    { label: c('pdfReports.comparison.columns.number'), share: fixed[0]!, align: 'right' },
    { label: c('pdfReports.comparison.columns.points'), share: fixed[1]!, align: 'right' },
    ...comparison.classes.map((k): Column => ({ label: k.name, share: perClass, align: 'right' })),
    { label: c('pdfReports.comparison.allClasses'), share: perClass, align: 'right' },
    { label: c('pdfReports.comparison.columns.spread'), share: perClass, align: 'right' },
  ];
  const rows = comparison.questions.map((q, index) => [
    String(q.number),
    formatPoints(ctx, q.points),
    ...comparison.classes.map((k) => percent(ctx, k.facility[index] ?? null)),
    percent(ctx, comparison.all.facility[index] ?? null),
    percent(ctx, q.spread),
  ]);
  return tableBlock(ctx, columns, rows);
}

export function buildComparison(ctx: LayoutContext, data: ComparisonPdfData, header: PdfHeader): PrintedPart {
  const { comparison } = data;
  const blocks: Block[] = [
    headerBlock([
      fieldRow(ctx, [ctx.t('pdf.header.school'), header.schoolName], [ctx.t('pdf.header.date'), header.date]),
      { height: 3, items: [] },
      ...titleRows(ctx, ctx.t('pdfReports.comparison.title'), comparison.title, null),
    ]),
    headingBlock(ctx, 'pdfReports.comparison.classes'),
    classesTable(ctx, comparison),
  ];
  if (comparison.classes.some((k) => !k.reliable && k.graded > 0)) {
    const note: Row = paragraphRow(ctx, ctx.t('pdfReports.comparison.smallClass', { n: MIN_RELIABLE_PUPILS }), STYLES.small, { color: COLORS.muted });
    blocks.push({ spaceBefore: 1.5, rows: [note] });
  }
  if (comparison.questions.length > 0) blocks.push(headingBlock(ctx, 'pdfReports.comparison.facility'), facilityTable(ctx, comparison));
  return { blocks, runningHeader: `${ctx.t('pdfReports.comparison.title')} · ${comparison.title}` };
}
