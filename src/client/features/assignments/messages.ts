import { defineMessages } from '../../core/i18n';

export const assignmentsMessages = defineMessages({
  en: () => import('i18n-namespace:en/assignments'),
  ro: () => import('i18n-namespace:ro/assignments'),
  es: () => import('i18n-namespace:es/assignments'),
});
