// The PDF feature's public face: everything here is tiny; pdf-lib, the fonts
// and the layout load on the first export (export-pdf.ts).
export { type ExportPdf, exportPdf } from './export-pdf';
export type {
  ComparisonPdfData,
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
  ReconciliationPdfData,
  VersionLabel,
} from './pdf.types';
export { VERSION_LABELS } from './pdf.types';
export { pdfFileName } from './save-pdf';
