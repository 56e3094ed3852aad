import { useT } from '../core/i18n';
import { BusyButton } from './BusyButton';

export interface FormActionsProps {
  onCancel: () => void;
  pending: boolean;
  /** The submit button's text, and its text while the form is being sent. */
  submitLabel: string;
  pendingLabel: string;
}

/** A dialog form's Cancel and submit buttons: side by side on wide screens, submit on top on narrow ones. */
export function FormActions({ onCancel, pending, submitLabel, pendingLabel }: FormActionsProps) {
  const t = useT();
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <button type="button" className="btn-secondary" onClick={onCancel}>
        {t('dialog.cancel')}
      </button>
      <BusyButton type="submit" className="btn-primary" busy={pending}>
        {pending ? pendingLabel : submitLabel}
      </BusyButton>
    </div>
  );
}
