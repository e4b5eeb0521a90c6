// Plain JavaScript: every command reads it before any of our TypeScript is loaded.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The project's folder, with a trailing slash. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the compiled commands live: `dist/manifest.json` names the current build, a folder beside it. */
export const distDir = `${root}dist/`;

/** Bumped when the manifest's shape changes, so a manifest of another shape counts as no build. */
export const MANIFEST_VERSION = 1;

/** The manifest of the current build, or undefined when there is none (or it cannot be read). */
export function readManifest() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(`${distDir}manifest.json`, 'utf8'));
  } catch {
    return undefined;
  }
  const valid =
    manifest?.version === MANIFEST_VERSION &&
    /^g-[\w-]+$/.test(manifest.generation) &&
    typeof manifest.entries === 'object' &&
    typeof manifest.workers === 'object' &&
    typeof manifest.inputs === 'object';
  return valid ? manifest : undefined;
}

/** The SHA-256 of `bytes`, in hex. */
export function contentHash(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The first source (a path relative to the project) that differs from what `manifest` was compiled
 * from, or undefined when none does. A file whose time and size are unchanged is taken as unchanged
 * (a stat each); one whose time moved but not its size is hashed, so a checkout or a `touch` that
 * leaves the bytes as they were costs no rebuild.
 */
export function changedSource(manifest) {
  for (const [file, [mtimeMs, size, hash]] of Object.entries(manifest.inputs)) {
    const stats = statSync(root + file, { throwIfNoEntry: false });
    if (!stats) return file;
    if (stats.mtimeMs === mtimeMs && stats.size === size) continue;
    if (stats.size !== size || contentHash(readFileSync(root + file)) !== hash) return file;
  }
  return undefined;
}

/** The folder of the build `manifest` names, with a trailing slash. */
export function generationDir(manifest) {
  return `${distDir}${manifest.generation}/`;
}

/**
 * Why the current build cannot run as it is (a one-line reason), or undefined when it is up to date:
 * there is none, a source changed since, or its folder is gone.
 */
export function staleReason(manifest) {
  if (!manifest) return 'dist/ holds no build';
  const changed = changedSource(manifest);
  if (changed) return `${changed} changed`;
  const files = [
    ...Object.values(manifest.entries),
    ...Object.values(manifest.workers),
    ...(manifest.prebuilt ? [manifest.prebuilt] : []),
  ];
  const missing = files.find((file) => !statSync(`${generationDir(manifest)}${file}`, { throwIfNoEntry: false }));
  return missing ? `dist/${manifest.generation}/${missing} is missing` : undefined;
}
