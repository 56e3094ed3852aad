// What other parts of the client may use from the palette feature. Its actor
// (xstate) loads on first use (palette-launcher.ts), and the cmdk palette
// itself (CommandPalette) is a further chunk the actor loads on first open.
export { closePalette, closeShortcutHelp, openPalette, openShortcutHelp, PaletteHost, restartPalette, togglePalette } from './palette-launcher';
