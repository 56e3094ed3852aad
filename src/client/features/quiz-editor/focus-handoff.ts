// When a new test is first saved the screen moves to its edit address and
// remounts (the routes are keyed by path); the control that had the focus
// (and its caret) is found again there. A control without an id of its own
// (a select, a row button) is found by its nearest ancestor with one and its
// place among that ancestor's controls.
let pending: { id: string; index: number | null; start: number | null; end: number | null } | null = null;

const CONTROLS = 'input, select, textarea, button, [tabindex]';

/** Remembers the focused control before the move. */
export function captureFocus(): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return;
  const anchor = active.id ? active : active.parentElement?.closest<HTMLElement>('[id]');
  if (!anchor?.id || anchor === document.body) return;
  const index = anchor === active ? null : [...anchor.querySelectorAll(CONTROLS)].indexOf(active);
  const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  pending = { id: anchor.id, index, start: field?.selectionStart ?? null, end: field?.selectionEnd ?? null };
}

/** Whether a control waits to get the focus back (the screen draws all of its fields at once then). */
export function focusPending(): boolean {
  return pending !== null;
}

/** Puts the focus (and caret) back after the move; false when nothing was remembered. */
export function restoreFocus(): boolean {
  const remembered = pending;
  pending = null;
  if (!remembered) return false;
  // A dialog that opened meanwhile (Add a question) has the focus now and keeps it.
  if (document.activeElement?.closest('dialog[open]')) return true;
  const anchor = document.getElementById(remembered.id);
  const element = remembered.index === null ? anchor : anchor?.querySelectorAll<HTMLElement>(CONTROLS)[remembered.index];
  if (!element) return false;
  element.focus();
  if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && remembered.start !== null) {
    element.setSelectionRange(remembered.start, remembered.end ?? remembered.start);
  }
  return true;
}
