// Offline use in a real browser: the service worker, "Save for offline" (progress in bytes, cancel,
// reload, resume), then the network switched off: a reload works, the page says it is offline and
// every position along a game is coloured with its true value.
//
// This file serves the built site (DIST, trunk's output with tb/ inside) itself, with a small
// Node static server at the sub-path /gobblet/ on 127.0.0.1, so it can slow the shards down (to
// cancel midway), count the shard requests (to prove a resume skips what is saved) and stop the
// server (the network off, really).

import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  DIST, SHARD_TOOL, TB, OUT, DESKTOP, PHONE, SETTLE_MS, openBrowser, withBrowser,
} from './common.mjs';
import { PIN, onePieceTable, probeIn } from './game.mjs';
import { savedChunks, tableOf } from './table.mjs';

const SUB = '/gobblet/';
const LONG = { timeout: 180_000 };

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
};
/** A chunk's URL relative to the site: a chunk file, or a chunk of the pack with its range. */
const CHUNK = /(^|\/)tb\/[0-9a-f]{16}\/([0-9a-f]{4}\.bin|pack\.bin\?bytes=\d+-\d+)$/;
/** A URL as `tb/…` with its query (a pack chunk's range), for comparing with `onDisk`. */
const relOf = (u) => {
  const url = new URL(u, 'http://localhost');
  return (url.pathname + url.search).replace(/^.*?\/tb\//, 'tb/');
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// The table, read from disk (independently of the app).

// Read by `table.mjs`, shared with the tests of the hosts and of a new build over an old one.
const TABLE = tableOf(DIST);
const { manifest } = TABLE;
const SHARDS = manifest.chunks;
const PACKED = TABLE.packed;
/** Every chunk on disk: its URL relative to the site → { bytes, sha256 }. */
const onDisk = TABLE.chunks;
const TOTAL = TABLE.total;

// ---------------------------------------------------------------------------------------------
// The server.

/**
 * Serves DIST at /gobblet/, answering a single `Range: bytes=a-b` with a 206 (unless
 * `ignoreRange`: then the whole file with a 200, as Python's http.server does); `delayMs` slows
 * every chunk down; `shardHits` lists chunk requests (a pack chunk with its range). `tb`: another
 * tablebase directory served as the site's `tb/`.
 */
async function startServer({ ignoreRange = false, tb = null } = {}) {
  const state = { delayMs: 0, shardHits: [], ignoreRange };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const p = decodeURIComponent(url.pathname);
    if (!p.startsWith(SUB)) {
      res.writeHead(404).end();
      return;
    }
    let rel = p.slice(SUB.length);
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const root = tb && rel.startsWith('tb/') ? tb : DIST;
    const file = root === tb ? path.join(tb, rel.slice('tb/'.length)) : path.join(DIST, rel);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(404).end();
      return;
    }
    if (CHUNK.test(rel + url.search)) {
      state.shardHits.push(rel + url.search);
      if (state.delayMs > 0) await sleep(state.delayMs);
    }
    let body;
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
      body = readFileSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (range && !state.ignoreRange) {
      const [a, b] = [Number(range[1]), Math.min(Number(range[2]), body.length - 1)];
      if (a > b) {
        res.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
        return;
      }
      res.writeHead(206, {
        'content-type': type,
        'content-length': b - a + 1,
        'content-range': `bytes ${a}-${b}/${body.length}`,
      });
      res.end(body.subarray(a, b + 1));
      return;
    }
    res.writeHead(200, { 'content-type': type, 'content-length': body.length, 'accept-ranges': 'none' });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}${SUB}`;
  return {
    base,
    state,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The page.

/** What the offline page and the status line show. */
function readOffline(page) {
  return page.evaluate(() => {
    const q = (s) => document.querySelector(s);
    const text = (s) => q(s)?.textContent.trim() ?? null;
    const bar = q('#offline-progress');
    const summary = q('#offline-status .offline-summary');
    return {
      status: text('#offline-status'),
      statusReady: summary?.dataset.ready ?? null,
      statusOnline: summary?.dataset.online ?? null,
      headline: text('#offline-headline'),
      ready: q('#offline-headline')?.dataset.ready === 'true',
      app: text('#offline-app .state'),
      table: text('#offline-table .state'),
      network: text('#offline-network .state'),
      value: bar ? Number(bar.getAttribute('value')) : null,
      max: bar ? Number(bar.getAttribute('max')) : null,
      bytes: text('#offline-bytes'),
      note: text('#offline-note'),
      save: text('[data-msg="offline:save"]'),
      lang: document.documentElement.lang,
    };
  });
}

/**
 * Waits until the page has counted what is saved (the table line says "n of N parts"; N the
 * site's table's shards unless given).
 */
async function counted(page, shards = SHARDS) {
  await page.waitForFunction(
    (n) => new RegExp(`of ${n} parts saved|/ ${n} 個區塊`).test(document.querySelector('#offline-table')?.textContent ?? ''),
    shards,
  );
  return readOffline(page);
}

/** Clicks *Save for offline* (or resume) and waits until the page says it is offline-ready. */
async function saveAll(page) {
  await page.click('[data-msg="offline:save"]');
  await page.waitForFunction(() => document.querySelector('#offline-headline')?.dataset.ready === 'true', null, { timeout: 60_000 });
  return readOffline(page);
}

/**
 * Opens the offline page and waits until the service worker controls it (its install fetches
 * the whole app shell: on a loaded 2-core machine that once took over 30 s, so up to 90 s).
 */
async function openOffline(page, base) {
  await page.goto(`${base}?page=offline`);
  try {
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 90_000 });
  } catch (e) {
    // Say where the worker stands: installing for ever, failed (no worker), or waiting.
    const state = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return JSON.stringify({ installing: r?.installing?.state, waiting: r?.waiting?.state, active: r?.active?.state });
    });
    throw new Error(`the service worker took no control of the page within 90 s: ${state}`, { cause: e });
  }
}

/** Whether the page's cache of this build holds the chunk index (packed tables). */
function cachedIndex(page) {
  return page.evaluate(
    async ([name, build]) => (await (await caches.open(name)).keys()).some((r) => r.url.endsWith(`/tb/${build}/index.bin`)),
    [`gobblet-tb-${manifest.build}`, manifest.build],
  );
}

/** The chunks in the page's cache of this build (the index left out): relative URL (a pack
 * chunk with its range), the size header, body bytes, sha256. */
const cachedShards = (page) => savedChunks(page, manifest.build);

/** Checks every cached shard is byte for byte the file on disk; returns their bytes in all. */
function assertCachedMatchDisk(cached) {
  let sum = 0;
  for (const c of cached) {
    const disk = onDisk.get(c.url);
    assert.ok(disk, `${c.url} is a shard of this build`);
    assert.equal(c.bytes, disk.bytes, `${c.url}: cached length`);
    assert.equal(c.header, disk.bytes, `${c.url}: the size header`);
    assert.equal(c.sha, disk.sha, `${c.url}: cached bytes equal the file`);
    sum += c.bytes;
  }
  return sum;
}

// ---------------------------------------------------------------------------------------------
// The expected values: `shard-tool probe` (as in explorer.test.mjs).

function label(desc) {
  let m;
  if ((m = /^win (\d+)$/.exec(desc))) return `W${m[1]}`;
  if ((m = /^loss (\d+)$/.exec(desc))) return `L${m[1]}`;
  if (desc === 'draw') return 'D';
  if (desc.startsWith('unknown')) return '?';
  throw new Error(`unexpected value from shard-tool probe: ${JSON.stringify(desc)}`);
}

/** The position after `moves` as `shard-tool probe` prints it (board and side to move). */
function positionAfter(moves) {
  return execFileSync(SHARD_TOOL, ['probe', TB, moves.join(' ')], { encoding: 'utf8' }).split('\n')[0];
}

/** Every legal move after `moves` with the label the app must show, best first. */
function probe(moves) {
  const out = execFileSync(SHARD_TOOL, ['probe', TB, moves.join(' ')], { encoding: 'utf8' });
  return out
    .trimEnd()
    .split('\n')
    .slice(2)
    .map((line) => {
      const m = /^(\S+)\s+(.+)$/.exec(line);
      assert.ok(m, `unexpected probe line ${JSON.stringify(line)}`);
      return { move: m[1], label: label(m[2]) };
    });
}

/**
 * The move list once the page has settled — the manifest loaded, no shard in flight or being
 * retried (`#tb`), no value `…` — read in the same moment: [{ move, label }].
 */
async function movesShown(page, what) {
  try {
    const handle = await page.waitForFunction(() => {
      const tb = document.querySelector('#tb')?.textContent ?? '';
      if (!tb.startsWith('tablebase: ') || /loading|fetching|retrying/.test(tb)) return false;
      const moves = [...document.querySelectorAll('#moves .mv')].map((el) => ({
        move: el.dataset.move,
        label: el.querySelector('.val')?.textContent.trim(),
      }));
      if (moves.length === 0 || moves.some((m) => m.label === '…' || m.label === undefined)) return false;
      return moves;
    });
    return await handle.jsonValue();
  } catch (e) {
    const now = await page
      .evaluate(() => ({
        tb: document.querySelector('#tb')?.textContent,
        labels: [...document.querySelectorAll('#moves .mv .val')].map((v) => v.textContent).join(' '),
      }))
      .catch(() => ({}));
    throw new Error(
      `${what}: the moves did not all get a value within ${SETTLE_MS} ms (${e.message}); #tb: ${now.tb}; values: ${now.labels}`,
    );
  }
}

/**
 * Plays `plies` moves from the start by clicking the move list, checking at each position that
 * every move is coloured with its true value (no `?`, no `…`). Picks the mover's worst move
 * that leads to a new position, so the game lasts and never repeats; returns the moves played.
 */
async function playColoured(page, plies) {
  const line = [];
  const seen = new Set([positionAfter([])]);
  for (let ply = 0; ply <= plies; ply++) {
    const want = probe(line);
    if (want.length === 0) break;
    const shown = await movesShown(page, `after ${line.join(' ') || 'the start'}`);
    assert.ok(!shown.some((m) => m.label === '?'), `no unknown value after ${line.join(' ') || 'the start'}`);
    const sort = (a) => [...a].sort((x, y) => x.move.localeCompare(y.move));
    assert.deepEqual(sort(shown), sort(want), `every value after ${line.join(' ') || 'the start'}`);
    if (ply === plies) break;
    const next =
      [...want].reverse().find((m) => !seen.has(positionAfter([...line, m.move])) && probe([...line, m.move]).length > 0) ??
      want[0];
    await page.click(`#moves button.mv[data-move="${next.move}"]`);
    line.push(next.move);
    seen.add(positionAfter(line));
    await page.waitForFunction((n) => new URL(location.href).searchParams.get('m')?.split('_').length === n, line.length);
  }
  return line;
}

/** How many shards the page fetches at once while saving (`crate::offline::PARALLEL`). */
const PARALLEL = 6;

/** Removes the aborted shard requests from `errors`; returns their relative URLs. */
function takeAborted(errors) {
  const aborted = [];
  for (let i = errors.length - 1; i >= 0; i--) {
    const m = /^request failed: (\S+) \(net::ERR_ABORTED\)$/.exec(errors[i]);
    if (m && CHUNK.test(relOf(m[1]))) {
      aborted.push(relOf(m[1]));
      errors.splice(i, 1);
    }
  }
  return aborted;
}

function assertNoErrors(errors, what) {
  assert.deepEqual(errors, [], `no console error, page error or failed request (${what})`);
}

async function noOverflow(page, what) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(scroll <= width, `${what}: no horizontal overflow (${scroll} > ${width})`);
}

