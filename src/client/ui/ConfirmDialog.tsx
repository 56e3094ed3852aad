import { useRef } from 'react';
import type { ConfirmOptions } from '../core/dialog.store';
import { useT } from '../core/i18n';
import { Modal } from './Modal';

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onAnswer: (confirmed: boolean) => void;
}

/** A yes/no question in a modal. Destructive questions start on Cancel, so Enter does no harm. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, danger, onAnswer }: ConfirmDialogProps) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => onAnswer(false)}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      closeButton={false}
      initialFocus={danger ? cancelRef : confirmRef}
    >
      <div className="flex flex-col-reverse gap-2 px-5 pb-5 pt-6 sm:flex-row sm:justify-end sm:px-6">
        <button ref={cancelRef} type="button" className="btn-secondary" onClick={() => onAnswer(false)}>
          {cancelLabel ?? t('dialog.cancel')}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={danger ? 'btn bg-red-700 text-white hover:bg-red-800 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400' : 'btn-primary'}
          onClick={() => onAnswer(true)}
        >
          {confirmLabel ?? t('dialog.confirm')}
        </button>
      </div>
    </Modal>
  );
}
