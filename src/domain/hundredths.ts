// A mark as an exam's record writes it: always two decimals (7,00, 6,50, 7,02),
// as the national exams' reconciliation does, where 7 beside 7,02 reads as
// another kind of figure. A module of its own: only double correction's
// screens and sheet use it, and beside formatPoints it went into every
// screen's first JavaScript.
import { formatPoints } from './points';

/** Rounded as formatPoints rounds, then padded to two decimals; a grouped large number is left as formatPoints writes it. */
export function formatHundredths(value: number, locale = 'en'): string {
  const written = formatPoints(value, locale);
  const parts = /^(-?\d+)(?:[.,](\d+))?$/.exec(written);
  if (!parts) return written;
  // The language's decimal separator, as formatPoints writes it ("0.5", "0,5").
  const separator = formatPoints(0.5, locale).charAt(1);
  return `${parts[1]}${separator}${(parts[2] ?? '').padEnd(2, '0')}`;
}
