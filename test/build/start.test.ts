import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm start -- --port N` (scripts/serve.ts): the site is built for the port it is served on.
const root = fileURLToPath(new URL('../..', import.meta.url));
// Every test's folders go in here, removed at the end whatever happened.
const parent = mkdtempSync(join(tmpdir(), 'start-'));

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
    const page = new Window().document;
    page.write(await (await fetch(`${url}/guides/auth/rate-limits/`)).text());
    assert.is(page.querySelector('link[rel=canonical]')!.getAttribute('href'), `${url}/guides/auth/rate-limits/`);
    assert.match(await (await fetch(`${url}/llms.txt`)).text(), `](${url}/reference/cli.md)`);
  } finally {
    // The server is stopped, and has let go of the folder, before the folder is removed.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
  }
});

/** Run `scripts/serve.ts` with `args` until it ends (or serves, which a refusal must not): its stderr and exit code. */
async function refused(...args: string[]): Promise<{ code: number | string | null; said: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => (said += chunk));
  const served = new Promise<string>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => String(chunk).includes('Serving') && resolve('served')),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const code = await Promise.race([exited, served]);
  if (code === 'served') {
    child.kill();
    await exited;
  }
  return { code, said };
}

test('a port that is no port is refused before anything is built', async () => {
  const { code, said } = await refused('--port', '80x', '--dir', join(parent, 'no-port'));
  assert.is(code, 1);
  assert.is(said, "--port must be a whole number from 0 to 65535, not '80x'.\n");
  assert.not.ok(existsSync(join(parent, 'no-port')), 'nothing was built');
});

test('a port in use is one line, said at once, before anything is built', async () => {
  const busy = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => busy.once('listening', resolve));
  const { port } = busy.address() as { port: number };
  try {
    const { code, said } = await refused('--port', String(port), '--dir', join(parent, 'busy'));
    assert.is.not(code, 0);
    assert.is(said.trimEnd().split('\n').length, 1, said);
    assert.match(said, `Port ${port} on 127.0.0.1 is in use`);
    assert.not.ok(existsSync(join(parent, 'busy')), 'nothing was built');
  } finally {
    busy.close();
  }
});

test('--dir naming a missing folder, a file, or a path through a file is refused in one line', async () => {
  for (const dir of [join(parent, 'missing'), join(root, 'package.json'), join(root, 'package.json', 'out')]) {
    const { code, said } = await refused('--no-build', '--port', '0', '--dir', dir);
    assert.is(code, 1, dir);
    assert.is(said.trimEnd().split('\n').length, 1, said);
    assert.match(said, `--dir ${dir} `);
  }
});

test.after(() => rmSync(parent, { recursive: true, force: true }));
test.run();
