// The quiz dashboard's tabs (SPEC 2: Enter Grades, Question Analysis, Quiz
// Report; issue 16: Compare classes). The open tab lives in the query string (?tab=report), so a reload
// or a shared link opens the same one.
export const DASHBOARD_TABS = ['grades', 'analysis', 'report', 'compare'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function tabFromSearch(search: string): DashboardTab {
  const value = new URLSearchParams(search).get('tab');
  return DASHBOARD_TABS.find((tab) => tab === value) ?? 'grades';
}

export function searchWithTab(search: string, tab: DashboardTab): string {
  const params = new URLSearchParams(search);
  if (tab === 'grades') params.delete('tab');
  else params.set('tab', tab);
  return params.toString();
}

export const tabId = (tab: DashboardTab) => `quiz-dashboard-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `quiz-dashboard-panel-${tab}`;
