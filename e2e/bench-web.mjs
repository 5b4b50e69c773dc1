// `cargo xtask bench web`: the explorer's figures in a real browser (Debian's Chromium) against
// the standard tablebase served on 127.0.0.1. Prints figures; asserts that the start position is
// coloured correctly (every S and L placement a win, every M placement a loss).
//
// Environment: BENCH_URL (the site, e.g. http://127.0.0.1:8123/gobblet/), BENCH_DIST (the built
// dist/ directory, for the wasm size).
import { chromium } from 'playwright-core';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';

const url = process.env.BENCH_URL;
const dist = process.env.BENCH_DIST;
if (!url || !dist) throw new Error('set BENCH_URL and BENCH_DIST');

/** Cold loads measured for the start figures (their median is reported). */
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const launch = async () => {
  const profile = mkdtempSync(join(tmpdir(), 'gobblet-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    // A first visit: the service worker (registered after the load event) would serve later
    // fetches from its cache and hide their bytes; it is measured apart (offline.test.mjs).
    serviceWorkers: 'block',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  // A first visit's welcome (in front of the page, and in its HTML) would stop the walk's
  // clicks: the visitor has closed it (the key `e2e/common.mjs` sets too).
  await context.addInitScript(() => {
    try {
      localStorage.setItem('gobblet-welcomed', '1');
    } catch {
      // about:blank keeps nothing.
    }
  });
  return { profile, context, page: context.pages()[0] ?? await context.newPage() };
};

let bytes = 0;
/** Chunk requests (chunk files, or ranges of the pack). */
let chunkRequests = 0;
/** The wasm files asked for so far (their names in dist/). */
let wasmAsked = [];
const CHUNK = /\/tb\/[0-9a-f]{16}\/([0-9a-f]{4}\.bin|pack\.bin\?bytes=\d+-\d+)$/;
const errors = [];
const watch = (page) => {
  page.on('request', (req) => {
    if (CHUNK.test(req.url())) chunkRequests += 1;
    const name = new URL(req.url()).pathname.split('/').pop();
    if (name.endsWith('.wasm')) wasmAsked.push(name);
  });
  page.on('requestfinished', async (req) => {
    try {
      const s = await req.sizes();
      bytes += s.responseBodySize + s.responseHeadersSize;
    } catch { /* a request that ended without sizes */ }
  });
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
};

const coloured = () => {
  const moves = document.querySelectorAll('#moves .mv');
  return moves.length > 0 && !document.querySelector('#moves .mv.unknown');
};
const gzipOf = (name) => gzipSync(readFileSync(join(dist, name)), { level: 9 }).length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// 1. Navigation to the start fully coloured, cold (a fresh browser profile each time).
const loads = [];
let session;
for (let i = 0; i < LOADS; i++) {
  if (session) {
    await session.context.close();
    rmSync(session.profile, { recursive: true, force: true });
  }
  session = await launch();
  bytes = 0;
  chunkRequests = 0;
  wasmAsked = [];
  watch(session.page);
  // Timed in the page: the first animation frame that shows the colours (its paint follows),
  // and the moment the module has started (its loader sets `window.wasmBindings`).
  await session.page.addInitScript(`(() => {
    const coloured = ${coloured.toString()};
    const frame = () => (coloured() ? (window.benchColoured = performance.now()) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
    let bindings;
    Object.defineProperty(window, 'wasmBindings', {
      configurable: true,
      get: () => bindings,
      set: (v) => { bindings = v; window.benchModule ??= performance.now(); },
    });
  })()`);
  await session.page.goto(url, { waitUntil: 'commit' });
  await session.page.waitForFunction(() => window.benchColoured !== undefined, null, { timeout: 30000 });
  const ms = await session.page.evaluate(() => window.benchColoured);
  // The wasm the colours waited for: what had arrived by then (none when the HTML draws them).
  const wasmBefore = await session.page.evaluate(() => [...new Set(performance.getEntriesByType('resource')
    .filter((e) => e.name.endsWith('.wasm') && e.responseEnd <= window.benchColoured)
    .map((e) => new URL(e.name).pathname.split('/').pop()))]);
  await session.page.waitForFunction(() => window.benchModule !== undefined, null, { timeout: 30000 });
  const moduleMs = await session.page.evaluate(() => window.benchModule);
  const wasmModule = [...new Set(wasmAsked)];
  await session.page.waitForTimeout(200); // let the last responses report their sizes
  loads.push({ ms, moduleMs, bytes, wasm: wasmBefore, wasmModule });
}
const page = session.page;
const firstPaint = median(loads.map((l) => l.ms));
const firstBytes = median(loads.map((l) => l.bytes));
const start = await page.$$eval('#moves .mv', (els) => els.map((e) => [e.dataset.move, e.className]));
for (const [mv, cls] of start) {
  const want = mv.startsWith('M') ? 'loss' : 'win';
  if (!cls.includes(want)) throw new Error(`start move ${mv} shows ${cls}, expected ${want}`);
}

// 2. The wasm fetched before the first colours (none when index.html draws the start page),
//    the wasm of the module that takes the page over, and every module built.
const sizes = (files) => [
  files.reduce((a, f) => a + readFileSync(join(dist, f)).length, 0),
  files.reduce((a, f) => a + gzipOf(f), 0),
  files.reduce((a, f) => a + brotliCompressSync(readFileSync(join(dist, f))).length, 0),
];
const wasmFirst = loads[loads.length - 1].wasm;
const [firstRaw, gz, br] = sizes(wasmFirst);
const wasmModule = loads[loads.length - 1].wasmModule;
const [moduleRaw, moduleGz] = sizes(wasmModule);
const moduleMedian = median(loads.map((l) => l.moduleMs));
const modules = readdirSync(dist).filter((f) => f.endsWith('.wasm')).sort()
  .map((f) => `${f} ${(readFileSync(join(dist, f)).length / 1024).toFixed(1)} KiB raw, ${(gzipOf(f) / 1024).toFixed(1)} KiB gzip -9`);

// 3. Recolour after a move with cached chunks: undo, then time a redo (the click runs update
//    and render synchronously, so the DOM is recoloured when click() returns).
await page.click('#moves .mv >> nth=0');
await page.waitForFunction(coloured, null, { timeout: 30000, polling: 'raf' });
await page.click('#undo');
await page.waitForFunction(coloured, null, { timeout: 30000, polling: 'raf' });
const recolour = [];
for (let i = 0; i < 20; i++) {
  const t = await page.evaluate(() => {
    const t0 = performance.now();
    document.querySelector(document.querySelector('#redo:not([disabled])') ? '#redo' : '#undo').click();
    return performance.now() - t0;
  });
  recolour.push(t);
}
recolour.sort((a, b) => a - b);

// 4. Bytes per newly visited position over a 100-move random game (restarting at game end).
let seed = 12345;
const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
await page.click('#line button[data-ply="0"]');
await page.waitForFunction(coloured, null, { timeout: 30000, polling: 'raf' });
const perPosition = [];
const requestsPerPosition = [];
for (let i = 0; i < 100; i++) {
  const n = await page.$$eval('#moves .mv', (els) => els.length);
  if (n === 0) {
    await page.click('#line button[data-ply="0"]');
    await page.waitForFunction(coloured, null, { timeout: 30000, polling: 'raf' });
    continue;
  }
  const before = bytes;
  const requestsBefore = chunkRequests;
  await page.click(`#moves .mv >> nth=${rand(n)}`);
  await page.waitForFunction(() => !document.querySelector('#moves .mv.unknown'), null, { timeout: 30000, polling: 'raf' });
  await page.waitForTimeout(30);
  perPosition.push(bytes - before);
  requestsPerPosition.push(chunkRequests - requestsBefore);
}
perPosition.sort((a, b) => a - b);
requestsPerPosition.sort((a, b) => a - b);
const meanRequests = requestsPerPosition.reduce((a, b) => a + b, 0) / requestsPerPosition.length;
const mean = perPosition.reduce((a, b) => a + b, 0) / perPosition.length;

await session.context.close();
rmSync(session.profile, { recursive: true, force: true });

console.log(`bench web (standard tablebase${process.env.BENCH_LABEL ? `, ${process.env.BENCH_LABEL}` : ''}, headless Chromium, 127.0.0.1)`);
console.log(`start coloured       median ${firstPaint.toFixed(0)} ms after navigation over ${loads.length} cold loads (${loads.map((l) => l.ms.toFixed(0)).join(', ')}; target <= 200 ms)`);
console.log(`bytes before that    median ${(firstBytes / 1024).toFixed(1)} KiB incl. html, js, wasm, css, manifest, chunks (target <= 400 KB)`);
console.log(`wasm before that     ${wasmFirst.join(' + ') || 'none'}: ${(firstRaw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip -9, ${(br / 1024).toFixed(1)} KiB brotli (target <= 120 KiB gzip)`);
console.log(`module running       median ${moduleMedian.toFixed(0)} ms (${loads.map((l) => l.moduleMs.toFixed(0)).join(', ')}); its wasm ${wasmModule.join(' + ')}: ${(moduleRaw / 1024).toFixed(1)} KiB raw, ${(moduleGz / 1024).toFixed(1)} KiB gzip -9 (target <= 120 KiB gzip)`);
for (const m of modules) console.log(`  module built       ${m}`);
console.log(`recolour (cached)    median ${recolour[10].toFixed(2)} ms, max ${recolour[19].toFixed(2)} ms over 20 undo/redo (target <= 50 ms)`);
console.log(`per new position     mean ${(mean / 1024).toFixed(1)} KiB, p95 ${(perPosition[Math.floor(perPosition.length * 0.95)] / 1024).toFixed(1)} KiB over ${perPosition.length} random moves`);
console.log(`chunk requests       mean ${meanRequests.toFixed(2)}, p95 ${requestsPerPosition[Math.floor(requestsPerPosition.length * 0.95)]} per new position`);
if (errors.length) {
  console.log(`console errors       ${errors.length}: ${errors.slice(0, 3).join(' | ')}`);
  process.exit(1);
}
