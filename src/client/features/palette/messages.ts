import { defineMessages } from '../../core/i18n';

/**
 * The palette's texts (the shell's command labels included: only the palette and the shortcut help show them) and
 * key names as the reader's keyboard prints them (ui/ShortcutKeys), with its overlays, not in the boot (issue 15).
 */
export const keyMessages = defineMessages({
  en: () => import('i18n-namespace:en/keys,palette'),
  ro: () => import('i18n-namespace:ro/keys,palette'),
  es: () => import('i18n-namespace:es/keys,palette'),
});
