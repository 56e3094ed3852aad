import { defineMessages } from '../../core/i18n';

/** Double correction's texts (issue 17), fetched with its own chunk. */
export const doubleCorrectionMessages = defineMessages({
  en: () => import('i18n-namespace:en/doubleCorrection'),
  ro: () => import('i18n-namespace:ro/doubleCorrection'),
  es: () => import('i18n-namespace:es/doubleCorrection'),
});
