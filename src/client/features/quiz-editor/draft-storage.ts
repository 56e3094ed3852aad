// The editor's copy on this device (localStorage, `quiz-app.` keys): written
// on every change, so closing the tab, losing the connection or a document
// the server would refuse loses nothing. Writes are gathered for a moment
// (one JSON.stringify per pause, not per keystroke) and flushed when the page
// is hidden or the editor closes.
import { readStored, storageKey } from '../../core/storage';
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
}

export function createLocalDrafts(options: LocalDraftOptions = {}): DraftStore {
  const delayMs = options.delayMs ?? 300;
  const storage = options.storage ?? (() => (typeof localStorage === 'undefined' ? null : localStorage));
  const pending = new Map<string, DraftRecord>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const [key, record] of pending) {
      try {
        storage()?.setItem(storageKey(name(key)), JSON.stringify(record));
      } catch (error) {
        // Full or blocked storage: the server copy is then the only one; say so in the log.
        console.warn('the draft could not be kept on this device', error);
      }
    }
    pending.clear();
  };

  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

  return {
    read(key) {
      const waiting = pending.get(key);
      if (waiting) return waiting;
      const raw = readStored(name(key), storage());
      if (!raw) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        return isRecord(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    write(key, record) {
      pending.set(key, record);
      if (timer === undefined) timer = setTimeout(flush, delayMs);
    },
    remove(key) {
      pending.delete(key);
      try {
        storage()?.removeItem(storageKey(name(key)));
      } catch {
        // Blocked storage holds nothing to remove.
      }
    },
    flush,
  };
}

/** The app's drafts. */
export const localDrafts = createLocalDrafts();
