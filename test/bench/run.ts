// npm run bench: measures the built app on loopback and prints a table.
// Figures are reported, never asserted: targets are checked by reading them.
//   BENCH_SECONDS (10)       time per HTTP route
//   BENCH_LOAD_SECONDS (60)  the 50-teacher load (issue 9; two instances on PostgreSQL, issue 15)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, waitForHealth } from '../e2e/helpers/servers';
import { benchLoad } from '../load/bench';
import { benchQuiz, CONNECTIONS, DURATION_SECONDS, load, onePgliteQueryServer, post, seedClassroom, signedInHeaders } from './api.bench';
import { benchAppEnv } from './app-env';
import { benchRevocationCheck } from './auth.bench';
import { benchBrowser } from './browser.bench';
import { benchColdLoad } from './cold-load.bench';
import { benchAnalysis, benchPdf } from './domain.bench';
import { benchDurability } from './durability.bench';
import { kb, printTable, report } from './table';

const root = join(import.meta.dirname, '..', '..');
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);

async function startNode(args: string[], env: Record<string, string>, healthPath: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(child, `${baseUrl}${healthPath}`);
  return { child, baseUrl };
}

const bareServer = `
  const app = (await import('fastify')).default();
  app.get('/bare', async () => ({ status: 'ok' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

function chunkSizes() {
  const meta = JSON.parse(readFileSync(join(root, 'dist', 'meta.client.json'), 'utf8')) as { outputs: Record<string, { entryPoint?: string }> };
  let total = 0;
  let small = 0;
  let smallCount = 0;
  for (const [path, output] of Object.entries(meta.outputs)) {
    if (!path.endsWith('.js')) continue;
    const size = gzipSync(readFileSync(join(root, path)), { level: 9 }).length;
    total += size;
    // The big chunks one by one; the many small ones (texts, shared helpers) together.
    if (size < 5 * 1024) {
      small += size;
      smallCount++;
    } else {
      report(`chunk ${path.replace('dist/public/assets/', '')}${output.entryPoint?.endsWith('main.tsx') ? ' (entry)' : ''}`, `${kb(size)} gzip`);
    }
  }
  report(`${smallCount} chunks under 5 KB each`, `${kb(small)} gzip together`);
  report('all JS chunks', `${kb(total)} gzip`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'catedra-bench-'));
const processes: ChildProcess[] = [];
try {
  console.log(`HTTP: ${DURATION_SECONDS} s per route, ${CONNECTIONS} connections, loopback`);
  const bare = await startNode(['--input-type=module', '-e', bareServer], {}, '/bare');
  processes.push(bare.child);
  const onePglite = await startNode(['--input-type=module', '-e', onePgliteQueryServer], {}, '/one-query');
  processes.push(onePglite.child);
  const app = await startNode([join(root, 'dist', 'server', 'main.js')], benchAppEnv(dataDir), '/api/health');
  processes.push(app.child);
  const headers = await signedInHeaders(app.baseUrl);
  await load('bare Fastify route (same run)', `${bare.baseUrl}/bare`);
  // Issue 15's server overhead: each authenticated read and the one-pupil autosave as a share of this route.
  const reference = await load('bare Fastify route + one PGlite query (the reference, same run)', `${onePglite.baseUrl}/one-query`);
  await load('GET /api/auth/user (bearer, embedded db)', `${app.baseUrl}/api/auth/user`, { headers, reference });
  await load('GET /api/subscriptions/current (embedded db)', `${app.baseUrl}/api/subscriptions/current`, { headers, reference });
  const { classroomId, pupilIds } = await seedClassroom(app.baseUrl, headers, 30);
  await load('GET /api/schools (embedded db)', `${app.baseUrl}/api/schools`, { headers, reference });
  await load('GET /api/classrooms/{id}/pupils, 30 pupils (embedded db)', `${app.baseUrl}/api/classrooms/${classroomId}/pupils`, { headers, reference });
  await load('POST /api/quizzes: validate and save a 50-question test', `${app.baseUrl}/api/quizzes`, {
    headers,
    method: 'POST',
    body: JSON.stringify(benchQuiz(50)),
  });
  const quiz = await post<{ id: string }>(app.baseUrl, headers, '/api/quizzes', benchQuiz(30, 'Test notat'));
  await post(app.baseUrl, headers, `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [classroomId] });
  const marksOf = (i: number) => Object.fromEntries(Array.from({ length: 30 }, (_, q) => [`q${q + 1}`, (i + q) % 3]));
  const batch = { grades: pupilIds.map((pupilId, i) => ({ pupilId, questionScores: marksOf(i) })) };
  await load('POST /api/quizzes/{id}/grades: a class of 30 x 30 marks', `${app.baseUrl}/api/quizzes/${quiz.id}/grades`, {
    headers,
    method: 'POST',
    body: JSON.stringify(batch),
  });
  await load("POST /api/quizzes/{id}/grades: one pupil's 30 marks (the autosave)", `${app.baseUrl}/api/quizzes/${quiz.id}/grades`, {
    headers,
    method: 'POST',
    body: JSON.stringify({ grades: [{ pupilId: pupilIds[0], questionScores: marksOf(0) }] }),
    reference,
  });
  await load(
    "GET /api/quizzes/{id}/grading-sheet, 30 x 30 (the grid's one data read)",
    `${app.baseUrl}/api/quizzes/${quiz.id}/grading-sheet?classroomId=${classroomId}`,
    { headers, reference },
  );
  await load('GET /api/quizzes/{id}/report, 30 pupils x 30 questions', `${app.baseUrl}/api/quizzes/${quiz.id}/report?classroomId=${classroomId}`, {
    headers,
    reference,
  });

  console.log('\nDurability: one-pupil autosave with the WAL flushed before the answer, and with fsync off (before), same run');
  await benchDurability();

  console.log('\nDomain and printing');
  await benchAnalysis();
  await benchPdf(root);
  await benchRevocationCheck();

  console.log('\nBrowser');
  await benchBrowser(root, app.baseUrl, [
    { name: 'the dashboard', path: '/' },
    { name: 'the schools list', path: '/schools' },
    { name: 'the quizzes list', path: '/quizzes' },
    { name: 'the test editor', path: '/quizzes/create' },
    { name: 'the settings', path: '/settings' },
  ]);
  // Issue 15: each main screen opened cold, next to a plain static page loaded in the same run.
  await benchColdLoad(app.baseUrl);

  console.log(`\nLoad: 50 teachers autosaving grades and reading reports for ${LOAD_SECONDS} s`);
  await benchLoad(LOAD_SECONDS);

  chunkSizes();
} finally {
  for (const child of processes) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

printTable();
