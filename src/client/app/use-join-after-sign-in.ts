// An invitation link opened signed out survives the sign-in (core/pending-join).
// The link is forgotten only once its page is reached: the sign-in page sends
// the teacher home after its own navigation, which would otherwise win.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { forgetJoin, pendingJoin, rememberJoin } from '../core/pending-join';
import type { SessionView } from '../core/session';

export function useJoinAfterSignIn(location: string, status: SessionView['status']): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (status === 'unauthenticated') rememberJoin(location);
    if (status !== 'authenticated') return;
    const pending = pendingJoin();
    if (pending === location) forgetJoin();
    else if (pending) navigate(pending);
  }, [location, status, navigate]);
}
