// Every in-app navigation passes the leave guard (core/leave-guard.ts): the
// router's aroundNav holds it, so links, the palette, shortcuts and
// redirects all ask before leaving unsaved work. The back button and the
// tab's closing are held by core/browser-leave-guard.ts, which comes with
// the screens that register a blocker (not with the first screen).
import { type ReactNode, useCallback, useRef } from 'react';
import { type AroundNavHandler, Router, useLocation } from 'wouter';
import { mayLeave } from '../core/leave-guard';

const pathOf = (to: string) => to.replace(/^~/, '').split(/[?#]/)[0] ?? '';

export function GuardedRouter({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const here = useRef(location);
  here.current = location;
  // wouter hands every navigation (useLocation's navigate, <Link>, <Redirect>) to aroundNav.
  const aroundNav = useCallback<AroundNavHandler>((navigate, to, options) => {
    // Within the same screen (a tab, a query) nothing is left behind; a
    // replace renames the screen in place (a new test's first save); with
    // nothing unsaved the router goes at once, as it would without a guard.
    const answer = options?.replace || pathOf(to) === here.current || mayLeave();
    if (answer === true) return navigate(to, options);
    void answer.then((leave) => {
      if (leave) navigate(to, options);
    });
  }, []);
  return <Router aroundNav={aroundNav}>{children}</Router>;
}
