// Loopback HTTP figures of the built server (autocannon, bounded time).
import autocannon from 'autocannon';
import { report } from './table';

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 10;

/**
 * The server-overhead reference (issue 15): a bare Fastify route that asks an
 * embedded PGlite (in a temp dir, as the app's) for one row by its primary
 * key. A route of ours is measured as a share of it, in the same run.
 */
export const onePgliteQueryServer = `
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = mkdtempSync(join(tmpdir(), 'catedra-bench-pglite-'));
  const pglite = await PGlite.create(dir);
  await pglite.exec("CREATE TABLE bench_row (id int PRIMARY KEY, name text); INSERT INTO bench_row VALUES (1, 'one')");
  const app = (await import('fastify')).default();
  app.get('/one-query', async () => (await pglite.query('SELECT id, name FROM bench_row WHERE id = $1', [1])).rows[0]);
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  // Exits at once: closing Fastify waits for the load's keep-alive sockets, and the bench does not wait for it.
  process.on('SIGTERM', () => { rmSync(dir, { recursive: true, force: true }); process.exit(0); });
`;

export interface LoadOptions {
  headers?: Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT';
  body?: string;
  /** req/s of the reference route measured in the same run: the row also says what share of it this route reaches. */
  reference?: number;
}

/** Runs one route for DURATION_SECONDS, prints its row and answers its req/s. */
export async function load(title: string, url: string, options: LoadOptions = {}): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    method: options.method ?? 'GET',
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.body,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  const perSecond = result.requests.average;
  const share = options.reference ? ` (${Math.round((perSecond / options.reference) * 100)} % of the one-query route)` : '';
  report(title, `${Math.round(perSecond)} req/s${share}, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failures ? `, ${failures} failed` : ''}`);
  return perSecond;
}

const PASSWORD = 'Bench-Parola1!';

export async function signedInHeaders(baseUrl: string, email = 'bench@scoala.ro'): Promise<Record<string, string>> {
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

export async function post<T>(baseUrl: string, headers: Record<string, string>, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A school with one classroom of `pupils` pupils, as a teacher would set it up. */
export async function seedClassroom(baseUrl: string, headers: Record<string, string>, pupils: number) {
  const school = await post<{ id: string }>(baseUrl, headers, '/api/schools', { name: 'Liceul de Bench' });
  const classroom = await post<{ id: string }>(baseUrl, headers, `/api/schools/${school.id}/classrooms`, { name: 'a IX-a A' });
  const roster = await post<{ id: string }[]>(baseUrl, headers, `/api/classrooms/${classroom.id}/pupils`, {
    pupils: Array.from({ length: pupils }, (_, i) => ({ name: `Elev ${i + 1}` })),
  });
  return { schoolId: school.id, classroomId: classroom.id, pupilIds: roster.map((p) => p.id) };
}

/** A valid test of `questions` questions of 2 points each (10-200 points). */
export function benchQuiz(questions: number, title = 'Test de bench') {
  return {
    title,
    classLabel: 'a IX-a A',
    basePoints: 10,
    timeLimit: 50,
    sections: [
      {
        id: 's1',
        title: 'Subiectul I',
        context: '',
        questions: Array.from({ length: questions }, (_, i) => ({
          id: `q${i + 1}`,
          type: 'lines',
          text: `Rezolvați exercițiul numărul ${i + 1}.`,
          points: 2,
          lines: 3,
          rules: [],
        })),
      },
    ],
    gradingScheme: { notes: '', criteria: [] },
  };
}
