// The observers behind reportWebVitals, with PerformanceObserver directly
// (no library: the numbers are simple and this chunk stays tiny). Values that
// can still change (CLS, LCP, INP) are reported when the page is hidden, the
// moment web.dev's own library settles them too.
import type { WebVital, WebVitalName, WebVitalsCallback } from './web-vitals';

/** [good up to, poor above]. */
const THRESHOLDS: Record<WebVitalName, [number, number]> = {
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
  INP: [200, 500],
  FID: [100, 300],
};

function metric(name: WebVitalName, value: number): WebVital {
  const [good, poor] = THRESHOLDS[name];
  return { name, value, rating: value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor' };
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

interface EventTiming extends PerformanceEntry {
  processingStart: number;
  interactionId?: number;
}

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void, options: Record<string, unknown> = {}): PerformanceObserver | null {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return null;
  try {
    const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
    observer.observe({ type, buffered: true, ...options });
    return observer;
  } catch {
    return null;
  }
}

export function observeWebVitals(report: WebVitalsCallback): () => void {
  const observers: (PerformanceObserver | null)[] = [];
  const once = new Set<WebVitalName>();
  const send = (name: WebVitalName, value: number, final = true) => {
    if (once.has(name)) return;
    if (final) once.add(name);
    report(metric(name, value));
  };

  observers.push(
    observe('paint', (entries) => {
      const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
      if (fcp) send('FCP', fcp.startTime);
    }),
  );

  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.responseStart > 0) send('TTFB', Math.max(0, navigation.responseStart));

  observers.push(
    observe('first-input', (entries) => {
      const first = entries[0] as EventTiming | undefined;
      if (first) send('FID', first.processingStart - first.startTime);
    }),
  );

  let lcp = -1;
  observers.push(observe('largest-contentful-paint', (entries) => (lcp = entries.at(-1)?.startTime ?? lcp)));

  // CLS: the largest burst of shifts (gaps under 1 s, bursts under 5 s), ignoring shifts right after input.
  let cls = 0;
  let burst = 0;
  let burstStart = 0;
  let burstLast = 0;
  observers.push(
    observe('layout-shift', (entries) => {
      for (const entry of entries as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const continues = burst > 0 && entry.startTime - burstLast < 1000 && entry.startTime - burstStart < 5000;
        burst = continues ? burst + entry.value : entry.value;
        if (!continues) burstStart = entry.startTime;
        burstLast = entry.startTime;
        cls = Math.max(cls, burst);
      }
    }),
  );

  // INP: the slowest interaction, allowing one outlier per 50 interactions (web.dev's 98th percentile).
  const interactions = new Map<number, number>();
  observers.push(
    observe(
      'event',
      (entries) => {
        for (const entry of entries as EventTiming[]) {
          if (!entry.interactionId) continue;
          interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
        }
      },
      { durationThreshold: 40 },
    ),
  );

  const settle = () => {
    if (document.visibilityState !== 'hidden') return;
    if (lcp >= 0) send('LCP', lcp);
    send('CLS', cls, false);
    if (interactions.size > 0) {
      const slowest = [...interactions.values()].sort((a, b) => b - a);
      send('INP', slowest[Math.min(slowest.length - 1, Math.floor(interactions.size / 50))] ?? 0, false);
    }
  };
  document.addEventListener('visibilitychange', settle);

  return () => {
    document.removeEventListener('visibilitychange', settle);
    for (const observer of observers) observer?.disconnect();
  };
}
