// The quiz dashboard's tabs in the address and on the page. Which tabs there
// are, and which one an address opens, live in core/paths (the route loader
// reads them before this feature's code is in).
import type { DashboardTab } from '../../core/paths';

export { DASHBOARD_TABS, type DashboardTab, dashboardTabFromSearch as tabFromSearch } from '../../core/paths';

export function searchWithTab(search: string, tab: DashboardTab): string {
  const params = new URLSearchParams(search);
  if (tab === 'grades') params.delete('tab');
  else params.set('tab', tab);
  return params.toString();
}

export const tabId = (tab: DashboardTab) => `quiz-dashboard-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `quiz-dashboard-panel-${tab}`;
