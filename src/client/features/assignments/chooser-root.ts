// Mounts the choosers' root on first use; its code (cmdk included) is a
// chunk fetched then. Navigation goes through the browser location, as the
// app's Router does; tests hand in their memory location's navigate.
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { chooserStore, closeChooser, type ChooserKind } from './chooser.store';

type Navigate = (path: string) => void;

let navigateTo: Navigate = (path) => browserNavigate(path);
let unmount: (() => void) | null = null;
let mounting: Promise<void> | null = null;

export function setChooserNavigation(navigate: Navigate | null): void {
  navigateTo = navigate ?? ((path) => browserNavigate(path));
}

export function chooserNavigate(path: string): void {
  navigateTo(path);
}

export function openChooser(kind: ChooserKind): Promise<void> {
  chooserStore.trigger.opened({ kind });
  mounting ??= import('./ChooserRoot').then(
    (module) => {
      unmount = module.mountChooserRoot();
    },
    (error: unknown) => {
      mounting = null;
      closeChooser();
      console.warn('the assignment choosers failed to load', error);
    },
  );
  return mounting;
}

/** Tests: close and remove the root. */
export function resetChoosers(): void {
  closeChooser();
  unmount?.();
  unmount = null;
  mounting = null;
}
