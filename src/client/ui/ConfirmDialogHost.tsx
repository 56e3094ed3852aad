import { useSelector } from '@xstate/store-react';
import { answerConfirm, cancelAllConfirms, dialogStore } from '../core/dialog.store';
import { useLazyModule } from './use-lazy-module';

// The dialog's code loads with the first question, not with the page.
const loadDialog = () => import('./ConfirmDialog');

/** Shows the questions asked through confirm() (core/dialog.store.ts); mounted once in the layout. */
export function ConfirmDialogHost() {
  const request = useSelector(dialogStore, (snapshot) => snapshot.context.queue[0]);
  // If the dialog cannot load, nothing was confirmed: a destructive action must not go ahead.
  const module = useLazyModule(loadDialog, Boolean(request), cancelAllConfirms);
  if (!request || !module) return null;
  const { ConfirmDialog } = module;
  const { id, resolve: _resolve, ...options } = request;
  // The key remounts the modal for the next question, so focus starts afresh.
  return <ConfirmDialog key={id} open {...options} onAnswer={(confirmed) => answerConfirm(id, confirmed)} />;
}
