// The report's distributions as rows for the bar charts, in reading order.
import { GRADE_BANDS } from '../../../domain/grading';
import type { Band, QuizReport } from './results.types';

export interface DistributionRow {
  key: string;
  count: number;
}

export interface BandRow extends DistributionRow {
  band: Band;
  /** Inclusive bounds in percent (SPEC 9). */
  min: number;
  max: number;
}

/** SPEC 9 bands A to F with their ranges and how many pupils fell in each. */
export function bandRows(bands: QuizReport['bands']): BandRow[] {
  return GRADE_BANDS.map(({ band, min, max }) => ({ key: band, band, min, max, count: bands[band] ?? 0 }));
}

/** Romanian marks from 10 down to 1 (best first, as the bands), every mark present (0 where nobody got it). */
export function markRows(marks: QuizReport['marks']): (DistributionRow & { mark: number })[] {
  return Array.from({ length: 10 }, (_, index) => {
    const mark = 10 - index;
    return { key: String(mark), mark, count: marks[String(mark)] ?? 0 };
  });
}
