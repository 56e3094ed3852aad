import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { appFallback } from '../../../src/client/app/errors/app-fallback';
import { ChunkLoadErrorScreen } from '../../../src/client/app/errors/ChunkLoadErrorScreen';
import { GlobalErrorScreen } from '../../../src/client/app/errors/GlobalErrorScreen';
import { pageActions } from '../../../src/client/app/errors/page-actions';
import { RouterErrorScreen } from '../../../src/client/app/errors/RouterErrorScreen';
import { clearErrors, getErrorHistory } from '../../../src/client/core/errors.store';
import { setLanguage } from '../../../src/client/core/i18n';
import { ErrorBoundary } from '../../../src/client/ui/ErrorBoundary';
import { ChunkLoadError, isChunkLoadError, lazyScreen, loadChunk } from '../../../src/client/ui/lazy-screen';
import { assertFocused } from '../support/dom-assert';

function recordPageActions() {
  return {
    reload: mock.method(pageActions, 'reload', () => {}),
    goHome: mock.method(pageActions, 'goHome', () => {}),
    goBack: mock.method(pageActions, 'goBack', () => {}),
  };
}

/** Throws while `broken` says so. */
function Fragile({ broken }: { broken: () => Error | null }) {
  const error = broken();
  if (error) throw error;
  return <p>All good</p>;
}

describe('error screens', () => {
  let actions: ReturnType<typeof recordPageActions>;
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    clearErrors();
    actions = recordPageActions();
    // React and the error store log what the boundary catches; that is by design.
    mock.method(console, 'error', () => {});
  });
  afterEach(() => {
    cleanup();
    mock.restoreAll();
  });

  it('the chunk-load screen offers Reload Page, Go to Homepage and Go Back', () => {
    render(<ChunkLoadErrorScreen />);
    assert.ok(screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' }));
    assert.ok(screen.getByText("We couldn't load a part of the application"));
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    assert.deepEqual(
      [actions.reload, actions.goHome, actions.goBack].map((action) => action.mock.callCount()),
      [1, 1, 1],
    );
    assertFocused(screen.getByRole('heading', { level: 1 }), 'focus starts at what went wrong');
  });

  it('the global screen is Romanian in Romanian, with retry, reload, home and the error id', async () => {
    await setLanguage('ro', { persist: false });
    const retry = mock.fn();
    render(<GlobalErrorScreen errorId="E-0A1B2C3D" onRetry={retry} />);
    assert.ok(screen.getByRole('heading', { name: 'A apărut o eroare neașteptată' }));
    assert.ok(screen.getByText('E-0A1B2C3D'));
    assert.ok(screen.getByText('ID eroare:'));
    fireEvent.click(screen.getByRole('button', { name: 'Încercați din nou' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reîncărcați pagina' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mergeți la pagina principală' }));
    assert.deepEqual([retry.mock.callCount(), actions.reload.mock.callCount(), actions.goHome.mock.callCount()], [1, 1, 1]);
  });

  it("the router screen reads 'Unexpected Application Error!' with the error's message", () => {
    render(<RouterErrorScreen error={new Error('Cannot read properties of undefined')} />);
    assert.ok(screen.getByRole('heading', { name: 'Unexpected Application Error!' }));
    assert.ok(screen.getByText('Cannot read properties of undefined'));
    fireEvent.click(screen.getByRole('button', { name: 'Go to the home page' }));
    assert.equal(actions.goHome.mock.callCount(), 1);
  });

  it('the boundary shows the global screen with the id it reported, and retry renders the children again', async () => {
    let failure: Error | null = new TypeError('boom');
    render(
      <ErrorBoundary context="test" fallback={appFallback}>
        <Fragile broken={() => failure} />
      </ErrorBoundary>,
    );
    // The crash screens load when one is shown (lazy-error-screens.tsx).
    assert.ok(await screen.findByRole('heading', { name: 'An unexpected error occurred' }));
    const [reported] = getErrorHistory();
    assert.equal(reported?.severity, 'critical');
    assert.equal((reported?.context as { where: string } | undefined)?.where, 'test');
    assert.ok(screen.getByText(reported!.id), 'the id on screen is the one in the log');
    failure = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    assert.ok(screen.getByText('All good'));
  });

  it('the boundary answers a ChunkLoadError with the chunk screen', () => {
    render(
      <ErrorBoundary fallback={appFallback}>
        <Fragile broken={() => new ChunkLoadError('Loading chunk failed')} />
      </ErrorBoundary>,
    );
    assert.ok(screen.getByRole('heading', { name: 'Something Went Wrong' }));
    assert.equal(getErrorHistory()[0]?.severity, 'high');
  });

  it('a new resetKey (another location) clears the error; a fallback replaces the default screens', () => {
    function Harness() {
      const [location, setLocation] = useState('/broken');
      return (
        <>
          <button type="button" onClick={() => setLocation('/elsewhere')}>
            navigate
          </button>
          <ErrorBoundary resetKey={location} fallback={({ error }) => <RouterErrorScreen error={error} />}>
            <Fragile broken={() => (location === '/broken' ? new Error('route failed') : null)} />
          </ErrorBoundary>
        </>
      );
    }
    render(<Harness />);
    assert.ok(screen.getByRole('heading', { name: 'Unexpected Application Error!' }));
    fireEvent.click(screen.getByRole('button', { name: 'navigate' }));
    assert.ok(screen.getByText('All good'));
  });
});

