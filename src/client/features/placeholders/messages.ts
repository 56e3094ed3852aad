import { defineMessages } from '../../core/i18n';

/** This feature's namespaces of i18n/*.json, fetched with its chunk in the reader's language. */
export const placeholdersMessages = defineMessages({
  en: () => import('i18n-namespace:en/placeholders'),
  ro: () => import('i18n-namespace:ro/placeholders'),
  es: () => import('i18n-namespace:es/placeholders'),
});
