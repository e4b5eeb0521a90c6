// The guides as the build tests read them: each guide file parsed to mdast with its frontmatter,
// anchors and tab groups, the auth provider catalogue, and whether a link reaches a guide.
import type { Code, Heading, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse } from 'yaml';
import { headingAnchor } from '../../compiler/slugify.ts';
import type { ProviderEntry } from '../../compiler/sources/guides/providers.ts';

/** The guides folder. */
export const guidesDir = fileURLToPath(new URL('../../guides/', import.meta.url));

/** Routes that are pages of the site but not guide files. */
const GENERATED_ROUTES = new Set(['/guides/api/sql-to-rest/']);

/** One guide file, parsed. */
export interface Guide {
  /** Path below guides/ without `.md`, e.g. `auth/rate-limits`. */
  path: string;
  frontmatter: Record<string, unknown> | undefined;
  tree: Root;
  anchors: Set<string>;
  /** The tab ids of each tab group, by group name: what `?group=id` can select. */
  tabs: Map<string, Set<string>>;
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
/** Every guide, in path order. */
export const guides: Guide[] = readdirSync(guidesDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => {
    const text = readFileSync(join(guidesDir, name), 'utf8');
    const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
    const frontmatter = match ? (parse(match[1]) as Record<string, unknown>) : undefined;
    const tree = processor.parse(match ? text.slice(match[0].length) : text) as Root;
    const anchors = new Set<string>();
    visit(tree, 'heading', (node: Heading) => {
      anchors.add(headingAnchor(toString(node)).id);
    });
    const tabs = new Map<string, Set<string>>();
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (node.name !== 'tabs') return;
      const ids = tabs.get(String(node.attributes?.group)) ?? new Set<string>();
      for (const tab of node.children as ContainerDirective[]) ids.add(String(tab.attributes?.id));
      tabs.set(String(node.attributes?.group), ids);
    });
    return { path: name.slice(0, -'.md'.length).split(sep).join('/'), frontmatter, tree, anchors, tabs };
  });
const byRoute = new Map(guides.map((guide) => [`/guides/${guide.path}/`, guide]));
/** The guide at `path` (below guides/, without `.md`). */
export const guide = (path: string): Guide => {
  const found = guides.find((g) => g.path === path);
  if (!found) throw new Error(`no guide ${path}`);
  return found;
};
/** A guide's code fences, only those in `lang` if it is given. */
export const codeOf = (g: Guide, lang?: string): Code[] => {
  const fences: Code[] = [];
  visit(g.tree, 'code', (node: Code) => {
    if (lang === undefined || node.lang === lang) fences.push(node);
  });
  return fences;
};

/** The auth provider catalogue (guides/auth/providers.yaml). */
export const catalogue = parse(readFileSync(join(guidesDir, 'auth/providers.yaml'), 'utf8')) as {
  providers: ProviderEntry[];
};
/** The phone providers of SPEC §3. */
export const PHONE = ['MessageBird', 'Twilio', 'Vonage'];

/** Whether a site path (with optional ?query and #anchor) reaches a guide and, if given, one of its headings. */
export function reaches(href: string): string | undefined {
  const [pathAndQuery, anchor] = href.split('#');
  const path = pathAndQuery.split('?')[0];
  const route = path.endsWith('/') ? path : `${path}/`;
  if (GENERATED_ROUTES.has(route)) return undefined;
  const target = byRoute.get(route);
  if (!target) return `no guide at ${route}`;
  if (anchor && !target.anchors.has(anchor)) return `${route} has no heading #${anchor}`;
  // A tab group's query parameter must name one of its tabs.
  for (const [group, id] of new URLSearchParams(pathAndQuery.split('?')[1] ?? '')) {
    if (!target.tabs.get(group)?.has(id)) return `${route} has no tab ${group}=${id}`;
  }
  return undefined;
}
