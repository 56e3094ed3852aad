// Reads the configuration, opens the database, listens, and shuts down
// cleanly on SIGINT/SIGTERM: stop accepting, finish requests in flight,
// CHECKPOINT and close the embedded database, release its lock.
//
// What stops the start-up because of a setting (a wrong value, a database it
// cannot reach, an address it cannot listen on) is said in one short message
// on stderr, exit code 1, without a stack trace; only an unexpected error
// shows its stack.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';

const SHUTDOWN_GRACE_MS = 10_000;

/** A start-up failure the operator fixes in the settings or the surroundings: its message says it all. */
class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** The reason an error gives: Node's connection errors may carry only a code (an AggregateError has an empty message). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  if (error.message) return error.message;
  const inner = error instanceof AggregateError ? error.errors.find((e) => e instanceof Error && e.message) : undefined;
  return inner?.message ?? (typeof code === 'string' ? code : error.name);
}

/** host:port of a postgres:// URL; never its user or password. */
function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost';
    return `${host}:${parsed.port || '5432'}`;
  } catch {
    return 'the address in DATABASE_URL';
  }
}

/** The password in DATABASE_URL, as written and decoded, for scrubbing it from anything printed. */
function databasePasswords(url: string | undefined): string[] {
  if (!url) return [];
  const written = /^[a-z]+:\/\/[^:/@]*:([^@/]*)@/i.exec(url)?.[1];
  if (!written) return [];
  let decoded = written;
  try {
    decoded = decodeURIComponent(written);
  } catch {}
  return [...new Set([written, decoded])].filter((password) => password.length > 0);
}

function scrub(text: string, secrets: string[]): string {
  return secrets.reduce((scrubbed, secret) => scrubbed.split(secret).join('***'), text);
}

/**
 * Did the database server not answer, or not let us in? A system error
 * (ECONNREFUSED, ENOTFOUND, ETIMEDOUT…), PostgreSQL's connection, sign-in and
 * unknown-database errors, or the pool's connect timeout; not a failing migration.
 */
function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (/^E[A-Z]+$/.test(code) || /^(08|28)/.test(code) || code === '3D000' || /^57P0[1-3]$/.test(code))) return true;
  return /timeout exceeded when trying to connect|Connection terminated/i.test(error.message);
}

/** PUBLIC_DIR unset: the app built next to this server (dist/public), if there is one. */
function builtPublicDir(config: Config): { dir: string; complete: boolean } | undefined {
  if (config.publicDir) return undefined;
  const dir = fileURLToPath(new URL('../public/', import.meta.url));
  if (!existsSync(dir)) return undefined;
  config.publicDir = dir;
  return { dir, complete: existsSync(join(dir, 'index.html')) };
}

async function main() {
  const config = loadConfig(process.env, process.cwd(), { servesPublicDir: true });
  const built = builtPublicDir(config);
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (config.databaseUrl && isConnectionFailure(error)) {
      throw new StartupError(`cannot reach the database at ${databaseAddress(config.databaseUrl)}: ${reasonOf(error)}`);
    }
    throw error;
  }
  if (built && !built.complete) {
    app.log.error(`${built.dir} has no index.html (an unfinished build?): every page is a 404 until node build.mjs runs again`);
  } else if (!config.publicDir) {
    app.log.warn('no built web app to serve (run node build.mjs, or set PUBLIC_DIR): only the API answers, every page is a 404');
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Close the database (and release DATA_DIR's lock) before saying so.
    await app.close().catch(() => {});
    throw new StartupError(`cannot listen on HOST=${config.host} PORT=${config.port}: ${reasonOf(error)}`);
  }
}

main().catch((error: unknown) => {
  const secrets = databasePasswords(process.env.DATABASE_URL);
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(scrub(`Catedra could not start: ${error.message}`, secrets));
  } else {
    // Unexpected: the stack helps whoever reports it.
    console.error(scrub(`Catedra could not start: ${reasonOf(error)}`, secrets));
    if (error instanceof Error && error.stack) console.error(scrub(error.stack, secrets));
  }
  process.exit(1);
});
