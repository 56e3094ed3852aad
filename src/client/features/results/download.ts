// Exports arrive as files from the API (with the bearer, so not a plain link)
// and are handed to the browser as a download under the server's file name.
import { fileNameFromDisposition } from '../../core/content-disposition';
import { requestFile } from '../../core/http';
import type { ExportRequest } from './results.api';

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Fetches the export and saves it; returns the file name used. */
export async function downloadExport(request: ExportRequest): Promise<string> {
  const { blob, disposition } = await requestFile(request.path, { query: request.query });
  const fileName = fileNameFromDisposition(disposition) ?? request.fallbackName;
  saveBlob(blob, fileName);
  return fileName;
}
