import { useSiteHref } from '../site-href.tsx';

/** One entry of the sidebar; `slug` ties it to a section for scroll-spy; `current` marks the page being read. */
export interface NavItem {
  href: string;
  label: string;
  slug?: string;
  depth?: number;
  current?: boolean;
}

/**
 * A group of the menu, shown `open` or closed. A group shown without its entries (`items` empty)
 * links its title to `href`, its first page.
 */
export interface NavGroup {
  title: string;
  items: NavItem[];
  href?: string;
  open?: boolean;
}

/** Menus with more entries than this get a filter box. */
export const FILTER_FROM = 30;

/**
 * The left-hand menu, grouped. `menu` names a shared file holding the whole menu, which the page
 * script swaps in; `filter` adds the filter box (shown only when scripts run).
 */
export function Sidebar({ groups, menu, filter }: { groups: NavGroup[]; menu?: string; filter?: boolean }) {
  const href = useSiteHref();
  return (
    <nav id="sidebar" className="sidebar" aria-label="Sections" data-menu={menu && href(menu)}>
      {filter && (
        <div className="sidebar-filter" data-sidebar-filter>
          <label htmlFor="sidebar-filter-input">Filter</label>
          <input id="sidebar-filter-input" type="search" className="text-input" autoComplete="off" spellCheck={false} />
          <p className="sidebar-no-matches" role="status" hidden>
            No matches
          </p>
        </div>
      )}
      <div className="sidebar-groups">
        <SidebarGroups groups={groups} />
      </div>
    </nav>
  );
}

/**
 * The groups of the menu, each a collapsible title (`<details>`, open when `open`: `withCurrent`
 * opens the current entry's group) and its entries. A group without entries is its title, linking to `href`.
 */
export function SidebarGroups({ groups }: { groups: NavGroup[] }) {
  const href = useSiteHref();
  return (
    <>
      {groups.map((group) =>
        group.items.length === 0 ? (
          <p key={group.title} className="sidebar-group sidebar-group-link">
            <a href={group.href && href(group.href)}>{group.title}</a>
          </p>
        ) : (
          <details key={group.title} className="sidebar-group" open={group.open}>
            <summary className="sidebar-group-title">{group.title}</summary>
            <ul>
              {group.items.map((item) => (
                <li key={item.href} className={`depth-${item.depth ?? 0}`}>
                  <a href={href(item.href)} data-slug={item.slug} aria-current={item.current ? 'true' : undefined}>
                    {breakable(item.label)}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ),
      )}
    </>
  );
}

/** A label with `<wbr>` after dots and before opening brackets, so `auth.mfa.challengeAndVerify()` wraps between its parts. */
function breakable(label: string) {
  const parts = label.split(/(?<=\.)|(?=\()/);
  return parts.length === 1 ? label : parts.flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}

/**
 * `groups` with the entry of `slug` marked current and its group open, as Starlight's `isCurrent`
 * is set in data; without `slug` (a reference's index) the first group with entries opens.
 */
export function withCurrent(groups: NavGroup[], slug?: string): NavGroup[] {
  const at = slug === undefined ? -1 : groups.findIndex((group) => group.items.some((item) => item.slug === slug));
  const open = slug === undefined ? groups.findIndex((group) => group.items.length > 0) : at;
  return groups.map((group, i) => {
    if (i !== open) return group;
    const current = i === at ? group.items.findIndex((item) => item.slug === slug) : -1;
    return {
      ...group,
      open: true,
      items: group.items.map((item, j) => (j === current ? { ...item, current: true } : item)),
    };
  });
}
