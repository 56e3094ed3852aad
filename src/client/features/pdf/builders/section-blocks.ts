// A section's heading and the text its questions refer to; kept on the page
// of the section's first question.
import type { Section } from '../../../../domain/quiz/types';
import type { Block, Row } from '../layout/blocks';
import { type LayoutContext, paragraphRow } from '../layout/compose';
import { COLORS, STYLES } from '../layout/page-geometry';

export function sectionHeadingBlock(ctx: LayoutContext, section: Section, suffix = ''): Block {
  const rows: Row[] = [paragraphRow(ctx, `${section.title}${suffix}`, STYLES.heading, { gapAfter: 1.5 })];
  if (section.context.trim()) rows.push(paragraphRow(ctx, section.context.trim(), STYLES.body, { color: COLORS.accent, gapAfter: 1 }));
  return { rows, spaceBefore: 7, keepWithNext: true };
}
