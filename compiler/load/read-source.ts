import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import { diagnostic } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A folder the build reads from (the specs or the guides) and nothing outside it: every file is
 * checked by its real path, so a symbolic link (to a file, or a folder on the way) cannot lead out.
 */
export interface SourceRoot {
  /** What messages call the folder: `specs` or `guides`. */
  name: string;
  /** Its real path, against which every file's real path is checked. */
  real: string;
  /** Every file asked for below it, resolved: the files `docs-lint PATH` may name. */
  asked: Set<string>;
}

/** A SourceRoot for `dir`, called `name` in messages; a folder that is not there holds nothing, and reading from it says so. */
export function sourceRoot(dir: string, name: 'specs' | 'guides'): SourceRoot {
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    real = resolve(dir);
  }
  return { name, real, asked: new Set() };
}

/**
 * Read a text file for any source kind. Every way reading can fail — a missing file, a folder, a
 * named pipe or device, a symbolic link that points nowhere or out of `root`, bytes that are not
 * UTF-8 — is a Diagnostic naming the file, never an exception, and nothing ever waits on the file.
 */
export function readSource(file: string, root: SourceRoot): { text?: string; diagnostics: Diagnostic[] } {
  root.asked.add(resolve(file));
  // Checked against the root below, by the real path it is read at (one realpath a file, not two).
  const problem = pathProblem(file, 'file');
  if (problem) return { diagnostics: [problem] };
  let bytes: Buffer;
  try {
    const real = realpathSync.native(file);
    if (!isInside(root.real, real)) return { diagnostics: [outsideDiagnostic(file, root)] };
    const read = readRegular(real);
    if (read.type) return { diagnostics: [notRegular(file, read.type)] };
    bytes = read.bytes!;
  } catch (error) {
    return { diagnostics: [readFailed(file, error)] };
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

/**
 * A Diagnostic when `path` is not there as a `kind` (following symbolic links), is a named pipe,
 * socket or device where a file belongs, or, given a `root`, leads outside it; else undefined.
 */
export function pathProblem(path: string, kind: 'file' | 'folder', root?: SourceRoot): Diagnostic | undefined {
  const place = { file: path, line: 1, column: 1 };
  const name = basename(path) || path;
  let stat: Stats;
  try {
    // stat, unlike open, never waits on a named pipe.
    stat = statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') return readFailed(path, error);
    if (isSymlink(path)) return diagnostic('read-broken-link', place, { name, target: readlinkSync(path) });
    return diagnostic('read-missing', place, { name, kind });
  }
  if (kind === 'file' && stat.isDirectory()) return diagnostic('read-not-a-file', place, { name });
  if (kind === 'folder' && !stat.isDirectory()) return diagnostic('read-not-a-folder', place, { name });
  if (kind === 'file' && !stat.isFile()) return notRegular(path, fileType(stat));
  return root ? outsideProblem(path, root) : undefined;
}

/**
 * `read-outside` when `path` exists and its real path is not inside `root`: at the path itself, or
 * at `named` (where a file such as site.yaml names the path, as written there).
 */
export function outsideProblem(path: string, root: SourceRoot, named?: NamedAt): Diagnostic | undefined {
  let real: string;
  try {
    // The C library's realpath: Node's own lstat's every folder on the way in JavaScript, at twice the
    // cost (3,000 guides: 40-70 ms against 19-27 ms); both give the same path.
    real = realpathSync.native(path);
  } catch {
    return undefined; // Not there: reading it says so, and reads nothing.
  }
  return isInside(root.real, real) ? undefined : outsideDiagnostic(path, root, named);
}

/** Where a file names a path, and the path as written there. */
interface NamedAt {
  place: { file: string; line: number; column: number };
  as: string;
}

/** `read-outside` for `path`, said at `named` when given. */
function outsideDiagnostic(path: string, root: SourceRoot, named?: NamedAt): Diagnostic {
  const place = named?.place ?? { file: path, line: 1, column: 1 };
  return diagnostic('read-outside', place, { name: named?.as ?? (basename(path) || path), folder: root.name });
}

/** Whether `path` is `root` or below it. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * The bytes of a regular file, or the type of what stands there instead. The file is opened
 * without waiting (a named pipe swapped in after the check would otherwise block until a writer
 * came) and its type is checked on the open descriptor, so the check and the read see one file.
 */
function readRegular(real: string): { bytes?: Buffer; type?: string } {
  const fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  try {
    const stat = fstatSync(fd);
    return stat.isFile() ? { bytes: readFileSync(fd) } : { type: fileType(stat) };
  } finally {
    closeSync(fd);
  }
}

/** What a file that is not a regular file is, in a writer's words. */
function fileType(stat: Stats): string {
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  return stat.isDirectory() ? 'a folder' : 'not a regular file';
}

function notRegular(file: string, type: string): Diagnostic {
  return diagnostic('read-not-regular', { file, line: 1, column: 1 }, { name: basename(file), type });
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** `read-failed` for `file`, with the operating system's reason. */
export function readFailed(file: string, error: unknown): Diagnostic {
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
