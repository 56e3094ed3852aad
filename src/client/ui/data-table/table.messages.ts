import { defineMessages } from '../../core/i18n';

/** The tables' texts (sorting, pages), with their code: the dashboard has no table, so its first load carries none (issue 15). */
export const tableMessages = defineMessages({
  en: () => import('i18n-namespace:en/table'),
  ro: () => import('i18n-namespace:ro/table'),
  es: () => import('i18n-namespace:es/table'),
});
