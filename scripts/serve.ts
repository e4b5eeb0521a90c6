import './production-react.ts';
import { Command } from 'commander';
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { watchBuild, type Watching } from '../pipeline/watch.ts';
import { problemLines, terminalEvents } from '../pipeline/watch-report.ts';
import { devEvents, type DevEvents } from '../server/dev-events.ts';
import { startServer } from '../server/static-server.ts';

// `npm start`: take the port first (a busy one is said at once, not after a build), build the site
// for this machine at the address it is served from (so canonical links, the sitemap and llms.txt
// name that port), then say where it is. Until the build lands, the server answers from what
// --dir holds; the build swaps its output in whole, so no page is ever half written.

/** One line for each reason the port cannot be had; anything else is said with the system's words. */
const listenProblems = new Map<string, (port: number) => string>([
  ['EADDRINUSE', (port) => `Port ${port} on 127.0.0.1 is in use; stop what uses it, or choose another with --port.`],
  [
    'EACCES',
    (port) => `Port ${port} on 127.0.0.1 needs privileges this user lacks; choose one from 1024 up with --port.`,
  ],
]);

/** Why `dir` cannot be served as it is, or undefined. */
function dirProblem(dir: string): string | undefined {
  let what: string;
  try {
    const stats = statSync(dir, { throwIfNoEntry: false });
    if (stats?.isDirectory()) return undefined;
    what = stats ? 'is not a folder' : 'does not exist';
  } catch (error) {
    // ENOTDIR (a file on the way), EACCES, ENAMETOOLONG: said in the system's words, still one line.
    what = `cannot be read (${(error as NodeJS.ErrnoException).code})`;
  }
  return `--dir ${dir} ${what}; build the site into it first (npm start without --no-build), or name the folder that holds it.`;
}

/** Run docs-build for `url` into `dir`; resolves with its exit code. */
function build(dir: string, url: string): Promise<number> {
  const docsBuild = fileURLToPath(new URL('../bin/docs-build.js', import.meta.url));
  const child = spawn(process.execPath, [docsBuild, '--local', '--out', dir, '--site-url', url], {
    stdio: 'inherit',
  });
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

interface ServeOptions {
  port: string;
  dir: string;
  build: boolean;
  dev?: boolean;
  specs: string;
  guides: string;
}

/**
 * `npm run dev`: the watch loop of `docs-build --watch` in this process, its events said on the
 * terminal and sent to the open pages; the server keeps answering from the last good build.
 */
async function serveDev(
  { dir, specs, guides }: ServeOptions,
  server: { url: string; close(): Promise<void> },
  events: DevEvents,
): Promise<void> {
  const terminal = terminalEvents();
  const controller = new AbortController();
  // Set before the first build: Ctrl-C while it runs stops it (out is left as it was), then the server.
  const loop: { watching?: Promise<Watching> } = {};
  for (const name of ['SIGINT', 'SIGTERM'] as const)
    process.once(name, () => {
      controller.abort(name);
      void Promise.all([loop.watching?.then((w) => w.close()), server.close()]).then(() => process.exit(0));
    });
  loop.watching = watchBuild(
    { specs, guides, out: dir, local: true, siteUrl: server.url, signal: controller.signal },
    {
      updated(routes, ms) {
        terminal.updated(routes, ms);
        events.send({ routes });
      },
      failed(diagnostics, error) {
        terminal.failed(diagnostics, error);
        events.send({ problems: problemLines(diagnostics, error) });
      },
      warned: terminal.warned,
      rebuilding: terminal.rebuilding,
    },
  );
  await loop.watching;
  if (!controller.signal.aborted) console.log(`Serving ${dir}/ at ${server.url} with live reload; Ctrl-C stops.`);
}

const program = new Command('serve')
  .description(
    'Build the site into out/ for http://127.0.0.1:PORT, then serve it and the local stand-in of the platform API on 127.0.0.1.',
  )
  .option('--port <number>', 'the port to listen on (0: any free port)', '3000')
  .option('--dir <dir>', 'the built site', 'out')
  .option('--no-build', 'serve what is in --dir as it is')
  .option('--dev', 'build with live reload, watch the specs and guides and build again on every change (npm run dev)')
  .option('--specs <dir>', 'with --dev: the specs folder', 'specs')
  .option('--guides <dir>', 'with --dev: the guides folder', 'guides')
  .action(async (options: ServeOptions) => {
    const port = Number(options.port);
    if (!/^\d+$/.test(options.port) || port > 65535) {
      console.error(`--port must be a whole number from 0 to 65535, not '${options.port}'.`);
      return void (process.exitCode = 1);
    }
    const problem = options.build ? undefined : dirProblem(options.dir);
    if (problem) {
      console.error(problem);
      return void (process.exitCode = 1);
    }
    const events = options.dev ? devEvents() : undefined;
    // Until the first build lands, a page the empty site lacks says it is being built (a 503 that reloads).
    const first = { building: options.build || Boolean(options.dev) };
    const building = () => first.building;
    const server = await startServer({ dir: options.dir, port, events, building }).catch(
      (error: NodeJS.ErrnoException) => {
        console.error(
          listenProblems.get(error.code ?? '')?.(port) ?? `Cannot listen on 127.0.0.1:${port}: ${error.message}`,
        );
        process.exitCode = 1;
      },
    );
    if (!server) return;
    if (events) return serveDev(options, server, events).finally(() => (first.building = false));
    const built = options.build ? await build(options.dir, server.url) : 0;
    first.building = false;
    if (built !== 0) {
      await server.close();
      return void (process.exitCode = built);
    }
    console.log(`Serving ${options.dir}/ at ${server.url}`);
  });
await program.parseAsync();
