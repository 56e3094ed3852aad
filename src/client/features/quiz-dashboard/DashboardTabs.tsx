import { TabList } from '../../ui/TabList';
import { DASHBOARD_TABS, type DashboardTab, panelId, tabId } from './dashboard-tabs';

export interface DashboardTabsProps {
  selected: DashboardTab;
  labels: Record<DashboardTab, string>;
  /** Names the tab list. */
  label: string;
  onSelect: (tab: DashboardTab) => void;
}

/** The quiz dashboard's tabs: Enter Grades, Question Analysis, Quiz Report (SPEC 2). */
export function DashboardTabs(props: DashboardTabsProps) {
  return <TabList tabs={DASHBOARD_TABS} tabId={tabId} panelId={panelId} {...props} />;
}
