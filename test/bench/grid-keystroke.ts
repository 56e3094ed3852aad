// Keystroke-to-paint of the grade grid in Chromium: from the keydown of a
// digit to the first animation frame after the cell shows it, ~100 times,
// for a class of `pupils` x `questions`. Also exports the seeding the e2e
// test shares: a teacher, a school, a class (a roster import), a quiz of
// `questions` open questions assigned to it, all through the API.
import type { BrowserContext, Page } from 'playwright-core';

const PASSWORD = 'Bench-Parola1!';

export interface GradingFixture {
  schoolId: string;
  classroomId: string;
  quizId: string;
  pupils: { id: string; name: string }[];
  /** Question ids in order (q1, q2…) and what each is worth. */
  questionIds: string[];
  points: number;
  /** The grid's own page for this quiz and class. */
  evaluatePath: string;
}

export interface SeedOptions {
  pupils: number;
  questions: number;
  email?: string;
  title?: string;
}

/** Points per question so the total stays within SPEC 5's 10-200. */
export function pointsPerQuestion(questions: number): number {
  return Math.max(1, Math.min(50, Math.floor(180 / questions)));
}

function quizDocument(title: string, questions: number) {
  const points = pointsPerQuestion(questions);
  const ids = Array.from({ length: questions }, (_, i) => `q${i + 1}`);
  // SPEC 5: at most 50 questions per section.
  const sections = [];
  for (let start = 0; start < questions; start += 50) {
    sections.push({
      id: `s${sections.length + 1}`,
      title: `Subiectul ${sections.length + 1}`,
      context: '',
      questions: ids.slice(start, start + 50).map((id, i) => ({ id, type: 'open', text: `Întrebarea numărul ${start + i + 1}`, points, lines: 2, rules: [] })),
    });
  }
  return { title, classLabel: 'a IX-a B', basePoints: 10, timeLimit: 50, sections, gradingScheme: { notes: '', criteria: [] } };
}

/** Signs the context in (its cookies) and seeds through the API; the page's next navigation is signed in. */
export async function seedGradingFixture(context: BrowserContext, baseUrl: string, options: SeedOptions): Promise<GradingFixture> {
  const api = context.request;
  const origin = { origin: baseUrl };
  const email = options.email ?? `grid.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@scoala.ro`;
  await api.post(`${baseUrl}/api/auth/register`, {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Ioana', lastName: 'Dinu' },
    headers: origin,
  });
  const login = await api.post(`${baseUrl}/api/auth/login`, { data: { email, password: PASSWORD }, headers: origin });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const { accessToken } = (await (await api.post(`${baseUrl}/api/auth/refresh`, { headers: origin })).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, ...origin };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await api.post(`${baseUrl}${path}`, { data, headers, timeout: 120_000 });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const school = await post<{ id: string }>('/api/schools', { name: 'Liceul Teoretic Grigore Moisil' });
  const classroom = await post<{ id: string }>(`/api/schools/${school.id}/classrooms`, { name: 'a IX-a B' });
  const names = Array.from({ length: options.pupils }, (_, i) => ({ name: `Elev ${String(i + 1).padStart(4, '0')}` }));
  // The roster import takes at most 500 rows a request.
  const pupils: { id: string; name: string }[] = [];
  for (let start = 0; start < names.length; start += 500) {
    const added = await post<{ id: string; name: string }[]>(`/api/classrooms/${classroom.id}/pupils`, { pupils: names.slice(start, start + 500) });
    // Each answer is the whole roster so far.
    pupils.splice(0, pupils.length, ...added);
  }
  const quiz = await post<{ id: string }>('/api/quizzes', quizDocument(options.title ?? 'Evaluare la matematică', options.questions));
  await post(`/api/quizzes/${quiz.id}/assign-bulk`, { classroomIds: [classroom.id], dueDate: '2026-10-01' });
  pupils.sort((a, b) => a.name.localeCompare(b.name));
  return {
    schoolId: school.id,
    classroomId: classroom.id,
    quizId: quiz.id,
    pupils,
    questionIds: Array.from({ length: options.questions }, (_, i) => `q${i + 1}`),
    points: pointsPerQuestion(options.questions),
    evaluatePath: `/schools/${school.id}/classrooms/${classroom.id}/quizzes/${quiz.id}/evaluate`,
  };
}

