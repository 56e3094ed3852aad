// Due dates are calendar days (YYYY-MM-DD) with no time zone: they are read
// and shown as local days, never through UTC (which would move them a day).

/** Today in the browser's time zone, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One per language: building a formatter costs more than a table row (a list formatted each due date with a new one). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "2026-10-01" as "1 oct. 2026" (in the interface language). */
export function formatDueDate(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    dayFormats.set(language, format);
  }
  return format.format(date);
}

/** Past its due date (a day compares as text). */
export function isOverdue(day: string | null, today = todayIso()): boolean {
  return day !== null && day < today;
}
