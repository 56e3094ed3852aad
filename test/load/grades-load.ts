// The load of issue 9: many teachers, each with a class, autosaving grades
// and reading reports at the same time, against a real server on loopback.
// It keeps, per teacher, the last value the server acknowledged for every
// cell, then reads everything back: a lost write is an acknowledged value
// missing; a duplicate is a pupil with two grade rows.

export interface LoadOptions {
  /** One app instance, or several on one database: each teacher's requests go round them in turn, as behind a round-robin proxy. */
  baseUrl: string | string[];
  teachers: number;
  seconds: number;
  pupilsPerClass?: number;
  /** Milliseconds between one teacher's autosaves (the app waits 2000 ms after the last keystroke). */
  saveEveryMs?: number;
  reportEveryMs?: number;
}

export interface LoadResult {
  requests: number;
  saves: number;
  reads: number;
  status5xx: number;
  otherFailures: number;
  p50: number;
  p99: number;
  lostWrites: number;
  duplicatedRows: number;
  conflicts: number;
}

const PASSWORD = 'Sarcina-Parola1!';
const QUESTIONS = [
  { id: 'q1', points: 10 },
  { id: 'q2', points: 20 },
  { id: 'q3', points: 30 },
  { id: 'q4', points: 30 },
];

function quizDocument(n: number) {
  return {
    title: `Test de incarcare ${n}`,
    classLabel: 'a X-a',
    basePoints: 10,
    timeLimit: 50,
    sections: [
      {
        id: 's1',
        title: 'Subiectul I',
        context: '',
        questions: QUESTIONS.map((q) => ({ id: q.id, type: 'lines', text: `Întrebarea ${q.id} a testului`, points: q.points, lines: 3, rules: [] })),
      },
    ],
    gradingScheme: { notes: '', criteria: [] },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

class Client {
  latencies: number[] = [];
  status5xx = 0;
  otherFailures = 0;
  requests = 0;
  private token = '';
  private turn: number;

  /** `first`: which instance this teacher starts on, so that teachers spread across instances from their first request. */
  constructor(
    private readonly baseUrls: string[],
    first: number,
  ) {
    this.turn = first;
  }

  /** The next instance in turn: a write on one is read back through another. */
  private get baseUrl(): string {
    return this.baseUrls[this.turn++ % this.baseUrls.length]!;
  }

  async call(method: string, path: string, body?: unknown, measure = true): Promise<{ status: number; json: unknown }> {
    const started = performance.now();
    // Only the load's own requests count toward req/s: sign-up, set-up and the final check do not.
    if (measure) this.requests++;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (measure) this.latencies.push(performance.now() - started);
      if (response.status >= 500) this.status5xx++;
      return { status: response.status, json: text ? JSON.parse(text) : null };
    } catch (error) {
      this.otherFailures++;
      throw error;
    }
  }

  async signUp(email: string) {
    await this.call('POST', '/api/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Profesor', lastName: 'Sarcina' }, false);
    // Signed in on one instance, refreshed on the next: the session is the database's, not an instance's.
    const login = await fetch(`${this.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const refresh = await fetch(`${this.baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie } });
    this.token = ((await refresh.json()) as { accessToken: string }).accessToken;
  }
}

interface Teacher {
  client: Client;
  quizId: string;
  classroomId: string;
  pupils: string[];
  /** What the server acknowledged: pupil -> marks, and the version it has. */
  acknowledged: Map<string, { marks: Record<string, number>; version: number }>;
  saves: number;
  reads: number;
  conflicts: number;
}

/** A grade row as the server answers it. */
interface SavedGrade {
  pupilId: string;
  questionScores: Record<string, number>;
  version: number;
}

