// The error store (SPEC 8): every reported failure is logged, the last 50
// are kept for diagnosis and the last 10 are shown until dismissed. A small
// self-contained store, so @xstate/store (DESIGN 4).
import { createStore } from '@xstate/store';
import { useSelector } from '@xstate/store-react';
import { config } from './config';
import { ApiError, type ErrorSeverity, type ErrorType, isAbort } from './http';
import { t } from './i18n';
import { toast } from './toasts.store';

/** Where and while doing what a failure happened: `'classroom.load'` or `{ where, classroomId }`. */
export type ErrorContext = string | Readonly<Record<string, unknown>>;

export interface ReportedError {
  /** Short id shown to the user and written to the log, so a report can be matched (`E-1A2B3C4D`). */
  id: string;
  type: ErrorType;
  severity: ErrorSeverity;
  /** A message fit for the user: the server's or the SPEC 8 friendly one. */
  message: string;
  status: number | null;
  context: ErrorContext | undefined;
  /** Milliseconds since the epoch. */
  at: number;
  error: unknown;
}

export interface ReportOptions {
  severity?: ErrorSeverity;
  /** Keep it in the history without showing it (it is already shown where it happened). */
  silent?: boolean;
}

export function createErrorId(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  return `E-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

function describe(error: unknown): Pick<ReportedError, 'type' | 'severity' | 'message' | 'status'> {
  if (error instanceof ApiError) return { type: error.type, severity: error.severity, message: error.message, status: error.status };
  // Named, not imported: core does not depend on ui/lazy-screen.
  if (error instanceof Error && error.name === 'ChunkLoadError') return { type: 'network', severity: 'high', message: t('errors.network'), status: null };
  return { type: 'application', severity: 'high', message: t('errors.generic'), status: null };
}

export const errorStore = createStore({
  context: { history: [] as readonly ReportedError[], visible: [] as readonly ReportedError[] },
  on: {
    reported: (context, event: { entry: ReportedError; show: boolean }) => ({
      history: [event.entry, ...context.history].slice(0, config.errors.history),
      visible: event.show ? [event.entry, ...context.visible].slice(0, config.errors.visible) : context.visible,
    }),
    dismissed: (context, event: { id: string }) => ({ ...context, visible: context.visible.filter((entry) => entry.id !== event.id) }),
    cleared: () => ({ history: [], visible: [] }),
  },
});

/** Logs and records a failure; returns the entry (its id is what an error screen shows). */
export function reportError(error: unknown, context?: ErrorContext, options: ReportOptions = {}): ReportedError {
  const described = describe(error);
  const entry: ReportedError = { ...described, severity: options.severity ?? described.severity, id: createErrorId(), context, at: Date.now(), error };
  const log = entry.severity === 'high' || entry.severity === 'critical' ? console.error : console.warn;
  log(`[${entry.id}] ${entry.type}/${entry.severity}`, context ?? '', error);
  errorStore.trigger.reported({ entry, show: !options.silent });
  return entry;
}

/** Reports a failure and tells the user in an error toast (the given message, else the server's or SPEC 8's). */
export function notifyError(error: unknown, context?: ErrorContext, message?: string): ReportedError {
  const entry = reportError(error, context, { silent: true });
  toast.error(refusalReason(error) ?? message ?? entry.message);
  return entry;
}

/**
 * Why the server refused a request, when it said why and the same request would fail again: a field's message
 * (400), or its own (403, 413). A caller's "could not assign the test, try again" hid a due date in the year 62025
 * and a class the test may not be given to.
 */
export function refusalReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 403 && error.status !== 413)) return null;
  const [field] = Object.values(error.fields);
  return field ?? error.serverMessage ?? null;
}

export function dismissError(id: string): void {
  errorStore.trigger.dismissed({ id });
}

export function clearErrors(): void {
  errorStore.trigger.cleared();
}

/** Newest first, at most 50. */
export function getErrorHistory(): readonly ReportedError[] {
  return errorStore.getSnapshot().context.history;
}

/** The errors to show, newest first, at most 10. */
export function useVisibleErrors(): readonly ReportedError[] {
  return useSelector(errorStore, (snapshot) => snapshot.context.visible);
}

/** Reports what nothing else caught (a throw in an event handler, a rejected promise); returns a function that stops it. */
export function captureGlobalErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, 'window.error', { silent: true });
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isAbort(event.reason)) reportError(event.reason, 'unhandledrejection', { silent: true });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
