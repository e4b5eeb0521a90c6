import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from '../../pipeline/build.ts';
import { startServer } from '../../server/static-server.ts';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

/** Build the real site (or the real specs with `options.guides` as the guides folder) into a temporary folder, serve it on 127.0.0.1 and open headless Chromium. */
export async function openSite(options: { guides?: string } = {}): Promise<{
  url: string;
  browser: Browser;
  newPage: (
    options?: Parameters<Browser['newContext']>[0],
  ) => Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  close: () => Promise<void>;
}> {
  if (!executablePath)
    throw new Error("Chromium not found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.");
  const out = mkdtempSync(join(tmpdir(), 'site-'));
  const built = await build({
    specs: fileURLToPath(new URL('../../specs', import.meta.url)),
    guides: options.guides ?? fileURLToPath(new URL('../../guides', import.meta.url)),
    out,
  });
  if (built.pages === undefined) throw new Error(built.error ?? 'the specs do not compile; run npm run lint');
  const server = await startServer({ dir: out, port: 0 });
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    url: server.url,
    browser,
    async newPage(options) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      return { page, context, errors };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Where an element's top stands relative to the viewport's top. */
export function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}
