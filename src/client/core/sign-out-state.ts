// What the screens need from sign-out before anyone signs out: the registry
// of pending work, whether sign-out is busy saving, and the entry point. The
// flow itself (core/sign-out.ts, with its dialog) loads on the first click,
// so it costs nothing on the first screen.
import { createStore } from '@xstate/store';
import { useSelector } from '@xstate/store-react';
import { t } from './i18n';
import { importAgain } from './import-again';
import { toast } from './toasts.store';

/** Something on screen holding work the server may not have yet. */
export interface PendingWork {
  /**
   * Sends what waits now and resolves once the attempt is over, saved or
   * not, with whatever is left written to this browser's storage:
   * 'incomplete' when what it holds cannot be sent as it is (a quiz still
   * being written), so the sign-out does not blame the server for it.
   */
  save(): Promise<PendingSaveOutcome>;
}

export type PendingSaveOutcome = 'attempted' | 'incomplete';

const pendingWork = new Set<PendingWork>();

/** Called by a screen while it is open; returns the function that takes it off the list. */
export function registerPendingWork(work: PendingWork): () => void {
  pendingWork.add(work);
  return () => pendingWork.delete(work);
}

/** What is registered now (the sign-out flow saves each). */
export function currentPendingWork(): PendingWork[] {
  return [...pendingWork];
}

export const signOutStore = createStore({
  context: { saving: false },
  on: { changed: (_context, event: { saving: boolean }) => ({ saving: event.saving }) },
});

/** True while sign-out saves the pending work first (the button says so). */
export function useSavingBeforeSignOut(): boolean {
  return useSelector(signOutStore, (snapshot) => snapshot.context.saving);
}

export type SignOutOutcome = 'signedOut' | 'stayed';

/** Loads the sign-out flow and runs it (see core/sign-out.ts); offline before it ever loaded, says so. */
export async function requestSignOut(): Promise<SignOutOutcome> {
  // biome-ignore lint/suspicious/noImportCycles: a dynamic import, so the flow is a chunk of its own; it imports this module's store, which is evaluated long before
  const flow = await importAgain(() => import('./sign-out')).catch(() => null);
  if (!flow) toast.error(t('errors.network'));
  return flow ? flow.signOut() : 'stayed';
}
