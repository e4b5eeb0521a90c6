// What each bin runs: its command compiled into dist/, compiled first when there is no build yet or a
// source changed since, so an edit to the TypeScript is never run stale and a call never bundles anew.
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { generationDir, readManifest, root, staleReason } from './dist-manifest.js';

/** Run the command `name` (a key of the manifest's `entries`) from the current build. */
export async function runBuilt(name) {
  // A command runs for seconds, not hours: at V8's default eagerness its optimizing compiler spent a
  // quarter of a full build's CPU (on threads beside the build) on code that ran only a little longer.
  // Eight times the default budget leaves only hot code to it: the build's CPU fell from 11.0 s to 8.6 s.
  setFlagsFromString('--interrupt-budget=1000000');
  let manifest = readManifest();
  const stale = staleReason(manifest);
  if (stale) manifest = await rebuild(name, stale);
  const dir = generationDir(manifest);
  globalThis[Symbol.for('platform-docs.bundled-workers')] = Object.fromEntries(
    Object.entries(manifest.workers).map(([source, file]) => [
      pathToFileURL(root + source).href,
      pathToFileURL(dir + file).href,
    ]),
  );
  if (manifest.prebuilt) globalThis[Symbol.for('platform-docs.prebuilt-assets')] = dir + manifest.prebuilt;
  await import(pathToFileURL(dir + manifest.entries[name]).href);
}

/** Compile the commands again (or wait for the command already doing it); one line and exit 2 when it fails. */
async function rebuild(name, reason) {
  const started = performance.now();
  try {
    const { freshBuild } = await import('./build-dist.js');
    const { manifest } = await freshBuild();
    // Said on a terminal only: output that scripts read stays as it was.
    if (process.stderr.isTTY)
      process.stderr.write(
        `${name}: compiled the commands again (${reason}) in ${Math.round(performance.now() - started)} ms.\n`,
      );
    return manifest;
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    process.stderr.write(
      `${name}: cannot compile the commands into dist/ (${reason}): ${why}. Fix that, then run: npm run prepare\n`,
    );
    process.exit(2);
  }
}
