// The roster as a CSV file the import reads back: apart from the import's
// parsing and checking (roster-import.ts), so that the classroom's Export
// button does not bring the validation library into the screen's first load.
import { csvDialectFor, toCsv } from '../../../domain/csv';
import { foldText } from '../../../domain/fold-text';

/**
 * The export: a header the import recognises, then one pupil per row (UTF-8 with a BOM, for Excel), in the
 * CSV dialect of `language` (';' for ro and es, as Excel there expects; see csvDialectFor).
 */
export function rosterCsv(pupils: readonly { name: string; email: string }[], headers: { name: string; email: string }, language = 'en'): string {
  return toCsv([[headers.name, headers.email], ...pupils.map((pupil) => [pupil.name, pupil.email])], csvDialectFor(language));
}

/** A file name safe on every system: rosterFileName("9A", "Colegiul Național") is "9a-colegiul-national.csv". */
export function rosterFileName(...parts: string[]): string {
  const slug = foldText(parts.join(' '))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'roster'}.csv`;
}
