// The running palette actor and what views may know of it (DESIGN 4: views
// read tags through named hooks, never the actor's context).
import { useSyncExternalStore } from 'react';
import { type Actor, createActor } from 'xstate';
import { type OverlayView, type PaletteMachine, paletteMachine } from './palette.machine';

let actor: Actor<PaletteMachine> = createActor(paletteMachine).start();

export function openPalette(): void {
  actor.send({ type: 'commandPalette.open' });
}

export function closePalette(): void {
  actor.send({ type: 'commandPalette.close' });
}

export function togglePalette(): void {
  actor.send({ type: 'commandPalette.toggle' });
}

export function openShortcutHelp(): void {
  actor.send({ type: 'shortcutHelp.open' });
}

export function closeShortcutHelp(): void {
  actor.send({ type: 'shortcutHelp.close' });
}

/** Tests: start over with a fresh actor (optionally with swapped actors). */
export function restartPalette(machine: PaletteMachine = paletteMachine): void {
  actor.stop();
  actor = createActor(machine).start();
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  let subscription = actor.subscribe(listener);
  let subscribedTo = actor;
  // A restart swaps the actor: follow the new one.
  const follow = () => {
    if (subscribedTo === actor) return;
    subscription.unsubscribe();
    subscription = actor.subscribe(listener);
    subscribedTo = actor;
  };
  listeners.add(follow);
  return () => {
    listeners.delete(listener);
    listeners.delete(follow);
    subscription.unsubscribe();
  };
}

export interface PaletteState {
  paletteOpen: boolean;
  helpOpen: boolean;
  loading: boolean;
  /** The loaded overlays (null until first opened). */
  palette: OverlayView | null;
  help: OverlayView | null;
}

let cached: PaletteState = { paletteOpen: false, helpOpen: false, loading: false, palette: null, help: null };

function read(): PaletteState {
  const snapshot = actor.getSnapshot();
  const next: PaletteState = {
    paletteOpen: snapshot.hasTag('palette'),
    helpOpen: snapshot.hasTag('help'),
    loading: snapshot.hasTag('loading'),
    palette: snapshot.context.palette,
    help: snapshot.context.help,
  };
  // useSyncExternalStore needs a stable value while nothing changed.
  const same = (Object.keys(next) as (keyof PaletteState)[]).every((key) => next[key] === cached[key]);
  if (!same) cached = next;
  return cached;
}

export function usePaletteState(): PaletteState {
  return useSyncExternalStore(subscribe, read, read);
}
