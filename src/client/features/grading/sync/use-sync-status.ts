// What the grid's status line says, read from the sync actor's tags and the
// book's counters (DESIGN 4: views read tags through a named hook).
import { useSelector } from '@legendapp/state/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { GradingSession } from './grading-session';

export type SyncState = 'saved' | 'dirty' | 'saving' | 'retrying' | 'offline' | 'error';

export interface SyncStatus {
  state: SyncState;
  /** Cells edited here and not acknowledged yet. */
  unsaved: number;
  conflicts: number;
}

function stateOf(session: GradingSession): SyncState {
  const snapshot = session.sync.getSnapshot();
  for (const tag of ['retrying', 'saving', 'offline', 'error', 'dirty'] as const) if (snapshot.hasTag(tag)) return tag;
  return 'saved';
}

export function useSyncStatus(session: GradingSession): SyncStatus {
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = session.sync.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [session],
  );
  const read = useCallback(() => stateOf(session), [session]);
  const state = useSyncExternalStore(subscribe, read, read);
  const unsaved = useSelector(() => session.book.unsaved$.get());
  const conflicts = useSelector(() => Object.keys(session.book.conflicts$.get() ?? {}).length);
  return { state, unsaved, conflicts };
}
