// What every browser test file shares: where the site is, the browser (one Chromium per test
// file), a fresh profile (an isolated browser context) per `openBrowser` with console errors,
// page errors and failed requests collected.
//
// Environment (set by `cargo xtask test` / `cargo xtask e2e`):
//   E2E_URLS        comma-separated base URLs of the built site (each ends with `/`)
//   E2E_SHARD_TOOL  the shard tool binary (expected values come from `shard-tool probe`)
//   E2E_TB          the tablebase directory the site serves as `tb/`
//   E2E_DIST        the built site (trunk's output; tb/ inside), for tests that serve it themselves
//   E2E_CHROMIUM    the browser (default /usr/bin/chromium)
//   E2E_OUT         where screenshots go (default e2e/out)
//   TEST_SEED       the run seed of every random choice a test makes (see seedFor)

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

export const HERE = path.dirname(fileURLToPath(import.meta.url));
export const URLS = (process.env.E2E_URLS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .map((s) => (s.endsWith('/') ? s : `${s}/`));
if (URLS.length === 0) {
  throw new Error('set E2E_URLS to the base URL(s) of the built site (cargo xtask runs this)');
}
/**
 * The built site alone (the first of `URLS`: `cargo xtask dist`'s output behind nginx at a
 * sub-path), for the files whose subject is what a page does, not how it is served: the other
 * server (`trunk serve`, the README's main job) runs the files about loading, links, history and
 * the values along a line (explorer, first paint, first visit, the modules' hand-over, history).
 */
export const BUILT_URLS = URLS.slice(0, 1);
export const SHARD_TOOL = process.env.E2E_SHARD_TOOL ?? path.join(HERE, '../target/debug/shard-tool');
export const TB = process.env.E2E_TB ?? path.join(HERE, '../target/e2e/tb');
export const OUT = process.env.E2E_OUT ?? path.join(HERE, 'out');
export { CHROMIUM, CHROMIUM_ARGS };
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };
/** The page's languages: a short name and a browser locale that asks for it. */
export const LANGS = [
  ['en', 'en-GB'],
  ['zh', 'zh-TW'],
];
/**
 * Every look a page is checked in: each language (`lang`, `locale`), each width (`kind`,
 * `viewport`) and each colour scheme.
 */
export const LOOKS = LANGS.flatMap(([lang, locale]) =>
  [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ].flatMap(([kind, viewport]) => ['light', 'dark'].map((scheme) => ({ lang, locale, kind, viewport, scheme }))),
);
/** How long a position may take to show every value (manifest + shards from 127.0.0.1). */
export const SETTLE_MS = 15_000;
export const TEST = { timeout: 60_000 };

export const DIST = process.env.E2E_DIST ?? path.join(HERE, '../target/e2e/dist');

/**
 * The 32-bit seed of a test's random choices whose own fixed seed is `own`: a mix of both with
 * `TEST_SEED`, the run seed that `cargo xtask test` and `cargo xtask e2e` always set and print
 * (the same one the Rust tests read through `testkit`); `own` itself when the file is run
 * without xtask and no `TEST_SEED`. Logs it, so a failing run names the seed that replays it.
 */
export function seedFor(own) {
  const run = process.env.TEST_SEED;
  let seed = own >>> 0;
  if (run !== undefined && run.trim() !== '') {
    if (!/^\d+$/.test(run.trim())) throw new Error(`TEST_SEED=${JSON.stringify(run)} is not a decimal number`);
    const big = BigInt(run.trim());
    let h = (Number(big & 0xffffffffn) ^ Math.imul(Number((big >> 32n) & 0xffffffffn), 0x9e3779b1) ^ own) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
    seed = (h ^ (h >>> 16)) >>> 0;
  }
  console.log(`# random choices from seed ${seed} (own ${own}; TEST_SEED=${run ?? 'unset'})`);
  return seed;
}

/**
 * The one mark of a returning visitor: the storage key the site keeps once the welcome of a
 * first visit was answered (`web_kit::storage::Key::Welcomed`). Every browser stores it before
 * any page opens, so the welcome stays out of the way of the other tests; `welcome.test.mjs`
 * opens its browsers with `firstVisit: true` and tests the first visit itself.
 */
export const WELCOMED_KEY = 'gobblet-welcomed';

/**
 * The one Chromium of this test file (Node's runner runs each file in a process of its own),
 * launched when first needed and closed after the file's last test. Every `openBrowser` is a
 * context of its own in it: its own cookies, storage, cache and service workers, as a fresh
 * profile would have, without a browser's start (about 0.7 s each) for every test.
 */
