// An export the API makes, fetched (with the bearer, so not a plain link) and
// handed to the browser as a download under the server's file name. A module
// of its own: the screens that download only PDFs (core/download) do not load it.
import { fileNameFromDisposition } from './content-disposition';
import { downloadBlob } from './download';
import { requestFile } from './http';

/** A file the API makes (an export): where to ask, and the name to use when the server names none. */
export interface ExportRequest {
  path: string;
  query: Record<string, string>;
  /** Used when the server names no file. */
  fallbackName: string;
}

/** Fetches the export and saves it; returns the file name used. */
export async function downloadExport(request: ExportRequest): Promise<string> {
  const { blob, disposition } = await requestFile(request.path, { query: request.query });
  const fileName = fileNameFromDisposition(disposition) ?? request.fallbackName;
  downloadBlob(blob, fileName);
  return fileName;
}
