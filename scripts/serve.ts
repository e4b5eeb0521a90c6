import { Command } from 'commander';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/static-server.ts';

// `npm start`: build the site for this machine, at the address it is served from (so canonical
// links, the sitemap and llms.txt name that port), then serve it.
const program = new Command('serve')
  .description(
    'Build the site into out/ for http://127.0.0.1:PORT, then serve it and the local stand-in of the platform API on 127.0.0.1.',
  )
  .option('--port <number>', 'the port to listen on', '3000')
  .option('--dir <dir>', 'the built site', 'out')
  .option('--no-build', 'serve what is in --dir as it is')
  .action(async (options: { port: string; dir: string; build: boolean }) => {
    const port = Number(options.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      console.error(`--port must be a whole number from 0 to 65535, not '${options.port}'.`);
      process.exitCode = 1;
      return;
    }
    if (options.build) {
      // Port 0 (any free port) is known only once listening: such a build names the default address.
      const siteUrl = port === 0 ? [] : ['--site-url', `http://127.0.0.1:${port}`];
      const built = spawnSync(
        process.execPath,
        [fileURLToPath(new URL('../bin/docs-build.js', import.meta.url)), '--local', '--out', options.dir, ...siteUrl],
        { stdio: 'inherit' },
      );
      if (built.status !== 0) {
        process.exitCode = built.status ?? 1;
        return;
      }
    }
    const server = await startServer({ dir: options.dir, port });
    console.log(`Serving ${options.dir}/ at ${server.url}`);
  });
await program.parseAsync();
