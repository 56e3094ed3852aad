// Why the server did not start, said in one line an operator can act on:
// the database's address without its password, the system's reason when an
// error carries only a code.

/** A start-up failure the operator fixes in the settings or the surroundings: its message says it all. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** The reason an error gives: Node's connection errors may carry only a code (an AggregateError has an empty message). */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  if (error.message) return error.message;
  const inner = error instanceof AggregateError ? error.errors.find((e) => e instanceof Error && e.message) : undefined;
  return inner?.message ?? (typeof code === 'string' ? code : error.name);
}

/** host:port of a postgres:// URL; never its user or password. */
export function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost';
    return `${host}:${parsed.port || '5432'}`;
  } catch {
    return 'the address in DATABASE_URL';
  }
}

/** The password in DATABASE_URL, as written and decoded, for scrubbing it from anything printed. */
export function databasePasswords(url: string | undefined): string[] {
  if (!url) return [];
  const written = /^[a-z]+:\/\/[^:/@]*:([^@/]*)@/i.exec(url)?.[1];
  if (!written) return [];
  let decoded = written;
  try {
    decoded = decodeURIComponent(written);
  } catch {}
  return [...new Set([written, decoded])].filter((password) => password.length > 0);
}

export function scrub(text: string, secrets: string[]): string {
  return secrets.reduce((scrubbed, secret) => scrubbed.split(secret).join('***'), text);
}

/**
 * Did the database server not answer, or not let us in? A system error
 * (ECONNREFUSED, ENOTFOUND, ETIMEDOUT…), PostgreSQL's connection, sign-in and
 * unknown-database errors, or the pool's connect timeout; not a failing migration.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (/^E[A-Z]+$/.test(code) || /^(08|28)/.test(code) || code === '3D000' || /^57P0[1-3]$/.test(code))) return true;
  return /timeout exceeded when trying to connect|Connection terminated/i.test(error.message);
}
