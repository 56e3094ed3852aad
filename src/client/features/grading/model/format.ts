// Numbers and times as the grid shows them, with the Intl formatters kept
// per language: building one costs more than rendering a whole cell.
import { dateTimeFormat } from '../../../../domain/intl-formats';
import { formatPoints } from '../../../../domain/points';

/** 7.5 as "7.5" (en) or "7,5" (ro, es). */
export function formatMark(points: number, language: string): string {
  return formatPoints(points, language);
}

export function formatDateTime(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
