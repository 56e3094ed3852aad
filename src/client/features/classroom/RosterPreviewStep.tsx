import type { RefObject } from 'react';
import { useT } from '../../core/i18n';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { PlanLimitAlert } from '../schools';
import { RosterPreviewRow } from './RosterPreviewRow';
import { hasErrors, MAX_ROSTER_ROWS, type PreviewRow, type RosterField, type ServerRowErrors } from './roster-import';

export interface RosterPreviewStepProps {
  rows: readonly PreviewRow[];
  headerSkipped: boolean;
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
  const { rows, headerSkipped, serverErrors, formError, planLimit, pending, onChange, onRemove, onRemoveDuplicates, onBack, onImport, summaryRef } = props;
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
      {headerSkipped && <Alert tone="info">{t('roster.preview.headerSkipped')}</Alert>}
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
