import { defineMessages } from '../../../core/i18n';

/** The second question of a test's delete, when it has a double correction: its own chunk's texts (delete-corrections.ts). */
export const deleteCorrectionsMessages = defineMessages({
  en: () => import('i18n-namespace:en/quizDeleteCorrections'),
  ro: () => import('i18n-namespace:ro/quizDeleteCorrections'),
  es: () => import('i18n-namespace:es/quizDeleteCorrections'),
});
