// SPEC 8 retry helper: up to 3 attempts with exponential backoff (base 1 s,
// factor 2, cap 30 s) plus random jitter, so clients that failed together do
// not all come back in the same instant. Only failures that may pass are
// retried: a lost connection, a rate limit, a server error.
import { config } from './config';
import { ApiError, isAbort } from './http';

export interface BackoffOptions {
  baseMs?: number;
  factor?: number;
  capMs?: number;
  /** Up to this fraction of the delay is added at random (0 turns jitter off). */
  jitter?: number;
  /** A number in [0, 1); Math.random unless a test fixes it. */
  random?: () => number;
}

export interface RetryOptions extends BackoffOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Stops waiting and retrying; the abort reason is thrown. */
  signal?: AbortSignal;
  /** Told before each wait (to log, or to show "retrying in 2 s"). */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

const DEFAULT_JITTER = 0.5;

/** The wait after the given failed attempt (1-based): base * factor^(attempt-1), capped, plus jitter. */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs = config.retry.baseMs, factor = config.retry.factor, capMs = config.retry.capMs, jitter = DEFAULT_JITTER, random = Math.random } = options;
  const exponential = Math.min(capMs, baseMs * factor ** Math.max(0, attempt - 1));
  return Math.round(exponential + exponential * jitter * random());
}

/** Network failures, 429 and 5xx may pass on their own; 4xx answers and aborts will not. */
export function isRetryable(error: unknown): boolean {
  if (isAbort(error)) return false;
  if (error instanceof ApiError) {
    if (error.type === 'network') return true;
    return error.status !== null && (error.status === 429 || error.status >= 500);
  }
  // fetch itself rejects with a TypeError when no response arrives.
  return error instanceof TypeError;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs fn until it succeeds, the error is not retryable, or the attempts run out (then the last error is thrown). */
export async function retry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = config.retry.attempts, shouldRetry = isRetryable, sleep: wait = sleep, signal, onRetry } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= attempts || signal?.aborted || !shouldRetry(error, attempt)) throw error;
      const delay = backoffDelay(attempt, options);
      onRetry?.(error, attempt, delay);
      await wait(delay, signal);
    }
  }
}
