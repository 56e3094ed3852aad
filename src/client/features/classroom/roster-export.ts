// Roster export: the class list as a CSV file the import reads back (UTF-8
// with a byte-order mark, so Excel shows ș, ț and ñ). The download is the
// browser's own: a link to a Blob, clicked.
import { rosterCsv, rosterFileName } from './roster-import';

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface RosterExportTexts {
  /** Column headers, in the reader's language ('Nume', 'Email'): the import recognises them. */
  name: string;
  email: string;
  /** The file name's last word ('elevi' gives 9a-elevi.csv). */
  file: string;
}

export function exportRoster(pupils: readonly { name: string; email: string }[], classroomName: string, texts: RosterExportTexts): void {
  downloadText(rosterFileName(classroomName, texts.file), rosterCsv(pupils, { name: texts.name, email: texts.email }));
}
