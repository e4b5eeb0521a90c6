import { lstatSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { basename, isAbsolute, relative, sep } from 'node:path';
import { diagnostic } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Read a text file for any source kind. Every way reading can fail — a missing file, a folder,
 * a broken symbolic link, bytes that are not UTF-8 — is a Diagnostic naming the file, never an
 * exception.
 */
export function readSource(file: string): { text?: string; diagnostics: Diagnostic[] } {
  const problem = pathProblem(file, 'file');
  if (problem) return { diagnostics: [problem] };
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    return { diagnostics: [failed(file, error)] };
  }
  try {
    return { text: utf8.decode(bytes), diagnostics: [] };
  } catch {
    const offset = firstInvalidByte(bytes);
    const before = bytes.subarray(0, offset).toString('utf8').split('\n');
    const place = { file, line: before.length, column: before[before.length - 1].length + 1 };
    return {
      diagnostics: [
        diagnostic('read-invalid-utf8', place, {
          name: basename(file),
          byte: `0x${bytes[offset].toString(16).padStart(2, '0')}`,
        }),
      ],
    };
  }
}

/** A Diagnostic when `path` is not there as a `kind` (following symbolic links), else undefined. */
export function pathProblem(path: string, kind: 'file' | 'folder'): Diagnostic | undefined {
  const place = { file: path, line: 1, column: 1 };
  const name = basename(path) || path;
  try {
    const stat = statSync(path);
    if (kind === 'file' && stat.isDirectory()) return diagnostic('read-not-a-file', place, { name });
    if (kind === 'folder' && !stat.isDirectory()) return diagnostic('read-not-a-folder', place, { name });
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') return failed(path, error);
    if (isSymlink(path)) return diagnostic('read-broken-link', place, { name, target: readlinkSync(path) });
    return diagnostic('read-missing', place, { name, kind });
  }
}

/** Whether `path` is `root` or below it. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function failed(file: string, error: unknown): Diagnostic {
  const { code, message } = error as NodeJS.ErrnoException;
  return diagnostic(
    'read-failed',
    { file, line: 1, column: 1 },
    { name: basename(file), reason: `${message.split(',')[0].replace(/^\w+: /, '')} (${code ?? 'error'})` },
  );
}

/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const length = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (length === 0) return i;
    const sequence = bytes.subarray(i, i + length);
    if (sequence.length < length) return i;
    try {
      utf8.decode(sequence);
    } catch {
      return i;
    }
    i += length;
  }
  return i;
}
