import { useId, type ReactNode } from 'react';

/** One tab of a group: its id (the URL value), its label and its content. */
export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * A guide's tab group as WAI-ARIA tabs, the first selected. The page script (`renderer/client/tabs.ts`)
 * makes them work and syncs them to `?<group>=<id>`; the pre-paint script
 * (`renderer/client/inline/tab-choice.ts`) shows the tab the URL names before first paint. Without
 * scripts the tab list is hidden and every panel shows under its label.
 */
export function TabGroup({ group, tabs }: { group: string; tabs: TabItem[] }) {
  const base = useId();
  const id = (tab: TabItem) => `${base}${tab.id}`;
  return (
    <div className="tab-group" data-tabs={group}>
      <div className="tab-list" role="tablist">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            className="tab"
            id={id(tab)}
            aria-controls={`${id(tab)}-panel`}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
            data-tab={tab.id}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          className="tab-panel"
          role="tabpanel"
          id={`${id(tab)}-panel`}
          aria-labelledby={id(tab)}
          tabIndex={0}
          data-tab={tab.id}
          data-selected={i === 0 ? '' : undefined}
        >
          <p className="tab-label">{tab.label}</p>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
