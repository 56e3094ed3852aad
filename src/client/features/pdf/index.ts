// The PDF feature's public face: everything here is tiny; pdfme, the fonts
// and the layout load on the first export (export-pdf.ts).
export { exportPdf, type ExportPdf } from './export-pdf';
export { pdfFileName } from './save-pdf';
export type {
  DashboardPdfData,
  LineStyle,
  Paper,
  PdfDataByKind,
  PdfHeader,
  PdfKind,
  PdfLanguage,
  PdfOptions,
  PdfProgress,
  PdfProgressListener,
  PupilMark,
  QuizPdfData,
  VersionLabel,
} from './pdf.types';
export { VERSION_LABELS } from './pdf.types';
