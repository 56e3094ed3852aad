// Starts the real server (through tsx, so no build is needed) on a free
// loopback port, with the embedded database in a temporary directory or on a
// fresh database of a PostgreSQL server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface LoadServer {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `postgresAdminUrl`: a server where a throwaway database may be created (TEST_DATABASE_URL). */
export async function startLoadServer(options: { postgresAdminUrl?: string; env?: Record<string, string> } = {}): Promise<LoadServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'catedra-load-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (options.postgresAdminUrl) {
    const pg = await import('pg');
    const name = `catedra_load_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.default.Client({ connectionString: options.postgresAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(options.postgresAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    dropDatabase = async () => {
      const cleanup = new pg.default.Client({ connectionString: options.postgresAdminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src', 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'load-test-secret-load-test-secret-load-test',
      RATE_LIMIT_REGISTER_PER_HOUR: '100000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (attempt > 300) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}
