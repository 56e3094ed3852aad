import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { ApiError } from '../../../src/client/core/http';
import { backoffDelay, isRetryable, retry, sleep } from '../../../src/client/core/retry';

const serverError = () => new ApiError({ type: 'api', status: 503, message: 'down' });
const noJitter = { random: () => 0 };

describe('retry', () => {
  it('backs off exponentially from 1 s by a factor of 2, capped at 30 s', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelay(attempt, noJitter)),
      [1000, 2000, 4000, 8000, 16000, 30000, 30000],
    );
  });

  it('adds random jitter of up to half the delay', () => {
    assert.equal(backoffDelay(1, { random: () => 0.5 }), 1250);
    assert.equal(backoffDelay(2, { random: () => 0.999 }), 2999);
    assert.equal(backoffDelay(2, { random: () => 0.999, jitter: 0 }), 2000);
  });

  it('makes 3 attempts by default, waiting between them, and throws the last error', async () => {
    const waits: number[] = [];
    const fn = mock.fn(async () => {
      throw serverError();
    });
    await assert.rejects(retry(fn, { ...noJitter, sleep: async (ms) => void waits.push(ms) }), /down/);
    assert.equal(fn.mock.callCount(), 3);
    assert.deepEqual(waits, [1000, 2000]);
  });

  it('returns as soon as an attempt succeeds', async () => {
    let calls = 0;
    const result = await retry(
      async (attempt) => {
        calls += 1;
        if (attempt < 2) throw new TypeError('Failed to fetch');
        return 'ok';
      },
      { sleep: async () => {} },
    );
    assert.deepEqual([result, calls], ['ok', 2]);
  });

  it('retries only network failures, 429 and 5xx by default', () => {
    assert.equal(isRetryable(new ApiError({ type: 'network', status: null, message: '' })), true);
    assert.equal(isRetryable(new ApiError({ type: 'api', status: 429, message: '' })), true);
    assert.equal(isRetryable(serverError()), true);
    assert.equal(isRetryable(new TypeError('Failed to fetch')), true);
    for (const status of [400, 401, 403, 404, 409]) assert.equal(isRetryable(new ApiError({ type: 'api', status, message: '' })), false, String(status));
    assert.equal(isRetryable(new DOMException('stop', 'AbortError')), false);
    assert.equal(isRetryable(new Error('bug')), false);
  });

  it('does not retry what shouldRetry refuses', async () => {
    const fn = mock.fn(async () => {
      throw new ApiError({ type: 'validation', status: 400, message: 'bad' });
    });
    await assert.rejects(retry(fn, { sleep: async () => {} }), /bad/);
    assert.equal(fn.mock.callCount(), 1);
    const custom = mock.fn(async () => {
      throw new Error('flaky');
    });
    await assert.rejects(retry(custom, { attempts: 4, shouldRetry: () => true, sleep: async () => {} }), /flaky/);
    assert.equal(custom.mock.callCount(), 4);
  });

  it('tells onRetry about each wait', async () => {
    const seen: [number, number][] = [];
    await assert.rejects(
      retry(
        async () => {
          throw serverError();
        },
        { ...noJitter, sleep: async () => {}, onRetry: (_, attempt, delay) => seen.push([attempt, delay]) },
      ),
    );
    assert.deepEqual(seen, [
      [1, 1000],
      [2, 2000],
    ]);
  });

  it('sleep waits with real timers and stops on abort', async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      let done = false;
      const waiting = sleep(1000).then(() => (done = true));
      mock.timers.tick(999);
      await Promise.resolve();
      assert.equal(done, false);
      mock.timers.tick(1);
      await waiting;
      assert.equal(done, true);
      const controller = new AbortController();
      const aborted = sleep(1000, controller.signal);
      controller.abort(new Error('stop'));
      await assert.rejects(aborted, /stop/);
    } finally {
      mock.timers.reset();
    }
  });
});