let chromiumOfThisFile = null;
function sharedChromium() {
  chromiumOfThisFile ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return chromiumOfThisFile;
}
after(async () => {
  if (chromiumOfThisFile) await (await chromiumOfThisFile).close();
});

/**
 * A fresh browser profile (a new, isolated context of the file's Chromium); collects console
 * errors and page errors. A returning visitor's (see `WELCOMED_KEY`) unless `firstVisit`.
 * `onDisk`: a browser of its own with a temporary profile folder instead, for what Chromium
 * refuses an in-memory (incognito) context, such as offering to install the app.
 */
export async function openBrowser({ viewport = DESKTOP, firstVisit = false, onDisk = false, ...options } = {}) {
  const dir = onDisk ? mkdtempSync(path.join(tmpdir(), 'gobblet-e2e-')) : null;
  const context = dir
    ? await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport, ...options })
    : await (await sharedChromium()).newContext({ viewport, ...options });
  if (!firstVisit) {
    await context.addInitScript((key) => {
      try {
        localStorage.setItem(key, '1');
      } catch {
        // A page without storage (about:blank) has no site to welcome.
      }
    }, WELCOMED_KEY);
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  // A browser may ask for /favicon.ico at the host's root by itself (a page that declares no
  // icon, like the Gobbler worker's); a 404 there is logged as a console error that is not the
  // app's doing: set aside, reported.
  const favicon = (url) => new URL(url).pathname === '/favicon.ico';
  // With the network off, the service worker serves the web app manifest and the icons the page
  // links, but not the manifest's large icons (192, 512, maskable: only installing needs them),
  // which the browser may still ask for by itself. Set aside, reported; nothing else that fails
  // offline is.
  const offlineShell = (url, why) =>
    /ERR_INTERNET_DISCONNECTED/.test(why) && /\/(manifest\.webmanifest|icons\/[^/]+)$/.test(new URL(url).pathname);
  const setAside = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    const aside = where && (favicon(where) || offlineShell(where, msg.text()));
    (aside ? setAside : errors).push(`console error: ${msg.text()} (${where})`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.stack ?? e}`));
  page.on('response', (r) => {
    if (r.status() >= 400 && !favicon(r.url())) errors.push(`HTTP ${r.status()} for ${r.url()}`);
  });
  // A request still in flight when the page navigates (a reload, a link) is aborted by the
  // browser, not by the app: it is set aside when the errors are read (`assertNoErrors`), since
  // Chromium may report the abort before or after the navigation itself.
  let navigations = 0;
  const issuedIn = new WeakMap();
  const aborted = [];
  page.on('domcontentloaded', () => navigations++); // a new document, not a same-page URL change
  page.on('request', (r) => issuedIn.set(r, navigations));
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    const text = `request failed: ${r.url()} (${why})`;
    if (why === 'net::ERR_ABORTED') aborted.push({ text, issuedIn: issuedIn.get(r) ?? navigations });
    (offlineShell(r.url(), why) ? setAside : errors).push(text);
  });
  page.setDefaultTimeout(SETTLE_MS);
  return {
    context,
    page,
    errors,
    setAside,
    /** Moves from `errors` to `setAside` each request aborted after the page navigated away from it. */
    setAsideNavigationAborts() {
      for (const a of aborted.splice(0)) {
        const i = errors.indexOf(a.text);
        if (a.issuedIn < navigations && i >= 0) setAside.push(`${errors.splice(i, 1)[0]}, the page having navigated since`);
      }
    },
    async close() {
      await context.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `fn` with a fresh browser, closing it whatever happens. */
export async function withBrowser(options, fn) {
  const b = await openBrowser(options);
  try {
    return await fn(b);
  } finally {
    await b.close();
  }
}

/** Asserts that nothing went wrong in the page; reports what was set aside. */
export function assertNoErrors(t, b) {
  b.setAsideNavigationAborts();
  assert.deepEqual(b.errors, [], 'no console errors, page errors or failed requests');
  for (const e of new Set(b.setAside)) t.diagnostic(`set aside (not the app's request): ${e}`);
}

/** Saves a full-page screenshot as OUT/name; its path. */
export async function screenshot(page, name) {
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, name);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** How far the page overflows its window horizontally, in px (0 or less: it fits). */
export async function overflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
