import { defineMessages } from '../../core/i18n';

/** The grading screens' namespaces (marks: the reasons a mark is refused, shared with the server; keys: the key names its help shows). */
export const gradingMessages = defineMessages({
  en: () => import('i18n-namespace:en/grading,marks,keys'),
  ro: () => import('i18n-namespace:ro/grading,marks,keys'),
  es: () => import('i18n-namespace:es/grading,marks,keys'),
});
