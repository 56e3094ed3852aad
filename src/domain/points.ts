// Points travel as numbers with at most two decimals (7.5) in the API and the
// forms, and are added up as integer hundredths (750) so that totals never
// meet floating-point error (0.1 + 0.2).

/** Hundredths of a point, an integer. */
export type Hundredths = number;

export function toHundredths(points: number): Hundredths {
  return Math.round(points * 100);
}

export function fromHundredths(hundredths: Hundredths): number {
  return hundredths / 100;
}

export function sumPoints(values: readonly number[]): number {
  return fromHundredths(values.reduce((sum, value) => sum + toHundredths(value), 0));
}

/** True when the number has at most `decimals` decimal places (2.25 yes, 2.255 no). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** One per locale: building a formatter costs far more than formatting (the grid's headers built ~70 on open, 40 ms). */
const pointFormats: Record<string, Intl.NumberFormat> = Object.create(null);

/** 7.5 -> "7.5", 7 -> "7", 7.25 -> "7.25", in the given locale's decimal separator. */
export function formatPoints(points: number, locale = 'en'): string {
  pointFormats[locale] ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (pointFormats[locale] as Intl.NumberFormat).format(points);
}
