// One question as printed for pupils: number, text and points on the first
// row, then the answer space its type calls for. Every row is measured, so
// the paginator can keep the question on one page.
import type { MatchesQuestion, MultipleChoiceQuestion, NumericQuestion, Question, TrueFalseQuestion } from '../../../../domain/quiz/types';
import { type Block, type Item, type Row, shifted } from '../layout/blocks';
import { answerSpaceRows, box, type LayoutContext, letter, paragraphRow, pointsLabel, textAt } from '../layout/compose';
import { COLORS, STYLES } from '../layout/page-geometry';
import { linesHeightMm, PT_PER_MM, textWidthPt, WRAP_SLACK_PT } from '../layout/text-measure';
import { fieldItems } from './header-blocks';

/** Width of the "12." column; answers are indented by it. */
export const NUMBER_WIDTH = 8;
const POINTS_WIDTH = 20;
const TICK = 3.6;
const ROW_GAP = 1.6;
const LINE = linesHeightMm(1, STYLES.body);

/** "3." + question text + "10 p" at the right margin. */
export function questionHeadRow(ctx: LayoutContext, number: number, text: string, points: string, color: string = COLORS.text): Row {
  const width = ctx.geometry.contentWidth;
  const numberText = textAt(ctx, `${number}.`, 0, 0, NUMBER_WIDTH, STYLES.bodyBold);
  const body = textAt(ctx, text, NUMBER_WIDTH, 0, width - NUMBER_WIDTH - POINTS_WIDTH, STYLES.body, { color });
  const pointsText = textAt(ctx, points, width - POINTS_WIDTH, 0, POINTS_WIDTH, STYLES.bodyBold, { align: 'right', color: COLORS.muted });
  return { height: Math.max(body.height, numberText.height) + ROW_GAP, items: [numberText.item, body.item, pointsText.item] };
}

function hintRow(ctx: LayoutContext, hint: string): Row {
  return paragraphRow(ctx, hint, STYLES.hint, { indent: NUMBER_WIDTH, color: COLORS.muted, gapAfter: 1.2 });
}

/** A tick box and "a) text"; `width` is the whole cell. */
function tickItem(ctx: LayoutContext, label: string, x: number, width: number): { items: Item[]; height: number } {
  const text = textAt(ctx, label, x + TICK + 2.4, 0, width - TICK - 2.4, STYLES.body);
  return { items: [box(x, (LINE - TICK) / 2, TICK, TICK, { borderWidth: 0.3 }), text.item], height: text.height };
}

function choiceRows(ctx: LayoutContext, question: MultipleChoiceQuestion): Row[] {
  const correct = question.options.filter((o) => o.correct).length;
  const rows = [hintRow(ctx, ctx.t(correct > 1 ? 'pdf.test.tickMany' : 'pdf.test.tickOne'))];
  const labels = question.options.map((option, index) => `${letter(index)}) ${option.text}`);
  const available = ctx.geometry.contentWidth - NUMBER_WIDTH;
  const half = available / 2;
  // Short options go two to a row, as printed tests usually do, to save paper.
  const fitsHalf = labels.every((label) => textWidthPt(label, ctx.fonts.regular, STYLES.body.size) + WRAP_SLACK_PT < (half - TICK - 6) * PT_PER_MM);
  const perRow = fitsHalf && labels.length > 2 ? 2 : 1;
  for (let i = 0; i < labels.length; i += perRow) {
    const cells = labels.slice(i, i + perRow).map((label, k) => tickItem(ctx, label, NUMBER_WIDTH + k * half, perRow === 1 ? available : half - 4));
    rows.push({ height: Math.max(...cells.map((c) => c.height)) + ROW_GAP, items: cells.flatMap((c) => c.items) });
  }
  return rows;
}

