// Cold load of each main screen (issue 15): a fresh browser context (no
// HTTP cache, no memory) holding only the refresh cookie of a signed-in
// teacher opens the screen's URL; the sample is navigation start to the
// first animation frame in which the screen is usable (its main data painted,
// its focus target present). Each row prints the median of LOADS loads, the
// API requests the screen made before it was usable, how many of them were
// sequential round trips (a request started only after another one's answer),
// and any file fetched twice; the reference is a plain static page served on
// loopback by a bare node server, loaded the same way in the same run.
// Each fresh context first shows about:blank for SETTLE_MS: headless Chromium
// 156 loads its own omnibox popup (some 60 chrome:// files) into every new
// context, and that work ran on the two cores beside the measured page (a
// report 800 ms with it, 440 without). A teacher's browser did it once, when it
// started; the page is what is measured.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MAX_GRADES_PER_BATCH } from '../../src/domain/schemas/grades';
import { launchBrowser } from '../e2e/helpers/browser';
import { readsInRefresh } from '../e2e/helpers/requests';
import { type GradingFixture, seedGradingFixture } from './grid-keystroke';
import { ms, report } from './table';

const LOADS = Number(process.env.BENCH_COLD_LOADS ?? 5);
/** How long a new context shows about:blank before the measured navigation (its browser UI loads meanwhile). */
const SETTLE_MS = Number(process.env.BENCH_COLD_SETTLE_MS ?? 1000);
/** Only the screens whose name holds one of these (comma-separated), for an A/B of a few screens with many loads. */
const ONLY = process.env.BENCH_COLD_ONLY?.split(',').filter(Boolean);
const SCHOOL_NAME = 'Liceul Teoretic Grigore Moisil';
const QUIZ_TITLE = 'Evaluare la matematică';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A screen: its URL and the page-side condition (a function body returning a boolean) that says it is usable. */
export interface ColdScreen {
  name: string;
  path: string;
  usable: string;
}

export interface ColdLoadSample {
  /** Navigation start to the first frame the screen is usable, ms. */
  usableMs: number;
  /** API requests started before then, as "METHOD /path" (no query). */
  api: string[];
  /** Reads the page's first refresh answered inside its own answer (server/early-answers.ts). */
  inRefresh: number;
  /** The longest chain of API requests each started after the previous one's answer. */
  roundTrips: number;
  /** Navigation start to the last of those answers, ms: what follows it is the screen's own rendering. */
  dataMs: number;
  /** Script and JSON files fetched more than once during the load. */
  twice: string[];
}

/** Run in the page each frame until the screen is usable; resolves with the moment and what was fetched by then. */
function sampler(usable: string): string {
  return `new Promise((resolve) => {
    const ready = () => { ${usable} };
    const check = () => {
      if (!ready()) return requestAnimationFrame(check);
      const usableMs = performance.now();
      const entries = performance.getEntriesByType('resource');
      resolve({ usableMs, entries: entries.map((e) => ({ name: e.name, type: e.initiatorType, start: e.startTime, end: e.responseEnd })) });
    };
    check();
    setTimeout(() => resolve({ usableMs: -1, entries: [] }), 60000);
  })`;
}

interface ResourceEntry {
  name: string;
  type: string;
  start: number;
  end: number;
}

/** The longest chain of API calls in which each started after the one before it was answered. */
function longestChain(calls: ResourceEntry[]): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((call, i) => {
    let before = 0;
    for (let j = 0; j < i; j++) if (sorted[j]!.end <= call.start) before = Math.max(before, depth[j]!);
    depth.push(before + 1);
  });
  return Math.max(0, ...depth);
}

