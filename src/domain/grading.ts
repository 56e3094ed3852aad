// The one place marks are computed: the Romanian final mark and the SPEC 9
// letter bands. The grid, the reports, the PDFs and the server all call these.
import { toHundredths } from './points';
import { mean } from './statistics';

export type Band = 'A' | 'B' | 'C' | 'D' | 'F';

/** SPEC 9 grade bands, by percentage (inclusive lower bounds). */
export const GRADE_BANDS: readonly { band: Band; min: number; max: number }[] = [
  { band: 'A', min: 90, max: 100 },
  { band: 'B', min: 80, max: 89 },
  { band: 'C', min: 70, max: 79 },
  { band: 'D', min: 60, max: 69 },
  { band: 'F', min: 0, max: 59 },
];

export interface MarkScale {
  /** Points the questions are worth together (e.g. 90). */
  totalPoints: number;
  /** Ex-officio points every pupil gets (typically 10). */
  basePoints: number;
}

/**
 * The share of the whole scale a score reaches, in percent (0-100), counting
 * the ex-officio points: 80 of 90 with 10 base is 90%.
 */
export function percentOf(score: number, scale: MarkScale): number {
  const max = toHundredths(scale.totalPoints) + toHundredths(scale.basePoints);
  if (max <= 0) return 0;
  const reached = Math.min(Math.max(toHundredths(score), 0), toHundredths(scale.totalPoints)) + toHundredths(scale.basePoints);
  return (100 * reached) / max;
}

/**
 * The Romanian mark (1-10, two decimals): (points + base) / 10 on the usual
 * 90 + 10 point test, scaled the same way for any other total:
 * mark = 10 x (points + base) / (total + base), never below 1.
 */
export function romanianMark(score: number, scale: MarkScale): number {
  return Math.max(1, twoDecimals(percentOf(score, scale) / 10));
}

/** A mark as it is written: two decimals. */
const twoDecimals = (mark: number) => Math.round(mark * 100) / 100;

/**
 * A paper's mark: the one double correction settled it at (issue 17: the mean
 * of two evaluators' marks, by its rule), else the mark of its points.
 */
export function paperMark(score: number, scale: MarkScale, finalMark?: number | null): number {
  return finalMark ?? romanianMark(score, scale);
}

/**
 * The class's average mark over its graded papers: the mark of their mean
 * points; where double correction settled any paper's final mark, the mean
 * of the papers' marks, so the average agrees with the marks the pupils got
 * (issue 17: results use the final marks).
 */
export function classAverageMark(papers: readonly { score: number; finalMark?: number | null }[], scale: MarkScale): number | null {
  if (papers.some((paper) => paper.finalMark != null)) {
    const marks = mean(papers.map((paper) => paperMark(paper.score, scale, paper.finalMark)));
    return marks === null ? null : twoDecimals(marks);
  }
  const points = mean(papers.map((paper) => paper.score));
  return points === null ? null : romanianMark(points, scale);
}

/** The SPEC 9 band of a score; a percentage between two bands (89.5) belongs to the lower one. */
export function bandOf(score: number, scale: MarkScale): Band {
  const percent = percentOf(score, scale);
  return GRADE_BANDS.find((b) => percent >= b.min)?.band ?? 'F';
}

/** The whole Romanian mark a pupil's report card shows (1-10), rounding halves up as schools do. */
export function wholeRomanianMark(mark: number): number {
  return Math.min(10, Math.max(1, Math.floor(mark + 0.5)));
}
