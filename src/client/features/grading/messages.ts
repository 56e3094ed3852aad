import { defineMessages } from '../../core/i18n';

/** The grading screens' namespaces (marks: the reasons a mark is refused, shared with the server). */
export const gradingMessages = defineMessages({
  en: () => import('i18n-namespace:en/grading,marks'),
  ro: () => import('i18n-namespace:ro/grading,marks'),
  es: () => import('i18n-namespace:es/grading,marks'),
});
