// Plain .sql migrations, applied in file-name order at start, each in its own
// transaction and recorded in schema_migration. An advisory lock keeps
// several app instances starting at once against one PostgreSQL server from
// racing each other.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';

const MIGRATION_LOCK_ID = 727_410_001;

/** src/server/db/migrations under tsx, dist/server/migrations once bundled (build.mjs copies them). */
export function defaultMigrationsDir(): string {
  return fileURLToPath(new URL('./migrations/', import.meta.url));
}

/**
 * Splits a script into statements: PGlite's query() takes one statement at a
 * time. Quotes, dollar-quoted bodies and comments are respected.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < script.length) {
    const rest = script.slice(i);
    const skip = /^--[^\n]*/.exec(rest)?.[0] ?? /^'(?:[^']|'')*'/.exec(rest)?.[0] ?? /^"(?:[^"]|"")*"/.exec(rest)?.[0] ?? dollarQuoted(rest);
    if (skip) {
      if (!skip.startsWith('--')) current += skip;
      i += skip.length;
      continue;
    }
    const char = script[i]!;
    if (char === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
    } else {
      current += char;
    }
    i++;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

function dollarQuoted(text: string): string | undefined {
  const open = /^\$[A-Za-z_]*\$/.exec(text)?.[0];
  if (!open) return undefined;
  const close = text.indexOf(open, open.length);
  return close < 0 ? text : text.slice(0, close + open.length);
}

export async function listMigrations(dir = defaultMigrationsDir()): Promise<{ name: string; sql: string }[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })));
}

export async function migrate<DB>(db: Kysely<DB>, dir?: string): Promise<string[]> {
  const migrations = await listMigrations(dir);
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(tx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(tx);
    const done = await sql<{ name: string }>`SELECT name FROM schema_migration`.execute(tx);
    const applied = new Set(done.rows.map((row) => row.name));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      for (const statement of splitStatements(migration.sql)) await sql.raw(statement).execute(tx);
      await sql`INSERT INTO schema_migration (name) VALUES (${migration.name})`.execute(tx);
      ran.push(migration.name);
    }
    return ran;
  });
}
