import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useBackgroundVariant } from '../core/appearance';
import { installShortcuts } from '../core/shortcuts';
import { PaletteHost } from '../features/palette';
import { ConfirmDialogHost } from '../ui/ConfirmDialogHost';
import { Container } from '../ui/Container';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Loading } from '../ui/Loading';
import { MAIN_CONTENT_ID } from '../ui/main-region';
import { PageBackground } from '../ui/PageBackground';
import { useLazyModule } from '../ui/use-lazy-module';
import { routeErrorFallback } from './errors/route-error-fallback';
import { NavBar } from './layout/NavBar';
import { useAppCommands } from './layout/use-app-commands';
import { SkipLink } from './SkipLink';
import { useFocusOnArrival } from './use-focus-on-arrival';
import './command-providers';
import { useSelector } from '@xstate/store-react';
import { overlayStore } from '../core/overlays';

// The dashboard has no breadcrumbs, so their code waits for the first page that does.
const loadBreadcrumbs = () => import('./layout/Breadcrumbs');
// Nor any overlay: the host comes with the first one opened (core/overlays.ts).
const loadOverlayHost = () => import('./OverlayHost');

/**
 * The breadcrumbs' line while their code loads: a screen drawn before them would otherwise move down by that
 * line when they come (a layout shift on every cold load, and the grid's cursor cell pushed below the window).
 */
function BreadcrumbsPlaceholder() {
  return <div aria-hidden="true" className="mb-4 h-5" />;
}

/**
 * The frame of the signed-in screens (SPEC 2): the floating navigation bar,
 * breadcrumbs, the screen, and the shell's keyboard layer (commands,
 * shortcuts, palette, confirmations). Lazy screens load inside it, so the
 * bar stays put meanwhile.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const background = useBackgroundVariant();
  const [location] = useLocation();
  const crumbs = useLazyModule(loadBreadcrumbs, location !== '/');
  const overlay = useSelector(overlayStore, (snapshot) => snapshot.context.open);
  const overlays = useLazyModule(loadOverlayHost, overlay !== null);
  useAppCommands();
  useEffect(() => installShortcuts(), []);
  useFocusOnArrival(location);

  return (
    <PageBackground variant={background}>
      <SkipLink />
      <NavBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pb-12 pt-4 outline-none sm:pt-6">
        <Container size="xl">
          {location !== '/' && (crumbs ? <crumbs.Breadcrumbs /> : <BreadcrumbsPlaceholder />)}
          {/* A screen that fails (or whose chunk does not load) leaves the bar usable; navigating clears it. */}
          <ErrorBoundary context="screen" resetKey={location} fallback={routeErrorFallback}>
            <Suspense fallback={<Loading variant="default" />}>{children}</Suspense>
          </ErrorBoundary>
        </Container>
      </main>
      <PaletteHost />
      {overlays && <overlays.OverlayHost open={overlay} />}
      <ConfirmDialogHost />
    </PageBackground>
  );
}
