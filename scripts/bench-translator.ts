// The translator page's cold start on a phone: Lighthouse's slow 4G (150 ms
// round trip, 1.6 Mbps down, 750 kbps up, applied with CDP's
// Network.emulateNetworkConditions, which adds the latency once per request),
// a 4× slower CPU and a 390×844 viewport. Each run opens a fresh browser
// context, so nothing is cached. Measured from navigation start:
// - the page's default query: when its translation, rendered on the server,
//   is first on screen (the first animation frame with it in the output panel);
// - a query from a shared link (?sql=…): when the browser has translated it,
//   which needs the parser's WebAssembly;
// - when the editor (CodeMirror) has replaced the plain textarea;
// and the bytes the network carried (compressed, as sent) by each moment.
import { chromium, type Browser } from 'playwright-core';
import { startServer } from '../server/static-server.ts';

const ROUTE = '/guides/api/sql-to-rest/';
const SHARED_SQL = 'select id, title from books where id = 42';
/** What the translated shared query contains, once the browser has translated it. */
const SHARED_MARK = 'id=eq.42';
const RUNS = 5;

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1e6) / 8,
  uploadThroughput: (750 * 1e3) / 8,
};
const CPU_SLOWDOWN = 4;

interface Run {
  firstOutput: number;
  editor: number;
  bytesAtOutput: number;
  bytesAtEditor: number;
}

/** Rows for `npm run bench`: medians of RUNS cold loads of the translator page on the phone profile. */
export async function benchTranslator(out: string): Promise<[string, string][]> {
  const server = await startServer({ dir: out, port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const defaults: Run[] = [];
    const shared: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      defaults.push(await coldLoad(browser, server.url + ROUTE, undefined));
      shared.push(await coldLoad(browser, `${server.url}${ROUTE}?sql=${encodeURIComponent(SHARED_SQL)}`, SHARED_MARK));
    }
    const ms = (runs: Run[], pick: (run: Run) => number) => `${Math.round(median(runs.map(pick)))} ms`;
    const kb = (runs: Run[], pick: (run: Run) => number) => `${(median(runs.map(pick)) / 1024).toFixed(1)} kB`;
    const profile = 'phone (slow 4G, 4× CPU, 390×844), cold, median of 5';
    return [
      [`translator, default query shown (server-rendered), ${profile}`, ms(defaults, (r) => r.firstOutput)],
      ['translator, default query shown: bytes transferred by then', kb(defaults, (r) => r.bytesAtOutput)],
      [`translator, shared-link query translated in the browser, ${profile}`, ms(shared, (r) => r.firstOutput)],
      ['translator, shared-link query translated: bytes transferred by then', kb(shared, (r) => r.bytesAtOutput)],
      [`translator, editor loaded, ${profile}`, ms(defaults, (r) => r.editor)],
      ['translator, editor loaded: bytes transferred by then', kb(defaults, (r) => r.bytesAtEditor)],
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

async function coldLoad(browser: Browser, url: string, mark: string | undefined): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Bytes on the wire, by the time (ms since navigation start) each response finished.
  const finished: [number, number][] = [];
  let navigationStart: number | undefined;
  cdp.on('Network.requestWillBeSent', (event) => {
    navigationStart ??= event.timestamp;
  });
  cdp.on('Network.loadingFinished', (event) =>
    finished.push([(event.timestamp - (navigationStart ?? event.timestamp)) * 1000, event.encodedDataLength]),
  );
  // Checked on every change to the page from the first one: when the output shows the
  // translation asked for (any, or the one containing `mark`), and when the editor is in.
  // Nothing shows before the first contentful paint, so a time is never earlier than it.
  await page.addInitScript((wanted: string | null) => {
    const seen: Record<string, number> = {};
    (window as unknown as { benchSeen: Record<string, number> }).benchSeen = seen;
    const observer = new MutationObserver(() => {
      const panel = document.querySelector('#output-panel');
      const text = panel?.querySelector('code')?.textContent ?? '';
      if (
        seen.output === undefined &&
        panel &&
        !panel.classList.contains('dimmed') &&
        text &&
        (wanted === null || text.includes(wanted))
      )
        seen.output = performance.now();
      if (seen.editor === undefined && document.querySelector('.sql-editor .cm-content'))
        seen.editor = performance.now();
      if (seen.output !== undefined && seen.editor !== undefined) observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, mark ?? null);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    () => {
      const seen = (window as unknown as { benchSeen?: Record<string, number> }).benchSeen;
      return seen?.output !== undefined && seen.editor !== undefined;
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  const seen = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const { output, editor } = (window as unknown as { benchSeen: Record<string, number> }).benchSeen;
    return { output: Math.max(output, paint), editor: Math.max(editor, paint) };
  });
  await context.close();
  const bytesBy = (time: number) => finished.filter(([at]) => at <= time).reduce((sum, [, bytes]) => sum + bytes, 0);
  return {
    firstOutput: seen.output,
    editor: seen.editor,
    bytesAtOutput: bytesBy(seen.output),
    bytesAtEditor: bytesBy(seen.editor),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// `node --import tsx scripts/bench-translator.ts <built site>` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2];
  if (!out) throw new Error('Usage: node --import tsx scripts/bench-translator.ts <built site folder>');
  for (const [measure, value] of await benchTranslator(out)) console.log(`| ${measure} | ${value} |`);
}
