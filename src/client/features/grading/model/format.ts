// Numbers and times as the grid shows them, with the Intl formatters kept
// per language: building one costs more than rendering a whole cell.
import { formatPoints } from '../../../../domain/points';

const times = new Map<string, Intl.DateTimeFormat>();

/** 7.5 as "7.5" (en) or "7,5" (ro, es). */
export function formatMark(points: number, language: string): string {
  return formatPoints(points, language);
}

export function formatDateTime(iso: string, language: string): string {
  let format = times.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
    times.set(language, format);
  }
  return format.format(new Date(iso));
}
