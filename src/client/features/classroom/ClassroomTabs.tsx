import { TabList } from '../../ui/TabList';
import { CLASSROOM_TABS, type ClassroomTab, panelId, tabId } from './classroom-tabs';

export interface ClassroomTabsProps {
  selected: ClassroomTab;
  labels: Record<ClassroomTab, string>;
  /** Names the tab list. */
  label: string;
  onSelect: (tab: ClassroomTab) => void;
}

/** The classroom page's tabs: Quizzes, Pupils, Performance (SPEC 2). */
export function ClassroomTabs(props: ClassroomTabsProps) {
  return <TabList tabs={CLASSROOM_TABS} tabId={tabId} panelId={panelId} {...props} />;
}
