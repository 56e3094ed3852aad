// The session calls the auth machine runs (its named actors wrap these).
import { announceSignOut, clearAccessToken, getAccessToken, tokenClaims } from './access-token';
import { ApiError, refreshAccessToken, request } from './http';
import { readStored, removeStored, writeStored } from './storage';
import { toUser, type User } from './user';

/**
 * The session a sign-out here could not end on the server (offline, the
 * server down): its refresh cookie is still in the browser, and the next
 * person to open the app would walk into it. Remembered for the browser,
 * not the person, until it is ended.
 */
const UNFINISHED_SIGN_OUT = 'sign-out-unfinished';

const endServerSession = () => request<void>('/api/auth/logout', { method: 'POST' });

/**
 * After a refresh: whether its session is `unfinished`, one the teacher signed out of here without the server
 * hearing it. That one is ended now (or at the next page load, if the server still cannot be reached), never
 * restored. A new sign-in's session is another one: the old one is then forgotten.
 */
async function endedHere(unfinished: string): Promise<boolean> {
  if (tokenClaims(getAccessToken()).session !== unfinished) {
    removeStored(UNFINISHED_SIGN_OUT);
    return false;
  }
  try {
    await endServerSession();
    removeStored(UNFINISHED_SIGN_OUT);
  } catch {
    // Still remembered: tried again at the next check.
  }
  clearAccessToken();
  return true;
}

/**
 * Exchanges the refresh cookie for an access token (through the shared,
 * cross-tab refresh of core/http), then loads the user. Resolves null when
 * there is no session (401 on refresh, or an empty user); rejects on anything
 * else (network, server), which the machine logs.
 */
export async function restoreSession(): Promise<User | null> {
  try {
    await refreshAccessToken();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
  // Read before any await when nothing is remembered: the screens' first reads go out right after the user's.
  const unfinished = readStored(UNFINISHED_SIGN_OUT);
  if (unfinished !== null && (await endedHere(unfinished))) return null;
  const user = toUser(await request<unknown>('/api/auth/user'));
  if (!user) clearAccessToken();
  return user;
}

/** Signs out on the server; the browser's other tabs are told either way, and a failure is remembered (endedHere). */
export async function endSession(): Promise<void> {
  const { account, session } = tokenClaims(getAccessToken());
  try {
    await endServerSession();
  } catch (error) {
    if (session) writeStored(UNFINISHED_SIGN_OUT, session);
    throw error;
  } finally {
    announceSignOut(account);
  }
}
