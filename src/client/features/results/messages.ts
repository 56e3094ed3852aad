import { defineMessages } from '../../core/i18n';

/** This feature's namespaces of i18n/*.json, fetched with its chunk in the reader's language. */
export const resultsMessages = defineMessages({
  en: () => import('i18n-namespace:en/analysis,report,performance,results'),
  ro: () => import('i18n-namespace:ro/analysis,report,performance,results'),
  es: () => import('i18n-namespace:es/analysis,report,performance,results'),
});
