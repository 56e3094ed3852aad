// The client's entry. Boot order (DESIGN 4): service workers out, preferences in, language
// detected and its texts loading while the session starts (the two requests
// go out together), then the first render once both are in, so the first
// paint is already in the right theme and language. The error boundary wraps
// the router (a crash anywhere gets a screen, not a blank page); the toasts
// sit outside both, so a toast survives the screen that raised it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/App';
import { appFallback } from './app/errors/app-fallback';
import { startRouteLoad } from './app/route-loaders';
import { captureGlobalErrors } from './core/errors.store';
import { setLanguage } from './core/i18n';
import { detectLanguage, FALLBACK_LANGUAGE, readLanguageSources } from './core/language';
import { initPreferences } from './core/preferences';
import { startSession } from './core/session';
import { reportWebVitals } from './core/web-vitals';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { Toaster } from './ui/Toaster';
// Every screen's chunk uses the card and the alert; imported here they are part of the boot chunk. Each was a
// chunk of its own (esbuild splits a module that several lazy chunks share), and a file of ~0.3 KB of code cost
// ~0.4 KB gzip of imports and compression lost between files on every screen: the dashboard 0.47 KB lighter.
import './ui/Alert';
import './ui/Card';

/** How long the first render waits for the screen's code before it shows the screen's loading state. */
const SCREEN_CODE_WAIT_MS = 3000;

/** SPEC 1: a service worker from an earlier deployment must not keep serving stale files. */
async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    console.warn('could not unregister service workers', error);
  }
}

async function startLanguage(): Promise<void> {
  const { language } = detectLanguage(readLanguageSources());
  try {
    await setLanguage(language);
  } catch (error) {
    // The language chunk did not load (offline, a new deployment): try English.
    console.warn(`could not load language ${language}`, error);
    await setLanguage(FALLBACK_LANGUAGE, { persist: false });
  }
}

async function boot(): Promise<void> {
  captureGlobalErrors();
  void unregisterServiceWorkers();
  initPreferences();
  const language = startLanguage();
  startSession();
  // The screen's chunk and data start now, beside the session's refresh (app/route-loaders.ts).
  const screenCode = startRouteLoad(`${window.location.pathname}${window.location.search}`);
  // The first render waits for the screen's code too (preloaded by the page, usually in by now). Rendered
  // before it, the screen suspends, and React then holds it behind the fallback for at least 300 ms after
  // its code is in (its fallback throttle): a third of a classroom's cold load on a slow laptop. A chunk
  // that takes longer than SCREEN_CODE_WAIT_MS is left to the lazy screen (its spinner, its time-out).
  await Promise.all([language, Promise.race([screenCode, new Promise((resolve) => setTimeout(resolve, SCREEN_CODE_WAIT_MS))])]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary context="app" fallback={appFallback}>
        <Router>
          <App />
        </Router>
      </ErrorBoundary>
      <Toaster />
    </StrictMode>,
  );
  // SPEC 1: measured only when a callback is supplied; pass one here to collect them (nothing is loaded otherwise).
  void reportWebVitals();
}

// Every lazy chunk of our source also imports this module (build.mjs's
// sharedBoot) so that the boot is one chunk; by then it has run, and a module
// runs once, so this call is the only one.
void boot();
