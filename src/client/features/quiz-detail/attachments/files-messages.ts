import { defineMessages } from '../../../core/i18n';

/**
 * The test page's palette commands on its files ("Download an attachment…")
 * and their chooser: a namespace of its own, loaded with the page's chunk,
 * because the files panel (and the quizzes namespace) loads with the editor too.
 */
export const quizFilesMessages = defineMessages({
  en: () => import('i18n-namespace:en/quizFiles'),
  ro: () => import('i18n-namespace:ro/quizFiles'),
  es: () => import('i18n-namespace:es/quizFiles'),
});
