// Boot order (DESIGN 4): service workers out, preferences in, language
// detected and loaded, session started, then the first render, so the first
// paint is already in the right theme and language.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/App';
import { setLanguage } from './core/i18n';
import { detectLanguage, FALLBACK_LANGUAGE, readLanguageSources } from './core/language';
import { initPreferences } from './core/preferences';
import { startSession } from './core/session';

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
    // The language chunk did not load (offline, new deployment): English ships in the bundle.
    console.warn(`could not load language ${language}`, error);
    await setLanguage(FALLBACK_LANGUAGE, { persist: false });
  }
}

async function boot(): Promise<void> {
  void unregisterServiceWorkers();
  initPreferences();
  await startLanguage();
  startSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Router>
        <App />
      </Router>
    </StrictMode>,
  );
}

void boot();
