import { defineMessages } from '../../core/i18n';

/** This feature's namespaces of i18n/*.json, fetched with its chunk in the reader's language. */
export const dashboardMessages = defineMessages({
  en: () => import('i18n-namespace:en/dashboard,plans'),
  ro: () => import('i18n-namespace:ro/dashboard,plans'),
  es: () => import('i18n-namespace:es/dashboard,plans'),
});