describe('lazy screens', () => {
  beforeEach(async () => {
    await setLanguage('en', { persist: false });
    mock.method(console, 'error', () => {});
    mock.method(console, 'warn', () => {});
  });
  afterEach(() => {
    cleanup();
    mock.restoreAll();
  });

  it('loads the screen behind a fallback', async () => {
    const Screen = lazyScreen(async () => ({ default: ({ who }: { who: string }) => <p>Hello {who}</p> }));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen who="Ana" />
      </Suspense>,
    );
    assert.ok(await screen.findByText('Hello Ana'));
  });

  it('a failed chunk becomes a ChunkLoadError, which the boundary answers with the reload screen', async () => {
    const Screen = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/chunks/x.js')));
    render(
      <ErrorBoundary fallback={appFallback}>
        <Suspense fallback={<p>waiting</p>}>
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    assert.ok(await screen.findByRole('heading', { name: 'Something Went Wrong' }));
  });

  it('a chunk that does not arrive in time is a ChunkLoadError (120 s by default)', async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const never = loadChunk(() => new Promise<never>(() => {}));
      mock.timers.tick(119_999);
      const early = await Promise.race([
        never.then(
          () => 'resolved',
          () => 'rejected',
        ),
        Promise.resolve('pending'),
      ]);
      assert.equal(early, 'pending');
      mock.timers.tick(1);
      await assert.rejects(never, (error: Error) => error.name === 'ChunkLoadError');
    } finally {
      mock.timers.reset();
    }
  });

  it('recognises chunk failures by name and by the browsers own messages', () => {
    assert.equal(new ChunkLoadError('x').name, 'ChunkLoadError');
    assert.ok(isChunkLoadError(new ChunkLoadError('x')));
    assert.ok(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js')));
    assert.ok(isChunkLoadError(new TypeError('Importing a module script failed.')));
    assert.ok(isChunkLoadError(new TypeError('error loading dynamically imported module')));
    assert.equal(isChunkLoadError(new Error('boom')), false);
    assert.equal(isChunkLoadError('ChunkLoadError'), false);
  });

  it('a synchronous throw from the loader is a ChunkLoadError too', async () => {
    await assert.rejects(
      loadChunk(() => {
        throw new Error('no');
      }),
      (error: Error) => error.name === 'ChunkLoadError' && error.message === 'no',
    );
  });
});
