// Which tab a copy on this device belongs to, and whether that tab is still
// open. Every page that loads the editor gets an id of its own and holds a
// Web Lock named after it until the page goes (closed, reloaded, crashed: the
// browser lets go of the lock then). A copy written under an id whose lock
// nobody holds was left by a tab that is gone, and another tab may take it
// in; a copy of an open tab is that tab's alone. The id is remembered in the
// tab's sessionStorage, so after a reload the tab knows its earlier copies
// as its own (they come back as they did). A duplicated tab copies that
// sessionStorage; the original still holds the lock, so the duplicate takes
// nothing of it.
import { makeId } from './quiz-draft';

const LOCK_PREFIX = 'catedra.editor-tab.';
const REMEMBERED = 'quiz-app.editor-tab';

export interface EditorTabs {
  /** This page's id. */
  readonly id: string;
  /** The id this tab had before a reload, if any. */
  readonly previous: string | null;
  /** The ids of the tabs open now; null when the browser cannot tell (no Web Locks): every other tab then counts as gone. */
  open(): Promise<ReadonlySet<string> | null>;
}

/** The part of navigator.locks used here. */
interface Locks {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[]; pending?: { name?: string }[] }>;
}

function locks(): Locks | null {
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as unknown as Locks) : null;
}

function remembered(write?: string): string | null {
  try {
    if (write) sessionStorage.setItem(REMEMBERED, write);
    return write ?? sessionStorage.getItem(REMEMBERED);
  } catch {
    return null; // Blocked storage: every load is a new tab.
  }
}

export function browserTabs(): EditorTabs {
  const previous = remembered();
  const id = makeId();
  remembered(id);
  // Held for as long as the page lives: the promise never settles.
  locks()
    ?.request(`${LOCK_PREFIX}${id}`, () => new Promise<void>(() => {}))
    .catch(() => {});
  return {
    id,
    previous,
    async open() {
      const manager = locks();
      if (!manager) return null;
      try {
        const { held = [], pending = [] } = await manager.query();
        const names = [...held, ...pending].map((lock) => lock.name ?? '');
        return new Set(names.filter((name) => name.startsWith(LOCK_PREFIX)).map((name) => name.slice(LOCK_PREFIX.length)));
      } catch {
        return null;
      }
    },
  };
}
