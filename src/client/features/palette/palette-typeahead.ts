// Keys typed between Ctrl+K and the palette's search field being there. The
// palette's code loads on its first open, and a teacher types on at once:
// those keys went to the page meanwhile (the first letters of "rezultate"
// were lost, and on the grid a digit would have started editing a mark).
// While the palette loads they are held here and become its search. Kept
// small: it is in every screen's first JavaScript.

let held: string | null = null;

function onKey(event: KeyboardEvent): void {
  const { key } = event;
  if (held === null || event.ctrlKey || event.metaKey || event.altKey) return;
  // Escape goes through (it cancels the opening); Enter is kept from the page, where it would move the cursor.
  if (key === 'Escape') releaseTyping();
  else if (key.length === 1 || key === 'Backspace' || key === 'Enter') {
    held = key === 'Backspace' ? held.slice(0, -1) : key === 'Enter' ? held : held + key;
    event.preventDefault();
    event.stopPropagation();
  }
}

/** From now until the palette takes them (or the opening ends), typed characters are kept from the page. */
export function holdTyping(): void {
  if (held === null) window.addEventListener('keydown', onKey, true);
  held ??= '';
}

/** The opening ended without the palette (closed, or its code failed to load): keys go to the page again. */
export function releaseTyping(): void {
  held = null;
  window.removeEventListener('keydown', onKey, true);
}

/** What was typed while the palette loaded, for its search; the page has its keys again. */
export function takeTyping(): string {
  const typed = held ?? '';
  releaseTyping();
  return typed;
}
