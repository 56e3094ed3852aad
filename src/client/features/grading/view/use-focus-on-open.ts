// The grid takes the keyboard focus when it opens (its data is there when it
// mounts), so a teacher coming from "Enter grades", the palette or a link
// types marks at once. A dialog the teacher opened while it loaded keeps
// the focus: the grid waits to be clicked or tabbed to then.
import { useEffect } from 'react';
import type { GridController } from '../controller/grid-controller';

function focusBelongsToDialog(): boolean {
  const active = document.activeElement;
  return active instanceof Element && active.closest('dialog[open], [aria-modal="true"]') !== null;
}

export function useFocusOnOpen(controller: GridController): void {
  useEffect(() => {
    if (!focusBelongsToDialog()) controller.moveTo(controller.cursor$.peek());
  }, [controller]);
}
