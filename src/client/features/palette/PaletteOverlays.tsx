import { closePalette, closeShortcutHelp, usePaletteState } from './palette.actor';

/** Shows the palette or the shortcut help when their actor says so (PaletteHost mounts it once the actor has loaded). */
export function PaletteOverlays() {
  const { paletteOpen, helpOpen, palette: Palette, help: Help } = usePaletteState();
  return (
    <>
      {paletteOpen && Palette && <Palette onClose={closePalette} />}
      {helpOpen && Help && <Help onClose={closeShortcutHelp} />}
    </>
  );
}
