// PUT /api/auth/user {firstName, lastName} -> the updated user (400 with error.fields on bad names).
import { api } from '../../core/http';
import { toUser, type User } from '../../core/user';

export async function saveProfile(input: { firstName: string; lastName: string }): Promise<User | null> {
  return toUser(await api.put<unknown>('/api/auth/user', input));
}
