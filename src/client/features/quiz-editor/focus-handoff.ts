// When a new test is first saved the screen moves to its edit address and
// remounts; the field being typed in (and its caret) is found again there.
let pending: { id: string; start: number | null; end: number | null } | null = null;

/** Remembers the focused field before the move. */
export function captureFocus(): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.id) return;
  const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  pending = { id: active.id, start: field?.selectionStart ?? null, end: field?.selectionEnd ?? null };
}

/** Puts the focus (and caret) back after the move; false when nothing was remembered. */
export function restoreFocus(): boolean {
  const remembered = pending;
  pending = null;
  if (!remembered) return false;
  const element = document.getElementById(remembered.id);
  if (!element) return false;
  element.focus();
  if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && remembered.start !== null) {
    element.setSelectionRange(remembered.start, remembered.end ?? remembered.start);
  }
  return true;
}