async function loadOnce(browser: Browser, baseUrl: string, state: StorageState | undefined, screen: ColdScreen) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, storageState: state });
  try {
    const page: Page = await context.newPage();
    await page.goto('about:blank');
    await page.waitForTimeout(SETTLE_MS);
    const methods = new Map<string, string>();
    const fetched: string[] = [];
    let inRefresh: Promise<number> = Promise.resolve(0);
    page.on('response', (response) => {
      const reads = readsInRefresh(response);
      if (reads) inRefresh = reads.then((urls) => urls.length);
    });
    page.on('request', (request) => {
      methods.set(request.url(), request.method());
      const type = request.resourceType();
      if (type === 'script' || (type === 'fetch' && !request.url().includes('/api/'))) fetched.push(request.url());
    });
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'commit' });
    const { usableMs, entries } = (await page.evaluate(sampler(screen.usable))) as { usableMs: number; entries: ResourceEntry[] };
    if (usableMs < 0) throw new Error(`${screen.name} was not usable within 60 s`);
    const calls = entries.filter((entry) => new URL(entry.name).pathname.startsWith('/api/') && entry.start < usableMs);
    const api = calls.map((call) => `${methods.get(call.name) ?? 'GET'} ${new URL(call.name).pathname}`);
    const twice = fetched.filter((url, i) => fetched.indexOf(url) !== i);
    // The next load needs the refresh cookie this one rotated.
    const next = state ? await context.storageState() : undefined;
    const dataMs = Math.max(0, ...calls.map((call) => call.end));
    return { sample: { usableMs, api, inRefresh: await inRefresh, roundTrips: longestChain(calls), dataMs, twice } satisfies ColdLoadSample, next };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** LOADS cold loads of one screen; the signed-in state is carried from load to load (the cookie rotates). */
export async function measureColdLoad(browser: Browser, baseUrl: string, state: StorageState | undefined, screen: ColdScreen) {
  const samples: ColdLoadSample[] = [];
  let current = state;
  // One load first, not counted: the server's first answers of a route warm its caches.
  for (let i = 0; i <= LOADS; i++) {
    const { sample, next } = await loadOnce(browser, baseUrl, current, screen);
    current = next;
    if (i > 0) samples.push(sample);
  }
  return { samples, state: current, median: median(samples.map((s) => s.usableMs)) };
}

