// SPEC 3/4: the preferences kept in this browser (theme, language, reduced
// motion, a free configuration object) and their effect on the page.
import { createStore } from '@xstate/store';
import { useSelector } from '@xstate/store-react';
import { isEnabled } from './config';
import { LANGUAGE_PREFERENCE, type Language, toSupportedLanguage } from './language';
import { readStored, writeStored } from './storage';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export interface Preferences {
  theme: Theme;
  /** The remembered interface language; the detected one may differ (SPEC 1 order). */
  language: Language;
  reducedMotion: boolean;
  config: Record<string, unknown>;
}

/** SPEC 1: Romanian is the default of the shared preferences; detection still falls back to English. */
export const DEFAULT_PREFERENCES: Preferences = { theme: 'system', language: 'ro', reducedMotion: false, config: {} };

const KEYS = { theme: 'theme', language: LANGUAGE_PREFERENCE, reducedMotion: 'reducedMotion', config: 'config' } as const;

function parseConfig(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Reads the stored preferences; anything missing or malformed takes its
 * default. With no stored choice, reduced motion follows the system setting.
 */
export function loadPreferences(storage?: Storage | null, systemPrefersReducedMotion = false): Preferences {
  const theme = readStored(KEYS.theme, storage);
  const motion = readStored(KEYS.reducedMotion, storage);
  return {
    theme: THEMES.find((value) => value === theme) ?? DEFAULT_PREFERENCES.theme,
    language: toSupportedLanguage(readStored(KEYS.language, storage)) ?? DEFAULT_PREFERENCES.language,
    reducedMotion: motion === null ? systemPrefersReducedMotion : motion === 'true',
    config: parseConfig(readStored(KEYS.config, storage)),
  };
}

export function savePreference<K extends keyof Preferences>(key: K, value: Preferences[K], storage?: Storage | null): void {
  const raw = typeof value === 'object' ? JSON.stringify(value) : String(value);
  writeStored(KEYS[key], raw, storage);
}

function mediaQuery(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * SPEC 4: `dark` on <html> when the theme is dark, or system and the system
 * prefers dark. `light` marks an explicit light choice so the stylesheet's
 * pre-boot dark background (for system-dark visitors) does not apply.
 * Returns a function that stops following system changes.
 */
export function applyTheme(chosen: Theme, root: HTMLElement = document.documentElement): () => void {
  // Without the dark mode toggle (SPEC 9 flag) nothing could undo a stored choice: follow the system.
  const theme = isEnabled('darkModeToggle') ? chosen : 'system';
  const query = mediaQuery('(prefers-color-scheme: dark)');
  const update = () => {
    const dark = theme === 'dark' || (theme === 'system' && Boolean(query?.matches));
    root.classList.toggle('dark', dark);
    root.classList.toggle('light', !dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  };
  update();
  if (theme !== 'system' || !query) return () => {};
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
}

/** SPEC 4: reduced motion zeroes animation and transition durations (the rule lives in uno.config.ts). */
export function applyReducedMotion(reduced: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('reduce-motion', reduced);
}

/**
 * The live preferences: a small self-contained store (DESIGN 4), read with
 * usePreference() and changed through updatePreferences(). Not a Legend
 * observable: keeping Legend out of the first load keeps the dashboard
 * within its JavaScript budget; Legend serves the screens that need
 * fine-grained updates (the grid, the editor).
 */
export const preferencesStore = createStore({
  context: { ...DEFAULT_PREFERENCES },
  on: {
    replaced: (_context, event: { preferences: Preferences }) => ({ ...event.preferences }),
    patched: (context, event: { patch: Partial<Preferences> }) => ({ ...context, ...event.patch }),
  },
});

export function getPreferences(): Preferences {
  return preferencesStore.getSnapshot().context;
}

/** One preference, for views; re-renders only when that value changes. */
export function usePreference<K extends keyof Preferences>(key: K): Preferences[K] {
  return useSelector(preferencesStore, (snapshot) => snapshot.context[key]);
}

/** Puts every preference back to its default without saving (tests, sign-out of a shared computer). */
export function resetPreferences(preferences: Preferences = DEFAULT_PREFERENCES): void {
  preferencesStore.trigger.replaced({ preferences: { ...preferences, config: { ...preferences.config } } });
}

let stopFollowingSystem = () => {};

/** Boot step: load, publish and apply the stored preferences. */
export function initPreferences(): Preferences {
  const loaded = loadPreferences(undefined, Boolean(mediaQuery('(prefers-reduced-motion: reduce)')?.matches));
  preferencesStore.trigger.replaced({ preferences: loaded });
  stopFollowingSystem();
  stopFollowingSystem = applyTheme(loaded.theme);
  applyReducedMotion(loaded.reducedMotion);
  return loaded;
}

/** Saves and applies a change of theme or motion (language goes through i18n's setLanguage). */
export function updatePreferences(patch: Partial<Omit<Preferences, 'language'>>): void {
  for (const key of Object.keys(patch) as (keyof typeof patch)[]) {
    const value = patch[key];
    if (value !== undefined) savePreference(key, value);
  }
  preferencesStore.trigger.patched({ patch });
  if (patch.theme) {
    stopFollowingSystem();
    stopFollowingSystem = applyTheme(patch.theme);
  }
  if (patch.reducedMotion !== undefined) applyReducedMotion(patch.reducedMotion);
}
