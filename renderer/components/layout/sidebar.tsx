/** One entry of the sidebar; `slug` ties it to a section for scroll-spy. */
export interface NavItem {
  href: string;
  label: string;
  slug?: string;
  depth?: number;
}

/** A group of the menu. A group shown without its entries (`items` empty) links its title to `href`, its first page. */
export interface NavGroup {
  title: string;
  items: NavItem[];
  href?: string;
}

/** Menus with more entries than this get a filter box. */
export const FILTER_FROM = 30;

/**
 * The left-hand menu, grouped, or with its groups already rendered (`html`, spliced per page).
 * `menu` names a shared file holding the whole menu, which the page script swaps in; `filter`
 * adds the filter box (shown only when scripts run).
 */
export function Sidebar({
  groups,
  html,
  menu,
  filter,
}: {
  groups: NavGroup[];
  html?: string;
  menu?: string;
  filter?: boolean;
}) {
  return (
    <nav id="sidebar" className="sidebar" aria-label="Sections" data-menu={menu}>
      {filter && (
        <div className="sidebar-filter" data-sidebar-filter>
          <label htmlFor="sidebar-filter-input">Filter</label>
          <input id="sidebar-filter-input" type="search" className="text-input" autoComplete="off" spellCheck={false} />
          <p className="sidebar-no-matches" role="status" hidden>
            No matches
          </p>
        </div>
      )}
      {html === undefined ? (
        <div className="sidebar-groups">
          <SidebarGroups groups={groups} />
        </div>
      ) : (
        <div className="sidebar-groups" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </nav>
  );
}

/**
 * The groups of the menu, each a collapsible title (`<details>`, closed; `markCurrent` opens the
 * current entry's group) and its entries. A group without entries is its title, linking to `href`.
 */
export function SidebarGroups({ groups }: { groups: NavGroup[] }) {
  return (
    <>
      {groups.map((group) =>
        group.items.length === 0 ? (
          <p key={group.title} className="sidebar-group sidebar-group-link">
            <a href={group.href}>{group.title}</a>
          </p>
        ) : (
          <details key={group.title} className="sidebar-group">
            <summary className="sidebar-group-title">{group.title}</summary>
            <ul>
              {group.items.map((item) => (
                <li key={item.href} className={`depth-${item.depth ?? 0}`}>
                  <a href={item.href} data-slug={item.slug}>
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
 * Mark the sidebar entry of `slug` as the current one in rendered HTML and open its group. Pages
 * that share one menu render it once and mark their own entry, instead of rendering the whole
 * menu again for each page. Without `slug`, the first group opens.
 */
export function markCurrent(html: string, slug?: string): string {
  const marked =
    slug === undefined ? html : html.replace(`data-slug="${slug}"`, `data-slug="${slug}" aria-current="true"`);
  const at = slug === undefined ? 0 : marked.indexOf(`data-slug="${slug}"`);
  const group = at < 0 ? -1 : slug === undefined ? marked.indexOf(GROUP) : marked.lastIndexOf(GROUP, at);
  return group < 0 ? marked : `${marked.slice(0, group + GROUP.length)} open=""${marked.slice(group + GROUP.length)}`;
}

const GROUP = '<details class="sidebar-group"';
