import { defineMessages } from './i18n';

/**
 * The 'classrooms' texts: a class's name, level, pupil count, form and page. Two features show them (the
 * schools screens list a school's classes; the classroom is one), so they are a text file of their own that
 * both load, and a classroom does not load the schools feature for them.
 */
export const classroomsMessages = defineMessages({
  en: () => import('i18n-namespace:en/classrooms'),
  ro: () => import('i18n-namespace:ro/classrooms'),
  es: () => import('i18n-namespace:es/classrooms'),
});
