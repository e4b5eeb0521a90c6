/** One entry of the sidebar; `slug` ties it to a section for scroll-spy. */
export interface NavItem {
  href: string;
  label: string;
  slug?: string;
  depth?: number;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

/** The left-hand menu, grouped, or with its groups already rendered (`html`, spliced per page). Pages mark their own entry with `markCurrent`. */
export function Sidebar({ groups, html }: { groups: NavGroup[]; html?: string }) {
  return (
    <nav id="sidebar" className="sidebar" aria-label="Sections">
      {html === undefined ? <SidebarGroups groups={groups} /> : <div className="sidebar-groups" dangerouslySetInnerHTML={{ __html: html }} />}
    </nav>
  );
}

/** The groups of the menu, each a title and its entries. */
export function SidebarGroups({ groups }: { groups: NavGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <div key={group.title} className="sidebar-group">
          <p className="sidebar-group-title">{group.title}</p>
          <ul>
            {group.items.map((item) => (
              <li key={item.href} className={`depth-${item.depth ?? 0}`}>
                <a href={item.href} data-slug={item.slug}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/**
 * Mark the sidebar entry of `slug` as the current one in rendered HTML. Pages that
 * share one menu render it once and mark their own entry, instead of rendering
 * the whole menu again for each page.
 */
export function markCurrent(html: string, slug: string): string {
  return html.replace(`data-slug="${slug}"`, `data-slug="${slug}" aria-current="true"`);
}
