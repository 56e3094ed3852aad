import { defineMessages } from '../../core/i18n';

/** The crash screens' texts, with their code (crash-screens.ts); the screens that show without a network keep theirs in the boot. */
export const crashMessages = defineMessages({
  en: () => import('i18n-namespace:en/crashScreen'),
  ro: () => import('i18n-namespace:ro/crashScreen'),
  es: () => import('i18n-namespace:es/crashScreen'),
});
