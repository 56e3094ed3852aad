// Mounts the overlays' root on first use. Its code (cmdk included) is a chunk
// fetched then, not with the schools screens. Navigation goes through the
// browser location by default, as the app's Router does; tests hand in their
// memory location's navigate.
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { closeOverlay, overlayStore, type OverlayView } from './overlay.store';

type Navigate = (path: string) => void;

let navigateTo: Navigate = (path) => browserNavigate(path);
let unmount: (() => void) | null = null;
let mounting: Promise<void> | null = null;

export function setOverlayNavigation(navigate: Navigate | null): void {
  navigateTo = navigate ?? ((path) => browserNavigate(path));
}

export function overlayNavigate(path: string): void {
  navigateTo(path);
}

function ensureRoot(): Promise<void> {
  mounting ??= import('./OverlayRoot').then(
    (module) => {
      unmount = module.mountOverlayRoot();
    },
    (error: unknown) => {
      mounting = null;
      closeOverlay();
      console.warn('the schools overlays failed to load', error);
    },
  );
  return mounting;
}

/** Shows an overlay; resolves once its root is mounted (the view itself may still be loading its data). */
export function openOverlay(view: OverlayView): Promise<void> {
  overlayStore.trigger.opened({ view });
  return ensureRoot();
}

/** Tests: close and remove the root, so the next test starts without it. */
export function resetOverlays(): void {
  closeOverlay();
  unmount?.();
  unmount = null;
  mounting = null;
}
