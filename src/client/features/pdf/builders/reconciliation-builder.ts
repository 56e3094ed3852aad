// The reconciliation sheet of a double correction (issue 17), per class, in
// the test's language: pupil, evaluator 1, evaluator 2, the difference, the
// third evaluator and the final mark; then a line for each evaluator's
// signature, as the national exams' sheets have them, on the page of the
// table's last rows: never alone on a page of their own.

import { formatHundredths } from '../../../../domain/hundredths';
import type { Block, Row } from '../layout/blocks';
import { type LayoutContext, paragraphRow } from '../layout/compose';
import { STYLES } from '../layout/page-geometry';
import type { PrintedPart } from '../layout/paginate';
import type { PdfHeader, ReconciliationPdfData } from '../pdf.types';
import { fieldRow, headerBlock, titleRows } from './header-blocks';
import { type Column, tableBlock } from './table-blocks';

const SIGNATURE_GAP = 6;
/** The table's rows that go to the signatures' page when they do not fit under the whole table (a signature certifies the marks above it). */
const ROWS_WITH_SIGNATURES = 3;
const SLOT_KEYS = { 1: 'pdfReports.reconciliation.slot1', 2: 'pdfReports.reconciliation.slot2', 3: 'pdfReports.reconciliation.slot3' } as const;
const RULE_KEYS = { meanTruncated: 'pdfReports.reconciliation.rule.meanTruncated', meanRounded: 'pdfReports.reconciliation.rule.meanRounded' } as const;

export function buildReconciliation(ctx: LayoutContext, data: ReconciliationPdfData, header: PdfHeader): PrintedPart {
  const c = ctx.t;
  const mark = (value: number | null) => (value === null ? c('pdf.none') : formatHundredths(value, ctx.locale));
  const columns: Column[] = [
    { label: c('pdfReports.reconciliation.columns.pupil'), share: 0.34 },
    { label: c('pdfReports.reconciliation.columns.first'), share: 0.12, align: 'right' },
    { label: c('pdfReports.reconciliation.columns.second'), share: 0.12, align: 'right' },
    { label: c('pdfReports.reconciliation.columns.difference'), share: 0.12, align: 'right' },
    { label: c('pdfReports.reconciliation.columns.third'), share: 0.15, align: 'right' },
    { label: c('pdfReports.reconciliation.columns.final'), share: 0.15, align: 'right' },
  ];
  const rows = data.rows.map((row) => [row.name, mark(row.first), mark(row.second), mark(row.difference), mark(row.third), mark(row.final)]);
  const signatures: Row[] = data.evaluators.map((evaluator) =>
    fieldRow(ctx, [c(SLOT_KEYS[evaluator.slot]), evaluator.name || undefined], [c('pdfReports.reconciliation.signature'), undefined]),
  );
  const blocks: Block[] = [
    headerBlock([
      fieldRow(ctx, [c('pdf.header.school'), header.schoolName], [c('pdf.header.date'), header.date]),
      fieldRow(ctx, [c('pdf.header.class'), header.classLabel], [c('pdfReports.reconciliation.threshold'), formatHundredths(data.threshold, ctx.locale)]),
      { height: 3, items: [] },
      ...titleRows(ctx, c('pdfReports.reconciliation.title'), data.document.title, null),
    ]),
    // Dense, so that a class of 30 and the signatures share page one; a longer class's last rows go with the signatures.
    { ...tableBlock(ctx, columns, rows, { dense: true }), keepWithNext: true, keepLastRows: ROWS_WITH_SIGNATURES },
    { spaceBefore: 3, keepWithNext: true, rows: [paragraphRow(ctx, c(RULE_KEYS[data.finalMark]), STYLES.small)] },
    { spaceBefore: SIGNATURE_GAP, rows: signatures.flatMap((row, index) => (index === 0 ? [row] : [{ height: SIGNATURE_GAP, items: [] }, row])) },
  ];
  return { blocks, runningHeader: `${c('pdfReports.reconciliation.title')} · ${data.document.title}` };
}
