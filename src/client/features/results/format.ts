// Numbers and dates as the reader's language writes them (7,13 in Romanian,
// 7.13 in English). Pure functions of the language, so tests pin them.
import { useMemo } from 'react';
import { useLanguage } from '../../core/i18n';
import type { Language } from '../../core/language';

/** Shown where a figure does not exist yet (no grades): a symbol, not text to translate. */
export const NO_VALUE = '—';

export interface Formatters {
  /** A Romanian mark or an average of points: up to two decimals. */
  number: (value: number | null | undefined) => string;
  /** A share 0-1 as a percentage (0.6667 -> 67%). */
  rate: (value: number | null | undefined) => string;
  /** A statistic such as a correlation: two decimals always (0.40, -0.12). */
  statistic: (value: number | null | undefined) => string;
  /** A calendar date `YYYY-MM-DD` (a due date), read as that day wherever the reader is. */
  day: (value: string | null | undefined) => string;
  /** An instant (a comment's time) in the reader's time zone. */
  instant: (value: string | null | undefined) => string;
}

export function formattersFor(language: Language): Formatters {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const rate = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const statistic = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // A due date is a day, not an instant: formatted in UTC so no time zone moves it to the day before.
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const valid = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
  return {
    number: (value) => (valid(value) ? number.format(value) : NO_VALUE),
    rate: (value) => (valid(value) ? rate.format(value) : NO_VALUE),
    statistic: (value) => (valid(value) ? statistic.format(value) : NO_VALUE),
    day: (value) => {
      const date = value ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null;
      return date && !Number.isNaN(date.getTime()) ? day.format(date) : NO_VALUE;
    },
    instant: (value) => {
      const date = value ? new Date(value) : null;
      return date && !Number.isNaN(date.getTime()) ? instant.format(date) : NO_VALUE;
    },
  };
}

export function useFormatters(): Formatters {
  const language = useLanguage();
  return useMemo(() => formattersFor(language), [language]);
}
