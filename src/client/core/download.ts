// Handing a file to the user: the browser's own download, a hidden link to a
// Blob, clicked. Exports, PDFs and attachments all leave the app this way.
import { withoutBidiControls } from '../../domain/file-name';

/** How long the Blob URL stays valid after the click (see downloadBlob). */
export const BLOB_URL_LIFETIME_MS = 30_000;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  // A title or class name is part of most file names: it must not make one lie about its kind.
  link.download = withoutBidiControls(fileName);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}
