// Account calls of the public screens. The session itself (refresh, user,
// logout) belongs to core/auth.api.ts.
import type { LoginInput, RegisterInput } from '../../../domain/schemas/auth';
import { ApiError, request, requestWithStatus } from '../../core/http';
import { t } from '../../core/i18n';

/** Sets the refresh cookie (204); the session machine then picks the session up. */
export async function signInWithPassword(input: LoginInput): Promise<void> {
  await request<void>('/api/auth/login', { method: 'POST', body: input });
}

/** SPEC 7: registration succeeds only with 201; a 409 names the email field, where the problem is. */
export async function registerAccount(input: RegisterInput): Promise<void> {
  let status: number;
  try {
    ({ status } = await requestWithStatus<unknown>('/api/auth/register', { method: 'POST', body: input }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) throw new ApiError({ ...error.toInit(), fields: { email: error.message } });
    throw error;
  }
  if (status !== 201) throw new ApiError({ type: 'api', status, message: t('auth.register.failed') });
}

/** Always 202 from the server, whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await request<void>('/api/auth/forgot-password', { method: 'POST', body: { email } });
}

export async function resetPassword(input: { token: string; password: string; confirmPassword: string }): Promise<void> {
  await request<void>('/api/auth/reset-password', { method: 'POST', body: input });
}
