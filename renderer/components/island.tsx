import type { ComponentType } from 'react';

/**
 * When an island hydrates: at once (`load`, for islands that act on page load),
 * when it nears the viewport (`visible`), or when the reader first points at,
 * focuses or touches it (`interaction`; a click that arrives first is replayed).
 */
export type HydrateWhen = 'load' | 'visible' | 'interaction';

/**
 * Mark a component for hydration in the browser: the server renders it inside a
 * `data-island` wrapper with its props as JSON; `renderer/client/hydrate.ts`
 * later hydrates the wrapper with the same component and props.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  inline = false,
  hydrate = 'visible',
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  inline?: boolean;
  hydrate?: HydrateWhen;
}) {
  const Wrapper = inline ? 'span' : 'div';
  return (
    <Wrapper data-island={name} data-props={JSON.stringify(props)} data-hydrate={hydrate} className="island">
      <Component {...props} />
    </Wrapper>
  );
}
