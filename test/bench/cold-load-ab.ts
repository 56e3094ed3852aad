// Cold loads of two builds, interleaved: each round starts each build's server
// in turn (a fresh data directory) and runs the bench's cold-load rows on it.
// A change's cost in a cold load is smaller than one machine's noise between
// runs, so only builds measured side by side, several rounds, can be compared.
//   AB_BUILDS=/path/a,/path/b [AB_ROUNDS=3] [BENCH_COLD_ONLY=schools] [BENCH_COLD_LOADS=11] \
//     node --import tsx test/bench/cold-load-ab.ts
// Each path is a checkout with `node build.mjs` run and its own node_modules.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForHealth } from '../e2e/helpers/servers';
import { benchAppEnv } from './app-env';
import { benchColdLoad } from './cold-load.bench';

const builds = process.env.AB_BUILDS?.split(',').filter(Boolean) ?? [];
if (builds.length < 2) throw new Error('AB_BUILDS: two or more built checkouts, comma-separated');
const ROUNDS = Number(process.env.AB_ROUNDS ?? 2);

async function start(root: string): Promise<{ child: ChildProcess; baseUrl: string; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'catedra-ab-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...benchAppEnv(dataDir) };
  const child = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(child, `${baseUrl}/api/health`);
  return { child, baseUrl, dataDir };
}

for (let round = 1; round <= ROUNDS; round++) {
  for (const root of builds) {
    console.log(`\nround ${round} of ${ROUNDS}: ${root}`);
    const server = await start(root);
    try {
      await benchColdLoad(server.baseUrl);
    } finally {
      server.child.kill();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}
