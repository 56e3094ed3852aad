// Plain statistics over numbers, shared by the analysis and the reports.
// Variances are population variances (divide by n): the ratios built from
// them (correlation, Cronbach's alpha) are the same either way as long as
// one convention is used throughout.

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

export function variance(values: readonly number[]): number | null {
  const m = mean(values);
  if (m === null) return null;
  let sum = 0;
  for (const v of values) sum += (v - m) ** 2;
  return sum / values.length;
}

/** Pearson's r; null when either side does not vary (a question everyone got right). */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return null;
  let sx = 0,
    sy = 0;
  for (let i = 0; i < n; i++) {
    sx += xs[i]!;
    sy += ys[i]!;
  }
  const mx = sx / n,
    my = sy / n;
  let cov = 0,
    vx = 0,
    vy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx,
      dy = ys[i]! - my;
    cov += dx * dy;
    vx += dx * dx;
    vy += dy * dy;
  }
  if (vx === 0 || vy === 0) return null;
  return cov / Math.sqrt(vx * vy);
}

/**
 * Pearson's r from running sums over n pairs (Σx, Σy, Σx², Σy², Σxy), as
 * the analysis gathers them in one pass. With integer data (marks in
 * hundredths) every term is exact, so "does not vary" is an exact zero, as
 * in the two-pass `correlation`. Null when n < 2 or either side is constant.
 */
export function correlationFromSums(n: number, sx: number, sy: number, sxx: number, syy: number, sxy: number): number | null {
  if (n < 2) return null;
  const vx = n * sxx - sx * sx;
  const vy = n * syy - sy * sy;
  if (vx <= 0 || vy <= 0) return null;
  return (n * sxy - sx * sy) / Math.sqrt(vx * vy);
}

/**
 * Cronbach's alpha from running sums over n complete rows: per question Σx
 * and Σx², and the totals' Σt and Σt² (see cronbachAlpha). Exact with
 * integer data; null with fewer than 2 questions or 2 rows, or constant totals.
 */
export function cronbachAlphaFromSums(n: number, sx: Float64Array, sxx: Float64Array, st: number, stt: number): number | null {
  const k = sx.length;
  if (k < 2 || n < 2) return null;
  // n² x each variance: the n² cancels in the ratio.
  let itemVariances = 0;
  for (let q = 0; q < k; q++) itemVariances += n * sxx[q]! - sx[q]! * sx[q]!;
  const totalVariance = n * stt - st * st;
  if (totalVariance <= 0) return null;
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

/** Least-squares slope of ys against 0, 1, 2, … (change per step). */
export function slope(ys: readonly number[]): number | null {
  const n = ys.length;
  if (n < 2) return null;
  const mx = (n - 1) / 2;
  const my = mean(ys)!;
  let num = 0,
    den = 0;
  for (let i = 0; i < n; i++) {
    num += (i - mx) * (ys[i]! - my);
    den += (i - mx) ** 2;
  }
  return num / den;
}

/**
 * Cronbach's alpha of a pupils x questions matrix (complete rows only):
 * alpha = k / (k - 1) x (1 - sum of question variances / variance of totals).
 * Null with fewer than 2 questions or 2 pupils, or when totals do not vary.
 */
export function cronbachAlpha(rows: readonly (readonly number[])[]): number | null {
  const k = rows[0]?.length ?? 0;
  if (k < 2 || rows.length < 2) return null;
  let itemVariances = 0;
  for (let q = 0; q < k; q++) itemVariances += variance(rows.map((r) => r[q]!))!;
  const totalVariance = variance(rows.map((r) => r.reduce((s, v) => s + v, 0)))!;
  if (totalVariance === 0) return null;
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

export function round(value: number, decimals = 2): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
