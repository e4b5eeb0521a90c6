import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm start -- --port N` (scripts/serve.ts): the site is built for the port it is served on.
const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('npm start on another port builds the site for that port: canonical links and llms.txt name it', async () => {
  const port = await freePort();
  const parent = mkdtempSync(join(tmpdir(), 'start-'));
  const dir = join(parent, 'out');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), '--dir', dir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await new Promise<void>((resolve, reject) => {
      let said = '';
      child.stdout.on(
        'data',
        (chunk: Buffer) => (said += chunk) && said.includes(`Serving ${dir}/ at ${url}`) && resolve(),
      );
      child.once('exit', (code) => reject(new Error(`serve.ts ended (${code}) before serving: ${said}`)));
    });
    const page = await (await fetch(`${url}/guides/auth/rate-limits/`)).text();
    assert.match(page, `<link rel="canonical" href="${url}/guides/auth/rate-limits/">`);
    assert.match(await (await fetch(`${url}/llms.txt`)).text(), `](${url}/reference/cli.md)`);
  } finally {
    // The server is stopped, and has let go of the folder, before the folder is removed.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
    rmSync(parent, { recursive: true, force: true });
  }
});

test('a port that is no port is refused before anything is built', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'start-'));
  const dir = join(parent, 'out');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', '80x', '--dir', dir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => (said += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  rmSync(parent, { recursive: true, force: true });
  assert.is(code, 1);
  assert.match(said, "--port must be a whole number from 0 to 65535, not '80x'.");
});

test.run();
