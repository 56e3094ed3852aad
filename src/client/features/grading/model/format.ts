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
