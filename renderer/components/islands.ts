import type { ComponentProps, ComponentType } from 'react';

/**
 * Every island, by the name a page gives it (`data-island`), each component imported lazily so a page
 * loads only the code of the islands it has (esbuild splitting). The one registry: `<Island>` on the
 * server takes only these names and each one's props, and the client loader (`renderer/client/hydrate.ts`)
 * hydrates from it.
 */
export const islands = {
  ProjectPicker: () => import('./project-picker/project-picker.tsx').then((m) => m.ProjectPicker),
  PanelSwitch: () => import('./panel-switch.tsx').then((m) => m.PanelSwitch),
  SqlToRest: () => import('./sql-to-rest/sql-to-rest.tsx').then((m) => m.SqlToRest),
} as const;

/** The name of a registered island. */
export type IslandName = keyof typeof islands;

/** The component registered under `Name`. */
export type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islands)[Name]>>;

/** The props of the island registered under `Name`: what the server writes into `data-props`. */
export type IslandProps<Name extends IslandName> = ComponentProps<IslandComponent<Name>>;

/** Whether `name` is a registered island: an own name of the registry, never `constructor` or `toString`. */
export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}

/** The loader of the island a page names, or undefined for a name the registry does not have. */
export function islandLoader(name: string): (() => Promise<ComponentType<never>>) | undefined {
  return isIslandName(name) ? (islands[name] as () => Promise<ComponentType<never>>) : undefined;
}
