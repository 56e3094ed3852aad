// Paper, margins and type: the measurements every builder and the paginator
// share. Millimetres throughout, points only for font sizes.
import type { TextStyle } from './text-measure';

export type Paper = 'A4' | 'LETTER';

/** ISO A4 and US Letter (8.5 x 11 in), in mm. */
export const PAPER_SIZES: Record<Paper, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  LETTER: { width: 215.9, height: 279.4 },
};

export interface PageGeometry {
  paper: Paper;
  width: number;
  height: number;
  left: number;
  right: number;
  /** Where content starts on a page (below the running header). */
  top: number;
  /** Where content must end on a page (above the footer). */
  bottom: number;
  contentWidth: number;
  /** y of the running header and of the footer text. */
  headerY: number;
  footerY: number;
}

export function pageGeometry(paper: Paper): PageGeometry {
  const { width, height } = PAPER_SIZES[paper];
  const left = 18;
  const right = 18;
  return { paper, width, height, left, right, top: 16, bottom: height - 17, contentWidth: width - left - right, headerY: 8, footerY: height - 12 };
}

export const STYLES = {
  title: { font: 'bold', size: 16, lineHeight: 1.2 },
  heading: { font: 'bold', size: 12.5, lineHeight: 1.25 },
  body: { font: 'regular', size: 10.5, lineHeight: 1.3 },
  bodyBold: { font: 'bold', size: 10.5, lineHeight: 1.3 },
  hint: { font: 'regular', size: 9, lineHeight: 1.25 },
  small: { font: 'regular', size: 8.5, lineHeight: 1.25 },
  smallBold: { font: 'bold', size: 8.5, lineHeight: 1.25 },
} as const satisfies Record<string, TextStyle>;

export const COLORS = {
  text: '#111111',
  muted: '#4b5563',
  rule: '#6b7280',
  grid: '#b8bec7',
  fill: '#e5e7eb',
  accent: '#1f2937',
  warning: '#92400e',
} as const;

/** Spacing between answer lines, mm (a comfortable handwriting height). */
export const ANSWER_LINE_SPACING = 8;
/** Side of a square of the grid paper, mm. */
export const GRID_CELL = 5;
