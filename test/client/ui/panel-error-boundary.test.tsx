// A part of a screen that throws (a tab's panel) shows why in its place and
// leaves the rest usable; a chunk that did not load goes on to the screen's
// boundary, whose screen offers the reload (React keeps a failed import, so
// trying again in place could never work).
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ErrorBoundary } from '../../../src/client/ui/ErrorBoundary';
import { ChunkLoadError } from '../../../src/client/ui/lazy-screen';
import { PanelErrorBoundary } from '../../../src/client/ui/PanelErrorBoundary';
import { assertAbsent, assertFocused } from '../support/dom-assert';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function Tabs({ failing }: { failing: unknown }) {
  const [tab, setTab] = useState('a');
  return (
    <>
      <button type="button" onClick={() => setTab(tab === 'a' ? 'b' : 'a')}>
        Other tab
      </button>
      <section aria-label="Panel">
        <PanelErrorBoundary context="test.tab" resetKey={tab} message="This tab could not be shown." retry="Try again">
          {tab === 'a' ? <Throws error={failing} /> : <p>Tab b</p>}
        </PanelErrorBoundary>
      </section>
    </>
  );
}

describe('a panel that fails', () => {
  beforeEach(() => mock.method(console, 'error', () => {}));
  afterEach(() => {
    cleanup();
    mock.restoreAll();
  });

  it("says so in its place with the error's words; the focus stays where the reader put it", () => {
    render(<Tabs failing={new Error('figures missing')} />);
    const alert = screen.getByRole('alert');
    assert.match(alert.textContent ?? '', /This tab could not be shown\.figures missing/);
    assertFocused(alert, 'the focus had nowhere else to be');
    const other = screen.getByRole('button', { name: 'Other tab' });
    other.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Still failing: the message again, and the focus on it only when it had nowhere else to go.
    assert.ok(screen.getByRole('alert'));
    assertFocused(other);
    fireEvent.click(other);
    assert.ok(screen.getByText('Tab b'));
    assertFocused(other);
    assertAbsent(screen.queryByRole('alert'));
  });

  it("hands a chunk that did not load to the screen's boundary", () => {
    render(
      <ErrorBoundary fallback={({ error }) => <p>Screen fallback: {(error as Error).name}</p>}>
        <Tabs failing={new ChunkLoadError('Loading chunk failed')} />
      </ErrorBoundary>,
    );
    assert.ok(screen.getByText('Screen fallback: ChunkLoadError'));
    assertAbsent(screen.queryByRole('alert'));
  });
});
