import { defineMessages } from '../../core/i18n';

/** The Compare classes tab's texts, fetched with its own chunk (the report and analysis tabs do without them). */
export const comparisonMessages = defineMessages({
  en: () => import('i18n-namespace:en/comparison'),
  ro: () => import('i18n-namespace:ro/comparison'),
  es: () => import('i18n-namespace:es/comparison'),
});
