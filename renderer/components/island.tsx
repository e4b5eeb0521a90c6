import type { ComponentType } from 'react';

/**
 * Mark a component for hydration in the browser: the server renders it inside a
 * `data-island` wrapper with its props as JSON; `renderer/client/entry.ts`
 * later hydrates the wrapper with the same component and props.
 */
export function Island<P extends object>({ name, component: Component, props, inline = false }: { name: string; component: ComponentType<P>; props: P; inline?: boolean }) {
  const Wrapper = inline ? 'span' : 'div';
  return (
    <Wrapper data-island={name} data-props={JSON.stringify(props)} className="island">
      <Component {...props} />
    </Wrapper>
  );
}
