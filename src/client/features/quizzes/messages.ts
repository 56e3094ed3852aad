import { defineMessages } from '../../core/i18n';

/**
 * This feature's namespaces of i18n/*.json, fetched with its chunk in the
 * reader's language: its own texts, the question type names, the schema's
 * quiz rules and the plan limits (the previews' PDF wording and the attachment
 * messages come with features/quiz-detail).
 */
export const quizzesMessages = defineMessages({
  en: () => import('i18n-namespace:en/quizzes,questionTypes,quizRules,limits'),
  ro: () => import('i18n-namespace:ro/quizzes,questionTypes,quizRules,limits'),
  es: () => import('i18n-namespace:es/quizzes,questionTypes,quizRules,limits'),
});
