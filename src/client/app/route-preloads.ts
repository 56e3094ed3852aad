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
  /** Query parameters the address must carry too (a tab that opens on other code); an entry with them precedes the path's plain one. */
  search?: Readonly<Record<string, string>>;
  modules: readonly LazyModule[];
}

const feature = (name: string): LazyModule => `features/${name}/index.ts`;
/** A visitor's page: the public frame with the auth feature's screens (app/PublicPages.tsx). */
const PUBLIC: readonly LazyModule[] = ['app/PublicPages.tsx'];
/** Every signed-in screen but the dashboard shows breadcrumbs (AppLayout loads them lazily). */
const BREADCRUMBS: LazyModule = 'app/layout/Breadcrumbs.tsx';
const signedIn = (name: string): readonly LazyModule[] => [feature(name), BREADCRUMBS];
/** The route loaders ask for a screen's data through the records cache, which they load lazily with the reads (app/route-reads.ts). */
const RECORDS: LazyModule = 'app/route-reads.ts';
/** A screen whose route loader asks for its data: the records first, so the requests wait for nothing else. */
const withData = (name: string): readonly LazyModule[] => [RECORDS, ...signedIn(name)];
/** A tab whose code is another feature's, loaded once the screen's own has run (its route loader starts it at once). */
const tabOf = (path: string, tab: string | null, screen: string, code: string): RoutePreload => ({
  path,
  ...(tab ? { search: { tab } } : {}),
  modules: [...withData(screen), feature(code)],
});

/** In App.tsx's matching order: the first pattern that matches a path wins (/quizzes/create before /quizzes/:quizId). */
export const ROUTE_PRELOADS: readonly RoutePreload[] = [
  { path: routes.welcome, modules: PUBLIC },
  { path: routes.signIn, modules: PUBLIC },
  { path: routes.register, modules: PUBLIC },
  { path: routes.forgotPassword, modules: PUBLIC },
  { path: routes.resetPassword, modules: PUBLIC },
  { path: routes.home, modules: [feature('dashboard')] },
  { path: routes.schools, modules: withData('schools') },
  { path: routes.school, modules: withData('schools') },
  { path: routes.schoolMembers, modules: withData('staff') },
  { path: routes.classroom, search: { tab: 'pupils' }, modules: withData('classroom') },
  tabOf(routes.classroom, 'performance', 'classroom', 'results'),
  // Any other tab is the Quizzes tab (classroom-tabs.ts).
  tabOf(routes.classroom, null, 'classroom', 'assignments'),
  tabOf(routes.classroomQuiz, 'report', 'quiz-dashboard', 'results'),
  tabOf(routes.classroomQuiz, 'analysis', 'quiz-dashboard', 'results'),
  tabOf(routes.classroomQuiz, 'compare', 'quiz-dashboard', 'comparison'),
  // Any other tab is Enter Grades (dashboard-tabs.ts): the grid's code.
  tabOf(routes.classroomQuiz, null, 'quiz-dashboard', 'grading'),
  // The records first: the sheet's request waits for them, the grid only for its data (a load where they came last
  // among the page's ~25 files sent the sheet out after the user's answer, not beside it).
  { path: routes.classroomQuizEvaluate, modules: withData('grading') },
  { path: routes.classroomQuizCorrection, modules: withData('double-correction') },
  { path: routes.pupilPerformance, modules: signedIn('pupil-performance') },
  // The list screen is its own chunk (the editor uses the feature's index without it).
  { path: routes.quizzes, modules: [...withData('quizzes'), 'features/quizzes/list/QuizzesPage.tsx'] },
  { path: routes.quizCreate, modules: signedIn('quiz-editor') },
  // The quizzes feature's chunk comes with it (quiz-detail imports its index); the page is its own chunk.
  { path: routes.quiz, modules: [...withData('quiz-detail'), 'features/quiz-detail/detail/QuizDetailPage.tsx'] },
  { path: routes.quizEdit, modules: withData('quiz-editor') },
  { path: routes.quizGrade, modules: withData('grading') },
  { path: routes.results, modules: signedIn('placeholders') },
  { path: routes.history, modules: signedIn('placeholders') },
  { path: routes.settings, modules: signedIn('settings') },
  { path: routes.join, modules: signedIn('staff') },
];
