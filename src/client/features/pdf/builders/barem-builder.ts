// The grading scheme ("barem"), one per printed version: the ex-officio
// points and the mark formula first, then every question's correct answers
// and scoring rules in that version's order, the general criteria and notes,
// and the total.
import { totalPoints } from '../../../../domain/quiz/schema';
import type { QuizDocument } from '../../../../domain/quiz/types';
import type { Block, Row } from '../layout/blocks';
import { formatPoints, type LayoutContext, paragraphRow } from '../layout/compose';
import { COLORS, STYLES } from '../layout/page-geometry';
import type { PrintedPart } from '../layout/paginate';
import type { PdfHeader } from '../pdf.types';
import type { PrintVersion } from '../shuffle/quiz-versions';
import { baremQuestionBlock, pointedRow } from './barem-answers';
import { fieldRow, headerBlock, titleRows } from './header-blocks';
import { sectionHeadingBlock } from './section-blocks';
import { groupLabel, runningHeader } from './test-builder';

/** The usual 90 + 10 test divides by ten; any other total is scaled to 10 the same way romanianMark does. */
export function markFormula(ctx: LayoutContext, document: QuizDocument): string {
  const total = totalPoints(document);
  const base = document.basePoints;
  if (total + base === 100) return ctx.t('pdf.barem.formula', { base: formatPoints(ctx, base) });
  return ctx.t('pdf.barem.formulaGeneral', { base: formatPoints(ctx, base), total: formatPoints(ctx, total) });
}

function totalLine(ctx: LayoutContext, document: QuizDocument): string {
  const total = totalPoints(document);
  return ctx.t('pdf.barem.total', {
    points: formatPoints(ctx, total),
    base: formatPoints(ctx, document.basePoints),
    sum: formatPoints(ctx, total + document.basePoints),
  });
}

function generalBlock(ctx: LayoutContext, document: QuizDocument): Block {
  const rows: Row[] = [];
  if (document.basePoints > 0)
    rows.push(
      paragraphRow(ctx, ctx.t('pdf.barem.exOfficio', { count: document.basePoints, base: formatPoints(ctx, document.basePoints) }), STYLES.body, {
        gapAfter: 1,
      }),
    );
  rows.push(paragraphRow(ctx, markFormula(ctx, document), STYLES.bodyBold, { gapAfter: 1 }));
  rows.push(paragraphRow(ctx, totalLine(ctx, document), STYLES.body, { color: COLORS.muted }));
  return { rows, spaceBefore: 2 };
}

function criteriaBlocks(ctx: LayoutContext, document: QuizDocument): Block[] {
  const blocks: Block[] = [];
  const { criteria, notes } = document.gradingScheme;
  if (criteria.length > 0) {
    blocks.push({
      spaceBefore: 7,
      rows: [
        paragraphRow(ctx, ctx.t('pdf.barem.criteria'), STYLES.heading, { gapAfter: 1.5 }),
        ...criteria.map((c) => pointedRow(ctx, `• ${c.description}`, c.points > 0 ? c.points : null, 0)),
      ],
    });
  }
  if (notes.trim()) {
    blocks.push({
      spaceBefore: 7,
      rows: [paragraphRow(ctx, ctx.t('pdf.barem.notes'), STYLES.heading, { gapAfter: 1.5 }), paragraphRow(ctx, notes.trim(), STYLES.body)],
    });
  }
  return blocks;
}

export function buildBarem(ctx: LayoutContext, version: PrintVersion, header: PdfHeader): PrintedPart {
  const { document } = version;
  const group = groupLabel(ctx, version);
  const blocks: Block[] = [
    headerBlock([
      fieldRow(ctx, [ctx.t('pdf.header.school'), header.schoolName], [ctx.t('pdf.header.class'), header.classLabel ?? document.classLabel]),
      { height: 3, items: [] },
      ...titleRows(ctx, ctx.t('pdf.barem.title'), document.title, group),
    ]),
    generalBlock(ctx, document),
  ];
  let number = 0;
  for (const section of document.sections) {
    blocks.push(sectionHeadingBlock(ctx, { ...section, context: '' }));
    section.questions.forEach((question) => blocks.push(baremQuestionBlock(ctx, question, ++number)));
  }
  blocks.push(...criteriaBlocks(ctx, document));
  blocks.push({
    spaceBefore: 7,
    rows: [paragraphRow(ctx, totalLine(ctx, document), STYLES.bodyBold, { gapAfter: 1 }), paragraphRow(ctx, markFormula(ctx, document), STYLES.body)],
  });
  return { blocks, runningHeader: runningHeader(`${ctx.t('pdf.barem.title')} · ${document.title}`, group) };
}
