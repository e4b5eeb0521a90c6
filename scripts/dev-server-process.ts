import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `npm run dev`'s server in a process of its own: where it listens, what it has printed so far, and a way to stop it. */
export interface DevServer {
  url: string;
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Stop it (SIGTERM) and wait until it has ended. */
  stop(): Promise<void>;
}

/** Start `scripts/serve.ts --dev` on a free port with `args` (`--dir`, `--specs`, `--guides` …); resolves once it listens. */
export async function startDevServer(args: string[]): Promise<DevServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--dev', '--port', '0', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = / at (http:\/\/127\.0\.0\.1:\d+) with live reload/.exec(output);
      if (found) resolve(found[1]);
    });
    child.once('exit', () => reject(new Error(`npm run dev ended:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await ended;
  };
  return { url, process: child, output: () => output, stop };
}
