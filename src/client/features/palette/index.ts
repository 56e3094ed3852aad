// What other parts of the client may use from the palette feature. The cmdk
// palette itself (CommandPalette) is loaded by the palette actor on first open.
export { PaletteHost } from './PaletteHost';
export { closePalette, closeShortcutHelp, openPalette, openShortcutHelp, restartPalette, togglePalette, usePaletteState } from './palette.actor';
export { paletteMachine } from './palette.machine';
