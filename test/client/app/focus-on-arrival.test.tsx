// A link inside a screen that leads to a screen whose code is still on its
// way: React keeps the old screen mounted but hidden (display: none) behind
// the loading state, so the followed link was still "somewhere" and the focus
// was left on it, and Chromium then drops a hidden element's focus to <body>
// (a keyboard-only teacher's next Tab started at the top of the page). The
// main region takes it instead.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useFocusOnArrival } from '../../../src/client/app/use-focus-on-arrival';
import { assertFocused } from '../support/dom-assert';

const never = new Promise<never>(() => {});

/** A screen whose code never arrives. */
function Loading(): never {
  throw never;
}

function Frame({ address }: { address: string }) {
  useFocusOnArrival(address);
  return (
    <main id="main" tabIndex={-1}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        {address === '/' ? (
          <>
            <a href="/quizzes">Quizzes</a>
            <button type="button">Stays</button>
          </>
        ) : (
          <Loading />
        )}
      </Suspense>
    </main>
  );
}

describe('the focus on arriving at a screen that is still loading', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('goes to the main region, not left on the hidden link', () => {
    const { rerender } = render(<Frame address="/" />);
    const link = screen.getByRole('link', { name: 'Quizzes' });
    link.focus();
    window.history.pushState(null, '', '/quizzes');
    rerender(<Frame address="/quizzes" />);
    assert.ok(screen.getByRole('status'), 'the next screen is loading');
    assertFocused(document.getElementById('main')!);
  });

  it('a focus the navigation did not hide stays where it is', () => {
    const { rerender } = render(<Frame address="/" />);
    window.history.pushState(null, '', '/elsewhere');
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    rerender(<Frame address="/elsewhere" />);
    assertFocused(outside);
    outside.remove();
  });
});
