import { defineMessages } from '../../core/i18n';

/** This feature's namespaces of i18n/*.json, fetched with its chunk in the reader's language. */
export const classroomMessages = defineMessages({
  en: () => import('i18n-namespace:en/pupils,roster'),
  ro: () => import('i18n-namespace:ro/pupils,roster'),
  es: () => import('i18n-namespace:es/pupils,roster'),
});
