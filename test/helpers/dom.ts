import { Window } from 'happy-dom';
import { act, createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

const window = new Window({ url: 'http://127.0.0.1/' });
const globals = globalThis as Record<string, unknown>;
for (const name of [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'HTMLIFrameElement',
  'Node',
  'Event',
  'MouseEvent',
  'KeyboardEvent',
  'IntersectionObserver',
  'getComputedStyle',
  'location',
  'history',
  'localStorage',
]) {
  Object.defineProperty(globalThis, name, {
    value: (window as unknown as Record<string, unknown>)[name],
    configurable: true,
    writable: true,
  });
}
globals.IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Render a component on the server, put its HTML in a fresh container, then
 * hydrate it there: the same markup the browser gets, made interactive.
 */
export async function serverThenHydrate<P extends object>(
  Component: ComponentType<P>,
  props: P,
): Promise<{ container: HTMLElement; serverHtml: string; root: Root }> {
  const serverHtml = renderToString(createElement(Component, props));
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.replaceChildren(container as never);
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, createElement(Component, props), {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  mounted.push(root);
  return { container, serverHtml, root };
}

const mounted: Root[] = [];

/** Unmount everything `serverThenHydrate` mounted, so no timer outlives its test. */
export async function cleanup(): Promise<void> {
  await act(async () => {
    for (const root of mounted.splice(0)) root.unmount();
  });
}

/** Click an element inside act(), letting its async handlers settle. */
export async function click(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** A manual clock: replaces setTimeout/clearTimeout until `restore()`; `advance(ms)` runs what is due. */
export function fakeClock() {
  const real = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  globals.setTimeout = ((fn: () => void, ms = 0) => {
    timers.set(nextId, { at: now + ms, fn });
    return nextId++;
  }) as unknown;
  globals.clearTimeout = ((id: number) => timers.delete(id)) as unknown;
  return {
    async advance(ms: number) {
      now += ms;
      await act(async () => {
        for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
          if (timer.at <= now) {
            timers.delete(id);
            timer.fn();
          }
        }
      });
    },
    restore() {
      globals.setTimeout = real.setTimeout;
      globals.clearTimeout = real.clearTimeout;
    },
  };
}
