import { defineMessages } from '../../../core/i18n';

/**
 * The list screen's palette commands on its rows ("Edit a quiz…") and their
 * chooser, and its rows' links to a double correction: a namespace of its
 * own, loaded with the list's chunk, because the quizzes namespace loads with
 * the editor and a test's page too.
 */
export const quizRowsMessages = defineMessages({
  en: () => import('i18n-namespace:en/quizRows'),
  ro: () => import('i18n-namespace:ro/quizRows'),
  es: () => import('i18n-namespace:es/quizRows'),
});
