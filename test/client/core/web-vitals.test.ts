import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { reportWebVitals, type WebVital } from '../../../src/client/core/web-vitals';

type ObserverCallback = (list: { getEntries: () => PerformanceEntry[] }) => void;

/** A PerformanceObserver the test feeds by hand. */
function fakeObservers() {
  const byType = new Map<string, ObserverCallback>();
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint', 'layout-shift', 'event', 'first-input'];
    constructor(private readonly callback: ObserverCallback) {}
    observe(options: { type: string }) {
      byType.set(options.type, this.callback);
    }
    disconnect() {}
  }
  const feed = (type: string, entries: object[]) => byType.get(type)?.({ getEntries: () => entries as PerformanceEntry[] });
  return { FakeObserver, feed, byType };
}

describe('web vitals', () => {
  const original = globalThis.PerformanceObserver;
  afterEach(() => {
    globalThis.PerformanceObserver = original;
  });

  it('without a callback observes nothing', async () => {
    const { FakeObserver, byType } = fakeObservers();
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    const stop = await reportWebVitals();
    stop();
    assert.equal(byType.size, 0);
  });

  it('reports FCP, FID at once and LCP, CLS, INP when the page is hidden, with ratings', async () => {
    const { FakeObserver, feed } = fakeObservers();
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    const seen: WebVital[] = [];
    const stop = await reportWebVitals((metric) => seen.push(metric));
    feed('paint', [{ name: 'first-contentful-paint', startTime: 900 }]);
    feed('first-input', [{ startTime: 1000, processingStart: 1150 }]);
    feed('largest-contentful-paint', [{ startTime: 1200 }, { startTime: 2600 }]);
    feed('layout-shift', [
      { startTime: 100, value: 0.05, hadRecentInput: false },
      { startTime: 500, value: 0.04, hadRecentInput: false },
      { startTime: 600, value: 0.5, hadRecentInput: true },
      { startTime: 3000, value: 0.02, hadRecentInput: false },
    ]);
    feed('event', [
      { interactionId: 1, duration: 80, startTime: 0 },
      { interactionId: 1, duration: 120, startTime: 0 },
      { interactionId: 2, duration: 600, startTime: 0 },
      { interactionId: 0, duration: 900, startTime: 0 },
    ]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    stop();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    const byName = Object.fromEntries(seen.map((metric) => [metric.name, metric]));
    assert.deepEqual(byName.FCP, { name: 'FCP', value: 900, rating: 'good' });
    assert.deepEqual(byName.FID, { name: 'FID', value: 150, rating: 'needs-improvement' });
    assert.deepEqual(byName.LCP, { name: 'LCP', value: 2600, rating: 'needs-improvement' });
    assert.equal(byName.CLS?.rating, 'good');
    assert.ok(Math.abs((byName.CLS?.value ?? 0) - 0.09) < 1e-9, 'the burst of 0.05 + 0.04, not the shift after input');
    assert.deepEqual(byName.INP, { name: 'INP', value: 600, rating: 'poor' });
  });
});
