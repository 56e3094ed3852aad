import { lazy, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../core/paths';
import { AppLayout } from './AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { ProtectedRoute } from './ProtectedRoute';
import { PublicLayout } from './PublicLayout';
import { PublicOnlyRoute } from './PublicOnlyRoute';

// Screens load lazily (DESIGN 4); each feature is one chunk, imported through its index.
const auth = () => import('../features/auth');
const WelcomePage = lazy(() => auth().then((m) => ({ default: m.WelcomePage })));
const SignInPage = lazy(() => auth().then((m) => ({ default: m.SignInPage })));
const RegisterPage = lazy(() => auth().then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => auth().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => auth().then((m) => ({ default: m.ResetPasswordPage })));
const HomePage = lazy(() => import('../features/dashboard').then((m) => ({ default: m.HomePage })));

function publicOnly(screen: ReactNode) {
  return (
    <PublicLayout>
      <PublicOnlyRoute>{screen}</PublicOnlyRoute>
    </PublicLayout>
  );
}

function protectedScreen(screen: ReactNode) {
  return (
    <AppLayout>
      <ProtectedRoute>{screen}</ProtectedRoute>
    </AppLayout>
  );
}

/** The SPEC 2 route table (the signed-in screens beyond home arrive with the app shell). */
export function App() {
  return (
    <Switch>
      <Route path={paths.welcome}>{publicOnly(<WelcomePage />)}</Route>
      <Route path={paths.signIn}>{publicOnly(<SignInPage />)}</Route>
      <Route path={paths.register}>{publicOnly(<RegisterPage />)}</Route>
      <Route path={paths.forgotPassword}>{publicOnly(<ForgotPasswordPage />)}</Route>
      {/* Reachable signed in or not: a reset link may be opened in a browser with a session. */}
      <Route path={paths.resetPassword}>
        <PublicLayout>
          <ResetPasswordPage />
        </PublicLayout>
      </Route>
      <Route path={paths.home}>{protectedScreen(<HomePage />)}</Route>
      <Route>
        <PublicLayout>
          <NotFoundPage />
        </PublicLayout>
      </Route>
    </Switch>
  );
}
