import { createContext, createElement, use, type ReactNode } from 'react';

/** Whether h2 and h3 headings with an id get a link to themselves (guides turn it on). */
export const HeadingLinks = createContext(false);

/**
 * How many levels the headings of prose move down: a reference's markdown section places its own
 * headings under its title (`markdownShift`), as its markdown twin does.
 */
export const HeadingShift = createContext(0);

/** A heading; with `HeadingLinks` on, followed by a link to its own URL that shows on hover and focus. */
export function Heading({ tag, id, children }: { tag: string; id?: string; children?: ReactNode }) {
  const links = use(HeadingLinks);
  const shown = `h${Math.min(6, Number(tag.slice(1)) + use(HeadingShift))}`;
  const heading = createElement(shown, { id }, children);
  if (!links || !id || (shown !== 'h2' && shown !== 'h3')) return heading;
  return (
    <div className={`heading-wrapper level-${shown}`}>
      {heading}
      <a className="anchor-link" href={`#${id}`}>
        <span aria-hidden="true">#</span>
        <span className="visually-hidden">Link to this section</span>
      </a>
    </div>
  );
}
