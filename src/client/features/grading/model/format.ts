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
