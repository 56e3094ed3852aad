import { defineMessages } from '../../core/i18n';

/** This feature's namespaces of i18n/*.json, fetched with its chunk in the reader's language. */
export const authMessages = defineMessages({
  en: () => import('i18n-namespace:en/auth'),
  ro: () => import('i18n-namespace:ro/auth'),
  es: () => import('i18n-namespace:es/auth'),
});
