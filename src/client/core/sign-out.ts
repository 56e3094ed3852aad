// Signing out on a shared computer (issue 12). First what is pending is
// saved (the open editor's autosave, the open grid's sync: each registers
// itself here); what still could not reach the server (offline, a server
// error) is counted from this browser's storage and the teacher is asked
// whether to sign out and discard it or stay. Only with their agreement is
// their local data removed; signed out with nothing left unsaved, the clean
// copies go without a question. The sign-in, the menu button, the dashboard
// button and the palette command all come here.
import { createStore } from '@xstate/store';
import { useSelector } from '@xstate/store-react';
import { confirm } from './dialog.store';
import { t } from './i18n';
import { getSession, logout } from './session';
import { clearUserData, countUnsaved, type UnsavedCounts } from './user-data';

/** Something on screen holding work the server may not have yet. */
export interface PendingWork {
  /**
   * Sends what waits now and resolves once the attempt is over, saved or
   * not, with whatever is left written to this browser's storage.
   */
  save(): Promise<void>;
}

const pendingWork = new Set<PendingWork>();

/** Called by a screen while it is open; returns the function that takes it off the list. */
export function registerPendingWork(work: PendingWork): () => void {
  pendingWork.add(work);
  return () => pendingWork.delete(work);
}

const signOutStore = createStore({
  context: { saving: false },
  on: { changed: (_context, event: { saving: boolean }) => ({ saving: event.saving }) },
});

/** True while sign-out saves the pending work first (the button says so). */
export function useSavingBeforeSignOut(): boolean {
  return useSelector(signOutStore, (snapshot) => snapshot.context.saving);
}

function describe(left: UnsavedCounts, online: boolean): string {
  const parts = [
    left.grades > 0 ? t('nav.signOutDialog.grades', { n: left.grades }) : null,
    left.drafts > 0 ? t('nav.signOutDialog.drafts', { n: left.drafts }) : null,
    t(online ? 'nav.signOutDialog.failed' : 'nav.signOutDialog.offline'),
    t('nav.signOutDialog.consequence'),
  ];
  return parts.filter(Boolean).join(' ');
}

export type SignOutOutcome = 'signedOut' | 'stayed';

export interface SignOutOptions {
  /** navigator.onLine unless a test says otherwise: only the dialog's wording depends on it. */
  isOnline?: () => boolean;
}

/**
 * Saves what is pending, asks when something could not be saved, then signs
 * out and removes the user's local data; 'stayed' when the teacher chose to
 * stay (nothing is removed, the saves keep retrying).
 */
export async function signOut(options: SignOutOptions = {}): Promise<SignOutOutcome> {
  const { user, status } = getSession();
  if (signOutStore.getSnapshot().context.saving) return 'stayed';
  if (status !== 'authenticated' || !user) {
    await logout();
    return 'signedOut';
  }
  signOutStore.trigger.changed({ saving: true });
  try {
    await Promise.allSettled([...pendingWork].map((work) => work.save()));
    const left = countUnsaved(user.id);
    if (left.grades + left.drafts > 0) {
      const online = (options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false))();
      const agreed = await confirm({
        title: t('nav.signOutDialog.title'),
        message: describe(left, online),
        confirmLabel: t('nav.signOutDialog.confirm'),
        cancelLabel: t('nav.signOutDialog.stay'),
        danger: true,
      });
      if (!agreed) return 'stayed';
    }
  } finally {
    signOutStore.trigger.changed({ saving: false });
  }
  clearUserData(user.id);
  await logout();
  return 'signedOut';
}
