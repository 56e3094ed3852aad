// Every in-app navigation passes the leave guard (core/leave-guard.ts): the
// router's aroundNav holds it, so links, the palette, shortcuts and
// redirects all ask before leaving unsaved work. The back and forward
// buttons cannot be held, so the page they left is put back and the same
// question is asked; closing or reloading the tab gets the browser's prompt.
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { type AroundNavHandler, Router, useLocation } from 'wouter';
import { hasUnsavedWork, mayLeave } from '../core/leave-guard';

const pathOf = (to: string) => to.replace(/^~/, '').split(/[?#]/)[0] ?? '';

/** Holds the back and forward buttons and the tab's closing while work is unsaved. */
function installBrowserGuards(): () => void {
  const here = () => `${location.pathname}${location.search}${location.hash}`;
  let current = here();
  const remember = () => {
    current = here();
  };
  const onPopState = (event: PopStateEvent) => {
    if (!hasUnsavedWork()) return remember();
    // The router must not see this one (capture phase, before its listener): the screen stays while the teacher decides.
    event.stopImmediatePropagation();
    const target = here();
    history.pushState(history.state, '', current);
    void mayLeave().then((leave) => {
      if (leave) history.pushState(history.state, '', target);
    });
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasUnsavedWork()) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  // In-app navigations move `current` too; the capture phase runs before the router's listener.
  const events = ['pushState', 'replaceState'] as const;
  for (const name of events) window.addEventListener(name, remember);
  window.addEventListener('popstate', onPopState, { capture: true });
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    for (const name of events) window.removeEventListener(name, remember);
    window.removeEventListener('popstate', onPopState, { capture: true });
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

export function GuardedRouter({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const here = useRef(location);
  here.current = location;
  // wouter hands every navigation (useLocation's navigate, <Link>, <Redirect>) to aroundNav.
  const aroundNav = useCallback<AroundNavHandler>((navigate, to, options) => {
    // Within the same screen (a tab, a query) nothing is left behind; a
    // replace renames the screen in place (a new test's first save); with
    // nothing unsaved the router goes at once, as it would without a guard.
    if (options?.replace || pathOf(to) === here.current || !hasUnsavedWork()) return navigate(to, options);
    void mayLeave().then((leave) => {
      if (leave) navigate(to, options);
    });
  }, []);
  useEffect(() => installBrowserGuards(), []);
  return <Router aroundNav={aroundNav}>{children}</Router>;
}
