// The cost of durability (issue 12): a one-pupil grade autosave on the
// embedded database with every answer waiting for its WAL on disk (group
// commit), and the same with PGlite as shipped (fsync off), in the same run,
// on the same disk. One writer alone shows the flush per save; ten at once
// show how much of it group commit shares.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Durability } from '../../src/server/db/embedded';
import { openDatabase } from '../../src/server/db/index';
import { benchQuiz, DURATION_SECONDS, post, seedClassroom, signedInHeaders } from './api.bench';
import { report } from './table';

async function autosave(baseUrl: string, connections: number, path: string, body: string, headers: Record<string, string>) {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections,
    duration: DURATION_SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failures ? `, ${failures} failed` : ''}`;
}

async function measure(durability: Durability): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `catedra-bench-durability-${durability}-`));
  const database = await openDatabase({ kind: 'pglite', dataDir, durability });
  const config = {
    ...loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir }),
    sessionSecret: 'bench-secret-bench-secret-bench-secret',
    rateLimit: { loginPerMinute: 100_000, registerPerHour: 100_000, passwordResetPerHour: 100_000 },
  };
  const app = await buildApp(config, { database });
  try {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await signedInHeaders(baseUrl, `durability.${durability}@scoala.ro`);
    const { classroomId, pupilIds } = await seedClassroom(baseUrl, headers, 30);
    const quiz = await post<{ id: string }>(baseUrl, headers, '/api/quizzes', benchQuiz(30, 'Autosave'));
    await post(baseUrl, headers, `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [classroomId] });
    const onePupil = JSON.stringify({
      grades: [{ pupilId: pupilIds[0], questionScores: Object.fromEntries(Array.from({ length: 30 }, (_, q) => [`q${q + 1}`, q % 3])) }],
    });
    const path = `/api/quizzes/${quiz.id}/grades`;
    const label = durability === 'flush' ? 'flushed before the answer (now)' : 'fsync off (PGlite as shipped, before)';
    report(`one-pupil autosave, 1 writer, ${label}`, await autosave(baseUrl, 1, path, onePupil, headers));
    report(`one-pupil autosave, 10 writers, ${label}`, await autosave(baseUrl, 10, path, onePupil, headers));
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchDurability(): Promise<void> {
  await measure('flush');
  await measure('none');
}
