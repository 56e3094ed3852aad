// scratch: profile one route of the built server under autocannon
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchQuiz, post, seedClassroom, signedInHeaders } from './api.bench';

const which = process.argv[2] ?? 'report';
const root = join(import.meta.dirname, '..', '..');
const port = 40000 + Math.floor(Math.random() * 1000);
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', join(root, 'dist', 'server', 'main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'prof-')), LOG_LEVEL: 'warn', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret', FREE_PLAN_QUIZZES: '1000000', FREE_PLAN_STUDENTS: '100000', RATE_LIMIT_REGISTER_PER_HOUR: '100000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (;;) {
  if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 100));
}
const headers = await signedInHeaders(base);
const { classroomId, pupilIds } = await seedClassroom(base, headers, 30);
const quiz = await post<{ id: string }>(base, headers, '/api/quizzes', benchQuiz(30, 'Test notat'));
await post(base, headers, `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [classroomId] });
const marksOf = (i: number) => Object.fromEntries(Array.from({ length: 30 }, (_, q) => [`q${q + 1}`, (i + q) % 3]));
await post(base, headers, `/api/quizzes/${quiz.id}/grades`, { grades: pupilIds.map((pupilId, i) => ({ pupilId, questionScores: marksOf(i) })) });
const routes: Record<string, { url: string; method?: 'POST'; body?: string }> = {
  report: { url: `/api/quizzes/${quiz.id}/report?classroomId=${classroomId}` },
  sheet: { url: `/api/quizzes/${quiz.id}/grading-sheet?classroomId=${classroomId}` },
  autosave: { url: `/api/quizzes/${quiz.id}/grades`, method: 'POST', body: JSON.stringify({ grades: [{ pupilId: pupilIds[0], questionScores: marksOf(0) }] }) },
  pupils: { url: `/api/classrooms/${classroomId}/pupils` },
  schools: { url: '/api/schools' },
};
const r = routes[which]!;
const result = await autocannon({ url: base + r.url, connections: 10, duration: Number(process.env.SECONDS ?? 8), method: r.method ?? 'GET', headers: { ...headers, ...(r.body ? { 'content-type': 'application/json' } : {}) }, body: r.body });
console.log(which, Math.round(result.requests.average), 'req/s p50', result.latency.p50, 'p99', result.latency.p99, 'non2xx', result.non2xx);
child.kill('SIGINT');
await new Promise((r) => child.on('exit', r));
