// The classroom page's tabs (SPEC 2: Quizzes, Pupils, Performance). The open
// tab lives in the query string (?tab=pupils), so a reload or a shared link
// opens the same one.
export const CLASSROOM_TABS = ['quizzes', 'pupils', 'performance'] as const;
export type ClassroomTab = (typeof CLASSROOM_TABS)[number];

export const DEFAULT_TAB: ClassroomTab = 'quizzes';

/**
 * The tab the address names; without one, Quizzes, except for a class with no
 * pupils yet (`pupilCount` 0), which opens on Pupils: adding them is the next
 * step there, and its Quizzes tab would only say nothing is assigned.
 */
export function tabFromSearch(search: string, pupilCount?: number): ClassroomTab {
  return tabNamedIn(search) ?? (pupilCount === 0 ? 'pupils' : DEFAULT_TAB);
}

/** The tab the address names, if it names one. */
export function tabNamedIn(search: string): ClassroomTab | undefined {
  const value = new URLSearchParams(search).get('tab');
  return CLASSROOM_TABS.find((tab) => tab === value);
}

/** The query string with the tab set, other parameters kept. */
export function searchWithTab(search: string, tab: ClassroomTab): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  return params.toString();
}

export const tabId = (tab: ClassroomTab) => `classroom-tab-${tab}`;
export const panelId = (tab: ClassroomTab) => `classroom-panel-${tab}`;
