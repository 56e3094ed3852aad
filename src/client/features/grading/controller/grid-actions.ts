// What each grid action (from the keymap) does to the grid: moves, edits,
// clears, undo and redo. Kept apart from the controller so the key table
// reads in one place.
import type { GridAction } from '../../../../domain/grid/keymap';
import { homeEnd, pageStep, step, stepToEdge } from '../../../../domain/grid/navigation';
import { startsEdit, typedKeyRefusal } from '../model/cell-input';
import type { GridController } from './grid-controller';
import { clearRangeChanges } from './grid-edit-ops';

/** Runs an action; true when the grid used the key (the caller then prevents the browser's default). */
export function runGridAction(controller: GridController, action: GridAction, pageRows: number): boolean {
  const here = controller.cursor$.peek();
  const size = controller.size();
  switch (action.type) {
    case 'move': {
      // A plain move goes from the cursor (the active cell); Shift moves the selection's other corner.
      const from = controller.extentOrCursor(action.extend);
      controller.moveTo(action.toEdge ? stepToEdge(from, action.direction, size) : step(from, action.direction, size), action.extend);
      return true;
    }
    case 'page':
      controller.moveTo(pageStep(controller.extentOrCursor(action.extend), action.direction, pageRows, size), action.extend);
      return true;
    case 'homeEnd':
      controller.moveTo(homeEnd(controller.extentOrCursor(action.extend), action.which, size, action.wholeGrid, controller.takesInput), action.extend);
      return true;
    case 'tab':
      controller.moveByTab(here, action.backwards);
      return true;
    case 'enter':
      controller.moveByEnter(here, action.backwards);
      return true;
    case 'edit':
      return controller.startEdit('edit');
    case 'type': {
      const column = controller.column(here.col);
      if (startsEdit(column, action.text)) return controller.startEdit('replace', action.text);
      // A mark typed on the pupil's name (Home from question 1 goes there) is the row's first question's: dropped, the
      // Tabs after it saved each mark one question to the left.
      const first = column?.kind === 'name' ? [...Array(size.cols).keys()].find(controller.takesInput) : undefined;
      if (first !== undefined && startsEdit(controller.column(first), action.text)) {
        controller.moveTo({ row: here.row, col: first });
        return controller.startEdit('replace', action.text);
      }
      // '?' is the app's keyboard help everywhere: on a mark it was refused as "Must be a valid number".
      if (action.text === '?') return false;
      // A key a cell does not take says why, by the cell and aloud; it is the grid's key (no global shortcut runs).
      const reason = typedKeyRefusal(column, action.text);
      if (reason) controller.refuseKey(reason);
      return true;
    }
    case 'clear':
      controller.record(clearRangeChanges(controller.ctx, controller.selection()));
      return true;
    case 'undo':
      controller.undo();
      return true;
    case 'redo':
      controller.redo();
      return true;
    case 'selectAll':
      controller.selectAll();
      return true;
    case 'collapse':
      controller.moveTo(here);
      controller.pasteReport$.set(null);
      return true;
  }
}
