import type { ComponentType } from 'react';

/** Every island by name, each loaded lazily so a page fetches only the code of the islands it has. */
export const islands: Record<string, () => Promise<ComponentType<never>>> = {
  ProjectPicker: () =>
    import('../components/project-picker/project-picker.tsx').then((m) => m.ProjectPicker as ComponentType<never>),
  PanelSwitch: () => import('../components/panel-switch.tsx').then((m) => m.PanelSwitch as ComponentType<never>),
  SqlToRest: () => import('../components/sql-to-rest/sql-to-rest.tsx').then((m) => m.SqlToRest as ComponentType<never>),
};

/** The loader of the island a page names (`data-island`), or undefined: only the registry's own names, never `constructor` or `toString`. */
export function islandLoader(name: string): (() => Promise<ComponentType<never>>) | undefined {
  return Object.hasOwn(islands, name) ? islands[name] : undefined;
}
