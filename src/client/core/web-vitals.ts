// SPEC 1 / DESIGN 4: web vitals are measured only when someone asked for
// them. Without a callback nothing is observed and nothing is downloaded; the
// observers are their own chunk, fetched on demand.

export type WebVitalName = 'CLS' | 'FCP' | 'LCP' | 'TTFB' | 'INP' | 'FID';

export interface WebVital {
  name: WebVitalName;
  /** Milliseconds, except CLS (a unitless score). */
  value: number;
  /** The published thresholds (web.dev) for good and poor. */
  rating: 'good' | 'needs-improvement' | 'poor';
}

export type WebVitalsCallback = (metric: WebVital) => void;

/** Starts reporting; returns a function that stops the observers (a no-op without a callback). */
export async function reportWebVitals(callback?: WebVitalsCallback): Promise<() => void> {
  if (!callback) return () => {};
  const { observeWebVitals } = await import('./web-vitals.observer');
  return observeWebVitals(callback);
}
