import { join, resolve } from 'node:path';
import { checkSiteUrl, compile } from '../compiler/index.ts';
import { emitData, readData } from '../compiler/emit.ts';
import type { Diagnostic } from '../compiler/types.ts';
import { buildSite } from '../renderer/server/build-site.ts';
import { discard, outDirProblem, stagingDir, swapInto, writeManifest } from './out-dir.ts';
import { LOCAL_SITE_URL, localSettingProblem, publishingUrlProblem } from './site-url.ts';

export interface BuildOptions {
  specs: string;
  guides: string;
  out: string;
  /** The public URL canonical links are built from; overrides `url` in site.yaml. */
  siteUrl?: string;
  /**
   * A build to view on this machine (`npm start`): its site URL is `siteUrl` or else
   * `LOCAL_SITE_URL`, and may be local. Any other build is for publishing, and its site URL must be a
   * public https address.
   */
  local?: boolean;
  progress?: (step: string) => void;
  /** The renderer; tests pass one that fails to check that `out` survives. */
  render?: typeof buildSite;
}

/** What a build did: every diagnostic, and either the pages written or why nothing was. */
export interface BuildResult {
  diagnostics: Diagnostic[];
  pages?: number;
  /** A one-line reason the build wrote nothing (bad --out, or a failure while rendering). */
  error?: string;
  /** A folder left beside `out` because it held files no build wrote. */
  kept?: string;
}

/**
 * Compile the specs and guides, write `out/data/*.json`, render the site from that JSON, and
 * put it in place of `out` in one step. `out` is untouched unless everything succeeded.
 */
export async function build({
  specs,
  guides,
  out,
  siteUrl,
  local = false,
  progress = () => {},
  render = buildSite,
}: BuildOptions): Promise<BuildResult> {
  const urlProblem = siteUrl === undefined ? undefined : local ? checkSiteUrl(siteUrl) : publishingUrlProblem(siteUrl);
  if (urlProblem) return { diagnostics: [], error: siteUrlError(`--site-url ${siteUrl}`, urlProblem, local) };
  const problem = outDirProblem(out, { sources: [specs, guides], project: resolve(specs, '..') });
  if (problem) return { diagnostics: [], error: problem };
  progress('compiling specs');
  // Kept in `result` only, not in a variable of its own, so that it can be let go below.
  const result = await compile(specs, guides);
  const { diagnostics } = result;
  if (!result.compiled) return { diagnostics };
  const url = siteUrl ?? (local ? LOCAL_SITE_URL : result.compiled.site.url);
  const yamlProblem = siteUrl === undefined && !local ? publishingUrlProblem(url) : undefined;
  if (yamlProblem)
    return { diagnostics, error: siteUrlError(`The site URL ${url} (url in site.yaml)`, yamlProblem, false) };
  const settingProblem = local ? undefined : localSettingProblem(result.compiled.site);
  if (settingProblem) return { diagnostics, error: settingProblem };
  // As the URL parser writes it (spaces, quotes and angle brackets percent-encoded), without a trailing slash.
  result.compiled.site.url = new URL(url).href.replace(/\/+$/, '');
  const staged = stagingDir(out);
  try {
    emitData(result.compiled, staged);
    // The renderer reads what the compiler wrote: out/data is the contract in fact. The compiler's
    // copy is let go first, so two copies of every Document never fill memory together.
    delete result.compiled;
    const { pages } = await render(readData(join(staged, 'data')), staged, progress);
    writeManifest(staged);
    return { diagnostics, pages, ...swapInto(staged, out) };
  } catch (error) {
    discard(staged);
    return {
      diagnostics,
      error: `The build failed while writing the site, and ${out} was left as it was: ${(error as Error).message}`,
    };
  }
}

/** One line: what is wrong with the site URL, and the ways out. */
function siteUrlError(subject: string, problem: string, local: boolean): string {
  if (local) return `${subject} ${problem}; write an address such as ${LOCAL_SITE_URL}.`;
  return `${subject} ${problem}, and a build for publishing needs the public https address: set url in site.yaml or pass --site-url https://docs.example.com (or build with --local to view the site on this machine).`;
}
