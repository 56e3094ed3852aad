// Toasts (SPEC 4/9): short notes that leave on their own after 5000 ms, stay
// while the pointer or the keyboard focus is on them, and can be dismissed.
// The timers live here, not in the view, so a toast raised before the
// Toaster mounts still leaves on time; setTimeout and Date.now are read at
// call time so tests can fake them (node:test mock.timers).
import { createStore } from '@xstate/store';
import { useSelector } from '@xstate/store-react';
import { config } from './config';

export type ToastKind = 'success' | 'error' | 'info';

/** Why a toast is held on screen; it resumes when no reason is left. */
export type PauseReason = 'hover' | 'focus';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** Milliseconds on screen; Infinity keeps it until dismissed. */
  durationMs: number;
}

export interface ToastOptions {
  durationMs?: number;
}

/** More than this and the oldest goes: a pile of notes is read by nobody. */
const MAX_TOASTS = 5;

export const toastStore = createStore({
  context: { toasts: [] as readonly Toast[] },
  on: {
    added: (context, event: { toast: Toast }) => ({ toasts: [...context.toasts, event.toast].slice(-MAX_TOASTS) }),
    removed: (context, event: { id: string }) => ({ toasts: context.toasts.filter((toast) => toast.id !== event.id) }),
  },
});

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  /** Time left when the timer (re)started. */
  remainingMs: number;
  startedAt: number;
  reasons: Set<PauseReason>;
}

const timers = new Map<string, Timer>();
let counter = 0;

function start(id: string, timer: Timer): void {
  if (!Number.isFinite(timer.remainingMs)) return;
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remainingMs);
}

export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
  toastStore.trigger.removed({ id });
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const durationMs = options.durationMs ?? config.ui.toastDurationMs;
  // The same note again (a repeated failing save) restarts the one on screen instead of stacking copies.
  const same = toastStore.getSnapshot().context.toasts.find((toast) => toast.kind === kind && toast.message === message);
  if (same) {
    const timer = timers.get(same.id);
    if (timer && timer.reasons.size === 0) {
      if (timer.handle) clearTimeout(timer.handle);
      timer.remainingMs = durationMs;
      start(same.id, timer);
    }
    return same.id;
  }
  counter += 1;
  const id = `toast-${counter}`;
  const timer: Timer = { handle: null, remainingMs: durationMs, startedAt: 0, reasons: new Set() };
  timers.set(id, timer);
  toastStore.trigger.added({ toast: { id, kind, message, durationMs } });
  // The cap may have pushed the oldest out: forget its timer too.
  const shown = new Set(toastStore.getSnapshot().context.toasts.map((toast) => toast.id));
  for (const [other, otherTimer] of timers) {
    if (shown.has(other)) continue;
    if (otherTimer.handle) clearTimeout(otherTimer.handle);
    timers.delete(other);
  }
  start(id, timer);
  return id;
}

export function pauseToast(id: string, reason: PauseReason): void {
  const timer = timers.get(id);
  if (!timer) return;
  if (timer.reasons.size === 0 && timer.handle) {
    clearTimeout(timer.handle);
    timer.handle = null;
    timer.remainingMs = Math.max(0, timer.remainingMs - (Date.now() - timer.startedAt));
  }
  timer.reasons.add(reason);
}

export function resumeToast(id: string, reason: PauseReason): void {
  const timer = timers.get(id);
  if (!timer?.reasons.delete(reason) || timer.reasons.size > 0) return;
  start(id, timer);
}

/** Removes every toast (sign-out, tests). */
export function clearToasts(): void {
  for (const toast of toastStore.getSnapshot().context.toasts) dismissToast(toast.id);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  dismiss: dismissToast,
};

export function useToasts(): readonly Toast[] {
  return useSelector(toastStore, (snapshot) => snapshot.context.toasts);
}
