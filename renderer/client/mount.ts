import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Hydrate one island's server HTML with its component. Loaded lazily: React comes with it. */
export function mount(element: HTMLElement, Component: ComponentType<never>, props: object): void {
  hydrateRoot(element, createElement(Component, props as never));
}
