// The session calls the auth machine runs (its named actors wrap these).
import { clearAccessToken } from './access-token';
import { ApiError, refreshAccessToken, request } from './http';
import { toUser, type User } from './user';

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
  const user = toUser(await request<unknown>('/api/auth/user'));
  if (!user) clearAccessToken();
  return user;
}

export async function endSession(): Promise<void> {
  await request<void>('/api/auth/logout', { method: 'POST' });
}
