import { closePalette, closeShortcutHelp, usePaletteState } from './palette.actor';

/** Shows the palette or the shortcut help when their actor says so; mounted once in the signed-in layout. */
export function PaletteHost() {
  const { paletteOpen, helpOpen, palette: Palette, help: Help } = usePaletteState();
  return (
    <>
      {paletteOpen && Palette && <Palette onClose={closePalette} />}
      {helpOpen && Help && <Help onClose={closeShortcutHelp} />}
    </>
  );
}
