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

/** One per locale, for the rare point count of 1000 or more (grouping separators differ by locale). */
const pointFormats: Record<string, Intl.NumberFormat> = Object.create(null);

/**
 * The decimal separator of the app's languages. Below 1000 a point count needs
 * nothing else (no grouping), so it is written without Intl: a page's first
 * Intl.NumberFormat costs 20-40 ms in Chromium (measured in the grade grid's
 * first render), more than every mark of a class formatted by hand.
 */
const DECIMAL_SEPARATORS: Record<string, string | undefined> = { en: '.', ro: ',', es: ',' };

/**
 * 7.5 -> "7.5", 7 -> "7", 7.25 -> "7.25", in the given locale's decimal
 * separator, rounded to hundredths as Intl.NumberFormat rounds (half away
 * from zero, on the number as it is written: 7.255 -> "7.26"): the same text
 * as Intl for every number, except that negative zero is written "0".
 */
export function formatPoints(points: number, locale = 'en'): string {
  const separator = DECIMAL_SEPARATORS[locale];
  const size = Math.abs(points);
  // Shifting the written digits ("7.255e2" is 725.5 exactly) rounds what people read, not the binary value
  // (7.25499…); below a millionth, String() writes an exponent, and the number rounds to 0 anyway.
  const hundredths = size < 1e-6 ? 0 : Math.round(Number(`${size}e2`));
  // From 1000 (999.995 included) the digits are grouped, each locale its own way; NaN and infinities too.
  if (separator === undefined || !(hundredths < 100_000)) {
    pointFormats[locale] ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return (pointFormats[locale] as Intl.NumberFormat).format(points);
  }
  const text = String(hundredths / 100);
  return `${points < 0 ? '-' : ''}${separator === '.' ? text : text.replace('.', separator)}`;
}
