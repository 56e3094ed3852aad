import { defineMessages } from '../../core/i18n';

/** The breadcrumbs' texts, with their code (Breadcrumbs.tsx): the dashboard shows none, so its first load carries none (issue 15). */
export const breadcrumbMessages = defineMessages({
  en: () => import('i18n-namespace:en/breadcrumbs'),
  ro: () => import('i18n-namespace:ro/breadcrumbs'),
  es: () => import('i18n-namespace:es/breadcrumbs'),
});
