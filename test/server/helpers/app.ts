// Builds the app for a test file on its own fresh database, with the log
// captured so tests can assert on it (and on what must never be in it).

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../../../src/server/app';
import { scryptHasher } from '../../../src/server/auth/password';
import { type Config, loadConfig } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/index';
import { testDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  logs: string[];
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  // The database is handed in, so DATA_DIR is never opened.
  const base = loadConfig({ LOG_LEVEL: 'info', DATA_DIR: join(tmpdir(), 'catedra-test-unused') });
  return {
    ...base,
    // Generous by default; the rate-limit tests set their own.
    rateLimit: { loginPerMinute: 1000, registerPerHour: 1000, passwordResetPerHour: 1000 },
    sessionSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...overrides,
  };
}

/**
 * scrypt with N=2^10 instead of the production 2^17: the same code and the
 * same stored form, at 3 ms a hash instead of 640. Tests register and sign
 * in hundreds of accounts; auth.test checks the production parameters.
 */
export const testPasswords = scryptHasher({ N: 2 ** 10, r: 8, p: 1 });

/** The server's log lines, kept for a test to read instead of printed. */
export function capturedLogs(): { logs: string[]; logStream: Writable } {
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  return { logs, logStream };
}

/**
 * `extend` adds test-only routes before the app is sealed; `options` swaps
 * services (clock, password hasher; `passwords: undefined` keeps the app's
 * production hasher).
 */
export async function testApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
  options: Omit<BuildOptions, 'database' | 'logStream'> = {},
): Promise<TestApp> {
  const database = await testDatabase();
  const { logs, logStream } = capturedLogs();
  const config = testConfig(overrides);
  const app = await buildApp(config, { passwords: testPasswords, ...options, database, logStream });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The body of a JSON response, typed for the assertion at hand. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie?.value || undefined;
}
