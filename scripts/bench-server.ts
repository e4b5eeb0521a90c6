// The local server under load: the largest page of a built site (which the build precompresses) and
// a page of median size (which the server compresses as it sends it), requested by many clients at
// once, as they are stored and as they are compressed. Only 127.0.0.1 is ever contacted.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const clients = 200;
// Each run stops at whichever comes first.
const limits = { requests: 20_000, ms: 20_000 };

/** Bench-table rows for the server: requests per second and p50/p99 latency for the largest and the median `.html` of `outDir`, without and with `Accept-Encoding: br, gzip`. */
export async function benchServer(outDir: string): Promise<[string, string][]> {
  const pages = htmlFiles(outDir).sort((a, b) => a.size - b.size);
  const routeOf = (path: string) =>
    `/${relative(outDir, path).split(sep).map(encodeURIComponent).join('/')}`.replace(/\/index\.html$/, '/');
  const server = await serve(outDir);
  try {
    const rows: [string, string][] = [];
    for (const [which, page] of [
      ['largest page', pages.at(-1)!],
      ['median page', pages[Math.floor(pages.length / 2)]],
    ] as const) {
      for (const [label, headers] of [
        ['no Accept-Encoding', {}],
        ['Accept-Encoding: br, gzip', { 'accept-encoding': 'br, gzip' }],
      ] as const) {
        const run = await load(server.url + routeOf(page.path), headers);
        const sent = run.encoding ? `${run.encoding}, ${kb(run.bytes)}` : kb(run.bytes);
        rows.push([
          `server, ${which}, ${clients} clients, ${label} (${sent} each)`,
          `${Math.round(run.perSecond)} requests/s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms${run.failed ? `, ${run.failed} failed` : ''}`,
        ]);
      }
    }
    return rows;
  } finally {
    server.stop();
  }
}

/** `scripts/serve.ts` in its own process, as `npm start` runs it, on a free port. */
function serve(outDir: string): Promise<{ url: string; stop: () => void }> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--port', '0', '--dir', outDir, '--no-build'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (url) resolve({ url, stop: () => child.kill() });
    });
    child.once('exit', (code) =>
      reject(new Error(`the server stopped (exit code ${code}) before it listened: ${output}`)),
    );
  });
}

/** Requests from `clients` keep-alive connections at once until a limit; latency is from request to the last byte. */
async function load(url: string, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const once = () =>
    new Promise<{ ok: boolean; bytes: number; encoding?: string }>((resolve) => {
      get(url, { agent, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ ok: res.statusCode === 200, bytes, encoding: res.headers['content-encoding'] }));
        res.on('error', () => resolve({ ok: false, bytes }));
      }).on('error', () => resolve({ ok: false, bytes: 0 }));
    });
  // One answer first, for the size and encoding to report, and so the clock starts on warm files.
  const sample = await once();
  const latencies: number[] = [];
  let started = 0;
  let failed = 0;
  const begin = performance.now();
  const client = async () => {
    while (started < limits.requests && performance.now() - begin < limits.ms) {
      started++;
      const sent = performance.now();
      const answer = await once();
      if (answer.ok) latencies.push(performance.now() - sent);
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - begin) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return {
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    failed,
    bytes: sample.bytes,
    encoding: sample.encoding,
  };
}

/** Every `.html` file under `dir`, with its size. */
function htmlFiles(dir: string): { path: string; size: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, size: statSync(path).size };
    });
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
