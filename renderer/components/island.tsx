import { createElement, type ComponentType } from 'react';
import {
  islands,
  isIslandName,
  type HydrateWhen,
  type IslandComponent,
  type IslandName,
  type IslandProps,
} from './islands.ts';

export type { HydrateWhen };

/**
 * Mark a component for hydration in the browser: the server renders it inside a
 * `data-island` wrapper with its props as JSON; `renderer/client/hydrate.ts`
 * later hydrates the wrapper with the component the registry (`islands.ts`) names.
 * It hydrates when the registry says, unless `hydrate` says otherwise for this one.
 * `name` must be registered, and `component` and `props` must be the ones it names, so a
 * misspelt name or a prop the island does not take is a type error; a name from outside
 * TypeScript that the registry does not have stops the build here.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
  inline = false,
  hydrate,
}: {
  name: Name;
  component: IslandComponent<Name>;
  props: IslandProps<Name>;
  inline?: boolean;
  hydrate?: HydrateWhen;
}) {
  if (!isIslandName(name))
    throw new Error(`Unknown island '${String(name)}': register it in renderer/components/islands.ts.`);
  const Wrapper = inline ? 'span' : 'div';
  return (
    <Wrapper
      data-island={name}
      data-props={JSON.stringify(props)}
      data-hydrate={hydrate ?? islands[name].hydrate}
      className="island"
    >
      {/* The registry's components take different props; this one takes its own, as the types above say. */}
      {createElement(Component as ComponentType<object>, props)}
    </Wrapper>
  );
}
