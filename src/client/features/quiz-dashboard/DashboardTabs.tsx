import { useLayoutEffect } from 'react';
import { TabList } from '../../ui/TabList';
import { DASHBOARD_TABS, type DashboardTab, panelId, tabId } from './dashboard-tabs';

export interface DashboardTabsProps {
  selected: DashboardTab;
  labels: Record<DashboardTab, string>;
  /** Names the tab list. */
  label: string;
  onSelect: (tab: DashboardTab) => void;
}

/**
 * Scrolls the tab strip sideways just enough to show the tab whole. At 200 %
 * zoom on a school laptop the strip scrolls, and Chromium's focus() leaves a
 * tab that is partly in view where it is: 'Compară clasele', reached with the
 * arrow keys, stayed cut at the edge. Only the strip scrolls, never the page.
 */
function showWhole(tab: HTMLElement | null) {
  const strip = tab?.closest<HTMLElement>('[role=tablist]');
  if (!tab || !strip) return;
  const shown = strip.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < shown.left) strip.scrollLeft -= shown.left - box.left;
  else if (box.right > shown.right) strip.scrollLeft += box.right - shown.right;
}

/** The quiz dashboard's tabs: Enter Grades, Question Analysis, Quiz Report (SPEC 2). */
export function DashboardTabs(props: DashboardTabsProps) {
  // On opening (a shared link to the last tab) and on every change of tab, by arrow key, click or palette.
  useLayoutEffect(() => showWhole(document.getElementById(tabId(props.selected))), [props.selected]);
  return <TabList tabs={DASHBOARD_TABS} tabId={tabId} panelId={panelId} {...props} />;
}
