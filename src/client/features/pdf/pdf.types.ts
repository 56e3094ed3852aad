// What the rest of the app hands to the PDF module: types and one constant,
// so importing it costs nothing in the initial bundle.
import type { QuizReport } from '../../../domain/analysis';
import type { QuizComparison } from '../../../domain/comparison';
import type { QuizDocument } from '../../../domain/quiz/types';
import type { PdfLanguage } from './i18n/pdf-i18n';
import type { LineStyle } from './layout/compose';
import type { Paper } from './layout/page-geometry';

export type { LineStyle, Paper, PdfLanguage };

/** Printed groups (SPEC: A and B, up to four). */
export const VERSION_LABELS = ['A', 'B', 'C', 'D'] as const;
export type VersionLabel = (typeof VERSION_LABELS)[number];

/**
 * test: the paper pupils write on; barem: the grading scheme; dashboard: the quiz report; comparison: a test across classes;
 * reconciliation: a double correction's sheet for one class (issue 17).
 */
export type PdfKind = 'test' | 'barem' | 'dashboard' | 'comparison' | 'reconciliation';

export interface QuizPdfData {
  document: QuizDocument;
}

export interface PupilMark {
  name: string;
  /** Points without the ex-officio ones; null when not graded. */
  score: number | null;
  /** The mark double correction settled the paper at; null when its mark is the mark of its points. */
  finalMark: number | null;
}

export interface DashboardPdfData {
  document: QuizDocument;
  report: QuizReport;
  /** In the order to print (the grid's order). */
  pupils: PupilMark[];
}

export interface ComparisonPdfData {
  comparison: QuizComparison;
}

export interface ReconciliationPdfData {
  /** The test: its title, and the language the sheet is printed in. */
  document: QuizDocument;
  /** Threshold on the 1-10 mark. */
  threshold: number;
  finalMark: 'meanTruncated' | 'meanRounded';
  evaluators: { slot: 1 | 2 | 3; name: string }[];
  /** In the class's order; marks on the 1-10 scale, null where there is none. */
  rows: { name: string; first: number | null; second: number | null; difference: number | null; third: number | null; final: number | null }[];
}

export interface PdfDataByKind {
  test: QuizPdfData;
  barem: QuizPdfData;
  dashboard: DashboardPdfData;
  comparison: ComparisonPdfData;
  reconciliation: ReconciliationPdfData;
}

/** Printed in the header; a missing field becomes a blank line to fill in by hand. */
export interface PdfHeader {
  schoolName?: string;
  /** Overrides the quiz's own class label. */
  classLabel?: string;
  /** Already formatted for the language ("12.03.2025"). */
  date?: string;
}

export interface PdfOptions {
  language: PdfLanguage;
  /** A4 unless told otherwise. */
  paper?: Paper;
  /** Answer space as ruled lines (default) or squared paper. */
  lineStyle?: LineStyle;
  /** Groups to print, each shuffled from the seed; empty or absent prints the test once in the author's order. */
  versions?: VersionLabel[];
  /** Same seed, same order: keep it with the quiz to reprint the same versions (default: the quiz title). */
  seed?: string | number;
  header?: PdfHeader;
  /**
   * Whether the advanced quiz settings print (the time limit, the shuffled
   * versions); exportPdf sets it from the advancedQuizSettings flag. Default: they do.
   */
  advancedSettings?: boolean;
}

export interface PdfProgress {
  /** The page being rendered (1-based) and how many there are. */
  page: number;
  pages: number;
}

export type PdfProgressListener = (progress: PdfProgress) => void;
