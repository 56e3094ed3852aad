// Exports arrive as files from the API (with the bearer, so not a plain link)
// and are handed to the browser as a download under the server's file name.
import { fileNameFromDisposition } from '../../core/content-disposition';
import { downloadBlob } from '../../core/download';
import { requestFile } from '../../core/http';
import type { ExportRequest } from './results.api';

/** Fetches the export and saves it; returns the file name used. */
export async function downloadExport(request: ExportRequest): Promise<string> {
  const { blob, disposition } = await requestFile(request.path, { query: request.query });
  const fileName = fileNameFromDisposition(disposition) ?? request.fallbackName;
  downloadBlob(blob, fileName);
  return fileName;
}
