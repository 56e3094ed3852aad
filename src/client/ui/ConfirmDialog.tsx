import { useEffect, useReducer, useRef } from 'react';
import type { ConfirmOptions } from '../core/dialog.store';
import { useT } from '../core/i18n';
import { Modal } from './Modal';

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onAnswer: (confirmed: boolean) => void;
}

/** A yes/no question in a modal. Destructive questions start on Cancel, so Enter does no harm. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, danger, live, onAnswer }: ConfirmDialogProps) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [, changed] = useReducer((count: number) => count + 1, 0);
  // A live question follows its state: its words change in place (the focus stays), and once it no longer needs
  // the user it is answered for them. Checked at once too: the state may have moved while this code loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one question per mount (the host keys it by its id)
  useEffect(() => {
    if (!live) return undefined;
    const follow = () => {
      const settled = live.settled();
      if (settled === null) changed();
      else onAnswer(settled);
    };
    follow();
    return live.watch(follow);
  }, []);
  return (
    <Modal
      open={open}
      onClose={() => onAnswer(false)}
      title={title}
      description={live ? live.message() : message}
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
