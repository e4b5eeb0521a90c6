import type { VersionLink } from '../../../compiler/types.ts';
import { useSiteHref } from '../site-href.tsx';

/** Each version's slugs as a set, made once: every page of a reference asks, so a list scan would cost O(n²). */
const slugSets = new WeakMap<string[], Set<string>>();

/** The page of `slug` in `version` when that version has the section, else that version's index. */
export function versionHref(version: Pick<VersionLink, 'route' | 'slugs'>, slug?: string): string {
  let slugs = slugSets.get(version.slugs);
  if (!slugs) slugSets.set(version.slugs, (slugs = new Set(version.slugs)));
  return slug !== undefined && slugs.has(slug) ? `${version.route}${slug}/` : version.route;
}

/**
 * Beside a reference's title: its version, and in a disclosure the other versions, each a link to
 * the same section there (`versionHref`). Plain `<details>` and links, so it works without scripts and
 * from the keyboard (Enter or Space on the summary opens it, Tab reaches the links).
 */
export function VersionSwitcher({ route, versions, slug }: { route: string; versions: VersionLink[]; slug?: string }) {
  const href = useSiteHref();
  const current = versions.find((v) => v.route === route);
  return (
    <details className="version-switcher">
      <summary>
        Version {current?.version}
        <span className="visually-hidden">, choose another version</span>
      </summary>
      <ul aria-label="Versions">
        {versions.map((version, i) => (
          <li key={version.route}>
            <a href={href(versionHref(version, slug))} aria-current={version.route === route ? 'page' : undefined}>
              {version.version}
              {i === 0 && ' (latest)'}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
