// Loopback HTTP figures of the built server (autocannon, bounded time).
import autocannon from 'autocannon';
import { report } from './table';

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 10;

export async function load(title: string, url: string, options: { headers?: Record<string, string>; method?: 'GET' | 'POST' | 'PUT'; body?: string } = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    method: options.method ?? 'GET',
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.body,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  report(
    title,
    `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failures ? `, ${failures} failed` : ''}`,
  );
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
