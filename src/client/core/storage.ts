// Web Storage access for the client's own keys. Storage can throw (Safari
// private mode, disabled cookies, quota), and a preference is never worth a
// crash, so every access is guarded.

/** SPEC 3: every key the client stores locally starts with this prefix. */
export const STORAGE_PREFIX = 'quiz-app.';

export function storageKey(name: string): string {
  return `${STORAGE_PREFIX}${name}`;
}

function defaultStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readStored(name: string, storage: Storage | null = defaultStorage('localStorage')): string | null {
  try {
    return storage?.getItem(storageKey(name)) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(name: string, value: string, storage: Storage | null = defaultStorage('localStorage')): void {
  try {
    storage?.setItem(storageKey(name), value);
  } catch {
    // Full or blocked storage: the value simply is not remembered.
  }
}

export function removeStored(name: string, storage: Storage | null = defaultStorage('localStorage')): void {
  try {
    storage?.removeItem(storageKey(name));
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

export function readSessionStored(name: string): string | null {
  return readStored(name, defaultStorage('sessionStorage'));
}
