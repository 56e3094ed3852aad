// Grid typing in Chromium (issue 15): a teacher walks down whole columns of
// the grade grid typing a digit and Enter into each cell, at 1280x800, so
// most keystrokes land on rows below the first screenful. Each keystroke is
// measured two ways, in the same run for the grade grid, an AG Grid page and
// a plain table of the same size (grid-reference-pages.ts):
//   Event Timing: what Chrome reports as INP, the interaction's duration from
//     the keydown to the frame that presents its result, through
//     PerformanceObserver({type: 'event', durationThreshold: 16}) as Chrome
//     does. Keystrokes under 16 ms are not reported: they count as "< 16",
//     and as 16 ms in the p50/p95 over all keystrokes.
//   next paint: from the keydown's time stamp to the end of the next frame's
//     main-thread work (a message posted from its requestAnimationFrame).
// Also exports the seeding the e2e tests share: a teacher, a school, a class
// (a roster import), a quiz of `questions` open questions assigned to it,
// all through the API.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startReferenceServer } from './grid-reference-pages';
import { ms, report } from './table';
import { launchHeadedBrowser, startVirtualDisplay } from './virtual-display';

/** The seeded teacher's password (a test signs in again with it). */
export const SEED_PASSWORD = 'Bench-Parola1!';

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
    data: { email, password: SEED_PASSWORD, confirmPassword: SEED_PASSWORD, firstName: 'Ioana', lastName: 'Dinu' },
    headers: origin,
  });
  const login = await api.post(`${baseUrl}/api/auth/login`, { data: { email, password: SEED_PASSWORD }, headers: origin });
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
 * Installed in every page measured. Notes each keydown (capture phase on the
 * window, before any page handler) with its time stamp, and its next paint:
 * requestAnimationFrame, then a message, which runs once the frame's style,
 * layout and paint on the main thread are done. The observer collects the
 * Event Timing entries Chrome reports (>= 16 ms).
 */
const SAMPLER = `(() => {
  const bench = (window.__bench = { keys: [], events: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.events.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId, processingStart: e.processingStart, processingEnd: e.processingEnd });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.addEventListener('keydown', (event) => {
    const key = { key: event.key, start: event.timeStamp, paint: -1 };
    bench.keys.push(key);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { key.paint = performance.now() - key.start; };
      channel.port2.postMessage(0);
    });
  }, true);
})()`;

export interface KeySample {
  key: string;
  start: number;
  paint: number;
}
export interface EventSample {
  name: string;
  start: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
  id: number;
}

/** One kind of keystroke (digits, or Enter) in one page. */
export interface TypingFigures {
  count: number;
  /** Keystrokes whose Event Timing duration is >= 16 ms (the ones Chrome reports). */
  slow: number;
  /** Event Timing duration over all keystrokes, the unreported ones taken as 16 ms. */
  event: { p50: number; p95: number };
  nextPaint: { p50: number; p95: number };
}

export interface PageTyping {
  digits: TypingFigures;
  enter: TypingFigures;
  /** Every keystroke and Event Timing entry, for a closer look (not reported). */
  raw: { keys: KeySample[]; events: EventSample[] };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;

function summary(values: number[]): { p50: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)) };
}

/** An interaction's duration is its longest event's (keydown, keypress, keyup share one interactionId). */
function interactionDurations(events: EventSample[]): Map<number, { start: number; duration: number }> {
  const byId = new Map<number, { start: number; duration: number }>();
  for (const event of events) {
    if (!event.id) continue;
    const seen = byId.get(event.id);
    byId.set(
      event.id,
      seen ? { start: Math.min(seen.start, event.start), duration: Math.max(seen.duration, event.duration) } : { start: event.start, duration: event.duration },
    );
  }
  return byId;
}

function figuresOf(keys: KeySample[], events: EventSample[], which: (key: string) => boolean): TypingFigures {
  const interactions = [...interactionDurations(events).values()];
  const chosen = keys.filter((k) => which(k.key));
  const durations = chosen.map((k) => interactions.find((i) => Math.abs(i.start - k.start) < 1)?.duration ?? 0);
  return {
    count: chosen.length,
    slow: durations.filter((d) => d >= 16).length,
    event: summary(durations.map((d) => Math.max(16, d))),
    nextPaint: summary(chosen.map((k) => k.paint)),
  };
}

/** How to reach each page's first cell, and the top of the next column, without a measured keystroke. */
interface TypingTarget {
  open(page: Page): Promise<void>;
  nextColumn(page: Page, col: number): Promise<void>;
}

/**
 * Types `keystrokes` marks (a digit, then Enter) down whole columns from the
 * first mark cell, waiting for each keystroke's next paint before the next,
 * and reads both figures for digits and for Enter.
 */
async function measureTyping(page: Page, target: TypingTarget, pupils: number, keystrokes: number, maxDigit: number): Promise<PageTyping> {
  await target.open(page);
  // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
  await page.evaluate(SAMPLER);
  const waitForPaints = (n: number) =>
    page.waitForFunction((count) => {
      const keys = (window as unknown as { __bench: { keys: KeySample[] } }).__bench.keys;
      return keys.length >= count && keys.slice(0, count).every((k) => k.paint >= 0);
    }, n);
  let pressed = 0;
  for (let i = 0; i < keystrokes; i++) {
    if (i > 0 && i % pupils === 0) {
      await target.nextColumn(page, 1 + i / pupils);
      pressed = await page.evaluate(() => (window as unknown as { __bench: { keys: unknown[] } }).__bench.keys.length);
      await waitForPaints(pressed);
    }
    await page.keyboard.press(String(i % (maxDigit + 1)));
    await waitForPaints(++pressed);
    await page.keyboard.press('Enter');
    await waitForPaints(++pressed);
  }
  // Event Timing entries arrive after their frame is presented.
  await page.waitForTimeout(500);
  const { keys, events } = await page.evaluate(() => (window as unknown as { __bench: { keys: KeySample[]; events: EventSample[] } }).__bench);
  return { digits: figuresOf(keys, events, (key) => /^[0-9]$/.test(key)), enter: figuresOf(keys, events, (key) => key === 'Enter'), raw: { keys, events } };
}

