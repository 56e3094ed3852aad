import { defineMessages } from '../../core/i18n';

/** The Schools panel's texts, with its code (SchoolsMenu.tsx): a visit that never opens it never loads them (issue 15). */
export const schoolsPanelMessages = defineMessages({
  en: () => import('i18n-namespace:en/schoolsPanel'),
  ro: () => import('i18n-namespace:ro/schoolsPanel'),
  es: () => import('i18n-namespace:es/schoolsPanel'),
});
