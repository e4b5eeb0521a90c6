import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** One panel a switch shows: the id of its server-rendered element and its label. */
export interface SwitchPanel {
  id: string;
  label: string;
}

export interface PanelSwitchProps {
  /** `tabs`: WAI-ARIA tabs (examples, Example / Schema); `select`: a `<select>` (content types). */
  kind: 'tabs' | 'select';
  /** What is being chosen, for assistive technology: 'Response 200', 'Content type'. */
  label: string;
  panels: SwitchPanel[];
}

/**
 * The attributes of a panel a PanelSwitch controls. The first is active; once scripts run the
 * stylesheet hides the others (`.js [data-panel]:not([data-active])`), and without scripts every
 * panel shows, so nothing is out of reach.
 */
export function panelAttributes(id: string, active: boolean, kind: PanelSwitchProps['kind'] = 'tabs') {
  return {
    id,
    'data-panel': '',
    'data-active': active ? '' : undefined,
    ...(kind === 'tabs' ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab` } : {}),
  };
}

/**
 * Chooses which of its sibling panels shows. The panels are server-rendered beside it, so the island
 * carries only ids and labels, never the panels' content twice. Tabs follow WAI-ARIA with automatic
 * activation: the arrow keys (wrapping), Home and End move and select.
 */
export function PanelSwitch({ kind, label, panels }: PanelSwitchProps) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const chooser = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    for (const [i, panel] of panels.entries())
      document.getElementById(panel.id)?.toggleAttribute('data-active', i === selected);
  }, [selected, panels]);
  // A reader may pick a content type before this island hydrates: follow what the page shows.
  useEffect(() => {
    const index = panels.findIndex((p) => p.id === chooser.current?.value);
    if (index > 0) setSelected(index);
    // Once, on hydration: later choices come through React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (kind === 'select') {
    return (
      <label className="panel-select">
        <span>{label}</span>
        <select
          ref={chooser}
          defaultValue={panels[0].id}
          onChange={(event) => setSelected(panels.findIndex((p) => p.id === event.target.value))}
        >
          {panels.map((panel) => (
            <option key={panel.id} value={panel.id}>
              {panel.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const last = panels.length - 1;
    const next = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="tab-list panel-tabs" onKeyDown={onKeyDown}>
      {panels.map((panel, i) => (
        <button
          key={panel.id}
          ref={(element) => void (tabs.current[i] = element)}
          type="button"
          role="tab"
          id={`${panel.id}-tab`}
          aria-selected={i === selected}
          aria-controls={panel.id}
          tabIndex={i === selected ? 0 : -1}
          className="tab"
          onClick={() => setSelected(i)}
        >
          {panel.label}
        </button>
      ))}
    </div>
  );
}
