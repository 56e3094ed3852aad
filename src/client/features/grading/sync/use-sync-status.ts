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
  const synced = useSyncExternalStore(subscribe, read, read);
  // A mark still in its editor is not saved either: the status line must not say so.
  const draft = useSelector(() => session.controller.hasDraft());
  const state = synced === 'saved' && draft ? 'dirty' : synced;
  const unsaved = useSelector(() => session.book.unsaved$.get());
  const conflicts = useSelector(() => Object.keys(session.book.conflicts$.get() ?? {}).length);
  // The mark in the editor is at least one unsaved cell.
  return { state, unsaved: draft ? Math.max(unsaved, 1) : unsaved, conflicts };
}
