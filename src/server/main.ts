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
import { databaseAddress, databasePasswords, isConnectionFailure, reasonOf, StartupError, scrub } from './startup-errors';

const SHUTDOWN_GRACE_MS = 10_000;

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
