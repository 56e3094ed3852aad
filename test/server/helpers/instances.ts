// Several app instances on one database, as behind a load balancer in a
// district: each is its own buildApp (its own memory, caches and timers) and
// they share only the database handle. The clock is injected so that tests
// move time forward instead of waiting for it.
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../../src/server/app';
import type { Config } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/index';
import { capturedLogs, testConfig, testPasswords } from './app';
import { testDatabase } from './database';

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let current = start;
  return { now: () => current, advance: (ms) => void (current += ms) };
}

export interface Instances {
  database: DatabaseHandle;
  apps: FastifyInstance[];
  logs: string[];
  close(): Promise<void>;
}

export async function instancesOnOneDatabase(
  count: number,
  overrides: Partial<Config> = {},
  options: Omit<BuildOptions, 'database' | 'logStream'> = {},
): Promise<Instances> {
  const database = await testDatabase();
  const { logs, logStream } = capturedLogs();
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const app = await buildApp(testConfig(overrides), { passwords: testPasswords, ...options, database, logStream });
    await app.ready();
    apps.push(app);
  }
  return {
    database,
    apps,
    logs,
    async close() {
      for (const app of apps) await app.close();
      await database.close();
    },
  };
}
