// The pages a visitor sees before signing in, in their frame (the site
// header, the public-only guard), with the auth feature's screens: one chunk.
// A signed-in teacher's screens never show them, and the frame was ~0.35 KB
// gzip of every screen's boot (issue 15); a cold load of these addresses
// starts it with the boot (app/route-loaders.ts) and the page preloads it.
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { routes } from '../core/paths';
import { ForgotPasswordPage, RegisterPage, ResetPasswordPage, SignInPage, WelcomePage } from '../features/auth';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';
import { PublicOnlyRoute } from './PublicOnlyRoute';

function publicOnly(screen: ReactNode) {
  return (
    <PublicLayout>
      <PublicOnlyRoute>{screen}</PublicOnlyRoute>
    </PublicLayout>
  );
}

/** SPEC 2's public routes (App.tsx's PUBLIC_ROUTES). */
export function PublicPages() {
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
    </Switch>
  );
}

/** An address that is no page, for a visitor: 'not found' in the public frame. */
export function VisitorNotFound() {
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
