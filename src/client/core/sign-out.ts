// Signing out on a shared computer (issue 12). First what is pending is
// saved (the open editor's autosave, the open grid's sync: each registers
// itself here); what still could not reach the server (offline, a server
// error) is counted from this browser's storage and the teacher is asked
// whether to sign out and discard it or stay. Only with their agreement is
// their local data removed; signed out with nothing left unsaved, the clean
// copies go without a question. The sign-in, the menu button, the dashboard
// button and the palette command all come here.
import { confirm } from './dialog.store';
import { defineMessages, t } from './i18n';
import { getSession, logout } from './session';
// biome-ignore lint/suspicious/noImportCycles: sign-out-state loads this module with a dynamic import (a chunk of its own), long after its own store exists
import { currentPendingWork, type SignOutOutcome, signOutStore } from './sign-out-state';
import { clearUserData, countUnsaved, onUserItemsChanged, type UnsavedCounts } from './user-data';

/** The dialog's texts come with this chunk, not with the first screen. */
const signOutMessages = defineMessages({
  en: () => import('i18n-namespace:en/signOut'),
  ro: () => import('i18n-namespace:ro/signOut'),
  es: () => import('i18n-namespace:es/signOut'),
});

/** The flow's texts in the current language, ahead of need (ui/sign-out-prefetch). */
export const prepare = (): Promise<void> => signOutMessages.ensure();

/**
 * What is left and why: a quiz still being written (`incomplete` of them) was never sent, so only the rest failed;
 * and the server is blamed only when an open screen tried (`attempted`). Work left on a page closed since (a new
 * test's draft without questions) was never sent now: "the server could not save them" was not so.
 */
function describe(left: UnsavedCounts, online: boolean, incomplete: number, attempted: number): string {
  const failed = left.grades + left.drafts > incomplete;
  const tried = attempted > 0 || !online;
  const parts = [
    left.grades > 0 ? t('signOut.grades', { n: left.grades }) : null,
    left.drafts > 0 ? t('signOut.drafts', { n: left.drafts }) : null,
    incomplete > 0 ? t('signOut.incomplete') : null,
    failed ? t(!online ? 'signOut.offline' : tried ? 'signOut.failed' : 'signOut.notSent') : null,
    t(!failed ? 'signOut.consequenceIncomplete' : tried ? 'signOut.consequence' : 'signOut.consequenceNotSent'),
  ];
  return parts.filter(Boolean).join(' ');
}

const unsavedTotal = (counts: UnsavedCounts): number => counts.grades + counts.drafts;

/**
 * While the question is open the screens' saves go on (each retries when the
 * connection returns): it follows what they leave in storage and the
 * connection, so its count and its reason stay true.
 */
function followSaves(changed: () => void): () => void {
  const stopItems = onUserItemsChanged(changed);
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    stopItems();
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

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
    const outcomes = await Promise.allSettled(currentPendingWork().map((work) => work.save()));
    const incomplete = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value === 'incomplete').length;
    const attempted = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value === 'attempted').length;
    const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    const left = countUnsaved(user.id);
    if (unsavedTotal(left) > 0) {
      await signOutMessages.ensure();
      const message = () => describe(countUnsaved(user.id), isOnline(), incomplete, attempted);
      const agreed = await confirm({
        title: t('signOut.title'),
        message: message(),
        confirmLabel: t('signOut.confirm'),
        cancelLabel: t('signOut.stay'),
        danger: true,
        // Once everything has reached the server, nothing is lost: the sign-out the teacher asked for goes on.
        live: { watch: followSaves, message, settled: () => (unsavedTotal(countUnsaved(user.id)) > 0 ? null : true) },
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
