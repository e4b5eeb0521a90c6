import { Command } from 'commander';
import { startServer } from '../server/static-server.ts';

const program = new Command('serve')
  .description('Serve the built site in out/ and the local stand-in of the platform API on 127.0.0.1.')
  .option('--port <number>', 'the port to listen on', '3000')
  .option('--dir <dir>', 'the built site', 'out')
  .action(async (options: { port: string; dir: string }) => {
    const port = Number(options.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      console.error(`--port must be a whole number from 0 to 65535, not '${options.port}'.`);
      process.exitCode = 1;
      return;
    }
    const server = await startServer({ dir: options.dir, port });
    console.log(`Serving ${options.dir}/ at ${server.url}`);
  });
await program.parseAsync();
