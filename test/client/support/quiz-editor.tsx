// Helpers for the quiz editor and quizzes screen tests: keys as the user
// presses them, the editor's fields by their labels, and a clean slate.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { cache } from '../../../src/client/core/cache';
import { clearToasts, toastStore } from '../../../src/client/core/toasts.store';
import { closeAllSessions } from '../../../src/client/features/quiz-editor/editor-session';
import { closeTypeChooser } from '../../../src/client/features/quiz-editor/type-chooser.store';
import { resetShell } from './shell';

/** A key on whatever has the focus (the document when nothing does), bubbling to the global shortcut handler. */
export function press(key: string, init: KeyboardEventInit = {}) {
  const target = document.activeElement ?? document.body;
  const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : /^\d$/.test(key) ? `Digit${key}` : key;
  fireEvent.keyDown(target, { key, code, bubbles: true, ...init });
}

/** Types into the focused field (or the given one) as one change, as a fast typist's burst. */
export function type(text: string, element: Element | null = document.activeElement) {
  if (!element) throw new Error('nothing has the focus');
  fireEvent.change(element, { target: { value: text } });
}

/** Leaves a field (its message may show). */
export function leave(element: Element) {
  fireEvent.blur(element);
}

/** The control that has the focus, once a command has moved it (after React's commit). */
export async function focused(): Promise<HTMLElement> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  return document.activeElement as HTMLElement;
}

/** Waits until the settled document (previews, messages, distribution) caught up with the typing. */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
}

/** Unmounts first, so that nothing still on screen refetches what the cache drops. */
export async function resetEditor() {
  cleanup();
  closeTypeChooser();
  closeAllSessions();
  cache.clear();
  clearToasts();
  await resetShell();
}

/** The messages toasts show (the Toaster itself lives outside <App />). */
export function toastMessages(): string[] {
  return toastStore.getSnapshot().context.toasts.map((toast) => toast.message);
}

export function findStatus(text: string | RegExp) {
  return waitFor(() => {
    const status = document.querySelector('[data-save-phase]');
    if (!status?.textContent || !(typeof text === 'string' ? status.textContent.includes(text) : text.test(status.textContent))) {
      throw new Error(`status is "${status?.textContent}"`);
    }
    return status;
  });
}

export { screen };
