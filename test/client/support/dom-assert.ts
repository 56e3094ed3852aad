// Assertions about DOM nodes that never print the DOM. node:assert formats both
// values of a failed comparison with util.inspect (custom inspectors off,
// getters on): for a happy-dom node that walks the whole document, seconds
// each time. Inside a waitFor, which retries until the screen is right, one
// grid test spent 60 of its 62 s formatting nodes nobody read.
import { AssertionError } from 'node:assert';

/** A node as a reader would name it: its tag, role, label and a little text. */
export function describeNode(node: Element | null | undefined): string {
  if (!node) return 'nothing';
  const attributes = ['id', 'role', 'aria-label', 'name', 'data-row', 'data-col']
    .map((name) => [name, node.getAttribute(name)] as const)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const text = node.textContent?.trim().slice(0, 40);
  return `<${node.tagName.toLowerCase()}${attributes}>${text ? ` "${text}"` : ''}`;
}

/** Fails unless `expected` has the keyboard focus. */
export function assertFocused(expected: Element | null | undefined, message?: string): void {
  const actual = document.activeElement;
  if (actual === expected) return;
  throw new AssertionError({ message: `${message ? `${message}: ` : ''}focus is on ${describeNode(actual)}, expected ${describeNode(expected)}` });
}

/** Fails if `unexpected` has the keyboard focus. */
export function assertNotFocused(unexpected: Element | null | undefined, message?: string): void {
  if (document.activeElement !== unexpected) return;
  throw new AssertionError({ message: `${message ? `${message}: ` : ''}focus should have left ${describeNode(unexpected)}` });
}

/** Fails unless the query found nothing (a dialog closed, a row deleted). */
export function assertAbsent(node: Element | null | undefined, message?: string): void {
  if (node === null || node === undefined) return;
  throw new AssertionError({ message: `${message ? `${message}: ` : ''}still shown: ${describeNode(node)}` });
}
