import type { ReactNode } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { routes } from '../core/paths';
import { useSession } from '../core/session';
import { Loading } from '../ui/Loading';
import { AppLayout } from './AppLayout';
import { lazyNamedScreen } from './lazy-screen';
import { NotFoundPage } from './NotFoundPage';
import { ProtectedRoute } from './ProtectedRoute';
import { PublicLayout } from './PublicLayout';
import { PublicOnlyRoute } from './PublicOnlyRoute';

// Screens load lazily (DESIGN 4); each feature is one chunk, imported through its index.
const auth = () => import('../features/auth');
const WelcomePage = lazyNamedScreen(auth, 'WelcomePage');
const SignInPage = lazyNamedScreen(auth, 'SignInPage');
const RegisterPage = lazyNamedScreen(auth, 'RegisterPage');
const ForgotPasswordPage = lazyNamedScreen(auth, 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamedScreen(auth, 'ResetPasswordPage');
const HomePage = lazyNamedScreen(() => import('../features/dashboard'), 'HomePage');
const SettingsPage = lazyNamedScreen(() => import('../features/settings'), 'SettingsPage');
// Until their issues land, the schools, classroom, quiz and grading screens show their title and 'in development'.
const Placeholder = lazyNamedScreen(() => import('../features/placeholders'), 'PlaceholderPage');

interface ProtectedScreen {
  path: string;
  screen: ReactNode;
}

/** SPEC 2 signed-in routes, in matching order (/quizzes/create before /quizzes/:quizId). */
const PROTECTED: ProtectedScreen[] = [
  { path: routes.home, screen: <HomePage /> },
  { path: routes.schools, screen: ((Page) => <Page />)(lazyNamedScreen<'SchoolsPage', object>(() => import('../features/schools'), 'SchoolsPage')) },
  { path: routes.school, screen: ((Page) => <Page />)(lazyNamedScreen<'SchoolPage', object>(() => import('../features/schools'), 'SchoolPage')) },
  { path: routes.classroom, screen: ((Page) => <Page />)(lazyNamedScreen<'ClassroomPage', object>(() => import('../features/classroom'), 'ClassroomPage')) },
  { path: routes.classroomQuiz, screen: ((Page) => <Page />)(lazyNamedScreen<'QuizDashboardPage', object>(() => import('../features/quiz-dashboard'), 'QuizDashboardPage')) },
  { path: routes.classroomQuizEvaluate, screen: ((Page) => <Page />)(lazyNamedScreen<'EvaluatePage', object>(() => import('../features/grading'), 'EvaluatePage')) },
  { path: routes.pupilPerformance, screen: ((Page) => <Page />)(lazyNamedScreen(() => import('../features/pupil-performance'), 'PupilPerformancePage')) },
  { path: routes.quizzes, screen: ((Page) => <Page />)(lazyNamedScreen<'QuizzesPage', object>(() => import('../features/quizzes'), 'QuizzesPage')) },
  { path: routes.quizCreate, screen: ((Page) => <Page />)(lazyNamedScreen<'QuizEditorPage', object>(() => import('../features/quiz-editor'), 'QuizEditorPage')) },
  { path: routes.quiz, screen: ((Page) => <Page />)(lazyNamedScreen<'QuizDetailPage', object>(() => import('../features/quizzes'), 'QuizDetailPage')) },
  { path: routes.quizEdit, screen: ((Page) => <Page />)(lazyNamedScreen<'QuizEditorPage', object>(() => import('../features/quiz-editor'), 'QuizEditorPage')) },
  { path: routes.quizGrade, screen: ((Page) => <Page />)(lazyNamedScreen<'GradePage', object>(() => import('../features/grading'), 'GradePage')) },
  // SPEC 2: these two stay placeholders.
  { path: routes.results, screen: <Placeholder titleKey="placeholders.titles.results" /> },
  { path: routes.history, screen: <Placeholder titleKey="placeholders.titles.history" /> },
  { path: routes.settings, screen: <SettingsPage /> },
];

function publicOnly(screen: ReactNode) {
  return (
    <PublicLayout>
      <PublicOnlyRoute>{screen}</PublicOnlyRoute>
    </PublicLayout>
  );
}

/**
 * Everything that is not a public page. One layout instance serves every
 * signed-in route, so the bar, its open panel and the palette survive
 * navigation; an unknown path is 'not found' in the frame the visitor has.
 */
function SignedInArea() {
  const { parser } = useRouter();
  const [location] = useLocation();
  const { status } = useSession();
  const known = PROTECTED.some(({ path }) => matchRoute(parser, path, location)[0]);

  if (!known) {
    if (status === 'loading') return <Loading variant="auth" />;
    return status === 'authenticated' ? (
      <AppLayout>
        <NotFoundPage />
      </AppLayout>
    ) : (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
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

/** The SPEC 2 route table. */
export function App() {
  return (
    <Switch>
      <Route path={routes.welcome}>{publicOnly(<WelcomePage />)}</Route>
      <Route path={routes.signIn}>{publicOnly(<SignInPage />)}</Route>
      <Route path={routes.register}>{publicOnly(<RegisterPage />)}</Route>
      <Route path={routes.forgotPassword}>{publicOnly(<ForgotPasswordPage />)}</Route>
      {/* Reachable signed in or not: a reset link may be opened in a browser with a session. */}
      <Route path={routes.resetPassword}>
        <PublicLayout>
          <ResetPasswordPage />
        </PublicLayout>
      </Route>
      <Route>
        <SignedInArea />
      </Route>
    </Switch>
  );
}
