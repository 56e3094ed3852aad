// Text wrapping (the algorithm pdfme's splitTextToSize used, kept when the
// renderer became plain pdf-lib in issue 15): paragraphs split on line
// breaks, words from Intl.Segmenter, a word wider than the box broken
// between characters, widths as the sum of glyph advances. The renderer
// prints these lines as they are, so every height the paginator computed is
// the height printed.
import type { FontMetrics } from '../fonts/font-metrics';

export const PT_PER_MM = 72 / 25.4;

export interface TextStyle {
  font: 'regular' | 'bold';
  /** Font size in points. */
  size: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
}

export interface MeasureFonts {
  regular: FontMetrics;
  bold: FontMetrics;
}

/** Points a wrapped line stays short of the box (pdfme needed it; kept so documents break where they did). */
export const WRAP_SLACK_PT = 1;

export function textWidthPt(text: string, metrics: FontMetrics, size: number): number {
  let units = 0;
  for (const char of text) units += metrics.advance(char.codePointAt(0)!);
  return (units / metrics.unitsPerEm) * size;
}

type Segmenter = (line: string) => Iterable<string>;

let segmenter: Segmenter | undefined;

function wordSegments(): Segmenter {
  if (segmenter) return segmenter;
  if (typeof Intl.Segmenter === 'function') {
    const words = new Intl.Segmenter(undefined, { granularity: 'word' });
    segmenter = (line) => Array.from(words.segment(line), (s) => s.segment);
  } else {
    // Older engines (Firefox < 125): words, runs of spaces and single marks, as the segmenter would cut them.
    segmenter = (line) => line.match(/[\p{L}\p{M}\p{N}_']+|\s+|[^\s\p{L}\p{M}\p{N}_']/gu) ?? [];
  }
  return segmenter;
}

function wrapParagraph(paragraph: string, maxWidthPt: number, metrics: FontMetrics, size: number): string[] {
  if (paragraph.trim() === '') return [''];
  const lines: string[] = [];
  let current = -1;
  let used = 0;
  const append = (piece: string, width: number) => {
    if (current >= 0 && lines[current]) {
      lines[current] += piece;
      used += width;
    } else {
      if (current < 0) current = 0;
      lines[current] = piece;
      used = width;
    }
  };
  const startLine = (piece: string, width: number) => {
    current += 1;
    lines[current] = piece;
    used = width;
  };
  for (const segment of wordSegments()(paragraph.trimEnd())) {
    const width = textWidthPt(segment, metrics, size);
    if (used + width <= maxWidthPt) append(segment, width);
    else if (segment.trim() === '') startLine('', 0);
    else if (width <= maxWidthPt) startLine(segment, width);
    else {
      for (const char of segment) {
        const charWidth = textWidthPt(char, metrics, size);
        if (used + charWidth <= maxWidthPt) append(char, charWidth);
        else startLine(char, charWidth);
      }
    }
  }
  return lines.map((line) => (line ?? '').trimEnd());
}

/** The lines a text occupies in a box `maxWidthPt` wide (no slack). */
export function wrapText(text: string, maxWidthPt: number, metrics: FontMetrics, size: number): string[] {
  return text.split(/\r\n|\r|\n|\f|\v/g).flatMap((paragraph) => wrapParagraph(paragraph, maxWidthPt, metrics, size));
}

/** Height in mm of `lineCount` lines: each advances fontSize x lineHeight (render-pdf.ts). */
export function linesHeightMm(lineCount: number, style: TextStyle): number {
  return (lineCount * style.size * style.lineHeight) / PT_PER_MM;
}

export interface MeasuredText {
  lines: string[];
  /** Height in mm. */
  height: number;
}

/** Wraps for a box `widthMm` wide, keeping WRAP_SLACK_PT in reserve. */
export function measureText(text: string, widthMm: number, style: TextStyle, fonts: MeasureFonts): MeasuredText {
  // Roboto has no tab glyph: a tab pasted into a question would print as a box.
  const lines = wrapText(text.replace(/\t/g, ' '), widthMm * PT_PER_MM - WRAP_SLACK_PT, fonts[style.font], style.size);
  return { lines, height: linesHeightMm(lines.length, style) };
}
