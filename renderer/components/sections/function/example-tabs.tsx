import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** One tab: the id of the panel it shows (its own id is `<id>-tab`) and its label. */
export interface ExampleTab {
  id: string;
  name: string;
}

/**
 * The tab list of a function's examples (WAI-ARIA tabs, automatic activation: arrow keys,
 * Home and End move and select). The panels are server HTML beside this island, so a page
 * carries each example once: selecting a tab marks its panel `data-active`, and the
 * stylesheet shows only the active panel once scripts run (every panel without them).
 */
export function ExampleTabs({ label, tabs }: { label: string; tabs: ExampleTab[] }) {
  const [selected, setSelected] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const page = list.current?.ownerDocument;
    tabs.forEach((tab, i) => page?.getElementById(tab.id)?.toggleAttribute('data-active', i === selected));
  }, [selected, tabs]);

  const select = (index: number, focus: boolean) => {
    setSelected(index);
    if (focus) list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key], true);
  };

  return (
    <div ref={list} role="tablist" aria-label={label} className="tab-list fn-tab-list" onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <button key={tab.id} type="button" role="tab" id={`${tab.id}-tab`} aria-controls={tab.id} aria-selected={i === selected} tabIndex={i === selected ? 0 : -1} className="tab" onClick={() => select(i, false)}>
          {tab.name}
        </button>
      ))}
    </div>
  );
}
