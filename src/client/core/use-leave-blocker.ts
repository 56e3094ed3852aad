// A screen's side of the leave guard (core/leave-guard.ts): its blocker is
// registered while it is mounted, and the browser's Back and tab closing are
// held meanwhile. This module comes with the screens that use it (the
// editor, the grid), so the first screen does not carry it.
import { useEffect, useRef } from 'react';
import { installBrowserGuards } from './browser-leave-guard';
import { type LeaveBlocker, registerLeaveBlocker } from './leave-guard';

let mounted = 0;
let uninstall: (() => void) | null = null;

/** Registers a blocker for as long as the calling screen is mounted; the latest callbacks are used. */
export function useLeaveBlocker(blocker: LeaveBlocker): void {
  const latest = useRef(blocker);
  latest.current = blocker;
  useEffect(() => {
    const unregister = registerLeaveBlocker({
      flush: () => latest.current.flush?.(),
      unsaved: () => latest.current.unsaved(),
      question: () => latest.current.question(),
    });
    if (mounted++ === 0) uninstall = installBrowserGuards();
    return () => {
      unregister();
      if (--mounted === 0) {
        uninstall?.();
        uninstall = null;
      }
    };
  }, []);
}
