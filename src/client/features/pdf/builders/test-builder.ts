// The test as pupils receive it, one printed part per version.

import { totalPoints } from '../../../../domain/quiz/schema';
import type { QuizDocument } from '../../../../domain/quiz/types';
import type { Block } from '../layout/blocks';
import { formatPoints, type LayoutContext } from '../layout/compose';
import type { PrintedPart } from '../layout/paginate';
import type { PdfHeader } from '../pdf.types';
import type { PrintVersion } from '../shuffle/quiz-versions';
import { fieldRow, headerBlock, titleRows } from './header-blocks';
import { questionBlock } from './question-blocks';
import { sectionHeadingBlock } from './section-blocks';

export function groupLabel(ctx: LayoutContext, version: PrintVersion): string | null {
  return version.label ? ctx.t('pdf.group', { label: version.label }) : null;
}

/** "Total: 90 points + 10 points ex officio · Time: 50 min" (the time only when the advanced settings print). */
export function testSubtitle(ctx: LayoutContext, document: QuizDocument): string {
  const total = ctx.t('pdf.header.total', { points: formatPoints(ctx, totalPoints(document)), base: formatPoints(ctx, document.basePoints) });
  return ctx.printTime ? `${total} · ${ctx.t('pdf.header.time', { minutes: document.timeLimit })}` : total;
}

export function runningHeader(title: string, group: string | null): string {
  return group ? `${title} · ${group}` : title;
}

export function buildTest(ctx: LayoutContext, version: PrintVersion, header: PdfHeader): PrintedPart {
  const { document } = version;
  const group = groupLabel(ctx, version);
  const blocks: Block[] = [
    headerBlock([
      fieldRow(ctx, [ctx.t('pdf.header.school'), header.schoolName], [ctx.t('pdf.header.date'), header.date]),
      fieldRow(ctx, [ctx.t('pdf.header.name'), undefined], [ctx.t('pdf.header.class'), header.classLabel ?? document.classLabel]),
      { height: 4, items: [] },
      ...titleRows(ctx, document.title, testSubtitle(ctx, document), group),
    ]),
  ];
  let number = 0;
  for (const section of document.sections) {
    blocks.push(sectionHeadingBlock(ctx, section));
    section.questions.forEach((question, index) => {
      const block = questionBlock(ctx, question, ++number);
      // The heading already leaves room above the section's first question.
      blocks.push(index === 0 ? { ...block, spaceBefore: 2 } : block);
    });
  }
  return { blocks, runningHeader: runningHeader(document.title, group) };
}
