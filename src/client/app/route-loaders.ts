// Route loaders (issue 15): as soon as the URL is known, a screen's code and
// its data are asked for together, instead of the data only once the code
// has arrived and the screen has mounted (a waterfall of three round trips
// at least). At boot this runs beside the session's first request: the data
// requests wait for the refreshed token (the one refresh every caller shares)
// and then go out at once, beside GET /api/auth/user. The screens read the
// same cache entries (core/records.cache.ts, the features' queries), so what
// a loader asked for is never asked again.

import { matchRoute } from '../../domain/routes';
import { ownerSession } from '../core/data-owner';
import { dropEarlyReads } from '../core/early-refresh';
import { accessTokenForRequests, holdsFreshAccessToken } from '../core/http';
import { routes } from '../core/paths';
import { chunkImport } from '../ui/lazy-screen';

/**
 * The screens' chunks, one per feature; App.tsx's lazy screens import through these,
 * and render without suspending when the boot's import here has brought the chunk in.
 */
export const screenChunks = {
  /** A visitor's pages: the public frame and the auth feature's screens (app/PublicPages.tsx). */
  publicPages: chunkImport(() => import('./PublicPages')),
  dashboard: chunkImport(() => import('../features/dashboard')),
  settings: chunkImport(() => import('../features/settings')),
  schools: chunkImport(() => import('../features/schools')),
  classroom: chunkImport(() => import('../features/classroom')),
  quizDashboard: chunkImport(() => import('../features/quiz-dashboard')),
  grading: chunkImport(() => import('../features/grading')),
  pupilPerformance: chunkImport(() => import('../features/pupil-performance')),
  quizzes: chunkImport(() => import('../features/quizzes')),
  quizDetail: chunkImport(() => import('../features/quiz-detail')),
  quizEditor: chunkImport(() => import('../features/quiz-editor')),
  placeholders: chunkImport(() => import('../features/placeholders')),
  staff: chunkImport(() => import('../features/staff')),
  doubleCorrection: chunkImport(() => import('../features/double-correction')),
} as const;

export interface RouteLoader {
  path: string;
  /** The screen's code: its feature's chunk, and the code of the tab the address opens. */
  chunk: (search: URLSearchParams) => Promise<unknown>;
  /** The screen reads records on open: app/route-reads.ts has which, under this loader's path. */
  reads?: true;
  /** Work the screen's own chunk starts (a read not through the records cache), once the chunk is in and a token held. */
  signedIn?: (params: Readonly<Record<string, string>>) => Promise<() => void>;
}

type RouteReads = typeof import('./route-reads');

/**
 * The screens' reads and core/records.cache (with the contracts it imports) load with the
 * first screen that reads records, not with the boot: the dashboard would carry ~4.5 KB gzip
 * it never runs (issue 15's budget). Once in, loaders use them in the same task as the
 * navigation, so their requests precede the ones the screen and its breadcrumbs make.
 */
let routeReads: RouteReads | undefined;
const loadRouteReads = (): Promise<RouteReads> =>
  import('./route-reads').then((module) => {
    routeReads = module;
    return module;
  });

/**
 * In App.tsx's matching order (/quizzes/create before /quizzes/:quizId); the first pattern that matches wins.
 * Each path here has its preloads in route-preloads.ts (test/client/app/route-tables.test.ts holds them together).
 */
