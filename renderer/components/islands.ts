import type { ComponentProps, ComponentType } from 'react';

/**
 * When an island hydrates: at once (`load`, for islands that act on page load), when it nears the
 * viewport (`visible`), when the reader first points at, focuses or touches it (`interaction`; a click
 * that arrives first is replayed), or only for a reader the session hint cookie says is signed in
 * (`signed-in`: at once, or when the hint appears later, after signing in in another tab); a
 * signed-out reader keeps the server HTML, which must then work on its own.
 */
export type HydrateWhen = 'load' | 'visible' | 'interaction' | 'signed-in';

/** One registry entry: the component, imported lazily, and when it hydrates. */
function island<C>(load: () => Promise<C>, hydrate: HydrateWhen) {
  return { load, hydrate };
}

/**
 * Every island, by the name a page gives it (`data-island`), each component imported lazily so a page
 * loads only the code of the islands it has (esbuild splitting), and when it hydrates. The one registry:
 * `<Island>` on the server takes only these names and each one's props and writes when it hydrates, and
 * the client loader (`renderer/client/hydrate.ts`) hydrates from it.
 */
export const islands = {
  // Signed out, the server HTML is the whole picker (a prompt to log in, disabled pickers): no React.
  ProjectPicker: island(() => import('./project-picker/project-picker.tsx').then((m) => m.ProjectPicker), 'signed-in'),
  PanelSwitch: island(() => import('./panel-switch.tsx').then((m) => m.PanelSwitch), 'visible'),
  // The translator must translate a shared query as soon as its parser is in.
  SqlToRest: island(() => import('./sql-to-rest/sql-to-rest.tsx').then((m) => m.SqlToRest), 'load'),
} as const;

/** The name of a registered island. */
export type IslandName = keyof typeof islands;

/** The component registered under `Name`. */
export type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islands)[Name]['load']>>;

/** The props of the island registered under `Name`: what the server writes into `data-props`. */
export type IslandProps<Name extends IslandName> = ComponentProps<IslandComponent<Name>>;

/** Whether `name` is a registered island: an own name of the registry, never `constructor` or `toString`. */
export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}

/** The loader of the island a page names, or undefined for a name the registry does not have. */
export function islandLoader(name: string): (() => Promise<ComponentType<never>>) | undefined {
  return isIslandName(name) ? (islands[name].load as () => Promise<ComponentType<never>>) : undefined;
}
