/**
 * How a guide's links are written on the page: `/dashboard/…` leads to the dashboard (site.yaml's
 * `dashboardUrl`), a link to a `.md` file (`../auth/redirect-urls.md#x`, `/guides/a/b.md`) to that
 * guide's route, and other relative links resolve against the page as a browser would; the link
 * check then sees the route a reader gets.
 */
export function guideLinkResolver(path: string, dashboardUrl?: string): (href: string) => string {
  const file = new URL(`/guides/${path}.md`, ORIGIN);
  const page = new URL(`/guides/${path}/`, ORIGIN);
  return (href) => {
    // Only plain paths are resolved: anything else (a scheme, spaces, backslashes) stays as written for the link check to judge.
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || !/^(?:\/(?![/\\])|\.{1,2}\/|[\w-])[^\s\\]*$/.test(href)) return href;
    const dashboard = /^\/dashboard(?=$|[/?#])/.exec(href);
    if (dashboard)
      return dashboardUrl === undefined ? href : dashboardUrl.replace(/\/+$/, '') + href.slice(dashboard[0].length);
    const [target] = href.split(/[?#]/);
    const isFile = target.endsWith('.md');
    if (href.startsWith('/') && !isFile) return href;
    const url = new URL(href, isFile ? file : page);
    const route = isFile ? url.pathname.replace(/(?:\/index)?\.md$/, '/') : url.pathname;
    return route + url.search + url.hash;
  };
}

const ORIGIN = 'https://site.invalid';
