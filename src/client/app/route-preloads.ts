// What a route's first paint needs beyond the boot: the lazy modules App.tsx
// and the layout import for it. build.mjs reads this table and writes each
// route's chunks and texts into preload.json beside index.html; the server
// puts them in the page as modulepreload links, so a cold load fetches them
// together with the entry instead of one after the other (issue 15). A module
// named here that no dynamic import loads fails the build; a screen that loads
// more than its preloads is caught by test/e2e/preload.e2e.test.ts.
import { routes } from '../core/paths';

/** A module under src/client that App.tsx or the layout imports lazily. */
type LazyModule = `${string}.ts` | `${string}.tsx`;

export interface RoutePreload {
  /** A route pattern of core/paths (`:name` is one segment). */
  path: string;
  modules: readonly LazyModule[];
}

const feature = (name: string): LazyModule => `features/${name}/index.ts`;
/** Every signed-in screen but the dashboard shows breadcrumbs (AppLayout loads them lazily). */
const BREADCRUMBS: LazyModule = 'app/layout/Breadcrumbs.tsx';
const signedIn = (name: string): readonly LazyModule[] => [feature(name), BREADCRUMBS];
/** The grid's route loader asks for its sheet through the records cache, which it loads lazily (app/route-loaders.ts). */
const RECORDS: LazyModule = 'core/records.cache.ts';

/** In App.tsx's matching order: the first pattern that matches a path wins (/quizzes/create before /quizzes/:quizId). */
export const ROUTE_PRELOADS: readonly RoutePreload[] = [
  { path: routes.welcome, modules: [feature('auth')] },
  { path: routes.signIn, modules: [feature('auth')] },
  { path: routes.register, modules: [feature('auth')] },
  { path: routes.forgotPassword, modules: [feature('auth')] },
  { path: routes.resetPassword, modules: [feature('auth')] },
  { path: routes.home, modules: [feature('dashboard')] },
  { path: routes.schools, modules: signedIn('schools') },
  { path: routes.school, modules: signedIn('schools') },
  { path: routes.classroom, modules: signedIn('classroom') },
  { path: routes.classroomQuiz, modules: signedIn('quiz-dashboard') },
  // The records first: the sheet's request waits for them, the grid only for its data (a load where they came last
  // among the page's ~25 files sent the sheet out after the user's answer, not beside it).
  { path: routes.classroomQuizEvaluate, modules: [RECORDS, ...signedIn('grading')] },
  { path: routes.pupilPerformance, modules: signedIn('pupil-performance') },
  { path: routes.quizzes, modules: signedIn('quizzes') },
  { path: routes.quizCreate, modules: signedIn('quiz-editor') },
  { path: routes.quiz, modules: signedIn('quizzes') },
  { path: routes.quizEdit, modules: signedIn('quiz-editor') },
  { path: routes.quizGrade, modules: [RECORDS, ...signedIn('grading')] },
  { path: routes.results, modules: signedIn('placeholders') },
  { path: routes.history, modules: signedIn('placeholders') },
  { path: routes.settings, modules: signedIn('settings') },
];
