// The running palette actor and what views may know of it (DESIGN 4: views
// read tags through named hooks, never the actor's context).
import { useSyncExternalStore } from 'react';
import { type Actor, createActor } from 'xstate';
import { type OverlayView, type PaletteMachine, paletteMachine } from './palette.machine';
import { holdTyping, releaseTyping } from './palette-typeahead';

/** While the palette's own chunk loads, typing is held for its search; any other state gives the keys back (the palette takes them as it mounts). */
function startActor(machine: PaletteMachine): Actor<PaletteMachine> {
  const started = createActor(machine);
  // From the palette's loading or open state to another only: the first opening holds the keys before this actor exists.
  let opening = false;
  started.subscribe((snapshot) => {
    const was = opening;
    opening = snapshot.matches('loadingPalette') || snapshot.matches('palette');
    if (snapshot.matches('loadingPalette')) holdTyping();
    else if (was && !opening) releaseTyping();
  });
  return started.start();
}

let actor: Actor<PaletteMachine> = startActor(paletteMachine);

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
  releaseTyping();
  actor = startActor(machine);
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
