import { defineMessages } from '../../core/i18n';

/**
 * This feature's namespaces of i18n/*.json, fetched with its chunk: the PDF
 * wording the previews print and the attachment messages (the server's too).
 * The quiz texts themselves (quizzes.detail, quizzes.attachments, …) come with
 * the quizzes feature, which this one imports.
 */
export const quizDetailMessages = defineMessages({
  en: () => import('i18n-namespace:en/attachments,pdf'),
  ro: () => import('i18n-namespace:ro/attachments,pdf'),
  es: () => import('i18n-namespace:es/attachments,pdf'),
});
