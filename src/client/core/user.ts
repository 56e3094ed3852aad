// The signed-in user as GET /api/auth/user returns it (SPEC 3).

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Display name; may be empty, see displayName. */
  name: string;
  username: string;
}

/** SPEC 2: the name, falling back to the username; null when neither is set (the view says "User"). */
export function displayName(user: Pick<User, 'name' | 'username'> | null | undefined): string | null {
  return user?.name?.trim() || user?.username?.trim() || null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Accepts whatever the server sent and keeps the known fields as strings. */
export function toUser(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  return {
    id: text(raw.id),
    email: text(raw.email),
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    name: text(raw.name),
    username: text(raw.username),
  };
}
