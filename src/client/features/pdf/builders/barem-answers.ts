// The grading scheme's entry for one question: what is correct (in the
// printed version's order, so letters match the pupil's paper), then the
// scoring rules with their sub-rules and points.
import type { Question, ScoringRule } from '../../../../domain/quiz/types';
import type { Block, Row } from '../layout/blocks';
import { formatPoints, type LayoutContext, letter, paragraphRow, pointsLabel, textAt } from '../layout/compose';
import { COLORS, STYLES } from '../layout/page-geometry';
import type { TextStyle } from '../layout/text-measure';
import { NUMBER_WIDTH, questionHeadRow } from './question-blocks';

const POINTS_WIDTH = 20;

/** Text on the left, points at the right margin. */
export function pointedRow(ctx: LayoutContext, text: string, points: number | null, indent: number, style: TextStyle = STYLES.body): Row {
  const width = ctx.geometry.contentWidth;
  const body = textAt(ctx, text, indent, 0, width - indent - POINTS_WIDTH - 2, style);
  const items = [body.item];
  if (points !== null)
    items.push(textAt(ctx, pointsLabel(ctx, points), width - POINTS_WIDTH, 0, POINTS_WIDTH, { ...style, font: 'regular' }, { align: 'right' }).item);
  return { height: body.height + 1, items };
}

function captionRow(ctx: LayoutContext, key: string): Row {
  return paragraphRow(ctx, ctx.t(key), STYLES.bodyBold, { indent: NUMBER_WIDTH, gapAfter: 0.8 });
}

function answerRows(ctx: LayoutContext, question: Question): Row[] {
  const inner = NUMBER_WIDTH + 4;
  switch (question.type) {
    case 'multiple_choices': {
      const correct = question.options.map((option, index) => ({ option, index })).filter(({ option }) => option.correct);
      const caption = captionRow(ctx, correct.length > 1 ? 'pdf.barem.correctMany' : 'pdf.barem.correct');
      return [caption, ...correct.map(({ option, index }) => pointedRow(ctx, `${letter(index)}) ${option.text}`, option.points, inner))];
    }
    case 'matches': {
      const leftIndex = new Map(question.left.map((item, index) => [item.id, index]));
      const rightIndex = new Map(question.right.map((item, index) => [item.id, index]));
      const pairs = [...question.pairs].sort((a, b) => (leftIndex.get(a.leftId) ?? 0) - (leftIndex.get(b.leftId) ?? 0));
      return [
        captionRow(ctx, 'pdf.barem.pairs'),
        ...pairs.map((pair) => {
          const l = leftIndex.get(pair.leftId) ?? -1;
          const r = rightIndex.get(pair.rightId) ?? -1;
          return pointedRow(ctx, `${l + 1} – ${letter(r)}   (${question.left[l]?.text ?? ''} – ${question.right[r]?.text ?? ''})`, pair.points, inner);
        }),
      ];
    }
    case 'true_false':
      return [
        captionRow(ctx, 'pdf.barem.statements'),
        ...question.statements.map((statement, index) => {
          const short = ctx.t(statement.answer ? 'pdf.test.trueShort' : 'pdf.test.falseShort');
          const word = ctx.t(statement.answer ? 'pdf.barem.true' : 'pdf.barem.false');
          return pointedRow(ctx, `${letter(index)}) ${short} (${word}) – ${statement.text}`, statement.points, inner);
        }),
      ];
    case 'short_answer':
      return [pointedRow(ctx, ctx.t('pdf.barem.expected', { answer: question.expectedAnswer }), null, NUMBER_WIDTH, STYLES.bodyBold)];
    case 'numeric': {
      const value = formatPoints(ctx, question.value);
      const shown = question.tolerance > 0 ? ctx.t('pdf.barem.tolerance', { value, tolerance: formatPoints(ctx, question.tolerance) }) : value;
      return [
        pointedRow(
          ctx,
          ctx.t('pdf.barem.numeric', { value: `${shown}${question.unit.trim() ? ` ${question.unit.trim()}` : ''}` }),
          null,
          NUMBER_WIDTH,
          STYLES.bodyBold,
        ),
      ];
    }
    case 'lines':
    case 'open':
      return [];
  }
}

function ruleRows(ctx: LayoutContext, rules: readonly ScoringRule[]): Row[] {
  return rules.flatMap((rule) => [
    pointedRow(ctx, `• ${rule.description}`, rule.points, NUMBER_WIDTH),
    ...rule.subRules.map((sub) => pointedRow(ctx, `– ${sub.description}`, sub.points, NUMBER_WIDTH + 6, STYLES.hint)),
  ]);
}

export function baremQuestionBlock(ctx: LayoutContext, question: Question, number: number): Block {
  const answers = answerRows(ctx, question);
  const rules = ruleRows(ctx, question.rules);
  const rows = [questionHeadRow(ctx, number, question.text, pointsLabel(ctx, question.points), COLORS.muted), ...answers, ...rules];
  if (answers.length === 0 && rules.length === 0)
    rows.push(paragraphRow(ctx, ctx.t('pdf.barem.wholeAnswer'), STYLES.body, { indent: NUMBER_WIDTH, gapAfter: 1 }));
  return { rows, spaceBefore: 3.5 };
}
