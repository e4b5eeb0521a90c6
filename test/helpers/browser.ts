import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../../server/static-server.ts';
import { siteBuild } from './site-build.ts';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

/** One Chromium for every test file of a process: each `openSite` holds it, the last `close` ends it. */
let shared: { browser: Promise<Browser>; users: number } | undefined;

/** The Chromium shared by this process's test files; each holder calls `releaseBrowser` once. */
export function holdBrowser(): Promise<Browser> {
  if (!executablePath)
    throw new Error("Chromium not found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.");
  shared ??= {
    users: 0,
    browser: chromium.launch({
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
    }),
  };
  shared.users++;
  return shared.browser;
}

/** Let go of `holdBrowser`'s Chromium; the last holder closes it. */
export async function releaseBrowser(): Promise<void> {
  if (!shared || --shared.users > 0) return;
  const { browser } = shared;
  shared = undefined;
  await (await browser.catch(() => undefined))?.close();
}

/**
 * Serve the real site (or the real specs with `options.guides` as the guides folder, or built for
 * `options.base`) on 127.0.0.1 and
 * open headless Chromium. The site is built once for all tests and kept in a cache (`siteBuild`);
 * it is served as it is, so tests only read it.
 */
export async function openSite(options: { guides?: string; base?: string; searchShardPages?: number } = {}): Promise<{
  url: string;
  browser: Browser;
  newPage: (
    options?: Parameters<Browser['newContext']>[0],
  ) => Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  close: () => Promise<void>;
}> {
  const { out } = await siteBuild({
    guides: options.guides,
    base: options.base,
    searchShardPages: options.searchShardPages,
  });
  const server = await startServer({ dir: out, port: 0 });
  const browser = await holdBrowser().catch(async (error) => {
    await server.close();
    await releaseBrowser();
    throw error;
  });
  const contexts = new Set<BrowserContext>();
  return {
    url: server.url,
    browser,
    async newPage(options) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      contexts.add(context);
      context.once('close', () => contexts.delete(context));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      return { page, context, errors };
    },
    async close() {
      // What a test left open goes with its file, so the next file starts with a quiet browser.
      await Promise.all([...contexts].map((context) => context.close()));
      await server.close();
      await releaseBrowser();
    },
  };
}

/** Where an element's top stands relative to the viewport's top. */
export function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}

/**
 * Resolves once the page has rendered a frame after this call: its scroll events, layout, and
 * ResizeObserver and IntersectionObserver callbacks have run. The sign that what a change could
 * cause in that frame (a scroll, an observer the page set up earlier firing) has had its chance.
 */
export function nextFrame(page: Page): Promise<void> {
  return page.evaluate(() => {
    return new Promise<void>((resolve) => {
      // An observer's first notice comes after the next rendering update, in the task that also
      // notifies every observer made before it.
      const observer = new IntersectionObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(document.documentElement);
    });
  });
}

/**
 * Resolves once the layout holds still: a rendered frame left the scroll position, the page's height
 * and `selector`'s top as the frame before it (sections laid out late, and corrections to them, done).
 */
export async function settled(page: Page, selector: string): Promise<void> {
  const state = () =>
    page.evaluate(
      (s) =>
        JSON.stringify([
          scrollY,
          document.documentElement.scrollHeight,
          document.querySelector(s)?.getBoundingClientRect().top,
        ]),
      selector,
    );
  let before = await state();
  // Bounded by frames, not time: a page that keeps moving for 300 frames fails here instead of hanging.
  for (let frames = 0; frames < 300; frames++) {
    await nextFrame(page);
    const now = await state();
    if (now === before) return;
    before = now;
  }
  throw new Error(`The layout around ${selector} did not hold still for a frame in 300 frames.`);
}

/** Turn the mouse wheel; resolves once the page has received it and drawn a frame: any scroll it causes has happened. */
export async function wheel(page: Page, deltaY: number): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { wheelsSeen?: number };
    if (w.wheelsSeen !== undefined) return;
    w.wheelsSeen = 0;
    addEventListener('wheel', () => w.wheelsSeen!++, { capture: true, passive: true });
  });
  const seen = await page.evaluate(() => (window as unknown as { wheelsSeen: number }).wheelsSeen);
  await page.mouse.wheel(0, deltaY);
  await page.waitForFunction((n) => (window as unknown as { wheelsSeen: number }).wheelsSeen > n, seen);
  await nextFrame(page);
}

/**
 * Scroll a light reference page to the section `slug` as a reader gets there: the placeholder after the
 * last section built before it is brought into view, and built, until the section is there; then the
 * section itself. Resolves once it is in view.
 */
export async function scrollToSection(page: Page, slug: string): Promise<void> {
  await page.waitForFunction(
    (slug) => {
      const section = document.querySelector(`section[data-section="${CSS.escape(slug)}"]`);
      if (section) {
        section.scrollIntoView();
        return true;
      }
      const order = [...document.querySelectorAll<HTMLAnchorElement>('.sidebar a[data-slug]')].map(
        (a) => a.dataset.slug,
      );
      const target = order.indexOf(slug);
      const built = [...document.querySelectorAll<HTMLElement>('section[data-section]')].filter(
        (s) => order.indexOf(s.dataset.section) < target,
      );
      const next = built.at(-1)?.nextElementSibling ?? document.querySelector('.reference-pending');
      next?.scrollIntoView();
      return false;
    },
    slug,
    { polling: 'raf' },
  );
  await settled(page, `section[data-section="${slug}"]`);
}

/**
 * Resolves once a light reference page has set itself up: every placeholder in the page, split a chunk
 * each (its manifest in), and none left within a screen of the view (those are built as they come there).
 */
export async function referenceReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (
      document.querySelector('template[data-reference-before], .reference-pending:not([data-chunk]):not([data-failed])')
    )
      return false;
    return [...document.querySelectorAll('.reference-pending:not([data-failed])')].every((pending) => {
      const box = pending.getBoundingClientRect();
      return box.bottom < -innerHeight || box.top > 2 * innerHeight;
    });
  });
}

/** Sum every layout shift of each page `page` opens from now on (read it with `layoutShift`). */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: PerformanceObserver; layoutShift: number };
    w.layoutShift = 0;
    w.layoutShifts = new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => (w.layoutShift += (e as unknown as { value: number }).value)),
    );
    w.layoutShifts.observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the page open in `page` so far (`watchLayoutShift` first), shifts not yet handed to the observer included. */
export const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { layoutShifts: PerformanceObserver; layoutShift: number };
    return w.layoutShifts
      .takeRecords()
      .reduce((sum, e) => sum + (e as unknown as { value: number }).value, w.layoutShift);
  });
