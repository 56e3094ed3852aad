// Roster export: the class list as a CSV file the import reads back (UTF-8
// with a byte-order mark, so Excel shows ș, ț and ñ). The download is the
// browser's own (core/download).
import { downloadBlob } from '../../core/download';
import { getLanguage } from '../../core/i18n';
import { rosterCsv, rosterFileName } from './roster-csv';

const CSV_TYPE = 'text/csv;charset=utf-8';

export interface RosterExportTexts {
  /** Column headers, in the reader's language ('Nume', 'Email'): the import recognises them. */
  name: string;
  email: string;
  /** The file name's last word ('elevi' gives 9a-elevi.csv). */
  file: string;
}

export function exportRoster(pupils: readonly { name: string; email: string }[], classroomName: string, texts: RosterExportTexts): void {
  const csv = rosterCsv(pupils, { name: texts.name, email: texts.email }, getLanguage());
  downloadBlob(new Blob([csv], { type: CSV_TYPE }), rosterFileName(classroomName, texts.file));
}
