import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** One panel a switch shows: the id of its server-rendered element and its label. */
export interface SwitchPanel {
  id: string;
  label: string;
}

export interface PanelSwitchProps {
  /** `tabs`: WAI-ARIA tabs (Example / Schema); `select`: a `<select>` (content types). */
  kind: 'tabs' | 'select';
  /** What is being chosen, for assistive technology: 'Response 200', 'Content type'. */
  label: string;
  panels: SwitchPanel[];
}

/**
 * Chooses which of its sibling panels shows. The panels are server-rendered next to it (the first
 * visible, the others `hidden`), so the island carries only ids and labels, never the panels' content
 * twice, and without JavaScript the first panel still shows.
 */
export function PanelSwitch({ kind, label, panels }: PanelSwitchProps) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const chooser = useRef<HTMLSelectElement>(null);
  // A reader may pick a content type before this island hydrates: follow what the page shows.
  useEffect(() => {
    const index = panels.findIndex((p) => p.id === chooser.current?.value);
    if (index > 0) select(index);
  }, []);
  const select = (index: number) => {
    setSelected(index);
    panels.forEach((panel, i) => {
      const element = document.getElementById(panel.id);
      if (element) element.hidden = i !== index;
    });
  };
  if (kind === 'select') {
    return (
      <label className="panel-select">
        <span>{label}</span>
        <select ref={chooser} defaultValue={panels[0].id} onChange={(event) => select(panels.findIndex((p) => p.id === event.target.value))}>
          {panels.map((panel) => (
            <option key={panel.id} value={panel.id}>
              {panel.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: panels.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + panels.length) % panels.length;
    select(wrapped);
    tabs.current[wrapped]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="tab-list panel-tabs">
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
          onClick={() => select(i)}
          onKeyDown={(event) => onKeyDown(event, i)}
        >
          {panel.label}
        </button>
      ))}
    </div>
  );
}
