// `npm run cycles`: imports run one way. Every module of the project is parsed (type-only imports
// included) and the check fails on any import cycle, and on any import a layer rule forbids: which
// folder may import which is the table below, read on resolved paths, so `../../client/x.ts` and a
// dynamic `import()` count as much as any other import.
import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm';
import { fileURLToPath } from 'node:url';

/** Every module the check reads: the shipped code and the scripts (tests import anything, and are left out). */
export const SOURCES = [
  'bin/*.ts',
  'compiler/**/*.ts',
  'pipeline/*.ts',
  'renderer/**/*.ts',
  'renderer/**/*.tsx',
  'scripts/*.ts',
  'server/*.ts',
];

/** A folder (or file) that modules under `from` must not import, and why. */
interface LayerRule {
  from: readonly string[];
  to: string;
  /** What `to` may still be imported for: plain types and data that hold no implementation. */
  except?: readonly string[];
  /** Modules under `from` the rule does not bind. */
  exceptFrom?: RegExp;
  why: string;
}

/** What browser code may take from the compiler: the JSON model it renders, and the custom tags' names. */
const MODEL = ['compiler/types.ts', 'compiler/model/', 'compiler/tags/names.ts'];
const BROWSER = ['renderer/client/', 'renderer/components/', 'renderer/translator/'];
/**
 * Server-rendered code: the sections of a reference (`renderer/components/sections/`, each kind's
 * `compiler/sources/<kind>/render/`), rendered by the build and never hydrated, so they may read the
 * compiler (twins are made from its mdast) while nothing the browser runs may import them.
 */
const SERVER_RENDERED = /^(renderer\/components\/sections\/|compiler\/sources\/[^/]+\/render\/)/;

/** Which folder may not import which. */
export const LAYER_RULES: readonly LayerRule[] = [
  {
    from: ['renderer/components/'],
    to: 'renderer/client/',
    why: 'components render on the server too; the browser code hydrates them, never the other way round',
  },
  {
    from: ['bin/', 'compiler/', 'pipeline/', 'renderer/'],
    to: 'server/',
    why: 'the build never loads the dev server',
  },
  {
    from: ['compiler/'],
    to: 'renderer/',
    exceptFrom: SERVER_RENDERED,
    why: "the compiler writes JSON and knows nothing of how pages look (a kind's render/ folder is the renderer's)",
  },
  { from: BROWSER, to: 'node:', why: 'this code runs in the browser' },
  {
    from: BROWSER,
    to: 'compiler/',
    except: MODEL,
    exceptFrom: SERVER_RENDERED,
    why: 'the browser takes only the model from the compiler',
  },
  {
    from: ['renderer/client/', 'renderer/translator/'],
    to: 'renderer/components/sections/',
    why: 'sections are rendered by the build, never hydrated: the browser must not load them',
  },
];

const under = (path: string, prefixes: readonly string[]) => prefixes.some((prefix) => path.startsWith(prefix));

/** A cycle told from its first path in sorting order, so the same cycle always reads the same. */
function fromFirst(cycle: string[]): string[] {
  const start = cycle.indexOf([...cycle].sort()[0]);
  return [...cycle.slice(start), ...cycle.slice(0, start)];
}

/** The problems of a dependency tree whose paths are relative to the project: cycles, then forbidden imports. */
export function importProblems(tree: DependencyTree): string[] {
  const cycles = parseCircular(tree)
    .map((cycle) => fromFirst(cycle).join(' -> '))
    .map((cycle) => `import cycle: ${cycle}`);
  const forbidden = Object.entries(tree).flatMap(([file, imports]) =>
    (imports ?? []).flatMap(({ id, request }) => {
      const target = id ?? request;
      const rule = LAYER_RULES.find(
        (r) =>
          under(file, r.from) && !r.exceptFrom?.test(file) && target.startsWith(r.to) && !under(target, r.except ?? []),
      );
      return rule ? [`${file} imports ${target}: ${rule.why}`] : [];
    }),
  );
  return [...cycles, ...forbidden];
}

/** The imports of the modules `patterns` match below `root`, type-only ones kept, paths relative to `root`. */
export async function readImports(root: string, patterns: readonly string[] = SOURCES): Promise<DependencyTree> {
  // With a context, dpdm gives paths relative to it.
  return parseDependencyTree([...patterns], { cwd: root, context: root, transform: false });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const tree = await readImports(fileURLToPath(new URL('..', import.meta.url)));
  const problems = importProblems(tree);
  for (const problem of problems) console.error(problem);
  console.log(`${Object.keys(tree).length} modules read, ${problems.length} import problems`);
  process.exitCode = problems.length ? 1 : 0;
}
