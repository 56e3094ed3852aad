// Numbers and times as the grid shows them, with the Intl formatters kept
// per language: building one costs more than rendering a whole cell.

const numbers = new Map<string, Intl.NumberFormat>();
const times = new Map<string, Intl.DateTimeFormat>();

/** 7.5 as "7.5" (en) or "7,5" (ro, es): the domain's formatPoints, cached. */
export function formatMark(points: number, language: string): string {
  let format = numbers.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    numbers.set(language, format);
  }
  return format.format(points);
}

export function formatDateTime(iso: string, language: string): string {
  let format = times.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
    times.set(language, format);
  }
  return format.format(new Date(iso));
}
