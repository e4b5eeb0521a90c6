import { CopyButton } from './copy-button.tsx';
import { useSiteHref } from './site-href.tsx';

/** Where a page's markdown twin is: `/guides/x/` → `/guides/x.md`, `/reference/cli/supabase-start/` → `/reference/cli/supabase-start.md`. */
export function markdownRoute(route: string): string {
  return `${route.replace(/\/$/, '')}.md`;
}

/** "View as markdown" and "Copy as markdown" for a page or section whose route is `route`; the copy fetches the twin when pressed. */
export function MarkdownLinks({ route }: { route: string }) {
  const href = useSiteHref()(markdownRoute(route));
  return (
    <p className="markdown-links">
      <a href={href} type="text/markdown">
        View as markdown
      </a>
      <CopyButton label="as markdown" source={href} delegated />
    </p>
  );
}
