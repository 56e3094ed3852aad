import { defineMessages } from '../../core/i18n';

/** Key names as the reader's keyboard prints them (ui/ShortcutKeys): the palette's texts are in the boot, these come with its overlays. */
export const keyMessages = defineMessages({
  en: () => import('i18n-namespace:en/keys'),
  ro: () => import('i18n-namespace:ro/keys'),
  es: () => import('i18n-namespace:es/keys'),
});
