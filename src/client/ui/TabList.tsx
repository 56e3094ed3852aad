import { type KeyboardEvent, useRef } from 'react';

export interface TabListProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  labels: Record<T, string>;
  /** Names the tab list. */
  label: string;
  onSelect: (tab: T) => void;
  /** Ids tying each tab to its panel (aria-controls / aria-labelledby). */
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
}

/**
 * A WAI-ARIA tab list: one tab in the tab order, arrow keys (and Home, End)
 * move between tabs and open them as they go.
 */
export function TabList<T extends string>({ tabs, selected, labels, label, onSelect, tabId, panelId }: TabListProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target]!;
    onSelect(tab);
    buttons.current.get(tab)?.focus();
  };

  return (
    // The strip scrolls sideways on a narrow screen. Its bottom rule is an inset
    // shadow, not a border the tabs overlap with a negative margin: that 1 px of
    // overflow gave every strip a stray vertical scrollbar.
    <div
      role="tablist"
      aria-label={label}
      className="flex gap-1 overflow-x-auto overflow-y-hidden shadow-[inset_0_-1px_0_var(--colors-slate-200)] dark:shadow-[inset_0_-1px_0_var(--colors-slate-700)]"
    >
      {tabs.map((tab, index) => {
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
            className={`inline-flex min-h-11 shrink-0 items-center rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold focusable ${
              active
                ? 'border-primary-700 text-primary-800 dark:border-primary-300 dark:text-primary-200'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {labels[tab]}
          </button>
        );
      })}
    </div>
  );
}
