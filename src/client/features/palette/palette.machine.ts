// Which keyboard overlay is open: none, the command palette, or the shortcut
// help. Each overlay's code is a separate chunk fetched on its first open
// (cmdk for the palette), through the named `loadPalette` and `loadHelp`
// actors, so neither weighs on the dashboard's initial JavaScript.
import type { ComponentType } from 'react';
import { assign, fromPromise, setup } from 'xstate';
import { importAgain } from '../../core/import-again';
import { keyMessages } from './messages';

export interface OverlayViewProps {
  onClose: () => void;
}

export type OverlayView = ComponentType<OverlayViewProps>;

export interface PaletteContext {
  /** The loaded overlay components; null until their chunk arrived. */
  palette: OverlayView | null;
  help: OverlayView | null;
}

export type PaletteEvent =
  | { type: 'commandPalette.open' }
  | { type: 'commandPalette.close' }
  | { type: 'commandPalette.toggle' }
  | { type: 'shortcutHelp.open' }
  | { type: 'shortcutHelp.close' };

/** Tags for the views: `palette` and `help` while shown, `loading` while a chunk downloads. */
export type PaletteTag = 'palette' | 'help' | 'loading';

const openPalette = [{ guard: 'paletteLoaded', target: '#palette.palette' }, { target: '#palette.loadingPalette' }] as const;
const openHelp = [{ guard: 'helpLoaded', target: '#palette.help' }, { target: '#palette.loadingHelp' }] as const;

export const paletteMachine = setup({
  types: { context: {} as PaletteContext, events: {} as PaletteEvent, tags: {} as PaletteTag },
  actors: {
    // Each with the key names its shortcuts show.
    loadPalette: fromPromise<OverlayView>(
      async () => (await Promise.all([importAgain(() => import('./CommandPalette')), keyMessages.ensure()]))[0].CommandPalette,
    ),
    loadHelp: fromPromise<OverlayView>(async () => (await Promise.all([importAgain(() => import('./ShortcutHelp')), keyMessages.ensure()]))[0].ShortcutHelp),
  },
  guards: {
    paletteLoaded: ({ context }) => context.palette !== null,
    helpLoaded: ({ context }) => context.help !== null,
  },
  actions: {
    // A failed download (offline, new deployment) leaves things as they were; a later open tries again.
    logLoadFailure: (_, params: { error: unknown }) => console.error('a keyboard overlay failed to load', params.error),
  },
}).createMachine({
  id: 'palette',
  initial: 'closed',
  context: { palette: null, help: null },
  states: {
    closed: {
      on: { 'commandPalette.open': openPalette, 'commandPalette.toggle': openPalette, 'shortcutHelp.open': openHelp },
    },
    loadingPalette: {
      tags: ['loading'],
      invoke: {
        src: 'loadPalette',
        // The whole-context form: a component is a function, which the per-property form would call.
        onDone: { target: 'palette', actions: assign(({ event }) => ({ palette: event.output })) },
        onError: { target: 'closed', actions: { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { 'commandPalette.close': 'closed', 'commandPalette.toggle': 'closed' },
    },
    palette: {
      tags: ['palette'],
      on: { 'commandPalette.close': 'closed', 'commandPalette.toggle': 'closed', 'shortcutHelp.open': openHelp },
    },
    loadingHelp: {
      tags: ['loading'],
      invoke: {
        src: 'loadHelp',
        onDone: { target: 'help', actions: assign(({ event }) => ({ help: event.output })) },
        onError: { target: 'closed', actions: { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { 'shortcutHelp.close': 'closed' },
    },
    help: {
      tags: ['help'],
      on: { 'shortcutHelp.close': 'closed', 'commandPalette.open': openPalette, 'commandPalette.toggle': openPalette },
    },
  },
});

export type PaletteMachine = typeof paletteMachine;
