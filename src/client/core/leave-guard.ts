// One guard for leaving a screen whose work has not reached the server yet
// (the editor's autosave, the grid's marks). A screen registers a blocker
// while it is open; the app's router (app/GuardedRouter.tsx) asks here
// before every navigation (links, the palette, shortcuts), and
// core/browser-leave-guard.ts holds the back button and the tab's closing. The
// work is kept on this device either way: the question is whether to go
// before it reaches the teacher's account.
import { type ConfirmOptions, confirm } from './dialog.store';

export interface LeaveBlocker {
  /** Called first: a screen puts what is still in an open field into its queue. */
  flush?: () => void;
  /** Whether leaving now would go before some work reached the server. */
  unsaved: () => boolean;
  /** The question to ask, in the screen's words. */
  question: () => ConfirmOptions;
}

const blockers = new Set<LeaveBlocker>();
let asking: Promise<boolean> | null = null;

export function registerLeaveBlocker(blocker: LeaveBlocker): () => void {
  blockers.add(blocker);
  return () => blockers.delete(blocker);
}

/** The blocker that holds unsaved work now, if any. */
function holding(): LeaveBlocker | null {
  for (const blocker of blockers) {
    blocker.flush?.();
    if (blocker.unsaved()) return blocker;
  }
  return null;
}

export function hasUnsavedWork(): boolean {
  return holding() !== null;
}

/**
 * `true` at once when nothing is unsaved (the caller goes without waiting);
 * otherwise the teacher's answer, one question at a time.
 */
export function mayLeave(): true | Promise<boolean> {
  const blocker = holding();
  if (!blocker) return true;
  asking ??= confirm(blocker.question()).finally(() => {
    asking = null;
  });
  return asking;
}