async function setUp(baseUrls: string[], index: number, pupils: number, runId: string): Promise<Teacher> {
  const client = new Client(baseUrls, index);
  await client.signUp(`profesor.${runId}.${index}@sarcina.ro`);
  const school = (await client.call('POST', '/api/schools', { name: `Școala ${index}` }, false)).json as { id: string };
  const classroom = (await client.call('POST', `/api/schools/${school.id}/classrooms`, { name: 'a X-a A' }, false)).json as { id: string };
  const names = Array.from({ length: pupils }, (_, i) => ({ name: `Elev ${i + 1}` }));
  const roster = (await client.call('POST', `/api/classrooms/${classroom.id}/pupils`, { pupils: names }, false)).json as { id: string }[];
  const quiz = (await client.call('POST', '/api/quizzes', quizDocument(index), false)).json as { id: string };
  await client.call('POST', `/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [classroom.id] }, false);
  return { client, quizId: quiz.id, classroomId: classroom.id, pupils: roster.map((p) => p.id), acknowledged: new Map(), saves: 0, reads: 0, conflicts: 0 };
}

async function teacherLoop(teacher: Teacher, deadline: number, saveEveryMs: number, reportEveryMs: number) {
  let nextReport = Date.now() + Math.random() * reportEveryMs;
  // Teachers do not all save in the same millisecond: each one's first save comes somewhere in the first
  // interval, as their reports do. Fifty saves sent at once made the run's first 50 answers its slowest.
  await new Promise((r) => setTimeout(r, Math.random() * saveEveryMs));
  while (Date.now() < deadline) {
    // Marks typed since the last save: a few cells of a few pupils.
    const dirty = new Map<string, Record<string, number>>();
    for (let i = 0; i < 5; i++) {
      const pupil = teacher.pupils[Math.floor(Math.random() * teacher.pupils.length)]!;
      const question = QUESTIONS[Math.floor(Math.random() * QUESTIONS.length)]!;
      const base = dirty.get(pupil) ?? { ...(teacher.acknowledged.get(pupil)?.marks ?? {}) };
      base[question.id] = Math.round(Math.random() * question.points * 4) / 4;
      dirty.set(pupil, base);
    }
    const grades = [...dirty].map(([pupilId, marks]) => ({ pupilId, questionScores: marks, version: teacher.acknowledged.get(pupilId)?.version ?? 0 }));
    const response = await teacher.client.call('POST', `/api/quizzes/${teacher.quizId}/grades`, { grades });
    teacher.saves++;
    const body = response.json as { grades?: SavedGrade[]; error?: { saved?: SavedGrade[]; conflicts?: unknown[] } };
    const saved = response.status === 200 ? (body.grades ?? []) : response.status === 409 ? (body.error?.saved ?? []) : [];
    if (response.status === 409) teacher.conflicts += body.error?.conflicts?.length ?? 0;
    for (const row of saved) teacher.acknowledged.set(row.pupilId, { marks: row.questionScores, version: row.version });
    if (Date.now() >= nextReport) {
      await teacher.client.call('GET', `/api/quizzes/${teacher.quizId}/report?classroomId=${teacher.classroomId}`);
      teacher.reads++;
      nextReport = Date.now() + reportEveryMs;
    }
    await new Promise((r) => setTimeout(r, saveEveryMs * (0.5 + Math.random())));
  }
}

async function verify(teacher: Teacher): Promise<{ lost: number; duplicated: number }> {
  const url = `/api/quizzes/${teacher.quizId}/grades?classroomId=${teacher.classroomId}`;
  const rows = (await teacher.client.call('GET', url, undefined, false)).json as SavedGrade[];
  const byPupil = new Map<string, number>();
  for (const row of rows) byPupil.set(row.pupilId, (byPupil.get(row.pupilId) ?? 0) + 1);
  let lost = 0;
  for (const [pupilId, expected] of teacher.acknowledged) {
    const row = rows.find((r) => r.pupilId === pupilId);
    if (!row || row.version !== expected.version || JSON.stringify(row.questionScores) !== JSON.stringify(expected.marks)) lost++;
  }
  return { lost, duplicated: [...byPupil.values()].filter((n) => n > 1).length };
}

export async function runGradesLoad(options: LoadOptions): Promise<LoadResult> {
  const baseUrls = [options.baseUrl].flat();
  const runId = Math.random().toString(36).slice(2, 8);
  const teachers: Teacher[] = [];
  // Sign-ups a few at a time: password hashing is deliberately slow.
  for (let i = 0; i < options.teachers; i += 5) {
    teachers.push(
      ...(await Promise.all(Array.from({ length: Math.min(5, options.teachers - i) }, (_, k) => setUp(baseUrls, i + k, options.pupilsPerClass ?? 30, runId)))),
    );
  }
  for (const t of teachers) t.client.latencies = [];
  const deadline = Date.now() + options.seconds * 1000;
  await Promise.all(teachers.map((t) => teacherLoop(t, deadline, options.saveEveryMs ?? 500, options.reportEveryMs ?? 2000)));
  const checks = await Promise.all(teachers.map(verify));
  const latencies = teachers.flatMap((t) => t.client.latencies).sort((a, b) => a - b);
  return {
    requests: teachers.reduce((n, t) => n + t.client.requests, 0),
    saves: teachers.reduce((n, t) => n + t.saves, 0),
    reads: teachers.reduce((n, t) => n + t.reads, 0),
    status5xx: teachers.reduce((n, t) => n + t.client.status5xx, 0),
    otherFailures: teachers.reduce((n, t) => n + t.client.otherFailures, 0),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    lostWrites: checks.reduce((n, c) => n + c.lost, 0),
    duplicatedRows: checks.reduce((n, c) => n + c.duplicated, 0),
    conflicts: teachers.reduce((n, t) => n + t.conflicts, 0),
  };
}
