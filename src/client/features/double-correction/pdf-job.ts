// What the double-correction page hands the PDF module for the
// reconciliation sheet (the "borderou"): its rows in the class register's
// order of the sheet's language (the test's, as its words are: the
// reconciliation's rows come in the server's order), and a header naming the
// class's school, the class and the date, as the report's does, so that
// "School:" is not left blank.
import type { DoubleCorrectionView, ReconciliationRow } from '../../../domain/api/double-correction';
import type { Language } from '../../../domain/languages';
import { comparePupils } from '../../../domain/pupil-order';
import type { GradedQuiz } from '../grading';
import type { PdfOptions, ReconciliationPdfData } from '../pdf';

export interface ReconciliationPdfInput {
  view: Pick<DoubleCorrectionView, 'threshold' | 'finalMark' | 'evaluators'>;
  rows: readonly ReconciliationRow[];
  /** The class's pupils by id. */
  names: ReadonlyMap<string, string>;
  document: GradedQuiz;
  /** null when it could not be read: the fields stay blank lines to fill in by hand. */
  classroom: { name: string; schoolName?: string } | null;
  /** The interface's language: the sheet's when the test has none of its own. */
  language: Language;
  /** The day printed as the sheet's date. */
  today: Date;
}

export function reconciliationPdfJob(input: ReconciliationPdfInput): { data: ReconciliationPdfData; options: PdfOptions } {
  const { view, rows, names, document, classroom, language, today } = input;
  // The language the sheet is printed in (pdf/generate.ts printLanguage): its date and its alphabetical order.
  const printed = document.language ?? language;
  const named = rows
    .map(({ pupilId, first, second, difference, third, final }) => ({ name: names.get(pupilId) ?? '', first, second, difference, third, final }))
    .sort(comparePupils(printed));
  const date = new Intl.DateTimeFormat(printed, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(today);
  return {
    data: {
      document,
      threshold: view.threshold,
      finalMark: view.finalMark,
      evaluators: view.evaluators.map((evaluator) => ({ slot: evaluator.slot, name: evaluator.user?.name ?? '' })),
      rows: named,
    },
    options: { language, header: { schoolName: classroom?.schoolName, classLabel: classroom?.name, date } },
  };
}
