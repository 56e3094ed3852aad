import { defineMessages } from '../../core/i18n';

/** This feature's namespace of i18n/*.json, fetched with its chunk in the reader's language (the classes' texts: core/classrooms.messages). */
export const schoolsMessages = defineMessages({
  en: () => import('i18n-namespace:en/schools'),
  ro: () => import('i18n-namespace:ro/schools'),
  es: () => import('i18n-namespace:es/schools'),
});
