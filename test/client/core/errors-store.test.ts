import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import {
  captureGlobalErrors,
  clearErrors,
  createErrorId,
  dismissError,
  getErrorHistory,
  notifyError,
  reportError,
  useVisibleErrors,
} from '../../../src/client/core/errors.store';
import { ApiError } from '../../../src/client/core/http';
import { setLanguage } from '../../../src/client/core/i18n';
import { clearToasts, toastStore } from '../../../src/client/core/toasts.store';
import { assertAbsent } from '../support/dom-assert';

describe('error store', () => {
  let logged: ReturnType<typeof mock.method>;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    clearErrors();
    logged = mock.method(console, 'error', () => {});
    mock.method(console, 'warn', () => {});
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    mock.restoreAll();
  });

  it('logs each report and describes it by SPEC 8 type and severity', () => {
    const api = reportError(new ApiError({ type: 'api', status: 500, message: 'Server error. Please try again later.' }), {
      where: 'classroom.load',
      classroomId: '7',
    });
    assert.deepEqual([api.type, api.severity, api.status, api.message], ['api', 'high', 500, 'Server error. Please try again later.']);
    assert.deepEqual(api.context, { where: 'classroom.load', classroomId: '7' });
    assert.match(api.id, /^E-[0-9A-F]{8}$/);
    assert.equal(logged.mock.callCount(), 1);
    assert.ok(String(logged.mock.calls[0]?.arguments[0]).includes(api.id), 'the log line carries the id the user sees');

    const bug = reportError(new TypeError('x is undefined'));
    assert.deepEqual([bug.type, bug.severity, bug.message], ['application', 'high', 'Something went wrong. Please try again.']);
    const chunk = Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' });
    assert.equal(reportError(chunk).type, 'network');
    assert.equal(reportError(bug.error, 'render', { severity: 'critical' }).severity, 'critical');
  });

  it('keeps the last 50 in history and shows the last 10, newest first', () => {
    for (let i = 1; i <= 60; i += 1) reportError(new ApiError({ type: 'network', status: null, message: `failure ${i}` }));
    const history = getErrorHistory();
    assert.equal(history.length, 50);
    assert.equal(history[0]?.message, 'failure 60');
    assert.equal(history.at(-1)?.message, 'failure 11');
  });

  it('useVisibleErrors follows reports and dismissals; dismissed errors stay in the history', async () => {
    function Errors() {
      const errors = useVisibleErrors();
      return createElement(
        'ul',
        null,
        errors.map((error) => createElement('li', { key: error.id }, error.message)),
      );
    }
    render(createElement(Errors));
    const entries: ReturnType<typeof reportError>[] = [];
    act(() => {
      for (let i = 1; i <= 12; i += 1) entries.push(reportError(new ApiError({ type: 'api', status: 404, message: `missing ${i}` })));
    });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    assert.equal(items.length, 10);
    assert.deepEqual([items[0], items[9]], ['missing 12', 'missing 3']);

    act(() => dismissError(entries[11]!.id));
    assertAbsent(screen.queryByText('missing 12'));
    assert.equal(screen.getAllByRole('listitem').length, 9);
    assert.equal(getErrorHistory().length, 12);

    act(() => reportError(new Error('quiet'), 'background', { silent: true }));
    assert.equal(screen.getAllByRole('listitem').length, 9, 'a silent report is kept, not shown');
  });

  it('notifyError reports quietly and shows the message in an error toast', () => {
    notifyError(new ApiError({ type: 'api', status: 500, message: 'Failed to load schools.' }), 'schools.load');
    assert.equal(getErrorHistory()[0]?.message, 'Failed to load schools.');
    const [shown] = toastStore.getSnapshot().context.toasts;
    assert.deepEqual([shown?.kind, shown?.message], ['error', 'Failed to load schools.']);
  });

  it('captures uncaught errors and rejections (but not aborts)', () => {
    const stop = captureGlobalErrors(window);
    try {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('thrown in a handler'), message: 'thrown in a handler' }));
      const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
      rejection.reason = new DOMException('stop', 'AbortError');
      window.dispatchEvent(rejection);
      const real = new Event('unhandledrejection') as Event & { reason?: unknown };
      real.reason = new Error('nobody awaited me');
      window.dispatchEvent(real);
    } finally {
      stop();
    }
    assert.deepEqual(
      getErrorHistory().map((entry) => [entry.context, (entry.error as Error).message]),
      [
        ['unhandledrejection', 'nobody awaited me'],
        ['window.error', 'thrown in a handler'],
      ],
    );
  });

  it('error ids are short and distinct', () => {
    const ids = new Set(Array.from({ length: 200 }, createErrorId));
    assert.equal(ids.size, 200);
  });
});
