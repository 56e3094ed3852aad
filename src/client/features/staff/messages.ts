import { defineMessages } from '../../core/i18n';

/** This feature's namespace of i18n/*.json, fetched with its chunk in the reader's language. */
export const staffMessages = defineMessages({
  en: () => import('i18n-namespace:en/staff'),
  ro: () => import('i18n-namespace:ro/staff'),
  es: () => import('i18n-namespace:es/staff'),
});
