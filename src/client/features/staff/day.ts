// A day as the staff screens show it (joined on, works until), and a moment
// (when a link was made: two made the same day differ by the minute), with
// the formatters kept per language: building one costs more than using it.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatWith(iso: string, language: string, withTime: boolean): string {
  const key = `${language}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}

export const formatDay = (iso: string, language: string) => formatWith(iso, language, false);

export const formatMoment = (iso: string, language: string) => formatWith(iso, language, true);
