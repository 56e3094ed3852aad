// npm run bench: measures the built app on loopback and prints a table.
// Figures are reported, never asserted: targets are checked by reading them.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PASSWORD = 'Bench-Parola1!';

interface Row {
  what: string;
  value: string;
}
const rows: Row[] = [];

function startProcess(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, baseUrl: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const failures = result.non2xx + result.errors + result.timeouts;
  rows.push({
    what: title,
    value: `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failures ? `, ${failures} failed` : ''}`,
  });
}

async function signedInHeaders(baseUrl: string): Promise<Record<string, string>> {
  const email = 'bench@scoala.ro';
  const json = { 'content-type': 'application/json' };
  await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Bench', lastName: 'Mark' }),
  });
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: PASSWORD }) });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const refresh = await fetch(`${baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie } });
  const { accessToken } = (await refresh.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** A school with one classroom of `pupils` pupils, as a teacher would set it up. */
async function seedClassroom(baseUrl: string, headers: Record<string, string>, pupils: number): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const school = await post('/api/schools', { name: 'Liceul de Bench' });
  const classroom = await post(`/api/schools/${school.id}/classrooms`, { name: 'a IX-a A' });
  await post(`/api/classrooms/${classroom.id}/pupils`, { pupils: Array.from({ length: pupils }, (_, i) => ({ name: `Elev ${i + 1}` })) });
  return classroom.id;
}

function chunkSizes() {
  const meta = JSON.parse(readFileSync(join(root, 'dist', 'meta.client.json'), 'utf8')) as { outputs: Record<string, { entryPoint?: string }> };
  let total = 0;
  for (const [path, output] of Object.entries(meta.outputs)) {
    if (!path.endsWith('.js')) continue;
    const size = gzipSync(readFileSync(join(root, path)), { level: 9 }).length;
    total += size;
    rows.push({ what: `chunk ${path.replace('dist/public/', '')}${output.entryPoint?.endsWith('main.tsx') ? ' (entry)' : ''}`, value: `${(size / 1024).toFixed(1)} KB gzip` });
  }
  rows.push({ what: 'all JS chunks', value: `${(total / 1024).toFixed(1)} KB gzip` });
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startQuietServer(dir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, baseUrl };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the app did not start within 20 s');
}

const bareServer = `
  const app = (await import('fastify')).default();
  app.get('/bare', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log('listening ' + 'http://127.0.0.1:' + app.server.address().port);
`;

const dataDir = mkdtempSync(join(tmpdir(), 'catedra-bench-'));
const processes: ChildProcess[] = [];
try {
  const bare = await startProcess(['--input-type=module', '-e', bareServer], {});
  processes.push(bare.child);
  // Request logs off (LOG_LEVEL=warn) so the figures measure the server, not the log pipe.
  const app = await startQuietServer(dataDir);
  processes.push(app.child);
  const headers = await signedInHeaders(app.baseUrl);
  console.log(`measuring ${DURATION_SECONDS} s per route, ${CONNECTIONS} connections, loopback…`);
  await load('bare Fastify route (same run)', `${bare.baseUrl}/bare`);
  await load('GET /api/auth/user (bearer, embedded db)', `${app.baseUrl}/api/auth/user`, headers);
  await load('GET /api/subscriptions/current (embedded db)', `${app.baseUrl}/api/subscriptions/current`, headers);
  const classroomId = await seedClassroom(app.baseUrl, headers, 30);
  await load('GET /api/schools (embedded db)', `${app.baseUrl}/api/schools`, headers);
  await load('GET /api/classrooms/{id}/pupils, 30 pupils (embedded db)', `${app.baseUrl}/api/classrooms/${classroomId}/pupils`, headers);
  chunkSizes();
} finally {
  for (const child of processes) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

const width = Math.max(...rows.map((r) => r.what.length));
console.log(`\n${'measure'.padEnd(width)} | result\n${'-'.repeat(width)}-|-${'-'.repeat(50)}`);
for (const row of rows) console.log(`${row.what.padEnd(width)} | ${row.value}`);