// ---------------------------------------------------------------------------------------------

describe('offline use', () => {

  before(() => {
    mkdirSync(OUT, { recursive: true });
    assert.equal(onDisk.size, SHARDS, 'the table on disk has every shard');
    assert.equal(TOTAL, manifest.shard_bytes, 'the manifest counts the bytes on disk');
  });

  test('save for offline: progress, cancel, reload, resume; then the network off', LONG, async (t) => {
    const server = await startServer();
    const br = await openBrowser({ viewport: DESKTOP });
    const { page, context, errors } = br;
    try {
      await openOffline(page, server.base);
      let s = await counted(page);
      assert.equal(s.max, TOTAL, 'the bar counts the whole table in bytes');
      assert.equal(s.value, 0, 'nothing saved yet');
      assert.match(s.table, new RegExp(`^0 of ${SHARDS} parts saved`));
      assert.equal(s.save, 'Save for offline');
      assert.equal(s.ready, false);
      assert.match(s.status, /Not saved for offline/);
      await page.waitForFunction(() => /saved on this device/.test(document.querySelector('#offline-app')?.textContent ?? ''));

      // Save, slowly: the bar moves up; cancel at about a quarter.
      server.state.delayMs = 250;
      await page.click('[data-msg="offline:save"]');
      const seen = [];
      for (;;) {
        s = await readOffline(page);
        if (seen.at(-1) !== s.value) seen.push(s.value);
        if (s.value >= TOTAL / 4) break;
        await sleep(50);
      }
      assert.match(s.status, /^Saving for offline: \d+ %$/);
      await page.click('[data-msg="offline:cancel"]');
      await page.waitForFunction(() => /Cancelled/.test(document.querySelector('#offline-note')?.textContent ?? ''));
      s = await readOffline(page);
      assert.ok(seen.length >= 3, `the bar advanced in steps (${seen.join(', ')})`);
      for (let i = 1; i < seen.length; i++) assert.ok(seen[i] > seen[i - 1], `the bar only grows (${seen.join(', ')})`);
      assert.ok(s.value > 0 && s.value < TOTAL, `cancelled midway (${s.value} of ${TOTAL})`);
      const hitsAtCancel = server.state.shardHits.length;
      await sleep(800);
      assert.equal(server.state.shardHits.length, hitsAtCancel, 'no shard is asked for after the cancel');
      let cached = await cachedShards(page);
      const savedAtCancel = cached.length;
      // The cancel aborts the shard requests in flight (at most one per parallel request: 6),
      // which Chromium reports as failed requests: set aside here, and checked to be exactly
      // those — shards that were not saved.
      const aborted = takeAborted(errors);
      assert.ok(aborted.length <= PARALLEL, `at most ${PARALLEL} requests aborted (${aborted.join(', ')})`);
      const savedUrls = new Set(cached.map((c) => c.url));
      for (const url of aborted) assert.ok(!savedUrls.has(url), `the aborted ${url} was not saved`);
      assert.equal(assertCachedMatchDisk(cached), s.value, 'the bar shows the bytes in the cache');
      assert.match(s.table, new RegExp(`^${savedAtCancel} of ${SHARDS} parts saved`));
      t.diagnostic(`bar while saving: ${seen.join(', ')} of ${TOTAL} bytes`);
      t.diagnostic(`cancelled at ${savedAtCancel} of ${SHARDS} shards (${s.value} bytes); ${aborted.length} requests aborted`);
      await page.screenshot({ path: path.join(OUT, 'offline-en-desktop-cancelled.png'), fullPage: true });

      // Reload: the page counts what is saved again; resume fetches only the rest.
      await page.reload();
      s = await counted(page);
      assert.equal(s.value, assertCachedMatchDisk(cached), 'after a reload the bar shows what is saved');
      assert.match(s.table, new RegExp(`^${savedAtCancel} of ${SHARDS} parts saved`));
      assert.equal(s.save, 'Resume saving');
      assert.match(s.status, /Partly saved for offline \(\d+ %\)/);
      const before = new Set(cached.map((c) => c.url));
      server.state.shardHits = [];
      server.state.delayMs = 10;
      s = await saveAll(page);
      assert.equal(s.value, TOTAL, 'the bar is full');
      assert.equal(s.max, TOTAL);
      assert.match(s.bytes, /^(\d+\.\d+) MB of \1 MB \(100 %\)$/);
      assert.match(s.table, new RegExp(`^${SHARDS} of ${SHARDS} parts saved`));
      assert.match(s.note, /Saved: the whole tablebase is on this device/);
      assert.equal(s.statusReady, 'true');
      assert.equal(s.status, 'Offline-ready');
      const hits = server.state.shardHits;
      assert.equal(hits.length, SHARDS - savedAtCancel, 'the resume fetched only the shards not saved');
      assert.ok(!hits.some((h) => before.has(h)), 'no saved shard was fetched again');
      t.diagnostic(`resume fetched ${hits.length} shards (${SHARDS} - ${savedAtCancel} saved before)`);
      cached = await cachedShards(page);
      assert.equal(cached.length, SHARDS, 'every shard is in the cache');
      if (PACKED) assert.ok(await cachedIndex(page), 'the chunk index is in the cache too');
      assert.equal(assertCachedMatchDisk(cached), TOTAL, 'the cache holds exactly the table');
      assertNoErrors(errors, 'online');

      // The network off: the browser offline and the server gone.
      await context.setOffline(true);
      await server.close();
      await page.reload();
      await page.waitForFunction(() => {
        const s = document.querySelector('#offline-status .offline-summary');
        return s?.dataset.online === 'false' && s?.dataset.ready === 'true';
      });
      s = await readOffline(page);
      assert.equal(s.status, 'Offline — everything is saved on this device');
      assert.equal(s.network, 'offline');
      assert.equal(s.ready, true);
      await page.screenshot({ path: path.join(OUT, 'offline-en-desktop-offline.png'), fullPage: true });

      // The explorer, offline: a game of several moves, every move coloured with its true value.
      await page.goto(server.base);
      const line = await playColoured(page, 8);
      assert.ok(line.length >= 6, `several moves were played offline (${line.join(' ')})`);
      t.diagnostic(`played offline, every move coloured: ${line.join(' ')}`);
      // A known value, in moves and plies (`wins with its 3rd move (5 plies)`), or a draw.
      assert.match(await page.textContent('#status'), /to move — ((wins|loses) .+ \(\d+ pl(y|ies)\)|draw)$/);
      assert.match(await page.textContent('#offline-status'), /Offline — everything is saved/);
      await page.screenshot({ path: path.join(OUT, 'offline-en-desktop-explorer-offline.png'), fullPage: true });
      // Another page, offline: the explorer's module loads the full module (every page) from the
      // worker's shell, which fetched it at install although the page does not reference it.
      await page.click('nav a[data-nav="learn"]');
      await page.waitForSelector('.learn .learn-board');
      await page.click('nav a[data-nav="explore"]');
      await page.waitForSelector('#moves .mv');
      assertNoErrors(errors, 'offline');
    } finally {
      await br.close();
      await server.close().catch(() => {});
    }
  });

  test('positions seen online stay coloured offline without saving; others show ? honestly', LONG, async (t) => {
    const server = await startServer();
    const br = await openBrowser({ viewport: DESKTOP });
    const { page, context, errors } = br;
    try {
      await openOffline(page, server.base);
      // Two plies in, shards are needed (the opening book covers the first two positions).
      const line = ['L@b2', 'S@a1', 'S@c3'];
      const url = `${server.base}?m=${line.join('_')}`;
      await page.goto(url);
      const online = await movesShown(page, 'online');
      assert.ok(server.state.shardHits.length > 0, 'the position needed shards');
      assert.ok(!online.some((m) => m.label === '?'));

      await context.setOffline(true);
      await server.close();
      await page.reload();
      const offline = await movesShown(page, 'offline');
      assert.deepEqual(offline, online, 'the same values offline, from the shards the worker kept');
      await page.waitForFunction(() => document.querySelector('#offline-status .offline-summary')?.dataset.online === 'false');
      assert.match(await page.textContent('#offline-status'), /Offline — not everything is saved/);
      assertNoErrors(errors, 'a visited position offline');

      // A position not seen before needs shards the worker never kept: they cannot be fetched,
      // and their moves show `?` — never a value other than the true one.
      const keptShards = await cachedShards(page);
      assert.ok(keptShards.length > 0, 'the worker kept the shards the page fetched');
      assertCachedMatchDisk(keptShards);
      const kept = new Set(keptShards.map((c) => c.url));
      const mv = probe(line).find((m) => probe([...line, m.move]).length > 0).move;
      await page.click(`#moves button.mv[data-move="${mv}"]`);
      const shown = await movesShown(page, `offline after ${mv}`);
      const want = new Map(probe([...line, mv]).map((m) => [m.move, m.label]));
      for (const m of shown) {
        if (m.label !== '?') assert.equal(m.label, want.get(m.move), `${m.move} offline: its true value or ?`);
      }
      // The failed fetches are the offline state's doing: Chromium logs each failed shard
      // request twice (a console error "Failed to load resource" and a failed request). Set
      // aside — exactly those two forms, each for a shard the worker did not keep.
      const failed = new Set();
      const setAside = [];
      const forms = [
        /^console error: Failed to load resource: net::ERR_FAILED \((\S+)\)$/,
        /^request failed: (\S+) \(net::ERR_FAILED\)$/,
      ];
      for (let i = errors.length - 1; i >= 0; i--) {
        const url = forms.map((f) => f.exec(errors[i])?.[1]).find(Boolean);
        if (url && CHUNK.test(relOf(url))) {
          failed.add(relOf(url));
          setAside.push(...errors.splice(i, 1));
        }
      }
      for (const url of failed) assert.ok(!kept.has(url), `${url} failed offline, and it was not kept`);
      assert.equal(shown.some((m) => m.label === '?'), failed.size > 0, 'a move is unknown exactly when a shard could not be had');
      t.diagnostic(
        `offline after ${mv}: ${shown.filter((m) => m.label === '?').length} of ${shown.length} moves unknown; ` +
          `${failed.size} shard(s) could not be had (${[...failed].join(', ')}); ${setAside.length} errors set aside`,
      );
      assertNoErrors(errors, 'an unseen position offline');
    } finally {
      await br.close();
      await server.close().catch(() => {});
    }
  });

  test('a page the worker did not take (a hard reload) is taken over', LONG, async (t) => {
    // The activation's clients.claim() passes over a page still loading, and a hard reload
    // bypasses the worker: either page asks the active worker to take it (once seen in CI: a
    // navigation made while the worker installed stayed uncontrolled for good).
    const server = await startServer();
    const br = await openBrowser({ viewport: DESKTOP });
    const { page, context, errors } = br;
    try {
      await openOffline(page, server.base);
      // Let the first load finish fetching the chunk index: a reload cancels a fetch still in
      // flight (net::ERR_ABORTED, seen once in CI), which is the test's doing, not the page's.
      // A resource timing entry is written when its response has been read to the end.
      await page.waitForFunction(
        (build) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(`/tb/${build}/index.bin`)),
        manifest.build,
      );
      const cdp = await context.newCDPSession(page);
      const when = Date.now();
      // As Shift+Reload: the navigation does not go through the worker, the page starts uncontrolled.
      await cdp.send('Page.reload', { ignoreCache: true });
      await page.waitForFunction(() => document.querySelector('#offline-table') != null);
      await page.waitForFunction(() => navigator.serviceWorker.controller != null, null, { timeout: 15_000 });
      t.diagnostic(`taken over ${Date.now() - when} ms after the hard reload`);
      await counted(page);
      assertNoErrors(errors, 'a hard reload');
    } finally {
      await br.close();
      await server.close().catch(() => {});
    }
  });

  test('the save keeps the other reading of the reveal rule: revealing loses is coloured offline too', LONG, async (t) => {
    const { tb: tb1, manifest: m1 } = onePieceTable();
    const file = readFileSync(path.join(tb1, m1.build, 'other-reading.bin'));
    const server = await startServer({ tb: tb1 });
    const br = await openBrowser({ viewport: DESKTOP });
    const { page, context, errors } = br;
    try {
      await openOffline(page, server.base);
      assert.match((await counted(page, m1.chunks)).table, /^0 of/);
      await saveAll(page);
      assert.match((await readOffline(page)).note, /Saved: the whole tablebase is on this device/);
      const kept = await page.evaluate(async (build) => {
        const cache = await caches.open(`gobblet-tb-${build}`);
        const r = await cache.match(new URL(`tb/${build}/other-reading.bin`, location.href).href);
        return r ? [...new Uint8Array(await r.arrayBuffer())] : null;
      }, m1.build);
      assert.ok(kept, 'the other reading\'s file is saved with the chunks');
      assert.deepEqual(Buffer.from(kept), file, 'saved byte for byte');
      assertNoErrors(errors, 'saving a table with two readings');

      // Offline: a position with a revealing lift, under `loses`: every value known and true.
      await context.setOffline(true);
      await server.close();
      await page.goto(`${server.base}?p=${PIN.replace(' ', '_')}&reveal=loses`);
      const shown = await movesShown(page, 'the pinned position offline, revealing loses');
      const want = probeIn(tb1, PIN, 'loses').moves.map((m) => ({ move: m.move, label: m.label }));
      const sort = (a) => [...a].sort((x, y) => x.move.localeCompare(y.move));
      assert.deepEqual(sort(shown), sort(want), 'every move coloured with its value under loses, offline');
      t.diagnostic(`offline under loses: ${shown.map((m) => `${m.move} ${m.label}`).join(', ')}`);
      assertNoErrors(errors, 'offline under loses');
    } finally {
      await br.close();
      await server.close().catch(() => {});
    }
  });

  test('a table published without the other reading\'s file saves completely without it', LONG, async () => {
    const { tb: tb1, manifest: m1 } = onePieceTable();
    // Beside the table, in its temporary folder.
    const bare = path.join(path.dirname(tb1), 'tb-bare');
    cpSync(tb1, bare, { recursive: true });
    rmSync(path.join(bare, m1.build, 'other-reading.bin'));
    const server = await startServer({ tb: bare });
    const br = await openBrowser({ viewport: DESKTOP });
    const { page, errors } = br;
    try {
      await openOffline(page, server.base);
      assert.match((await counted(page, m1.chunks)).table, /^0 of/);
      await saveAll(page);
      // The file's absence is the server's 404 (asked again with the usual backoff), nothing else.
      await page.waitForFunction(() => /Saved: the whole tablebase/.test(document.querySelector('#offline-note')?.textContent ?? ''), null, {
        timeout: 30_000,
      });
      const s = await readOffline(page);
      assert.equal(s.save, 'All saved');
      const missing = errors.filter((e) => /\/other-reading\.bin\b/.test(e));
      assert.ok(missing.some((e) => /404/.test(e)), `the file was asked for, and missing (${missing.join('; ')})`);
      assertNoErrors(
        errors.filter((e) => !missing.includes(e)),
        'a table without the other reading\'s file',
      );
    } finally {
      await br.close();
      await server.close().catch(() => {});
    }
  });

  test('a server that ignores Range: unknown values say why, never a wrong one; the save stops', LONG, async (t) => {
    if (!PACKED) {
      t.skip('a tablebase of chunk files needs no range support');
      return;
    }
    const server = await startServer({ ignoreRange: true });
    const br = await openBrowser({ viewport: DESKTOP });
    const { page, errors } = br;
    try {
      // Two plies in, values need chunks (the opening book covers the first two positions).
      const line = ['L@b2', 'S@a1'];
      await page.goto(`${server.base}?m=${line.join('_')}`);
      const shown = await movesShown(page, 'a server without ranges');
      const want = new Map(probe(line).map((m) => [m.move, m.label]));
      assert.equal(shown.length, want.size, 'every legal move is listed');
      for (const m of shown) {
        if (m.label !== '?') assert.equal(m.label, want.get(m.move), `${m.move}: its true value or ?`);
      }
      assert.ok(shown.some((m) => m.label === '?'), 'the moves that need a chunk are unknown');
      assert.match(await page.textContent('#tb'), /ignores HTTP range requests \(HTTP 200 with \d+ bytes for bytes=\d+-\d+\)/);
      t.diagnostic(`${shown.filter((m) => m.label === '?').length} of ${shown.length} moves unknown; #tb says why`);

      // Save for offline stops at the first chunk and says why.
      await openOffline(page, server.base);
      await counted(page);
      await page.click('[data-msg="offline:save"]');
      await page.waitForFunction(() => /ignores HTTP range requests/.test(document.querySelector('#offline-note')?.textContent ?? ''), null, {
        timeout: 30_000,
      });
      const s = await readOffline(page);
      assert.ok(s.value < TOTAL, 'nothing like the whole table was saved');
      await page.screenshot({ path: path.join(OUT, 'offline-en-desktop-no-ranges.png'), fullPage: true });
      takeAborted(errors);
      assertNoErrors(errors, 'a server without ranges');
    } finally {
      await br.close();
      await server.close().catch(() => {});
    }
  });

  for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-TW']]) {
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      test(`the offline page, ${lang}, ${size}: save, screenshot, delete`, LONG, async () => {
        const server = await startServer();
        try {
          await withBrowser({ viewport, locale }, async ({ page, errors }) => {
            await openOffline(page, server.base);
            let s = await counted(page);
            assert.equal(s.lang, lang === 'zh' ? 'zh-Hant' : 'en');
            await noOverflow(page, `${lang} ${size} before saving`);
            await page.screenshot({ path: path.join(OUT, `offline-${lang}-${size}-start.png`), fullPage: true });
            s = await saveAll(page);
            assert.equal(s.value, TOTAL);
            if (lang === 'zh') {
              assert.match(s.headline, /^已可離線使用/);
              assert.equal(s.status, '已可離線使用');
            } else {
              assert.match(s.headline, /^Offline-ready/);
            }
            await noOverflow(page, `${lang} ${size} saved`);
            await page.screenshot({ path: path.join(OUT, `offline-${lang}-${size}.png`), fullPage: true });
            // Delete: the saved tablebase goes, the page says so, the app shell stays.
            await page.click('[data-msg="offline:delete"]');
            s = await counted(page);
            await page.waitForFunction(() => Number(document.querySelector('#offline-progress')?.getAttribute('value')) === 0);
            const names = await page.evaluate(() => caches.keys());
            assert.ok(!names.some((n) => n.startsWith('gobblet-tb-')), `no saved tablebase left (${names})`);
            assert.ok(names.includes('gobblet-shell-v1'), 'the app shell stays');
            assert.equal((await readOffline(page)).ready, false);
            assertNoErrors(errors, `${lang} ${size}`);
          });
        } finally {
          await server.close();
        }
      });
    }
  }
});
