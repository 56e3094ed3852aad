// Which top-level section a path belongs to, for the bar's aria-current.
export type NavSection = 'home' | 'schools' | 'quizzes';

export function sectionOf(path: string): NavSection | null {
  if (path === '/') return 'home';
  if (path === '/schools' || path.startsWith('/schools/') || path.startsWith('/classrooms/')) return 'schools';
  if (path === '/quizzes' || path.startsWith('/quizzes/') || path.startsWith('/quiz/')) return 'quizzes';
  return null;
}

/** The classroom open on screen (`/schools/{s}/classrooms/{c}` and below, or a pupil's page). */
export function activeClassroomOf(path: string): string | null {
  const match = /^\/schools\/[^/]+\/classrooms\/([^/]+)/.exec(path) ?? /^\/classrooms\/([^/]+)/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

export const NAV_LINK_CLASS = [
  'inline-flex min-h-10 items-center rounded-lg px-3 py-2 text-sm font-medium text-slate-700 no-underline hover:bg-slate-100 focusable',
  'aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800',
  'dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-primary-200',
].join(' ');
