import { defineMessages } from '../../core/i18n';

export const quizDashboardMessages = defineMessages({
  en: () => import('i18n-namespace:en/quizDashboard'),
  ro: () => import('i18n-namespace:ro/quizDashboard'),
  es: () => import('i18n-namespace:es/quizDashboard'),
});
