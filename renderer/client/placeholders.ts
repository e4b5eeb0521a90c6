import { computed, effect } from '@preact/signals-react';
import { projectSelection, type ProjectSelection } from '../components/state/project-selection.ts';

/** The reader's value for each placeholder name, or undefined while there are none (signed out, loading, failed). */
export function placeholderValues(selection: Pick<ProjectSelection, 'apiSettings'>) {
  return computed((): Record<string, string> | undefined => {
    const settings = selection.apiSettings.value;
    return settings.kind === 'ready' ? { SUPABASE_URL: settings.url, SUPABASE_ANON_KEY: settings.anonKey } : undefined;
  });
}

/**
 * Fill every `[data-placeholder]` span of the page's code (marked at build time) with the reader's
 * value, and put the placeholder back when there is none, as the selection changes; sections that
 * arrive later (a slug page's shared file) are filled as they are added. Returns a function that stops.
 */
export function fillPlaceholders(
  selection: Pick<ProjectSelection, 'apiSettings'> = projectSelection,
  root: HTMLElement = document.body,
): () => void {
  const values = placeholderValues(selection);
  const fill = (scope: ParentNode) => {
    const current = values.peek();
    for (const span of scope.querySelectorAll<HTMLElement>('[data-placeholder]')) {
      const name = span.dataset.placeholder!;
      const text = (current && Object.hasOwn(current, name) ? current[name] : undefined) ?? `<${name}>`;
      if (span.textContent !== text) span.textContent = text;
    }
  };
  const stop = effect(() => {
    void values.value;
    fill(root);
  });
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node.nodeType === 1) fill(node.parentNode ?? root);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    stop();
    observer.disconnect();
  };
}
