import { defineMessages } from '../../core/i18n';

/** The editor's own texts (the quiz rules, type names and PDF wording come with the quizzes feature it builds on). */
export const quizEditorMessages = defineMessages({
  en: () => import('i18n-namespace:en/quizEditor'),
  ro: () => import('i18n-namespace:ro/quizEditor'),
  es: () => import('i18n-namespace:es/quizEditor'),
});
