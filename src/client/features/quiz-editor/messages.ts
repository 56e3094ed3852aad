import { defineMessages } from '../../core/i18n';

/** The editor's own texts (the quiz rules and type names come with the quizzes feature, the PDF wording with quiz-detail); keys: the key names its buttons' hover texts say. */
export const quizEditorMessages = defineMessages({
  en: () => import('i18n-namespace:en/quizEditor,keys'),
  ro: () => import('i18n-namespace:ro/quizEditor,keys'),
  es: () => import('i18n-namespace:es/quizEditor,keys'),
});
