// SPEC 4 trend of a pupil: improving, declining or stable.
//
// The rule: take the pupil's last five results in date order, as percentages
// of each test (so tests of different totals compare), and fit a straight
// line. A slope above +2 percentage points per test is "improving", below -2
// is "declining", anything between is "stable". A pupil with fewer than two
// results has no trend yet ("none", shown as a dash or "No trend"): one
// result says nothing about a direction, and "stable" read as a claim.
// Five results follow the recent direction without one bad day deciding it.
import { slope } from './statistics';

export type Trend = 'improving' | 'declining' | 'stable' | 'none';

export const TREND_WINDOW = 5;
export const TREND_THRESHOLD = 2;

export function trendOf(percentsInDateOrder: readonly number[]): Trend {
  if (percentsInDateOrder.length < 2) return 'none';
  const recent = percentsInDateOrder.slice(-TREND_WINDOW);
  const s = slope(recent);
  if (s === null) return 'stable';
  if (s > TREND_THRESHOLD) return 'improving';
  if (s < -TREND_THRESHOLD) return 'declining';
  return 'stable';
}
