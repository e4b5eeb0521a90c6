import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { addInputs, BROWSER_TARGETS } from './bundle.ts';

const rendererDir = fileURLToPath(new URL('..', import.meta.url));

/** The scripts every page runs in `<head>` before first paint, in order: the saved theme, the tab the URL names, the session hint. */
const INLINE_ENTRIES = ['client/inline/theme.ts', 'client/inline/tab-choice.ts', 'client/inline/session-hint.ts'];

/** Live reload and the diagnostics overlay: only in the pages `npm run dev` builds, never in `docs-build`'s. */
export const DEV_ENTRY = 'client/dev/live-reload.ts';

/**
 * The head scripts, built from TypeScript by esbuild (bundled, minified, for the same browsers as
 * the rest) to be inlined in every page: each is an immediately invoked function, so nothing leaks
 * into the page's global scope. A `dev` build adds the live-reload client last.
 */
export async function inlineScripts({ dev = false, inputs }: { dev?: boolean; inputs?: Set<string> } = {}): Promise<
  string[]
> {
  return Promise.all(
    (dev ? [...INLINE_ENTRIES, DEV_ENTRY] : INLINE_ENTRIES).map((entry) => inlineScript(entry, inputs)),
  );
}

/** The translator page's script, inlined right after its island: a shared query shows from first paint. */
export function sharedQueryScript(inputs?: Set<string>): Promise<string> {
  return inlineScript('client/inline/shared-query.ts', inputs);
}

/** One inline script: `entry` (relative to `renderer/`) bundled as an immediately invoked function; the files it was made from go to `inputs`. */
async function inlineScript(entry: string, inputs?: Set<string>): Promise<string> {
  const result = await build({
    absWorkingDir: rendererDir,
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    target: BROWSER_TARGETS,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    metafile: true,
  });
  addInputs(inputs, result.metafile);
  const code = result.outputFiles[0].text.trim();
  // Inlined as raw text: a script must not be able to end its own element or open a comment there.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry} holds text that cannot be inlined in <script>`);
  return code;
}
