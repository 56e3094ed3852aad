import { defineMessages } from '../../core/i18n';

/** This feature's namespaces of i18n/*.json, fetched with its chunk in the reader's language. */
export const pupilPerformanceMessages = defineMessages({
  en: () => import('i18n-namespace:en/performance,comments'),
  ro: () => import('i18n-namespace:ro/performance,comments'),
  es: () => import('i18n-namespace:es/performance,comments'),
});
