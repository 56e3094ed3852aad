// An invitation link opened while signed out (issue 16): the sign-in leaves
// the app, so the link's page is remembered for this tab and opened once the
// teacher is signed in, instead of leaving them on the dashboard with the
// link lost. Storage that throws (private mode) just forgets it.
import { storageKey } from './storage';

const KEY = storageKey('pending-join');
const JOIN_PATH = /^\/join\/[\w-]{16,64}$/;

export function rememberJoin(path: string): void {
  try {
    if (JOIN_PATH.test(path)) sessionStorage.setItem(KEY, path);
  } catch {}
}

/** The remembered link's page, until forgetJoin: kept while the sign-in's own navigations settle. */
export function pendingJoin(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    return path && JOIN_PATH.test(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetJoin(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {}
}