/** The grade grid itself: the class is seeded through the API, the grid opened at its first mark cell. */
function catedraTarget(baseUrl: string, fixture: GradingFixture): TypingTarget {
  return {
    async open(page) {
      await page.goto(`${baseUrl}${fixture.evaluatePath}`);
      await page.getByRole('grid').waitFor({ timeout: 60_000 });
      await page.locator('[role="gridcell"][data-row="0"][data-col="1"]').click();
    },
    async nextColumn(page) {
      await page.keyboard.press('Control+ArrowUp');
      await page.keyboard.press('ArrowRight');
    },
  };
}

function referenceTarget(url: string): TypingTarget {
  return {
    async open(page) {
      await page.goto(url);
      await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true);
      await page.evaluate(() => (window as unknown as { __goto: (row: number, col: number) => void }).__goto(0, 1));
      // Clicked, as the grade grid's first cell is: the pointer rests over each grid while it scrolls under it.
      const cell = (await page.evaluateHandle(() => (window as unknown as { __cell: (row: number, col: number) => Element }).__cell(0, 1))).asElement();
      if (!cell) throw new Error('reference page: no first cell to click');
      await cell.click();
    },
    async nextColumn(page, col) {
      await page.evaluate((c) => (window as unknown as { __goto: (row: number, col: number) => void }).__goto(0, c), col);
    },
  };
}

export const VIEWPORT = { width: 1280, height: 800 };

export interface GridTypingRun {
  catedra: PageTyping;
  agGrid: PageTyping;
  table: PageTyping;
}

/**
 * Grid typing at `pupils` x `questions`: the grade grid, AG Grid and the
 * plain table in one run, each in a fresh 1280x800 page, 200 marks each
 * (whole columns: 40 rows five times at 40 x 30, the first 200 rows at
 * 1000 x 60).
 */
export async function measureGridTyping(browser: Browser, baseUrl: string, pupils: number, questions: number, keystrokes = 200): Promise<GridTypingRun> {
  const references = await startReferenceServer();
  try {
    const maxDigit = Math.min(9, pointsPerQuestion(questions));
    const run = async (target: (context: BrowserContext) => Promise<TypingTarget>) => {
      const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
      try {
        const page = await context.newPage();
        return await measureTyping(page, await target(context), pupils, keystrokes, maxDigit);
      } finally {
        await context.close();
      }
    };
    const size = `pupils=${pupils}&questions=${questions}`;
    const catedra = await run(async (context) => catedraTarget(baseUrl, await seedGradingFixture(context, baseUrl, { pupils, questions })));
    const agGrid = await run(async () => referenceTarget(`${references.baseUrl}/ag-grid?${size}`));
    const table = await run(async () => referenceTarget(`${references.baseUrl}/table?${size}`));
    return { catedra, agGrid, table };
  } finally {
    await references.close();
  }
}

const pair = (figures: { p50: number; p95: number }) => `${ms(figures.p50)}/${ms(figures.p95)}`;

/** One bench row: Event Timing (count >= 16 ms, p50/p95 with the rest as 16) and next paint p50/p95. */
export function typingRow(figures: TypingFigures): string {
  return `Event Timing >= 16 ms ${figures.slow}/${figures.count}, p50/p95 ${pair(figures.event)}; next paint p50/p95 ${pair(figures.nextPaint)}`;
}

export function reportGridTyping(pupils: number, questions: number, run: GridTypingRun): void {
  for (const [name, figures] of [
    ['Catedra', run.catedra],
    ['AG Grid (same run)', run.agGrid],
    ['plain table floor (same run)', run.table],
  ] as const) {
    report(`grid typing ${pupils} x ${questions}, digits, ${name}`, typingRow(figures.digits));
    report(`grid typing ${pupils} x ${questions}, Enter, ${name}`, typingRow(figures.enter));
  }
}

/**
 * The bench's entry (browser.bench.ts): reports the grid typing rows for
 * `pupils` x `questions` and answers the grade grid's digit next paint for
 * its keystroke-to-paint row. Typed in a headed Chromium on a virtual display
 * when Xvfb is installed (headless Chromium presents changes near the window's
 * bottom edge late: virtual-display.ts), else in the bench's headless one.
 */
export async function measureGridKeystroke(page: Page, baseUrl: string, pupils: number, questions: number): Promise<{ p50: number; p95: number }> {
  const display = await startVirtualDisplay();
  const browser = display ? await launchHeadedBrowser(display) : page.context().browser();
  if (!browser) throw new Error('grid typing needs a browser to open its own pages');
  try {
    report(
      `grid typing ${pupils} x ${questions}, browser`,
      display ? 'Chromium in a window on a virtual display (Xvfb)' : 'headless Chromium (Xvfb not installed: rows near the bottom edge read late)',
    );
    const run = await measureGridTyping(browser, baseUrl, pupils, questions);
    reportGridTyping(pupils, questions, run);
    return run.catedra.digits.nextPaint;
  } finally {
    if (display) {
      await browser.close();
      display.close();
    }
  }
}