export const ROUTE_LOADERS: readonly RouteLoader[] = [
  // A visitor's pages: the frame and the screen are one chunk, in before the first render.
  ...[routes.welcome, routes.signIn, routes.register, routes.forgotPassword, routes.resetPassword].map((path) => ({ path, chunk: screenChunks.publicPages })),
  // The subscription panel's read, beside GET /api/auth/user at a cold load (its chunk arrives before the refresh's answer).
  { path: routes.home, chunk: screenChunks.dashboard, signedIn: () => screenChunks.dashboard().then((dashboard) => dashboard.prefetchSubscription) },
  { path: routes.schools, chunk: screenChunks.schools, reads: true },
  { path: routes.school, chunk: screenChunks.schools, reads: true },
  { path: routes.schoolMembers, chunk: screenChunks.staff, reads: true },
  {
    path: routes.classroom,
    chunk: (search) => screenChunks.classroom().then((classroom) => classroom.loadTabCode(search.toString())),
    reads: true,
  },
  {
    path: routes.classroomQuiz,
    chunk: (search) => screenChunks.quizDashboard().then((dashboard) => dashboard.loadTabCode(search.toString())),
    reads: true,
  },
  { path: routes.classroomQuizEvaluate, chunk: screenChunks.grading, reads: true },
  { path: routes.classroomQuizCorrection, chunk: screenChunks.doubleCorrection, reads: true },
  { path: routes.pupilPerformance, chunk: screenChunks.pupilPerformance },
  { path: routes.quizzes, chunk: () => screenChunks.quizzes().then((quizzes) => quizzes.loadListPage()), reads: true },
  // A new test's session opens as the page starts too (this device's copy of the teacher's unsaved new test).
  { path: routes.quizCreate, chunk: screenChunks.quizEditor, signedIn: () => screenChunks.quizEditor().then((editor) => () => editor.openEditorAhead(null)) },
  { path: routes.quiz, chunk: () => screenChunks.quizDetail().then((detail) => detail.loadDetailPage()), reads: true },
  // The test's editor session opens as the page starts: the first render is the form, not "Loading" then the form.
  {
    path: routes.quizEdit,
    chunk: screenChunks.quizEditor,
    reads: true,
    signedIn: ({ id = '' }) => screenChunks.quizEditor().then((editor) => () => editor.openEditorAhead(id)),
  },
  { path: routes.quizGrade, chunk: screenChunks.grading, reads: true },
  { path: routes.settings, chunk: screenChunks.settings },
];

/**
 * Runs once the session's access token is in: at boot after the shared refresh, later at once. Nobody
 * signed in: never. A teacher's loader still waiting for a token when they sign out, or when another
 * teacher takes the tab over, never runs: its reads were that teacher's.
 */
function whenSignedIn(arrival: ReturnType<typeof ownerSession>, run: () => void): void {
  const stillTheirs = () => {
    const now = ownerSession();
    // The same session; or, arrived while nobody was signed in yet (boot), the session the restore then made.
    return now.generation === arrival.generation || (arrival.owner === null && now.generation === arrival.generation + 1);
  };
  // Signed in already: now, in this very task, so the requests precede anything the screen's effects ask.
  if (holdsFreshAccessToken()) {
    if (stillTheirs()) run();
    return;
  }
  accessTokenForRequests().then(
    () => stillTheirs() && run(),
    () => undefined,
  );
}

/**
 * Starts the chunk and the data of the screen at `url` (a path with its
 * query). Anything the cache holds fresh or has on its way is not asked
 * again; a failure is left for the screen, which asks again and shows it.
 * Resolves once the screen's code is in, or failed to come (the boot's first
 * render waits for it: see main.tsx).
 */
export function startRouteLoad(url: string): Promise<void> {
  arrivedAt = url;
  // Whose screen this is: reads that only get going once the teacher has left (or left and come back) are not made.
  const owner = ownerSession();
  const [path = '/', query = ''] = url.split('?');
  for (const loader of ROUTE_LOADERS) {
    const params = matchRoute(loader.path, path);
    if (!params) continue;
    const search = new URLSearchParams(query);
    const code = loader.chunk(search).then(
      () => undefined,
      () => undefined,
    );
    loader.signedIn?.(params).then(
      (prefetch) => whenSignedIn(owner, prefetch),
      () => undefined,
    );
    if (loader.reads) {
      const start = (module: RouteReads) => {
        const reads = module.ROUTE_READS[loader.path]?.(params, search) ?? [];
        if (reads.length > 0) whenSignedIn(owner, () => reads.forEach((read) => module.fetchRecord(read).catch(() => undefined)));
      };
      // Not loaded yet (a cold load): the screen's chunk needs the records cache too and cannot render before it.
      if (routeReads) start(routeReads);
      else loadRouteReads().then(start, () => undefined);
    }
    return code;
  }
  return Promise.resolve();
}

let arrivedAt: string | null = null;

/** startRouteLoad once per arrival at an address: the renders of one screen call it again and again. */
export function startRouteLoadOnArrival(url: string): void {
  if (url === arrivedAt) return;
  // Another screen: what the page asked for its first one is no longer fresh enough to take.
  dropEarlyReads();
  arrivedAt = url;
  void startRouteLoad(url);
}
