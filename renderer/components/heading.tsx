import { createContext, createElement, use, type ReactNode } from 'react';

/** Whether h2 and h3 headings with an id get a link to themselves (guides turn it on). */
export const HeadingLinks = createContext(false);

/** A heading; with `HeadingLinks` on, followed by a link to its own URL that shows on hover and focus. */
export function Heading({ tag, id, children }: { tag: string; id?: string; children?: ReactNode }) {
  const links = use(HeadingLinks);
  const heading = createElement(tag, { id }, children);
  if (!links || !id || (tag !== 'h2' && tag !== 'h3')) return heading;
  return (
    <div className={`heading-wrapper level-${tag}`}>
      {heading}
      <a className="anchor-link" href={`#${id}`}>
        <span aria-hidden="true">#</span>
        <span className="visually-hidden">Link to this section</span>
      </a>
    </div>
  );
}
