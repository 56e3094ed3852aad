// What a signed-in user leaves in this browser (issue 12, shared computers):
// unsaved marks, editor drafts. Teachers share school laptops, so every such
// key carries the user's id (`quiz-app.user.<id>.<name>`) and is read only
// while that user is signed in: the next person at the computer never sees
// it. Preferences (theme, language, motion, print options) are about the
// device, not the person, and keep their plain `quiz-app.` keys (storage.ts).
//
// Each stored value is JSON with a top-level `unsaved` count (how many items
// the server does not have yet), so sign-out can say what would be lost
// without loading the features that wrote it (they may be offline chunks).
// This module loads with the screens that keep such data and with sign-out,
// never with the first screen (core/data-owner.ts is the part needed there).

import { dataOwner, isDiscarded, markDiscarded } from './data-owner';
import { STORAGE_PREFIX } from './storage';

export { dataOwner, onDataOwnerChange, setDataOwner } from './data-owner';

/** The families of per-user data; a name starts with its family and a dot. */
export const USER_DATA_FAMILIES = { grades: 'grades', drafts: 'quiz-draft' } as const;
export type UserDataFamily = keyof typeof USER_DATA_FAMILIES;

/** Unsaved items per family. */
export type UnsavedCounts = Record<UserDataFamily, number>;

function userPrefix(userId: string): string {
  return `${STORAGE_PREFIX}user.${encodeURIComponent(userId)}.`;
}

/** The full storage key of one user's item. */
export function userKey(userId: string, name: string): string {
  return `${userPrefix(userId)}${name}`;
}

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Who follows the user's items (the sign-out question counts what is left while it is open). */
const itemWatchers = new Set<() => void>();

/** Calls back after this tab writes or removes one of the user's items, and when another tab changes storage; returns how to stop. */
export function onUserItemsChanged(changed: () => void): () => void {
  itemWatchers.add(changed);
  if (typeof window !== 'undefined') window.addEventListener('storage', changed);
  return () => {
    itemWatchers.delete(changed);
    if (typeof window !== 'undefined') window.removeEventListener('storage', changed);
  };
}

function itemsChanged(): void {
  for (const changed of [...itemWatchers]) changed();
}

export interface UserItemOptions {
  /** Whose item; the signed-in user when left out. Nobody signed in: nothing is read or written. */
  userId?: string | null;
  storage?: Storage | null;
}

function target(options: UserItemOptions): { key: (name: string) => string; storage: Storage } | null {
  const userId = options.userId === undefined ? dataOwner() : options.userId;
  const storage = options.storage === undefined ? local() : options.storage;
  if (!userId || !storage) return null;
  return { key: (name) => userKey(userId, name), storage };
}

export function readUserItem(name: string, options: UserItemOptions = {}): string | null {
  const place = target(options);
  try {
    return place ? place.storage.getItem(place.key(name)) : null;
  } catch {
    return null;
  }
}

/** Stores one item of the user's; false when it could not be kept (nobody signed in, storage full or blocked). */
export function writeUserItem(name: string, value: string, options: UserItemOptions = {}): boolean {
  const place = target(options);
  const userId = options.userId === undefined ? dataOwner() : options.userId;
  if (!place || (userId && isDiscarded(userId))) return false;
  try {
    place.storage.setItem(place.key(name), value);
    itemsChanged();
    return true;
  } catch {
    return false;
  }
}

/** The names of the user's items that start with `prefix` (every tab's copy of one quiz, say). */
export function userItemNames(prefix: string, options: UserItemOptions = {}): string[] {
  const place = target(options);
  if (!place) return [];
  const start = place.key('').length;
  try {
    return keysOf(place.storage)
      .filter((key) => key.startsWith(place.key(prefix)))
      .map((key) => key.slice(start));
  } catch {
    return [];
  }
}

export function removeUserItem(name: string, options: UserItemOptions = {}): void {
  const place = target(options);
  try {
    place?.storage.removeItem(place.key(name));
    if (place) itemsChanged();
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/**
 * Per-user data written before issue 12 carries no user id (`quiz-app.grades.…`,
 * `quiz-app.quiz-draft.…`). Nothing says whose it is, so no one may see it:
 * showing it to the wrong teacher is the very leak this fixes, while a draft
 * of its real owner reached the server on its last autosave (2 s after typing)
 * unless that failed. It is deleted at boot, once per page, rather than
 * guessed onto whoever signs in next.
 */
export function dropUnattributedData(storages: (Storage | null)[] = [local(), session()]): number {
  const legacy = Object.values(USER_DATA_FAMILIES).map((family) => `${STORAGE_PREFIX}${family}.`);
  let dropped = 0;
  for (const storage of storages) {
    if (!storage) continue;
    try {
      for (const key of keysOf(storage)) {
        if (legacy.some((prefix) => key.startsWith(prefix))) {
          storage.removeItem(key);
          dropped += 1;
        }
      }
    } catch {
      // Blocked storage holds nothing.
    }
  }
  return dropped;
}

function familyOf(name: string): UserDataFamily | null {
  const prefix = name.slice(0, name.indexOf('.'));
  const found = (Object.keys(USER_DATA_FAMILIES) as UserDataFamily[]).find((family) => USER_DATA_FAMILIES[family] === prefix);
  return found ?? null;
}

/** How many items of this user's the server does not have, by family, as this browser holds them now. */
export function countUnsaved(userId: string, storage: Storage | null = local()): UnsavedCounts {
  const counts: UnsavedCounts = { grades: 0, drafts: 0 };
  if (!storage) return counts;
  const prefix = userPrefix(userId);
  try {
    for (const key of keysOf(storage)) {
      if (!key.startsWith(prefix)) continue;
      const family = familyOf(key.slice(prefix.length));
      if (!family) continue;
      try {
        const unsaved = (JSON.parse(storage.getItem(key) ?? 'null') as { unsaved?: unknown } | null)?.unsaved;
        if (typeof unsaved === 'number' && Number.isFinite(unsaved) && unsaved > 0) counts[family] += unsaved;
      } catch {
        // An unreadable item holds nothing that could be saved.
      }
    }
  } catch {
    // Blocked storage: nothing is kept.
  }
  return counts;
}

/** Removes every item of this user's from localStorage and sessionStorage (sign-out, with the teacher's agreement). */
export function clearUserData(userId: string, storages: (Storage | null)[] = [local(), session()]): void {
  markDiscarded(userId);
  const prefix = userPrefix(userId);
  for (const storage of storages) {
    if (!storage) continue;
    try {
      for (const key of keysOf(storage)) if (key.startsWith(prefix)) storage.removeItem(key);
    } catch {
      // Blocked storage holds nothing.
    }
  }
}

// Whoever loads this module is about to read per-user data: the un-keyed
// leftovers go first, so no screen can ever be shown them.
dropUnattributedData();
