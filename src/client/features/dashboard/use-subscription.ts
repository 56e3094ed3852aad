// The dashboard's subscription: load the current one; on a 404 create the
// default (Free) one; validate whatever came back (SPEC 3/7/8).
import { useCallback, useEffect, useState } from 'react';
import { isAbort, toApiError } from '../../core/http';
import { createDefaultSubscription, fetchCurrentSubscription } from './subscription.api';
import { isSubscription, type Subscription } from './subscription.schema';

export type SubscriptionState =
  | { status: 'loading' }
  | { status: 'ready'; subscription: Subscription }
  /** The body did not have the expected shape. */
  | { status: 'invalid' }
  /** None existed and the default could not be created. */
  | { status: 'noPlan' }
  /** The load failed (network, server): offer a retry. */
  | { status: 'failed' };

function checked(body: unknown): SubscriptionState {
  if (isSubscription(body)) return { status: 'ready', subscription: body };
  console.warn('dashboard: invalid subscription data', body);
  return { status: 'invalid' };
}

export async function loadSubscription(signal?: AbortSignal): Promise<SubscriptionState> {
  let body: unknown;
  try {
    body = await fetchCurrentSubscription(signal);
  } catch (error) {
    if (isAbort(error)) throw error;
    const failure = toApiError(error);
    if (failure.status !== 404) {
      console.warn('dashboard: subscription failed to load', failure);
      return { status: 'failed' };
    }
    try {
      body = await createDefaultSubscription(signal);
    } catch (createError) {
      if (isAbort(createError)) throw createError;
      console.warn('dashboard: the default subscription could not be created', createError);
      return { status: 'noPlan' };
    }
  }
  return checked(body);
}

/**
 * The read the route loader started at arrival (issue 15): at a cold load it goes out
 * with the session's first answer, beside GET /api/auth/user, instead of after the
 * screen has rendered. The first load of the next mount takes it; it is dropped once
 * delivered, so a retry or a later visit asks again.
 */
let prefetched: Promise<SubscriptionState> | null = null;
/** Mounted panels: one that is showing has asked already, and a prefetch would be a second request. */
let panels = 0;
/** An answer nobody took soon is dropped rather than shown on a later visit. */
const PREFETCH_KEPT_MS = 10_000;

export function prefetchSubscription(): void {
  if (prefetched || panels > 0) return;
  const started = loadSubscription();
  prefetched = started;
  setTimeout(() => {
    if (prefetched === started) prefetched = null;
  }, PREFETCH_KEPT_MS);
}

export function useSubscription(): { state: SubscriptionState; retry: () => void } {
  const [state, setState] = useState<SubscriptionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    panels++;
    return () => {
      panels--;
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const early = attempt === 0 ? prefetched : null;
    (early ?? loadSubscription(controller.signal)).then(
      (next) => {
        if (controller.signal.aborted) return;
        if (early && prefetched === early) prefetched = null;
        setState(next);
      },
      (error: unknown) => {
        if (early && prefetched === early) prefetched = null;
        if (!controller.signal.aborted && !isAbort(error)) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
