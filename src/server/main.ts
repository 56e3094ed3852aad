// Reads the configuration, opens the database, listens, and shuts down
// cleanly on SIGINT/SIGTERM: stop accepting, finish requests in flight,
// CHECKPOINT and close the embedded database, release its lock.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/lock';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  if (!config.publicDir) {
    const builtPublic = fileURLToPath(new URL('../public/', import.meta.url));
    if (existsSync(builtPublic)) config.publicDir = builtPublic;
  }
  const app = await buildApp(config);
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
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Catedra could not start:', error instanceof Error ? error.message : error);
    if (error instanceof Error && error.stack) console.error(error.stack);
  }
  process.exit(1);
});
