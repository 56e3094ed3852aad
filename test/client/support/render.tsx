// Renders a screen inside a wouter Router on an in-memory location, so tests
// can start at any URL and read where the screen navigated to.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export function renderAt(path: string, screen: ReactNode) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {screen}
    </Router>,
  );
  return { ...result, location };
}

/** The text an input's aria-describedby points to (its error, hint, meter), as a screen reader reads it. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
