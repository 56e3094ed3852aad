import { useRef, type KeyboardEvent } from 'react';
import { DASHBOARD_TABS, panelId, tabId, type DashboardTab } from './dashboard-tabs';

export interface DashboardTabsProps {
  selected: DashboardTab;
  labels: Record<DashboardTab, string>;
  label: string;
  onSelect: (tab: DashboardTab) => void;
}

/** A WAI-ARIA tab list: one tab in the tab order; arrows, Home and End move between tabs and open them. */
export function DashboardTabs({ selected, labels, label, onSelect }: DashboardTabsProps) {
  const buttons = useRef(new Map<DashboardTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = DASHBOARD_TABS.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = DASHBOARD_TABS[target]!;
    onSelect(tab);
    buttons.current.get(tab)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700">
      {DASHBOARD_TABS.map((tab, index) => {
        const active = tab === selected;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={active}
            aria-controls={panelId(tab)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px min-h-11 whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold focusable ${active ? 'border-primary-700 text-primary-800 dark:border-primary-300 dark:text-primary-200' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'}`}
          >
            {labels[tab]}
          </button>
        );
      })}
    </div>
  );
}
