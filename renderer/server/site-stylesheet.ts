import type { Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { kindStylesheets } from '../components/sections/kinds.ts';

const NAMESPACE = 'site-stylesheet';

/** The site's stylesheet entry for the client build, made by the plugin below (as esbuild's metafile names it). */
export const SITE_STYLESHEET = `${NAMESPACE}:site.css`;
const shared = fileURLToPath(new URL('../styles/site.css', import.meta.url));

/**
 * The files the site's stylesheet is made of, in cascade order: the shared rules
 * (`renderer/styles/site.css`), then each registered reference kind's own (`render/section.css`).
 */
export function siteStylesheetFiles(): string[] {
  return [shared, ...kindStylesheets().map((url) => fileURLToPath(url))];
}

/**
 * Makes the `SITE_STYLESHEET` entry: a CSS file that imports each of `siteStylesheetFiles()` by its
 * place in the list, so esbuild inlines them in order and no path is ever written into CSS text.
 */
export function siteStylesheetPlugin(): Plugin {
  const files = siteStylesheetFiles();
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: /^site-stylesheet:/ }, (args) => {
        if (args.path === SITE_STYLESHEET) return { path: 'site.css', namespace: NAMESPACE };
        const file = files[Number(args.path.slice(`${NAMESPACE}:`.length))];
        return file === undefined ? { errors: [{ text: `no stylesheet ${args.path}` }] } : { path: file };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
        contents: files.map((_, i) => `@import "${NAMESPACE}:${i}";\n`).join(''),
        loader: 'css',
      }));
    },
  };
}
