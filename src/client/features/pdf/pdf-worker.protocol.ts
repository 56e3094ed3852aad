// Messages between exportPdf (main thread) and pdf.worker.ts. Types only.
import type { PdfDataByKind, PdfKind, PdfOptions } from './pdf.types';

export interface PdfJobRequest {
  id: number;
  kind: PdfKind;
  data: PdfDataByKind[PdfKind];
  options: PdfOptions;
}

export type PdfWorkerMessage =
  | { type: 'progress'; id: number; page: number; pages: number }
  /** The PDF, its buffer transferred rather than copied. */
  | { type: 'done'; id: number; bytes: ArrayBuffer }
  | { type: 'error'; id: number; message: string };
