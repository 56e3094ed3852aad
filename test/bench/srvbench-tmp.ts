// TEMP (not committed): per-route load for profiling issue 15's server slice.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchQuiz, load, onePgliteQueryServer, post, seedClassroom, signedInHeaders } from './api.bench';

const root = process.cwd();
const ROUTES = (process.env.ROUTES ?? 'user,subs,schools,pupils,autosave,sheet,report').split(',');
const PROF = process.env.PROF;
const processes: ChildProcess[] = [];
async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
async function startNode(args: string[], env: Record<string, string>, healthPath: string) {
  const port = await freePort();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  processes.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await fetch(`${baseUrl}${healthPath}`).then((r) => r.ok, () => false)) return { child, baseUrl };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('did not start');
}
const dataDir = mkdtempSync(join(tmpdir(), 'sb-'));
try {
  const noRef = process.env.NOREF;
  let reference: number | undefined;
  if (!noRef) {
    const one = await startNode(['--input-type=module', '-e', onePgliteQueryServer], {}, '/one-query');
    reference = await load('reference one-query', `${one.baseUrl}/one-query`);
    one.child.kill('SIGTERM');
  }
  const app = await startNode(
    [...(PROF ? ['--cpu-prof', `--cpu-prof-dir=${PROF}`] : []), join(root, 'dist', 'server', 'main.js')],
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret', FREE_PLAN_QUIZZES: '1000000', FREE_PLAN_STUDENTS: '100000', RATE_LIMIT_REGISTER_PER_HOUR: '100000' },
    '/api/health',
  );
  const headers = await signedInHeaders(app.baseUrl);
  const { classroomId, pupilIds } = await seedClassroom(app.baseUrl, headers, 30);
  const quiz = await post<{ id: string }>(app.baseUrl, headers, '/api/quizzes', benchQuiz(30, 'Test notat'));
  await post(app.baseUrl, headers, `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [classroomId] });
  const marksOf = (i: number) => Object.fromEntries(Array.from({ length: 30 }, (_, q) => [`q${q + 1}`, (i + q) % 3]));
  await post(app.baseUrl, headers, `/api/quizzes/${quiz.id}/grades`, { grades: pupilIds.map((pupilId, i) => ({ pupilId, questionScores: marksOf(i) })) });
  const b = app.baseUrl;
  const o = { headers, reference };
  for (const r of ROUTES) {
    if (r === 'user') await load('user', `${b}/api/auth/user`, o);
    if (r === 'subs') await load('subs', `${b}/api/subscriptions/current`, o);
    if (r === 'schools') await load('schools', `${b}/api/schools`, o);
    if (r === 'pupils') await load('pupils', `${b}/api/classrooms/${classroomId}/pupils`, o);
    if (r === 'autosave') await load('autosave', `${b}/api/quizzes/${quiz.id}/grades`, { ...o, method: 'POST', body: JSON.stringify({ grades: [{ pupilId: pupilIds[0], questionScores: marksOf(0) }] }) });
    if (r === 'sheet') await load('sheet', `${b}/api/quizzes/${quiz.id}/grading-sheet?classroomId=${classroomId}`, o);
    if (r === 'report') await load('report', `${b}/api/quizzes/${quiz.id}/report?classroomId=${classroomId}`, o);
  }
  app.child.kill('SIGTERM');
  await new Promise((r) => app.child.once('exit', r));
} finally {
  for (const p of processes) if (p.exitCode === null) p.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
const { printTable } = await import('./table');
printTable?.();
