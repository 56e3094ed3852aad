import { type ReactNode, Suspense } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { routes } from '../core/paths';
import { useSession } from '../core/session';
import { Loading } from '../ui/Loading';
import { lazyNamedScreen } from '../ui/lazy-screen';
import { AppLayout } from './AppLayout';
import { GuardedRouter } from './GuardedRouter';
import { NotFoundPage } from './NotFoundPage';
import { ProtectedRoute } from './ProtectedRoute';
import { screenChunks, startRouteLoadOnArrival } from './route-loaders';
import { useJoinAfterSignIn } from './use-join-after-sign-in';

// Screens load lazily (DESIGN 4); each feature is one chunk, imported through its index
// (app/route-loaders.ts names them, and starts a screen's chunk and data together).
const { schools, quizzes, quizDetail, grading, quizEditor } = screenChunks;
// A visitor's pages, their frame and the auth screens (app/PublicPages.tsx): a signed-in screen shows none of them.
const PublicPages = lazyNamedScreen(screenChunks.publicPages, 'PublicPages');
const VisitorNotFound = lazyNamedScreen(screenChunks.publicPages, 'VisitorNotFound');
const HomePage = lazyNamedScreen(screenChunks.dashboard, 'HomePage');
const SettingsPage = lazyNamedScreen(screenChunks.settings, 'SettingsPage');
// Screens with no parameters in their props; the explicit type arguments say so,
// since a feature's index exports more than its screens.
type Screen<K extends string> = () => Promise<{ [name in K]: import('react').ComponentType<object> }>;
const screen = <K extends string>(load: Screen<K>, name: K) => lazyNamedScreen<K, object>(load, name);
const SchoolsPage = screen(schools, 'SchoolsPage');
const SchoolPage = screen(schools, 'SchoolPage');
const ClassroomPage = screen(screenChunks.classroom, 'ClassroomPage');
const QuizDashboardPage = screen(screenChunks.quizDashboard, 'QuizDashboardPage');
const EvaluatePage = screen(grading, 'EvaluatePage');
const CorrectionPage = screen(screenChunks.doubleCorrection, 'CorrectionPage');
const GradePage = screen(grading, 'GradePage');
const PupilPerformancePage = screen(screenChunks.pupilPerformance, 'PupilPerformancePage');
const QuizzesPage = screen(quizzes, 'QuizzesPage');
const QuizDetailPage = screen(quizDetail, 'QuizDetailPage');
const QuizEditorPage = screen(quizEditor, 'QuizEditorPage');
const JoinPage = screen(screenChunks.staff, 'JoinPage');
const SchoolMembersPage = screen(screenChunks.staff, 'SchoolMembersPage');
// SPEC 2: /results and /history show their title and 'in development'.
const Placeholder = lazyNamedScreen(screenChunks.placeholders, 'PlaceholderPage');

interface ProtectedScreen {
  path: string;
  screen: ReactNode;
}

/** SPEC 2 signed-in routes, in matching order (/quizzes/create before /quizzes/:quizId). */
const PROTECTED: ProtectedScreen[] = [
  { path: routes.home, screen: <HomePage /> },
  { path: routes.schools, screen: <SchoolsPage /> },
  { path: routes.school, screen: <SchoolPage /> },
  { path: routes.schoolMembers, screen: <SchoolMembersPage /> },
  { path: routes.classroom, screen: <ClassroomPage /> },
  { path: routes.classroomQuiz, screen: <QuizDashboardPage /> },
  { path: routes.classroomQuizEvaluate, screen: <EvaluatePage /> },
  { path: routes.classroomQuizCorrection, screen: <CorrectionPage /> },
  { path: routes.pupilPerformance, screen: <PupilPerformancePage /> },
  { path: routes.quizzes, screen: <QuizzesPage /> },
  { path: routes.quizCreate, screen: <QuizEditorPage /> },
  { path: routes.quiz, screen: <QuizDetailPage /> },
  { path: routes.quizEdit, screen: <QuizEditorPage /> },
  { path: routes.quizGrade, screen: <GradePage /> },
  // SPEC 2: these two stay placeholders.
  { path: routes.results, screen: <Placeholder titleKey="placeholders.titles.results" /> },
  { path: routes.history, screen: <Placeholder titleKey="placeholders.titles.history" /> },
  { path: routes.settings, screen: <SettingsPage /> },
  { path: routes.join, screen: <JoinPage /> },
];

/** SPEC 2's public routes, which app/PublicPages.tsx renders. */
const PUBLIC_ROUTES = [routes.welcome, routes.signIn, routes.register, routes.forgotPassword, routes.resetPassword];

/**
 * Everything that is not a public page. One layout instance serves every
 * signed-in route, so the bar, its open panel and the palette survive
 * navigation; an unknown path is 'not found' in the frame the visitor has.
 */
function SignedInArea() {
  const { parser } = useRouter();
  const [location] = useLocation();
  const search = useSearch();
  const { status } = useSession();
  const known = PROTECTED.some(({ path }) => matchRoute(parser, path, location)[0]);
  // A link followed inside the app (or Back): the next screen's data goes out with its chunk, while
  // rendering, before the screen's own effects could ask first (boot does the first screen's).
  // Idempotent: the cache shares what is held or on its way.
  // Not a ref: a render that suspends before its first commit keeps none, and would start again on every retry.
  startRouteLoadOnArrival(search ? `${location}?${search}` : location);
  useJoinAfterSignIn(location, status);

  if (!known) {
    if (status === 'loading') return <Loading variant="auth" />;
    return status === 'authenticated' ? (
      <AppLayout>
        <NotFoundPage />
      </AppLayout>
    ) : (
      <VisitorNotFound />
    );
  }
  return (
    <ProtectedRoute>
      <AppLayout>
        <Switch>
          {PROTECTED.map(({ path, screen }) => (
            <Route key={path} path={path}>
              {screen}
            </Route>
          ))}
        </Switch>
      </AppLayout>
    </ProtectedRoute>
  );
}

/** The SPEC 2 route table; every navigation in it passes the leave guard. */
export function App() {
  return (
    <GuardedRouter>
      <Routes />
    </GuardedRouter>
  );
}

function Routes() {
  const { parser } = useRouter();
  const [location] = useLocation();
  const visitorsPage = PUBLIC_ROUTES.some((path) => matchRoute(parser, path, location)[0]);
  // The public pages' chunk is in before a cold load's first render (app/route-loaders.ts); after a sign-out,
  // or at an unknown address signed out, it may still be on its way.
  return <Suspense fallback={<Loading />}>{visitorsPage ? <PublicPages /> : <SignedInArea />}</Suspense>;
}
