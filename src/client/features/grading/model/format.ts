// Times as the grid shows them, with the Intl formatter kept per language:
// building one costs more than rendering a whole cell. Marks are the
// domain's formatPoints, which keeps its own.

const times = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(iso: string, language: string): string {
  let format = times.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
    times.set(language, format);
  }
  return format.format(new Date(iso));
}

/**
 * The widest "Last graded" time in each language, as Intl writes 2026-12-28 22:58 (two-digit month, day and
 * hour, in the evening): the column is sized with it before any time is shown. A fresh page's first
 * DateTimeFormat costs 16-28 ms, which the grid's cold load paid only to measure a column that a wide test
 * shows off-screen (issue 15). test/client/grading/format.test.ts holds these to Intl's own output.
 */
export const WIDEST_TIME: Readonly<Record<string, string>> = { en: '12/28/26, 10:58 PM', ro: '28.12.2026, 22:58', es: '28/12/26, 22:58' };

export const widestTime = (language: string): string => WIDEST_TIME[language] ?? formatDateTime('2026-12-28T22:58', language);

/**
 * The "Last graded" cell: when, and by whom when it was someone else (a colleague
 * grading the same class, issue 16); the signed-in teacher's own saves show the time only.
 */
export function lastGradedText(
  grade: { gradedAt: string | null; gradedBy?: { id: string; name: string } | null } | undefined,
  language: string,
  viewerId: string | null,
): string {
  if (!grade?.gradedAt) return '';
  const at = formatDateTime(grade.gradedAt, language);
  const by = grade.gradedBy;
  return by && by.id !== viewerId ? `${at} · ${by.name}` : at;
}
