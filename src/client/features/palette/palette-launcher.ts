// The palette's actor and machine load on the first Ctrl+K, '?' or click on
// the palette button, not with the boot: until then these functions only
// start that download and forward the request once it is in (issue 15's
// initial JavaScript). The overlays themselves are a further chunk each,
// which the actor loads (palette.machine.ts).
import { createElement, useSyncExternalStore } from 'react';
import { importAgain } from '../../core/import-again';
import { holdTyping, releaseTyping } from './palette-typeahead';

type PaletteRuntime = typeof import('./palette-runtime');

let runtime: PaletteRuntime | null = null;
let loading: Promise<PaletteRuntime> | null = null;
const listeners = new Set<() => void>();

function loadRuntime(): Promise<PaletteRuntime> {
  loading ??= importAgain(() => import('./palette-runtime')).then(
    (loaded) => {
      runtime = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      // Offline or a new deployment: the next open tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

const forward =
  (request: (loaded: PaletteRuntime) => void, opens = false) =>
  () => {
    if (runtime) return request(runtime);
    // The first opening: what is typed while the code loads becomes the search (the actor holds it after that).
    if (opens) holdTyping();
    loadRuntime().then(request, (error: unknown) => {
      releaseTyping();
      console.error('the command palette failed to load', error);
    });
  };

export const openPalette = forward((loaded) => loaded.openPalette(), true);
export const closePalette = forward((loaded) => loaded.closePalette());
export const togglePalette = forward((loaded) => loaded.togglePalette(), true);
export const openShortcutHelp = forward((loaded) => loaded.openShortcutHelp());
export const closeShortcutHelp = forward((loaded) => loaded.closeShortcutHelp());

/** Tests: a fresh actor, when one was ever loaded. */
export function restartPalette(): void {
  runtime?.restartPalette();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => runtime;

/** The palette's overlays once its actor has loaded; mounted once in the signed-in layout. */
export function PaletteHost() {
  const loaded = useSyncExternalStore(subscribe, current, current);
  return loaded ? createElement(loaded.PaletteOverlays) : null;
}
