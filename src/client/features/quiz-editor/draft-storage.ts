// The editor's copy on this device (localStorage): written on every change,
// so closing the tab, losing the connection or a document the server would
// refuse loses nothing. Writes are gathered for a moment (one JSON.stringify
// per pause, not per keystroke) and flushed when the page is hidden or the
// editor closes. The copy belongs to the signed-in teacher (core/user-data:
// keyed by user id, never shown to the next person at a shared computer);
// each write is bound to the user signed in when it was made.
import { dataOwner, readUserItem, removeUserItem, writeUserItem } from '../../core/user-data';
import { quizDraftName as name } from '../quizzes';
import type { QuizDraft } from './quiz-draft';

export interface DraftRecord {
  /** Null until the server has the test. */
  quizId: string | null;
  /** The server version the draft started from (null for a new test). */
  baseVersion: number | null;
  document: QuizDraft;
  /** True while the draft holds changes the server does not have. */
  dirty: boolean;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

export interface DraftStore {
  read(key: string): DraftRecord | null;
  write(key: string, record: DraftRecord): void;
  remove(key: string): void;
  /** Writes whatever is waiting, now. */
  flush(): void;
}

/** 'new' for a test not on the server yet, else its id. */
export function draftKey(quizId: string | null): string {
  return quizId ?? 'new';
}

function isRecord(value: unknown): value is DraftRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Partial<DraftRecord>;
  return typeof record.dirty === 'boolean' && !!record.document && typeof record.document === 'object' && Array.isArray(record.document.sections);
}

export interface LocalDraftOptions {
  /** How long writes are gathered. */
  delayMs?: number;
  storage?: () => Storage | null;
  /** Whose drafts; the signed-in user (core/user-data) when left out. */
  owner?: () => string | null;
}

/** A write waiting for the flush, bound to the user who made it. */
interface PendingWrite {
  userId: string;
  key: string;
  record: DraftRecord;
}

export function createLocalDrafts(options: LocalDraftOptions = {}): DraftStore {
  const delayMs = options.delayMs ?? 300;
  const storage = options.storage ?? (() => (typeof localStorage === 'undefined' ? null : localStorage));
  const owner = options.owner ?? dataOwner;
  const pending = new Map<string, PendingWrite>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pendingId = (userId: string, key: string) => `${userId}\n${key}`;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const { userId, key, record } of pending.values()) {
      // `unsaved` lets sign-out count what the server lacks without loading the editor (core/user-data).
      const kept = writeUserItem(name(key), JSON.stringify({ ...record, unsaved: record.dirty ? 1 : 0 }), { userId, storage: storage() });
      // Full or blocked storage: the server copy is then the only one; say so in the log.
      if (!kept) console.warn('the draft could not be kept on this device');
    }
    pending.clear();
  };

  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

  return {
    read(key) {
      const userId = owner();
      if (!userId) return null;
      const waiting = pending.get(pendingId(userId, key));
      if (waiting) return waiting.record;
      const raw = readUserItem(name(key), { userId, storage: storage() });
      if (!raw) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (!isRecord(parsed)) return null;
        const { unsaved: _unsaved, ...record } = parsed as DraftRecord & { unsaved?: number };
        return record;
      } catch {
        return null;
      }
    },
    write(key, record) {
      const userId = owner();
      // Nobody signed in (the session ended under the editor): nothing is kept that no one could claim.
      if (!userId) return;
      pending.set(pendingId(userId, key), { userId, key, record });
      if (timer === undefined) timer = setTimeout(flush, delayMs);
    },
    remove(key) {
      const userId = owner();
      if (!userId) return;
      pending.delete(pendingId(userId, key));
      removeUserItem(name(key), { userId, storage: storage() });
    },
    flush,
  };
}

/** The app's drafts. */
export const localDrafts = createLocalDrafts();
