// Starts the real server (through tsx, so no build is needed) on a free
// loopback port, with the embedded database in a temporary directory or on a
// fresh database of a PostgreSQL server; or several servers on one such
// database (a district's scale-out).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/helpers/servers';

const root = join(import.meta.dirname, '..', '..');

export interface LoadServer {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Several app processes on one database, as a district runs them behind a proxy. */
export interface LoadCluster {
  baseUrls: string[];
  children: ChildProcess[];
  stop(): Promise<void>;
}

interface LoadServerOptions {
  /** A server where a throwaway database may be created (TEST_DATABASE_URL). */
  postgresAdminUrl?: string;
  env?: Record<string, string>;
  /** Extra node flags for the servers, e.g. --cpu-prof to profile one under load. */
  nodeArgs?: string[];
}

/** One server: the embedded database in a temporary directory, or a fresh database on `postgresAdminUrl`. */
export async function startLoadServer(options: LoadServerOptions = {}): Promise<LoadServer> {
  const cluster = await startLoadCluster({ ...options, instances: 1 });
  return { baseUrl: cluster.baseUrls[0]!, child: cluster.children[0]!, stop: () => cluster.stop() };
}

/** `instances` processes on one fresh PostgreSQL database (more than one needs `postgresAdminUrl`). */
export async function startLoadCluster(options: LoadServerOptions & { instances: number }): Promise<LoadCluster> {
  if (options.instances > 1 && !options.postgresAdminUrl) throw new Error('several instances share a PostgreSQL database: pass postgresAdminUrl');
  const database = options.postgresAdminUrl ? await freshPostgresDatabase(options.postgresAdminUrl) : undefined;
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    // One after the other: the first applies the migrations, the others find them done.
    const baseUrls: string[] = [];
    for (let i = 0; i < options.instances; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'catedra-load-'));
      dataDirs.push(dataDir);
      const { child, baseUrl } = await spawnServer(dataDir, { ...(database ? { DATABASE_URL: database.url } : {}), ...options.env }, options.nodeArgs);
      children.push(child);
      baseUrls.push(baseUrl);
    }
    return { baseUrls, children, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const pg = await import('pg');
  const name = `catedra_load_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.default.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = new pg.default.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function spawnServer(dataDir: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(root, 'src', 'server', 'main.ts')], {
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
      ...env,
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
    // Generous: tsx compiles the server on start, slow on a busy machine (35 s seen with six test runs beside it).
    if (attempt > 1200) {
      await stopChild(child);
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, baseUrl };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
