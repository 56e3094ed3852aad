import { defineMessages } from '../../core/i18n';

/** This feature's namespaces of i18n/*.json, fetched with its chunk in the reader's language. */
export const settingsMessages = defineMessages({
  en: () => import('i18n-namespace:en/settings'),
  ro: () => import('i18n-namespace:ro/settings'),
  es: () => import('i18n-namespace:es/settings'),
});
