import { defineMessages } from '../../core/i18n';

/** This feature's namespaces of i18n/*.json, fetched with its chunk in the reader's language. */
export const schoolsMessages = defineMessages({
  en: () => import('i18n-namespace:en/schools,classrooms'),
  ro: () => import('i18n-namespace:ro/schools,classrooms'),
  es: () => import('i18n-namespace:es/schools,classrooms'),
});
