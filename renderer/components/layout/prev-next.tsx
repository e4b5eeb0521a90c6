import { useSiteHref } from '../site-href.tsx';
import type { NavItem } from './sidebar.tsx';

/**
 * Links to the pages before and after this one in menu order, with rel=prev/next. A missing one
 * is rendered hidden, so the reference's page script can fill it as the current section changes.
 */
export function PrevNext({ previous, next, label }: { previous?: NavItem; next?: NavItem; label: string }) {
  return (
    <nav className="prev-next" aria-label={label} hidden={!previous && !next} data-prev-next>
      <PageLink className="prev" rel="prev" hint="Previous" item={previous} />
      <PageLink className="next" rel="next" hint="Next" item={next} />
    </nav>
  );
}

function PageLink({ className, rel, hint, item }: { className: string; rel: string; hint: string; item?: NavItem }) {
  const href = useSiteHref();
  return (
    <a className={className} href={item && href(item.href)} rel={rel} hidden={!item}>
      <span className="prev-next-hint">{hint}</span>
      <span className="prev-next-label">{item?.label}</span>
    </a>
  );
}