/**
 * Installed in the page. On each digit's keydown (capture phase, before the
 * grid's handler) it notes the event's time stamp, then checks every
 * animation frame until the active cell's editor shows the digit: the first
 * frame that does is the one that paints it, and its start is the sample.
 * `work` is the part spent in our code (keydown until the DOM is updated:
 * read in a window listener, after React's synchronous flush).
 */
const SAMPLER = `(() => {
  window.__samples = [];
  window.__work = [];
  let start = 0;
  const grid = document.querySelector('[role="grid"]');
  grid.addEventListener('keydown', (event) => {
    const key = event.key;
    if (!/^[0-9]$/.test(key)) return;
    start = event.timeStamp;
    const began = start;
    const check = () => {
      const editor = document.querySelector('[data-grid-editor]');
      if (editor && editor.value.includes(key)) window.__samples.push(performance.now() - began);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, true);
  window.addEventListener('keydown', (event) => {
    if (/^[0-9]$/.test(event.key)) queueMicrotask(() => window.__work.push(performance.now() - start));
  });
})()`;

export interface KeystrokeFigures {
  /** Keydown to the start of the first frame that paints the digit, ms. */
  p50: number;
  p95: number;
  /** Keydown to the DOM updated (our script and React's render), ms. */
  work: { p50: number; p95: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

/**
 * Seeds a class of `pupils` x `questions`, opens its grid, and types ~100
 * marks (a digit, then Enter) down the first questions. Each sample is the
 * time from the keydown's timestamp to the animation frame after the active
 * cell first shows the digit, measured inside the page.
 */
export async function measureGridKeystrokeDetail(page: Page, baseUrl: string, pupils: number, questions: number): Promise<KeystrokeFigures> {
  const fixture = await seedGradingFixture(page.context(), baseUrl, { pupils, questions });
  await page.goto(`${baseUrl}${fixture.evaluatePath}`);
  await page.getByRole('grid').waitFor({ timeout: 60_000 });
  await page.locator('[role="gridcell"][data-row="0"][data-col="1"]').click();

  // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
  await page.evaluate(SAMPLER);

  const rounds = 100;
  const down = Math.min(pupils, 20);
  for (let i = 0; i < rounds; i++) {
    const digit = String(i % Math.min(10, fixture.points + 1));
    await page.keyboard.press(digit);
    // The sample is taken before Enter closes the editor.
    await page.waitForFunction((n) => (window as unknown as { __samples: number[] }).__samples.length >= n, i + 1, { timeout: 10_000 });
    await page.keyboard.press('Enter');
    // Down a column of rows, then back up to the next question: the cursor walks the grid as a teacher's does.
    if ((i + 1) % down === 0) {
      await page.keyboard.press('Control+ArrowUp');
      await page.keyboard.press('ArrowRight');
    }
  }
  await page.waitForFunction((n) => (window as unknown as { __samples: number[] }).__samples.length >= n, rounds, { timeout: 30_000 });
  const { samples, work } = await page.evaluate(() => {
    const w = window as unknown as { __samples: number[]; __work: number[] };
    return { samples: w.__samples.slice(), work: w.__work.slice() };
  });
  return { ...summary(samples), work: summary(work) };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function summary(values: number[]): { p50: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)) };
}

/** Keystroke-to-paint p50/p95 in milliseconds (see measureGridKeystrokeDetail). */
export async function measureGridKeystroke(page: Page, baseUrl: string, pupils: number, questions: number): Promise<{ p50: number; p95: number }> {
  const { p50, p95 } = await measureGridKeystrokeDetail(page, baseUrl, pupils, questions);
  return { p50, p95 };
}
