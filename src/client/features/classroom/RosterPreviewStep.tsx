import type { RefObject } from 'react';
import type { LegacyEncoding } from '../../../domain/text-encoding';
import { useT } from '../../core/i18n';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { PlanLimitAlert } from '../schools';
import { RosterNameColumn } from './RosterNameColumn';
import { RosterPreviewRow } from './RosterPreviewRow';
import { hasErrors, MAX_ROSTER_ROWS, type NameChoice, type PreviewRow, type RosterField, type ServerRowErrors } from './roster-import';

/** How a code page is named to the teacher: its region, as Windows names its code pages, and its own name. */
const ENCODING_NAMES: Record<LegacyEncoding, string> = {
  'windows-1250': 'roster.preview.encodingNames.windows1250',
  'iso-8859-2': 'roster.preview.encodingNames.iso88592',
  'windows-1252': 'roster.preview.encodingNames.windows1252',
};

/** How the file or text was read: what the preview says about it, and what the teacher may change. */
export interface RosterReading {
  /** The line of the row read as the header (the rows above it skipped too), or null. */
  headerLine: number | null;
  /** The code page a file was guessed to be in; null for UTF-8, UTF-16 and pasted text. */
  encoding: LegacyEncoding | null;
  nameColumns: number[];
  choices: NameChoice[];
}

export interface RosterPreviewStepProps {
  rows: readonly PreviewRow[];
  reading: RosterReading;
  onNameColumns: (columns: number[]) => void;
  serverErrors: ServerRowErrors['rows'];
  formError: string | null;
  planLimit: string | null;
  pending: boolean;
  onChange: (id: string, field: RosterField, value: string) => void;
  onRemove: (id: string) => void;
  onRemoveDuplicates: () => void;
  onBack: () => void;
  onImport: () => void;
  summaryRef: RefObject<HTMLParagraphElement | null>;
}

/** Step two: every row as it will be created, with its problems, editable and removable, then one import. */
export function RosterPreviewStep(props: RosterPreviewStepProps) {
  const { rows, reading, onNameColumns, serverErrors, formError, planLimit, pending, onChange, onRemove, onRemoveDuplicates, onBack, onImport, summaryRef } =
    props;
  const t = useT();
  const errors = rows.filter((row) => hasErrors(row) || serverErrors[row.id] !== undefined).length;
  const duplicates = rows.filter((row) => row.duplicate !== null).length;

  return (
    <form
      noValidate
      className="flex flex-col gap-4 px-5 pb-5 pt-4 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault();
        onImport();
      }}
    >
      {planLimit && <PlanLimitAlert message={planLimit} />}
      {formError && <Alert tone="error">{formError}</Alert>}
      {reading.encoding && <Alert tone="info">{t('roster.preview.encoding', { encoding: t(ENCODING_NAMES[reading.encoding]) })}</Alert>}
      {reading.headerLine === 1 && <Alert tone="info">{t('roster.preview.headerSkipped')}</Alert>}
      {reading.headerLine !== null && reading.headerLine > 1 && <Alert tone="info">{t('roster.preview.headerFound', { n: reading.headerLine })}</Alert>}
      {reading.choices.length > 1 && <RosterNameColumn choices={reading.choices} value={reading.nameColumns} onChange={onNameColumns} />}
      {rows.length > MAX_ROSTER_ROWS && <Alert tone="error">{t('roster.preview.tooMany', { n: MAX_ROSTER_ROWS })}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="m-0 text-sm text-slate-700 outline-none dark:text-slate-300">
          {t('roster.preview.summary', { total: rows.length, errors, duplicates })}
        </p>
        {duplicates > 0 && (
          <button type="button" className="btn-secondary min-h-9 px-3 py-1" onClick={onRemoveDuplicates}>
            {t('roster.preview.removeDuplicates')}
          </button>
        )}
      </div>
      {/* Not every same name is a pupil twice: two real pupils named alike must stay, told apart (as the register does). */}
      {duplicates > 0 && <p className="m-0 text-sm text-slate-600 dark:text-slate-300">{t('roster.preview.duplicatesHint')}</p>}
      {rows.length === 0 ? (
        <p className="m-0 text-slate-600 dark:text-slate-300">{t('roster.preview.empty')}</p>
      ) : (
        <ol aria-label={t('roster.preview.caption')} className="m-0 max-h-[50vh] list-none overflow-y-auto p-0">
          {rows.map((row) => (
            <RosterPreviewRow key={row.id} row={row} serverErrors={serverErrors[row.id]} onChange={onChange} onRemove={onRemove} />
          ))}
        </ol>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onBack}>
          {t('roster.preview.back')}
        </button>
        <BusyButton type="submit" className="btn-primary" busy={pending} disabled={rows.length === 0}>
          {pending ? t('roster.importing') : t('roster.submit', { n: rows.length })}
        </BusyButton>
      </div>
    </form>
  );
}
