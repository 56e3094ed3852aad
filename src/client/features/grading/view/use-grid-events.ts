// The grid's event handlers, delegated from its root (one set for thousands
// of cells): keys to the controller, the mouse (click, shift-click, drag,
// double-click), and the clipboard (copy and cut as TSV, paste of a block).
import { type ClipboardEvent, type KeyboardEvent, type MouseEvent, useEffect, useMemo } from 'react';
import type { KeyInput } from '../../../../domain/grid/keymap';
import type { CellPosition } from '../../../../domain/grid/navigation';
import { touchOnly } from '../../../ui/touch-only';
import type { GridController } from '../controller/grid-controller';

function positionOf(target: EventTarget | null): CellPosition | null {
  const cell = target instanceof Element ? target.closest<HTMLElement>('[data-col]') : null;
  if (!cell) return null;
  return { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
}

const isEditor = (target: EventTarget | null) => target instanceof HTMLInputElement && target.hasAttribute('data-grid-editor');

const keyInput = (event: KeyboardEvent): KeyInput => ({ key: event.key, shift: event.shiftKey, mod: event.ctrlKey || event.metaKey, alt: event.altKey });

export function useGridEvents(controller: GridController, pageRows: () => number, language: () => string) {
  useEffect(() => {
    const up = () => controller.pointerUp();
    window.addEventListener('mouseup', up);
    return () => window.removeEventListener('mouseup', up);
  }, [controller]);

  return useMemo(
    () => ({
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        if (event.nativeEvent.isComposing || event.defaultPrevented) return;
        if (isEditor(event.target)) {
          if (controller.handleEditorKey(keyInput(event), (event.target as HTMLInputElement).value)) event.preventDefault();
          return;
        }
        if (event.key === 'Tab') {
          // At the grid's first or last input, Tab leaves the grid (no keyboard trap).
          const before = controller.cursor$.peek();
          controller.handleGridKey(keyInput(event), pageRows());
          const after = controller.cursor$.peek();
          if (before.row !== after.row || before.col !== after.col) event.preventDefault();
          return;
        }
        if (controller.handleGridKey(keyInput(event), pageRows())) event.preventDefault();
      },
      onMouseDown(event: MouseEvent<HTMLElement>) {
        if (event.button !== 0 || isEditor(event.target) || (event.target instanceof Element && event.target.closest('button'))) return;
        const position = positionOf(event.target);
        if (!position) return;
        // No text selection while dragging over cells; focus follows the cursor instead.
        event.preventDefault();
        if (!event.shiftKey && touchOnly()) controller.tap(position);
        else controller.pointerDown(position, event.shiftKey);
      },
      onMouseOver(event: MouseEvent<HTMLElement>) {
        if (event.buttons !== 1) return;
        const position = positionOf(event.target);
        if (position) controller.pointerEnter(position);
      },
      onDoubleClick(event: MouseEvent<HTMLElement>) {
        const position = positionOf(event.target);
        if (position && !isEditor(event.target)) controller.doubleClick(position);
      },
      onCopy(event: ClipboardEvent<HTMLElement>) {
        if (isEditor(event.target)) return;
        event.preventDefault();
        event.clipboardData.setData('text/plain', controller.copySelection(language()));
      },
      onCut(event: ClipboardEvent<HTMLElement>) {
        if (isEditor(event.target)) return;
        event.preventDefault();
        event.clipboardData.setData('text/plain', controller.copySelection(language()));
        controller.handleGridKey({ key: 'Delete', shift: false, mod: false, alt: false });
      },
      onPaste(event: ClipboardEvent<HTMLElement>) {
        const text = event.clipboardData.getData('text/plain');
        // Inside an editor a plain value is typed as usual; a block (tabs, lines) is pasted over the grid.
        if (isEditor(event.target) && !/[\t\n]/.test(text.trim())) return;
        event.preventDefault();
        if (isEditor(event.target)) controller.cancelEdit();
        if (text) controller.paste(text);
      },
    }),
    [controller, pageRows, language],
  );
}
