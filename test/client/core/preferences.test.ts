import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import { applyReducedMotion, applyTheme, DEFAULT_PREFERENCES, loadPreferences, savePreference } from '../../../src/client/core/preferences';

function fakeMatchMedia(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  mock.method(window, 'matchMedia', () => query);
  return {
    setDark(value: boolean) {
      dark = value;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('preferences', () => {
  afterEach(() => {
    mock.restoreAll();
    localStorage.clear();
  });

  it('defaults: system theme, Romanian, motion as the system says', () => {
    assert.deepEqual(loadPreferences(localStorage), DEFAULT_PREFERENCES);
    assert.equal(loadPreferences(localStorage, true).reducedMotion, true);
  });

  it('round-trips the stored values under quiz-app. keys and ignores malformed ones', () => {
    savePreference('theme', 'dark', localStorage);
    savePreference('language', 'es', localStorage);
    savePreference('reducedMotion', true, localStorage);
    savePreference('config', { density: 'compact' }, localStorage);
    assert.equal(localStorage.getItem('quiz-app.theme'), 'dark');
    assert.deepEqual(loadPreferences(localStorage), { theme: 'dark', language: 'es', reducedMotion: true, config: { density: 'compact' } });

    localStorage.setItem('quiz-app.theme', 'purple');
    localStorage.setItem('quiz-app.language', 'de');
    localStorage.setItem('quiz-app.config', '{not json');
    const loaded = loadPreferences(localStorage);
    assert.equal(loaded.theme, 'system');
    assert.equal(loaded.language, 'ro');
    assert.deepEqual(loaded.config, {});
  });

  it('applies the dark class for dark, and for system when the system prefers dark (following changes)', () => {
    const root = document.createElement('html');
    const media = fakeMatchMedia(false);
    applyTheme('dark', root);
    assert.ok(root.classList.contains('dark'));
    applyTheme('light', root);
    assert.ok(!root.classList.contains('dark'));
    assert.ok(root.classList.contains('light'));
    const stop = applyTheme('system', root);
    assert.ok(!root.classList.contains('dark'));
    media.setDark(true);
    assert.ok(root.classList.contains('dark'));
    stop();
    assert.equal(media.listeners.size, 0);
  });

  it('reduced motion is a class on <html> that the stylesheet turns into zero durations', () => {
    const root = document.createElement('html');
    applyReducedMotion(true, root);
    assert.ok(root.classList.contains('reduce-motion'));
    applyReducedMotion(false, root);
    assert.ok(!root.classList.contains('reduce-motion'));
  });
});
