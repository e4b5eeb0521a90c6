import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { diagnostic } from '../../diagnostics.ts';
import { isInside, readSource, sourceRoot, type SourceRoot } from '../../load/read-source.ts';
import { readYaml } from '../../load/yaml-source.ts';
import type { Diagnostic, LinkRef } from '../../types.ts';
import { validateSchema } from '../../validate/schema.ts';

/** Where the catalogue lives, below the guides folder. */
export const CATALOGUE_FILE = 'auth/providers.yaml';

/** The largest logo inlined into a page: a simple mark is about 400 bytes. */
export const LOGO_LIMIT = 4096;

/** The kinds of provider, as the schema's `authType` allows them. */
export const PROVIDER_TYPES = ['social', 'phone'] as const;

/** A catalogue entry as `compiler/schemas/auth-providers.schema.json` allows it (SPEC §3). */
export interface ProviderEntry {
  id: string;
  name: string;
  logo: string;
  href: string;
  official: boolean;
  supporter: string | null;
  platform: boolean;
  selfHosted: boolean;
  authType: (typeof PROVIDER_TYPES)[number];
  hasLightIcon: boolean;
}

/** A checked entry with its logos read: `data:` URIs, so a page never fetches or hot-links them. */
export interface Provider extends ProviderEntry {
  logoUri: string;
  /** The `-light.svg` variant, for dark backgrounds, when `hasLightIcon`. */
  lightLogoUri?: string;
}

/** The catalogue as read: its providers once it passes its schema, `missing` when there is no file. */
export interface ProviderCatalogue {
  providers?: Provider[];
  missing?: boolean;
  links: LinkRef[];
  diagnostics: Diagnostic[];
}

/**
 * Read and check the catalogue: its schema, unique ids, and every logo (and light variant) as a
 * small SVG file inside the guides folder. Its `href`s are returned as links for the site's link
 * check. Without a catalogue file there is nothing to check; a guide that lists providers then says so.
 */
export function loadProviders(
  guidesDir: string,
  root: SourceRoot = sourceRoot(guidesDir, 'guides'),
): ProviderCatalogue {
  const file = join(guidesDir, CATALOGUE_FILE);
  if (!existsSync(file)) return { missing: true, links: [], diagnostics: [] };
  const loaded = readYaml(file, root);
  if (!loaded.source) return { links: [], diagnostics: loaded.diagnostics };
  const source = loaded.source;
  const errors = validateSchema(source, 'auth-providers.schema.json');
  if (errors.length > 0) return { links: [], diagnostics: [...loaded.diagnostics, ...errors] };
  const entries = (source.data as { providers: ProviderEntry[] }).providers;
  const diagnostics = [...loaded.diagnostics];
  const first = new Map<string, number>();
  const providers = entries.map((entry, i): Provider => {
    const place = (field: string) => ({ file, ...source.locate(['providers', i, field]) });
    const taken = first.get(entry.id);
    if (taken !== undefined)
      diagnostics.push(diagnostic('provider-duplicate-id', place('id'), { id: entry.id, first: taken }));
    else first.set(entry.id, place('id').line);
    const logo = (path: string, field: string) => {
      const read = readLogo(dirname(file), path, root);
      if (read.problem) diagnostics.push(diagnostic(read.problem, place(field), { logo: path, limit: LOGO_LIMIT }));
      return read.uri ?? '';
    };
    const lightLogoUri = entry.hasLightIcon
      ? logo(entry.logo.replace(/\.svg$/, '-light.svg'), 'hasLightIcon')
      : undefined;
    return { ...entry, logoUri: logo(entry.logo, 'logo'), ...(lightLogoUri !== undefined ? { lightLogoUri } : {}) };
  });
  const links = entries.map((entry, i) => ({
    href: entry.href,
    documentId: '',
    file,
    ...source.locate(['providers', i, 'href']),
  }));
  return { providers, links, diagnostics };
}

type LogoProblem = 'provider-logo-missing' | 'provider-logo-not-svg' | 'provider-logo-too-large';

/** A logo as a `data:` URI, or what is wrong with it. The path is the schema's `logos/<name>.svg`, so it stays in the folder unless a symbolic link leads out. */
function readLogo(dir: string, path: string, root: SourceRoot): { uri?: string; problem?: LogoProblem } {
  const file = join(dir, path);
  if (!existsSync(file) || !isInside(realpathSync(dir), realpathSync(file)))
    return { problem: 'provider-logo-missing' };
  // Measured before it is read: a huge file is refused without loading it.
  if (statSync(file).size > LOGO_LIMIT) return { problem: 'provider-logo-too-large' };
  const { text } = readSource(file, root);
  if (text === undefined) return { problem: 'provider-logo-missing' };
  // An SVG shown by <img> renders only with its namespace, and runs no script.
  if (!/^\s*(?:<\?xml[^>]*>\s*)?<svg\s[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(text))
    return { problem: 'provider-logo-not-svg' };
  return { uri: svgDataUri(text) };
}

/**
 * An SVG as a compact `data:` URI: whitespace collapsed, and only what a URL cannot hold or what
 * HTML would escape (`<`, `"`, `#`, `%` …) percent-encoded, a third shorter than `encodeURIComponent`.
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[^ !$()*+,\-./0-9:;=?@A-Z_a-z~]/g, (c) => encodeURIComponent(c))}`;
}
