// The editor's copy on this device (localStorage): written on every change,
// so closing the tab, losing the connection or a document the server would
// refuse loses nothing. Writes are gathered for a moment (one JSON.stringify
// per pause, not per keystroke) and flushed when the page is hidden or the
// editor closes. The copy belongs to the signed-in teacher (core/user-data:
// keyed by user id, never shown to the next person at a shared computer);
// each write is bound to the user signed in when it was made.
//
// Each tab keeps its own copy (`quiz-draft.<quiz or new>.<tab>`,
// draft-tabs.ts): two tabs writing new tests, or editing one test offline,
// shared one copy and the last to type wiped the other's work (an outside
// tester). A tab writes and removes only its own copies; it takes in a copy
// of another tab only once that tab is gone (`find`), and a teacher's choice
// (Discard) removes the one copy chosen.
import { dataOwner, readUserItem, removeUserItem, userItemNames, writeUserItem } from '../../core/user-data';
import { quizDraftName } from '../quizzes';
import type { BaseShape } from './draft-merge';
import { browserTabs, type EditorTabs } from './draft-tabs';
import { makeId, type QuizDraft } from './quiz-draft';

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
  /** What the server's `baseVersion` held, unit by unit (draft-merge.ts); copies of older builds have none. */
  base?: BaseShape;
}

/** A stored copy `find` returned: its storage name (to take it in or drop it) and whether this tab wrote it. */
export interface FoundDraft {
  name: string;
  record: DraftRecord;
  /** Written by this tab, before a reload too (or before copies were kept per tab). */
  own: boolean;
}

export interface DraftStore {
  /** This tab's copy of a test ('new' or its id), the write still waiting included. */
  read(key: string): DraftRecord | null;
  /** Keeps this tab's copy of a test. */
  write(key: string, record: DraftRecord): void;
  /** Removes this tab's copy of a test. */
  remove(key: string): void;
  /** Writes whatever is waiting, now. */
  flush(): void;
  /** The copies of a test that this tab wrote or that tabs now closed left; never those of another open tab. */
  find(key: string): Promise<FoundDraft[]>;
  /** Removes one copy `find` returned (taken into this tab's copy, or discarded by the teacher). */
  drop(name: string): void;
  /** Puts this tab's copy of a test aside, where the next `find` offers it as another tab's. */
  setAside(key: string): void;
  /**
   * This tab's copy of a test becomes `record`, which holds the stored copies `names` (found by `find`): it is
   * written first, then they go (a crash in between keeps the work twice, never nowhere).
   */
  take(key: string, record: DraftRecord, names: readonly string[]): void;
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

function parse(raw: string | null): DraftRecord | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return null;
    const { unsaved: _unsaved, ...record } = parsed as DraftRecord & { unsaved?: number };
    return record;
  } catch {
    return null;
  }
}

export interface LocalDraftOptions {
  /** How long writes are gathered. */
  delayMs?: number;
  storage?: () => Storage | null;
  /** Whose drafts; the signed-in user (core/user-data) when left out. */
  owner?: () => string | null;
  /** This tab and the open ones (draft-tabs.ts). */
  tabs?: EditorTabs;
}

/** A write waiting for the flush, bound to the user who made it. */
interface PendingWrite {
  userId: string;
  name: string;
  record: DraftRecord;
}

export function createLocalDrafts(options: LocalDraftOptions = {}): DraftStore {
  const delayMs = options.delayMs ?? 300;
  const storage = options.storage ?? (() => (typeof localStorage === 'undefined' ? null : localStorage));
  const owner = options.owner ?? dataOwner;
  const tabs = options.tabs ?? browserTabs();
  const pending = new Map<string, PendingWrite>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pendingId = (userId: string, name: string) => `${userId}\n${name}`;
  /** This tab's storage name for a test's copy. */
  const mine = (key: string) => `${quizDraftName(key)}.${tabs.id}`;
  const place = (userId: string) => ({ userId, storage: storage() });

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const { userId, name, record } of pending.values()) {
      // `unsaved` lets sign-out count what the server lacks without loading the editor (core/user-data).
      const kept = writeUserItem(name, JSON.stringify({ ...record, unsaved: record.dirty ? 1 : 0 }), place(userId));
      // Full or blocked storage: the server copy is then the only one; say so in the log.
      if (!kept) console.warn('the draft could not be kept on this device');
    }
    pending.clear();
  };

  const write = (name: string, record: DraftRecord) => {
    const userId = owner();
    // Nobody signed in (the session ended under the editor): nothing is kept that no one could claim.
    if (!userId) return;
    pending.set(pendingId(userId, name), { userId, name, record });
    if (timer === undefined) timer = setTimeout(flush, delayMs);
  };

  const drop = (name: string) => {
    const userId = owner();
    if (!userId) return;
    pending.delete(pendingId(userId, name));
    removeUserItem(name, place(userId));
  };

  /** Stores `record` as `name`, then removes the copies it holds (not `name` itself). */
  const replace = (name: string, record: DraftRecord, names: readonly string[]) => {
    write(name, record);
    flush();
    for (const other of names) if (other !== name) drop(other);
  };

  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

  return {
    read(key) {
      const userId = owner();
      if (!userId) return null;
      return pending.get(pendingId(userId, mine(key)))?.record ?? parse(readUserItem(mine(key), place(userId)));
    },
    write: (key, record) => write(mine(key), record),
    remove: (key) => drop(mine(key)),
    flush,
    async find(key) {
      const userId = owner();
      if (!userId) return [];
      flush();
      const prefix = quizDraftName(key);
      // `quiz-draft.<key>` alone was the one copy of every tab before copies were kept per tab.
      const copies = userItemNames(prefix, place(userId)).flatMap((name) =>
        name === prefix ? [{ name, tab: '' }] : name.startsWith(`${prefix}.`) ? [{ name, tab: name.slice(prefix.length + 1) }] : [],
      );
      // Which tabs are open is asked only when another tab's copy is there (most openings find none).
      const open = copies.some(({ tab }) => tab !== tabs.id) ? await tabs.open() : null;
      // Another teacher took the tab over meanwhile: nothing of the first one's is shown.
      if (owner() !== userId) return [];
      return copies.flatMap(({ name, tab }) => {
        if (tab !== tabs.id && open?.has(tab)) return [];
        const record = parse(readUserItem(name, place(userId)));
        return record ? [{ name, record, own: tab === tabs.id || tab === tabs.previous || tab === '' }] : [];
      });
    },
    drop,
    setAside(key) {
      const userId = owner();
      if (!userId) return;
      flush();
      const record = parse(readUserItem(mine(key), place(userId)));
      // A name no tab holds: gone for every tab, so the next find offers it.
      if (record) replace(`${quizDraftName(key)}.${makeId()}`, record, [mine(key)]);
    },
    take: (key, record, names) => replace(mine(key), record, names),
  };
}

/** The app's drafts. */
export const localDrafts = createLocalDrafts();
