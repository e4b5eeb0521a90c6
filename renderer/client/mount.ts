import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Hydrate one island's server HTML with its component; resolves once hydration has committed. Loaded lazily: React comes with it. */
export function mount(element: HTMLElement, Component: ComponentType<never>, props: object): Promise<void> {
  return new Promise((resolve) => {
    const hydrated = () => {
      element.setAttribute('data-hydrated', '');
      resolve();
    };
    hydrateRoot(element, createElement(Hydrated, { onHydrated: hydrated }, createElement(Component, props as never)));
  });
}

/** Renders its children unchanged and says when hydration has committed. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}
