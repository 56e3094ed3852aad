import { useSelector } from '@legendapp/state/react';
import { useId, useState } from 'react';
import type { QuizDocument } from '../../../../domain/quiz/types';
import { useRegisterCommands } from '../../../core/commands';
import { isEnabled } from '../../../core/config';
import { downloadBlob } from '../../../core/download';
import { notifyError } from '../../../core/errors.store';
import { getLanguage, useT } from '../../../core/i18n';
import { BusyButton } from '../../../ui/BusyButton';
import { exportPdf as defaultExport, type ExportPdf, type PdfProgress, pdfFileName, VERSION_LABELS } from '../../pdf';
import { LineGridToggle } from './LineGridToggle';
import { printOptions$ } from './print-options';

type Kind = 'test' | 'barem';

export interface PdfExportPanelProps {
  /** The document as it is at the moment of the click. */
  getDocument: () => QuizDocument;
  /** Swapped in tests; the app's worker-backed exporter by default. */
  exporter?: ExportPdf;
}

const KIND_KEYS: Record<Kind, string> = { test: 'quizzes.export.test', barem: 'quizzes.export.barem' };
/** The file's word for each kind, in the teacher's language. */
const FILE_KEYS: Record<Kind, string> = { test: 'quizzes.export.fileTest', barem: 'quizzes.export.fileBarem' };

/**
 * "Export test (PDF)" and "Export grading scheme (PDF)" with the paper, the
 * groups and the line grid; the PDF module loads on the first click and
 * reports its progress page by page.
 */
export function PdfExportPanel({ getDocument, exporter = defaultExport }: PdfExportPanelProps) {
  const t = useT();
  const id = useId();
  const paper = useSelector(() => printOptions$.paper.get());
  const versions = useSelector(() => printOptions$.versions.get().join(','));
  const [busy, setBusy] = useState<{ kind: Kind; progress: PdfProgress | null } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async (kind: Kind) => {
    if (busy) return;
    setDone(null);
    setBusy({ kind, progress: null });
    try {
      const document = getDocument();
      const options = printOptions$.peek();
      const blob = await exporter(
        kind,
        { document },
        {
          language: getLanguage(),
          paper: options.paper,
          lineStyle: options.lineStyle,
          versions: options.versions,
          header: { classLabel: document.classLabel },
        },
        (progress) => setBusy({ kind, progress }),
      );
      const fileName = pdfFileName(document.title, t(FILE_KEYS[kind]));
      downloadBlob(blob, fileName);
      setDone(t('quizzes.export.done', { file: fileName }));
    } catch (error) {
      notifyError(error, { where: 'quiz PDF export', kind }, t('quizzes.export.failed'));
    } finally {
      setBusy(null);
    }
  };

  // Both exports in the palette, on the test's page and in the editor, while no export runs (as the buttons).
  useRegisterCommands([
    {
      id: 'quiz.exportTest',
      labelKey: KIND_KEYS.test,
      keywords: ['pdf', 'print', 'tipărește', 'imprimir', 'exportă', 'exportar'],
      group: 'actions',
      when: () => busy === null,
      run: () => void run('test'),
    },
    {
      id: 'quiz.exportBarem',
      labelKey: KIND_KEYS.barem,
      keywords: ['pdf', 'barem', 'answer key', 'print', 'tipărește', 'imprimir', 'exportă', 'exportar'],
      group: 'actions',
      when: () => busy === null,
      run: () => void run('barem'),
    },
  ]);

  const toggleVersion = (label: (typeof VERSION_LABELS)[number]) => {
    const chosen = new Set(printOptions$.versions.peek());
    if (chosen.has(label)) chosen.delete(label);
    else chosen.add(label);
    printOptions$.versions.set(VERSION_LABELS.filter((v) => chosen.has(v)));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="m-0 text-lg font-semibold text-slate-900 dark:text-white">
        {t('quizzes.export.heading')}
      </h2>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <label className="flex flex-col gap-1">
          <span className="field-label">{t('quizzes.export.paper')}</span>
          <select className="input w-40" value={paper} onChange={(event) => printOptions$.paper.set(event.currentTarget.value === 'LETTER' ? 'LETTER' : 'A4')}>
            <option value="A4">{t('quizzes.export.a4')}</option>
            <option value="LETTER">{t('quizzes.export.letter')}</option>
          </select>
        </label>
        {/* Shuffled groups are an advanced setting (SPEC 9 flag); off, the export prints the test once, in order. */}
        {isEnabled('advancedQuizSettings') && (
          <fieldset className="m-0 flex min-w-0 flex-col gap-1 border-0 p-0">
            <legend className="field-label mb-1 p-0">{t('quizzes.export.versions')}</legend>
            <div className="flex flex-wrap gap-3">
              {VERSION_LABELS.map((label) => (
                <label key={label} className="inline-flex min-h-11 items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-primary-700 focusable"
                    checked={versions.split(',').includes(label)}
                    onChange={() => toggleVersion(label)}
                  />
                  {t('quizzes.export.version', { label })}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <LineGridToggle />
      </div>
      {isEnabled('advancedQuizSettings') && <p className="field-hint m-0">{t('quizzes.export.versionsHint')}</p>}
      <div className="flex flex-wrap gap-2">
        {(['test', 'barem'] as const).map((kind) => (
          <BusyButton
            key={kind}
            type="button"
            className={kind === 'test' ? 'btn-primary' : 'btn-secondary'}
            busy={busy !== null}
            aria-busy={busy?.kind === kind || undefined}
            onClick={() => void run(kind)}
          >
            {t(KIND_KEYS[kind])}
          </BusyButton>
        ))}
      </div>
      <div aria-live="polite" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {busy && (
          <div className="flex items-center gap-2">
            <span>
              {busy.progress ? t('quizzes.export.progress', { page: busy.progress.page, pages: busy.progress.pages }) : t('quizzes.export.preparing')}
            </span>
            <progress
              className="h-2 w-40"
              max={busy.progress?.pages ?? undefined}
              value={busy.progress?.page ?? undefined}
              aria-label={t('quizzes.export.progressLabel')}
            />
          </div>
        )}
        {!busy && done && <span>{done}</span>}
      </div>
    </section>
  );
}