/** A plain page as the reference: an HTML table of 40 x 30 from a bare node server on loopback. */
async function startStaticReference(): Promise<{ server: Server; url: string }> {
  const cells = Array.from({ length: 30 }, (_, c) => `<td>${c % 10}</td>`).join('');
  const rows = Array.from({ length: 40 }, (_, r) => `<tr><th>Elev ${r + 1}</th>${cells}</tr>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Static</title></head><body><h1>Static</h1><table id="static">${rows}</table></body></html>`;
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The class's marks, so the grid and the report show data. */
async function enterMarks(context: BrowserContext, baseUrl: string, fixture: GradingFixture) {
  const origin = { origin: baseUrl };
  const { accessToken } = (await (await context.request.post(`${baseUrl}/api/auth/refresh`, { headers: origin })).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, ...origin };
  const rows = fixture.pupils.map((pupil, p) => ({
    pupilId: pupil.id,
    version: 0,
    questionScores: Object.fromEntries(fixture.questionIds.map((id, q) => [id, (p + q) % (fixture.points + 1)])),
  }));
  for (let start = 0; start < rows.length; start += MAX_GRADES_PER_BATCH / 4) {
    const grades = rows.slice(start, start + MAX_GRADES_PER_BATCH / 4);
    const response = await context.request.post(`${baseUrl}/api/quizzes/${fixture.quizId}/grades`, { data: { grades }, headers, timeout: 120_000 });
    if (!response.ok()) throw new Error(`marks: ${response.status()} ${await response.text()}`);
  }
}

async function seededTeacher(browser: Browser, baseUrl: string, pupils: number, questions: number) {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const fixture = await seedGradingFixture(context, baseUrl, { pupils, questions, title: QUIZ_TITLE });
    await enterMarks(context, baseUrl, fixture);
    return { fixture, state: await context.storageState() };
  } finally {
    await context.close();
  }
}

/** The text of the page's main landmark (not the bar, which names schools too) holds every one of `texts`. */
const mainHas = (...texts: string[]) =>
  `const main = document.querySelector('main'); return !!main && ${JSON.stringify(texts)}.every((text) => main.textContent.includes(text));`;

/** The screens and what "usable" means on each: its main data painted, and for the grid its first mark cell focused. */
export function coldScreens(small: GradingFixture, large: GradingFixture): { screen: ColdScreen; large?: true }[] {
  const gridFocused = `const cell = document.activeElement; return !!cell && cell.getAttribute('role') === 'gridcell' && cell.getAttribute('data-col') === '1';`;
  const classroom = `/schools/${small.schoolId}/classrooms/${small.classroomId}`;
  return [
    // The profile (the teacher's first name) and the plan of the subscription panel.
    { screen: { name: 'the dashboard', path: '/', usable: mainHas('Ioana', 'Free') } },
    { screen: { name: 'the schools list', path: '/schools', usable: mainHas(SCHOOL_NAME) } },
    // The classroom opens on its Quizzes tab: the assigned test listed.
    {
      screen: {
        name: 'a classroom (40 pupils)',
        path: classroom,
        usable: `const panel = document.getElementById('classroom-panel-quizzes'); return !!panel && panel.textContent.includes(${JSON.stringify(QUIZ_TITLE)});`,
      },
    },
    { screen: { name: 'the quizzes list', path: '/quizzes', usable: mainHas(QUIZ_TITLE) } },
    {
      screen: {
        name: 'the test editor (30 questions)',
        path: `/quizzes/${small.quizId}/edit`,
        usable: `const title = document.getElementById('qe-title'); return !!title && title.value === ${JSON.stringify(QUIZ_TITLE)};`,
      },
    },
    { screen: { name: 'the quiz report (40 x 30)', path: `${classroom}/quizzes/${small.quizId}?tab=report`, usable: mainHas('Total graded', '40') } },
    { screen: { name: 'the grade grid 40 x 30', path: `/quiz/${small.quizId}/grade?classroomId=${small.classroomId}`, usable: gridFocused } },
    { screen: { name: 'the grade grid 1000 x 60', path: `/quiz/${large.quizId}/grade?classroomId=${large.classroomId}`, usable: gridFocused }, large: true },
  ];
}

function describe(samples: ColdLoadSample[]): string {
  const last = samples[samples.length - 1]!;
  const twice = new Set(samples.flatMap((s) => s.twice));
  const rounds = Math.max(...samples.map((s) => s.roundTrips));
  // Where the time goes: until the last data answer (code, session, reads), then the screen's own rendering.
  const data = median(samples.map((s) => s.dataMs));
  const render = median(samples.map((s) => s.usableMs - s.dataMs));
  const carried = last.inRefresh ? ` (${last.inRefresh} reads answered inside the refresh)` : '';
  return `data in at ${ms(data)}, usable ${ms(render)} later; ${last.api.length} API requests${carried}, ${rounds} sequential${twice.size ? `, ${twice.size} files fetched twice` : ''}`;
}

/** The cold-load rows: the static reference, then every main screen with its budget. */
export async function benchColdLoad(baseUrl: string): Promise<void> {
  const browser = await launchBrowser();
  const reference = await startStaticReference();
  try {
    const chosen = (name: string) => !ONLY || ONLY.some((part) => name.includes(part));
    const small = await seededTeacher(browser, baseUrl, 40, 30);
    // The 1000 x 60 teacher takes a minute to seed: only when its screen is measured.
    const large = chosen('the grade grid 1000 x 60') ? await seededTeacher(browser, baseUrl, 1000, 60) : small;
    const states = { small: small.state as StorageState | undefined, large: large.state as StorageState | undefined };
    const staticPage = await measureColdLoad(browser, reference.url, undefined, {
      name: 'static',
      path: '/',
      usable: `return !!document.getElementById('static');`,
    });
    report('cold load: a plain static page (reference, same run)', `${ms(staticPage.median)} median of ${LOADS}`);
    for (const { screen, large: isLarge } of coldScreens(small.fixture, large.fixture)) {
      if (!chosen(screen.name)) continue;
      const which = isLarge ? 'large' : 'small';
      const measured = await measureColdLoad(browser, baseUrl, states[which], screen);
      states[which] = measured.state;
      const budget = screen.name.startsWith('the grade grid') ? 400 : 300;
      report(
        `cold load: ${screen.name} (budget ${budget} ms)`,
        `${ms(measured.median)} median (static ${ms(staticPage.median)}); ${describe(measured.samples)}: ${measured.samples.at(-1)!.api.join(', ')}`,
      );
    }
  } finally {
    reference.server.close();
    await browser.close();
  }
}
