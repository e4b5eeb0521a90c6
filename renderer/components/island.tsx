import { createElement, type ComponentType } from 'react';
import { isIslandName, type IslandComponent, type IslandName, type IslandProps } from './islands.ts';

/**
 * When an island hydrates: at once (`load`, for islands that act on page load),
 * when it nears the viewport (`visible`), or when the reader first points at,
 * focuses or touches it (`interaction`; a click that arrives first is replayed).
 */
export type HydrateWhen = 'load' | 'visible' | 'interaction';

/**
 * Mark a component for hydration in the browser: the server renders it inside a
 * `data-island` wrapper with its props as JSON; `renderer/client/hydrate.ts`
 * later hydrates the wrapper with the component the registry (`islands.ts`) names.
 * `name` must be registered, and `component` and `props` must be the ones it names, so a
 * misspelt name or a prop the island does not take is a type error; a name from outside
 * TypeScript that the registry does not have stops the build here.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
  inline = false,
  hydrate = 'visible',
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
    <Wrapper data-island={name} data-props={JSON.stringify(props)} data-hydrate={hydrate} className="island">
      {/* The registry's components take different props; this one takes its own, as the types above say. */}
      {createElement(Component as ComponentType<object>, props)}
    </Wrapper>
  );
}
