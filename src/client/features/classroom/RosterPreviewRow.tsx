import { useT } from '../../core/i18n';
import type { PreviewRow, RosterField } from './roster-import';

export interface RosterPreviewRowProps {
  row: PreviewRow;
  /** The server's messages for this row, by field (after a refused import). */
  serverErrors: Partial<Record<RosterField, string>> | undefined;
  onChange: (id: string, field: RosterField, value: string) => void;
  onRemove: (id: string) => void;
}

/** One pupil to import: name and email editable in place, its problems under them, and remove. */
export function RosterPreviewRow({ row, serverErrors, onChange, onRemove }: RosterPreviewRowProps) {
  const t = useT();
  const error = (field: RosterField) => {
    const server = serverErrors?.[field];
    if (server) return server;
    const ref = row.errors[field];
    return ref ? t(ref.key, ref.params) : null;
  };
  const nameError = error('name');
  const emailError = error('email');
  const warning = row.duplicate
    ? row.duplicate.kind === 'existing'
      ? t('roster.preview.duplicateExisting')
      : t('roster.preview.duplicateInList', { n: row.duplicate.line })
    : null;
  const ids = { name: `${row.id}-name`, email: `${row.id}-email`, warning: `${row.id}-warning` };
  const describe = (...parts: (string | false | null)[]) => parts.filter(Boolean).join(' ') || undefined;

  return (
    <li data-row-id={row.id} className="flex items-start gap-2 border-t border-slate-200 py-3 dark:border-slate-700">
      <span className="w-8 shrink-0 pt-3 text-right text-sm tabular-nums text-slate-500 dark:text-slate-400">{row.line}</span>
      <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <input
            aria-label={t('roster.preview.nameLabel', { n: row.line })}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={describe(nameError && `${ids.name}-error`, warning && ids.warning)}
            value={row.name}
            onChange={(event) => onChange(row.id, 'name', event.currentTarget.value)}
            className="input"
            autoComplete="off"
          />
          {nameError && (
            <p id={`${ids.name}-error`} className="field-error m-0">
              {nameError}
            </p>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <input
            type="email"
            aria-label={t('roster.preview.emailLabel', { n: row.line })}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={describe(emailError && `${ids.email}-error`)}
            value={row.email}
            placeholder={t('roster.preview.noEmail')}
            onChange={(event) => onChange(row.id, 'email', event.currentTarget.value)}
            className="input"
            autoComplete="off"
          />
          {emailError && (
            <p id={`${ids.email}-error`} className="field-error m-0">
              {emailError}
            </p>
          )}
        </div>
        {warning && (
          <p id={ids.warning} className="m-0 text-sm font-medium text-amber-800 sm:col-span-2 dark:text-amber-300">
            {warning}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn-secondary min-h-11 shrink-0 px-3"
        aria-label={t('roster.preview.removeLabel', { n: row.line })}
        onClick={() => onRemove(row.id)}
      >
        <span aria-hidden="true">×</span>
        <span className="hidden sm:inline">{t('roster.preview.remove')}</span>
      </button>
    </li>
  );
}
