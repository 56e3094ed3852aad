import { defineMessages } from '../../core/i18n';

/**
 * This feature's namespaces of i18n/*.json, fetched with its chunk in the
 * reader's language: its own texts, the question type names, the schema's
 * quiz rules and attachment messages (the server's too), the PDF wording the
 * previews share, and the plan limits.
 */
export const quizzesMessages = defineMessages({
  en: () => import('i18n-namespace:en/quizzes,questionTypes,quizRules,attachments,pdf,limits'),
  ro: () => import('i18n-namespace:ro/quizzes,questionTypes,quizRules,attachments,pdf,limits'),
  es: () => import('i18n-namespace:es/quizzes,questionTypes,quizRules,attachments,pdf,limits'),
});
