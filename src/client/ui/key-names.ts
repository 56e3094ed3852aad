import type { TFunction } from '../core/i18n';
import { shortcutKeys } from '../core/shortcuts';

/**
 * Caps as the reader's keyboard prints them (Mayús, Intro, Supr in Spanish), for ShortcutKeys's `names`: the i18n
 * `keys` texts, by the English cap (`Shift` is `keys.shift`). They come with the screens that show named keys (the
 * grid's texts, the palette's overlays), not with the boot, whose one shortcut (Ctrl K) names none.
 */
export const keyNames =
  (t: TFunction) =>
  (cap: string): string => {
    const path = `keys.${cap.toLowerCase()}`;
    const name = t(path);
    return name === path ? cap : name;
  };

/** A shortcut written out in a sentence or a hover text: "Alt+Shift+D", "Ctrl+S" ("⌘+S" on a Mac), "Alt+Mayús+D". */
export function shortcutText(t: TFunction, shortcut: string): string {
  const name = keyNames(t);
  return shortcutKeys(shortcut)
    .map((keys) => keys.map(name).join('+'))
    .join(' ');
}
