// The session calls the auth machine runs (its named actors wrap these).
import { clearAccessToken, setAccessToken } from './access-token';
import { ApiError, request } from './http';
import { toUser, type User } from './user';

interface RefreshResponse {
  accessToken: string;
  /** ISO 8601 instant. */
  expiresAt: string;
}

/**
 * Exchanges the refresh cookie for an access token, then loads the user.
 * Resolves null when there is no session (401 on refresh, or an empty user);
 * rejects on anything else (network, server), which the machine logs.
 */
export async function restoreSession(): Promise<User | null> {
  let token: RefreshResponse;
  try {
    token = await request<RefreshResponse>('/api/auth/refresh', { method: 'POST' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
  setAccessToken(token.accessToken, token.expiresAt);
  const user = toUser(await request<unknown>('/api/auth/user'));
  if (!user) clearAccessToken();
  return user;
}

export async function endSession(): Promise<void> {
  await request<void>('/api/auth/logout', { method: 'POST' });
}
