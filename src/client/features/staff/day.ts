// A day as the staff screens show it (joined on, works until), with the
// formatter kept per language: building one costs more than using it.
const days = new Map<string, Intl.DateTimeFormat>();

export function formatDay(iso: string, language: string): string {
  let format = days.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    days.set(language, format);
  }
  return format.format(new Date(iso));
}
