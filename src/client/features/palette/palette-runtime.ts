// What palette-launcher.ts loads on the first open: the actor (xstate) and the overlays it shows.

export { PaletteOverlays } from './PaletteOverlays';
export { closePalette, closeShortcutHelp, openPalette, openShortcutHelp, restartPalette, togglePalette } from './palette.actor';