function matchRows(ctx: LayoutContext, question: MatchesQuestion): Row[] {
  const rows = [hintRow(ctx, ctx.t('pdf.test.match'))];
  const column = (ctx.geometry.contentWidth - NUMBER_WIDTH - 8) / 2;
  const answerBox = { width: 8, height: 6.4 };
  const textTop = (answerBox.height - LINE) / 2;
  for (let i = 0; i < Math.max(question.left.length, question.right.length); i++) {
    const items: Item[] = [];
    let height = answerBox.height;
    const left = question.left[i];
    if (left) {
      const text = textAt(ctx, `${i + 1}. ${left.text}`, NUMBER_WIDTH, textTop, column - answerBox.width - 3, STYLES.body);
      items.push(text.item, box(NUMBER_WIDTH + column - answerBox.width, 0, answerBox.width, answerBox.height, { borderWidth: 0.3 }));
      height = Math.max(height, textTop + text.height);
    }
    const right = question.right[i];
    if (right) {
      const text = textAt(ctx, `${letter(i)}) ${right.text}`, NUMBER_WIDTH + column + 8, textTop, column, STYLES.body);
      items.push(text.item);
      height = Math.max(height, textTop + text.height);
    }
    rows.push({ height: height + 2, items });
  }
  return rows;
}

function trueFalseRows(ctx: LayoutContext, question: TrueFalseQuestion): Row[] {
  const yes = ctx.t('pdf.test.trueShort');
  const no = ctx.t('pdf.test.falseShort');
  const rows = [hintRow(ctx, ctx.t('pdf.test.trueFalse', { true: yes, false: no }))];
  const width = ctx.geometry.contentWidth;
  const choices = 26;
  const tick = 4.2;
  question.statements.forEach((statement, index) => {
    const text = textAt(ctx, `${letter(index)}) ${statement.text}`, NUMBER_WIDTH, 0, width - NUMBER_WIDTH - choices - 2, STYLES.body);
    const items: Item[] = [text.item];
    [yes, no].forEach((label, k) => {
      const x = width - choices + k * 13;
      items.push(textAt(ctx, label, x, 0, 5, STYLES.bodyBold, { align: 'right' }).item, box(x + 6, (LINE - tick) / 2, tick, tick, { borderWidth: 0.3 }));
    });
    rows.push({ height: text.height + ROW_GAP + 0.6, items });
  });
  return rows;
}

function shortAnswerRows(ctx: LayoutContext): Row[] {
  const items = shifted(fieldItems(ctx, ctx.t('pdf.test.answer').replace(/:$/, ''), undefined, NUMBER_WIDTH, ctx.geometry.contentWidth - NUMBER_WIDTH), 0, 2);
  return [{ height: LINE + 5, items }];
}

function numericRows(ctx: LayoutContext, question: NumericQuestion): Row[] {
  const caption = ctx.t('pdf.test.answer');
  const captionWidth = textWidthPt(caption, ctx.fonts.regular, STYLES.body.size) / PT_PER_MM + 3;
  const answer = { width: 45, height: 8 };
  const textTop = (answer.height - LINE) / 2;
  const captionItem = textAt(ctx, caption, NUMBER_WIDTH, textTop, captionWidth, STYLES.body, { color: COLORS.muted }).item;
  const items: Item[] = [captionItem, box(NUMBER_WIDTH + captionWidth, 0, answer.width, answer.height, { borderWidth: 0.35 })];
  if (question.unit.trim()) items.push(textAt(ctx, question.unit.trim(), NUMBER_WIDTH + captionWidth + answer.width + 2, textTop, 40, STYLES.bodyBold).item);
  return [{ height: answer.height + 2.5, items }];
}

export function answerRows(ctx: LayoutContext, question: Question): Row[] {
  switch (question.type) {
    case 'multiple_choices':
      return choiceRows(ctx, question);
    case 'matches':
      return matchRows(ctx, question);
    case 'true_false':
      return trueFalseRows(ctx, question);
    case 'short_answer':
      return shortAnswerRows(ctx);
    case 'numeric':
      return numericRows(ctx, question);
    case 'lines':
    case 'open':
      return answerSpaceRows(ctx, question.lines, NUMBER_WIDTH);
  }
}

/** The whole question, kept on one page by the paginator when it fits on one. */
export function questionBlock(ctx: LayoutContext, question: Question, number: number): Block {
  return { spaceBefore: 4, rows: [questionHeadRow(ctx, number, question.text, pointsLabel(ctx, question.points)), ...answerRows(ctx, question)] };
}
