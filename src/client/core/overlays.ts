// The registry behind the app's one overlay host (app/OverlayHost.tsx): a
// feature registers the overlays its commands open (choosers, a "New
// school" dialog) as lazy components, and opens one by name from anywhere.
// The host renders it inside the router, so an overlay navigates with the
// router's own location and no feature mounts a React root of its own
// (DESIGN 4: a small @xstate/store for the open dialog).
import { createStore } from '@xstate/store';
import type { ComponentType } from 'react';

export interface OverlayProps {
  /** Closes the overlay; focus goes back where it was. */
  close: () => void;
  /** Closes the overlay, then goes to the path. */
  navigate: (path: string) => void;
}

export type OverlayLoader = () => Promise<ComponentType<OverlayProps>>;

const loaders = new Map<string, OverlayLoader>();

export const overlayStore = createStore({
  context: { open: null as string | null },
  on: {
    opened: (_, event: { name: string }) => ({ open: event.name }),
    closed: () => ({ open: null }),
  },
});

/** Names an overlay; its code loads on first opening, as a chunk of its own. */
export function registerOverlay(name: string, load: OverlayLoader): void {
  loaders.set(name, load);
}

export function overlayLoader(name: string): OverlayLoader | undefined {
  return loaders.get(name);
}

export function openOverlay(name: string): void {
  overlayStore.trigger.opened({ name });
}

export function closeOverlay(): void {
  overlayStore.trigger.closed();
}

// The features whose palette commands work from any screen. The app names
// them (it is the one place that knows every feature); the palette loads
// them on its first opening, so their code does not weigh on the first screen.
const commandProviders: (() => Promise<unknown>)[] = [];

export function registerCommandProviders(...providers: (() => Promise<unknown>)[]): void {
  commandProviders.push(...providers);
}

export function loadCommandProviders(): Promise<void> {
  return Promise.all(commandProviders.map((load) => load().catch((error: unknown) => console.warn('global commands did not load', error)))).then(
    () => undefined,
  );
}
