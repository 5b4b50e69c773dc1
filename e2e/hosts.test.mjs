// The built site (`cargo xtask dist`'s folder) on real servers: nginx through the dist's snippet
// (the shared server of every test), Apache httpd reading the site's own .htaccess, Caddy
// through the dist's Caddy snippet, and a caching reverse proxy in front of nginx as a CDN
// stand-in (nginx proxy_cache + slice); and a server that ignores Range. xtask starts the last
// four for this file only (xtask/src/web_hosts.rs) and says where they are in E2E_HOSTS.
//
// On every host: each kind of file answers GET and HEAD with the caching and MIME type of
// docs/deploy.md and its bytes; If-None-Match gets a 304, for a hashed file and a revalidated
// one; ranges of the pack are byte for byte the file's, from a cold and a warm cache (the CDN
// stand-in says MISS, then HIT); the explorer shows the probe's values along a game and *Save for
// offline* keeps exactly the table. Where a range is answered with a 200, the app does as on
// any such host: unknown values say why, the save stops and says why.

import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { URLS, DIST, HERE, TEST, seedFor, withBrowser, assertNoErrors } from './common.mjs';
import { probe, settled, quiet, assertShows } from './game.mjs';
import { tableOf, openOffline, saveAll, savedChunks, assertSavedIsTable } from './table.mjs';

const LONG = { timeout: 240_000 };
const HOSTS = new Map(
  (process.env.E2E_HOSTS ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split(/=(.*)/s).slice(0, 2)),
);
if (HOSTS.size === 0) throw new Error('set E2E_HOSTS (cargo xtask e2e starts the servers of this file)');
/** The CDN stand-in's slice in bytes (`16k` → 16384). */
const SLICE = Number.parseInt(process.env.E2E_SLICE ?? '16k', 10) * 1024;
/** The hosts that serve the site as docs/deploy.md says, and their base URLs. */
const SERVED = [
  ['nginx', URLS[0]],
  ['Apache', HOSTS.get('apache')],
  ['Caddy', HOSTS.get('caddy')],
  ['the CDN stand-in', HOSTS.get('cdn')],
];

// ---------------------------------------------------------------------------------------------
// What the site holds and what a host must say about each file (from the sources).

const TABLE = tableOf(DIST);
const source = (file) => readFileSync(path.join(HERE, '..', file), 'utf8');
const hostsRs = source('xtask/src/dist/hosts.rs');
const constant = (name) => new RegExp(`pub const ${name}: &str = "([^"]+)";`).exec(hostsRs)[1];
const IMMUTABLE = constant('IMMUTABLE');
const REVALIDATE = constant('REVALIDATE');
/** `dist::hosts::caching`: hashed names and tablebase build folders are immutable. */
const immutable = (rel) => /-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$/.test(rel) || /^tb\/[0-9a-f]{16}\//.test(rel);

const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const names = JSON.parse(/<script type="application\/json" id="asset-names">(.*?)<\/script>/s.exec(html)[1]);
const explorer = /app-explorer-[0-9a-f]{16}_bg\.wasm/.exec(html)[0];
/** One file of each kind the site serves: relative URL → the file on disk. */
const FILES = [
  ['', 'index.html'],
  ['index.html', 'index.html'],
  ['sw.js', 'sw.js'],
  ['manifest.webmanifest', 'manifest.webmanifest'],
  ['icons/icon.svg', 'icons/icon.svg'],
  [explorer, explorer],
  [explorer.replace('_bg.wasm', '.js'), explorer.replace('_bg.wasm', '.js')],
  [names['app-full_bg.wasm'], names['app-full_bg.wasm']],
  [names['gobbler.css'], names['gobbler.css']],
  ['tb/manifest.json', 'tb/manifest.json'],
  [`tb/${TABLE.build}/${TABLE.packed ? 'index.bin' : '0000.bin'}`, `tb/${TABLE.build}/${TABLE.packed ? 'index.bin' : '0000.bin'}`],
];
const TYPES = [
  [/\.wasm$/, /^application\/wasm$/],
  [/\.webmanifest$/, /^application\/manifest\+json/],
  [/(^|\.html)$/, /^text\/html/],
  [/\.js$/, /^(text|application)\/javascript/],
  [/\.css$/, /^text\/css/],
];

/** The i18n template `name` of `app/src/i18n/en/<file>`, up to its first argument. */
function templatePrefix(file, name) {
  const m = new RegExp(`^\\s*${name}: ("(?:[^"\\\\]|\\\\.)*"),?$`, 'm').exec(source(`app/src/i18n/en/${file}`));
  return JSON.parse(m[1]).split('{0}')[0];
}

/** GET (or `init.method`) of `rel` below `base`: status, headers and the body's bytes. */
async function get(base, rel, init = {}) {
  const r = await fetch(new URL(rel, base), { redirect: 'manual', ...init });
  return { status: r.status, headers: r.headers, body: Buffer.from(await r.arrayBuffer()) };
}

/**
 * Ranges of the pack that touch no slice of the CDN stand-in twice (so each is a miss the first
 * time): 200 bytes across the boundary of the middle two slices, then up to `count` chunk ranges
 * (seeded).
 */
function sampleRanges(count, seed) {
  let s = seed;
  const next = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const slices = ([a, b]) => [Math.floor(a / SLICE), Math.floor(b / SLICE)];
  const touched = new Set();
  const take = (r) => {
    const [first, last] = slices(r);
    for (let k = first; k <= last; k++) if (touched.has(k)) return false;
    for (let k = first; k <= last; k++) touched.add(k);
    return true;
  };
  const middle = Math.floor(TABLE.pack.length / SLICE / 2) * SLICE;
  const out = [];
  if (middle > 0) take([middle - 100, middle + 99]) && out.push([middle - 100, middle + 99]);
  const all = [...TABLE.ranges];
  while (out.length < count + 1 && all.length > 0) {
    const [r] = all.splice(Math.floor(next() * all.length), 1);
    if (take(r)) out.push(r);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

describe('the built site on real servers', () => {
  before(() => {
    for (const [name, base] of SERVED) assert.ok(base, `${name}: a URL in E2E_HOSTS`);
    assert.ok(TABLE.packed ? TABLE.pack.length > SLICE : true, 'the pack spans several slices of the CDN stand-in');
  });

  for (const [name, base] of SERVED) {
    test(`${name}: GET, HEAD and If-None-Match on every kind of file`, TEST, async (t) => {
      for (const [rel, file] of FILES) {
        const bytes = readFileSync(path.join(DIST, file));
        const what = `${name}: ${rel || '(the folder)'}`;
        const r = await get(base, rel);
        assert.equal(r.status, 200, what);
        assert.ok(r.body.equals(bytes), `${what}: the bytes received are the file's`);
        const caching = immutable(rel) ? IMMUTABLE : REVALIDATE;
        assert.equal(r.headers.get('cache-control'), caching, `${what}: Cache-Control`);
        const type = TYPES.find(([ext]) => ext.test(rel));
        if (type) assert.match(r.headers.get('content-type') ?? '', type[1], `${what}: Content-Type`);
        if (rel.endsWith('.wasm')) assert.equal(r.headers.get('content-encoding'), 'gzip', `${what}: compressed`);

        const head = await get(base, rel, { method: 'HEAD' });
        assert.equal(head.status, 200, `${what}: HEAD`);
        assert.equal(head.body.length, 0, `${what}: HEAD has no body`);
        assert.equal(head.headers.get('cache-control'), caching, `${what}: HEAD's Cache-Control`);
        assert.equal(head.headers.get('content-type'), r.headers.get('content-type'), `${what}: HEAD's Content-Type`);
        if (!head.headers.has('content-encoding') && head.headers.has('content-length')) {
          assert.equal(Number(head.headers.get('content-length')), bytes.length, `${what}: HEAD's length`);
        }

        const etag = r.headers.get('etag');
        assert.ok(etag, `${what}: an ETag`);
        const again = await get(base, rel, { headers: { 'if-none-match': etag } });
        assert.equal(again.status, 304, `${what}: If-None-Match ${etag} → 304`);
        assert.equal(again.body.length, 0, `${what}: a 304 has no body`);
      }
      t.diagnostic(`${name}: ${FILES.length} files, each with GET, HEAD and If-None-Match`);
    });

    test(`${name}: ranges of the pack byte for byte, from a cold and a warm cache`, TEST, async (t) => {
      if (!TABLE.packed) {
        t.skip('a tablebase of chunk files is read without ranges');
        return;
      }
      const pack = `tb/${TABLE.build}/pack.bin`;
      const ranges = sampleRanges(6, seedFor(0x5e4e));
      assert.ok(ranges.length >= 3, `several slices' worth of ranges (${ranges.length})`);
      assert.ok(ranges.some(([a, b]) => Math.floor(a / SLICE) !== Math.floor(b / SLICE)), 'one range crosses a slice boundary');
      const cache = [];
      for (const pass of ['cold', 'warm']) {
        for (const [a, b] of ranges) {
          const r = await get(base, `${pack}?bytes=${a}-${b}`, { headers: { range: `bytes=${a}-${b}` } });
          const what = `${name}: bytes=${a}-${b} (${pass})`;
          assert.equal(r.status, 206, what);
          assert.equal(r.headers.get('content-range'), `bytes ${a}-${b}/${TABLE.pack.length}`, what);
          assert.ok(r.body.equals(TABLE.pack.subarray(a, b + 1)), `${what}: the bytes are the file's`);
          cache.push(r.headers.get('x-cache-status'));
        }
      }
      if (name === 'the CDN stand-in') {
        const n = ranges.length;
        assert.deepEqual(cache, [...Array(n).fill('MISS'), ...Array(n).fill('HIT')], 'each slice fetched from the origin once');
      }
      const whole = await get(base, pack);
      assert.equal(whole.status, 200);
      assert.ok(whole.body.equals(TABLE.pack), `${name}: the whole pack, without a range, is the file`);
      t.diagnostic(`${name}: ${ranges.length} ranges twice (${cache.join(' ')}), and the whole pack`);
    });

    test(`${name}: the explorer along a game, then Save for offline`, LONG, async (t) => {
      await withBrowser({}, async (b) => {
        const { page } = b;
        const chunkAnswers = [];
        page.on('response', (r) => {
          if (/\/pack\.bin\?bytes=/.test(r.url())) chunkAnswers.push(r.status());
        });
        await page.goto(base);
        const seed = seedFor(0x4057);
        let s = seed;
        const line = [];
        for (let ply = 0; ply < 5; ply++) {
          await settled(page, `${name} after [${line.join(' ')}]`);
          await assertShows(page, line, `on ${name} after [${line.join(' ')}]`);
          const moves = probe(line).moves;
          if (moves.length === 0) break;
          s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
          const mv = moves[s % moves.length].move;
          await page.click(`#moves button.mv[data-move="${mv}"]`);
          line.push(mv);
          await page.waitForFunction((n) => new URL(location.href).searchParams.get('m')?.split('_').length === n, line.length);
        }
        await settled(page, `${name} after [${line.join(' ')}]`);
        await assertShows(page, line, `on ${name} after [${line.join(' ')}]`);
        if (TABLE.packed) {
          assert.ok(chunkAnswers.length > 0, 'the game needed chunks of the pack');
          assert.ok(chunkAnswers.every((c) => c === 206), `every chunk answered with its range (${chunkAnswers.join(' ')})`);
        }
        await openOffline(page, base);
        await saveAll(page);
        assertSavedIsTable(await savedChunks(page, TABLE.build), TABLE, `saved from ${name}`);
        assertNoErrors(t, b);
        t.diagnostic(`${name}: ${line.join(' ')} shown as the probe says; ${TABLE.chunks.size} chunks saved byte for byte`);
      });
    });
  }

  test('Apache: the headers come from the site\'s .htaccess (a folder without AllowOverride has none)', TEST, async () => {
    const rel = names['app-full_bg.wasm'];
    const withIt = await get(HOSTS.get('apache'), rel, { method: 'HEAD' });
    const without = await get(HOSTS.get('apache-bare'), rel, { method: 'HEAD' });
    assert.equal(withIt.status, 200);
    assert.equal(without.status, 200, 'the same file, where .htaccess is not read');
    assert.equal(withIt.headers.get('cache-control'), IMMUTABLE);
    assert.equal(without.headers.get('cache-control'), null, 'no caching rule without the .htaccess');
    assert.equal(without.headers.get('content-encoding'), null, 'nor compression');
    // Compressed answers get the ETag "<tag>-gzip", which Apache does not match by itself: the
    // .htaccess's RequestHeader line makes the revalidation a 304.
    const page = await get(HOSTS.get('apache'), 'index.html');
    assert.equal(page.headers.get('content-encoding'), 'gzip');
    assert.match(page.headers.get('etag'), /-gzip"$/);
    const again = await get(HOSTS.get('apache'), 'index.html', { headers: { 'if-none-match': page.headers.get('etag') } });
    assert.equal(again.status, 304, 'a compressed page revalidates to a 304');
  });

  test('a server that ignores Range: unknown values say why, never a wrong one; the save stops and says why', LONG, async (t) => {
    if (!TABLE.packed) {
      t.skip('a tablebase of chunk files needs no range support');
      return;
    }
    const base = HOSTS.get('no-ranges');
    const [a, b] = TABLE.ranges[1];
    const r = await get(base, `tb/${TABLE.build}/pack.bin?bytes=${a}-${b}`, { headers: { range: `bytes=${a}-${b}` } });
    assert.equal(r.status, 200, 'the server answers a range with the whole file');
    assert.ok(r.body.equals(TABLE.pack));
    await withBrowser({}, async (br) => {
      const { page, errors } = br;
      const line = ['L@b2', 'S@a1'];
      await page.goto(`${base}?m=${line.join('_')}`);
      await quiet(page, 'a server without ranges');
      const shown = await page.$$eval('#moves .mv', (els) => els.map((e) => ({ move: e.dataset.move, label: e.querySelector('.val')?.textContent.trim() })));
      const want = new Map(probe(line).moves.map((m) => [m.move, m.label]));
      assert.equal(shown.length, want.size, 'every legal move is listed');
      for (const m of shown) if (m.label !== '?') assert.equal(m.label, want.get(m.move), `${m.move}: its true value or ?`);
      assert.ok(shown.some((m) => m.label === '?'), 'the moves that need a chunk are unknown');
      assert.ok((await page.textContent('#tb')).includes(templatePrefix('ui.rs', 'tb_no_ranges')), '#tb says why');

      await openOffline(page, base);
      await page.click('[data-msg="offline:save"]');
      const why = templatePrefix('full/offline.rs', 'save_no_ranges');
      await page.waitForFunction((w) => (document.querySelector('#offline-note')?.textContent ?? '').includes(w), why, { timeout: 30_000 });
      assert.notEqual(await page.evaluate(() => document.querySelector('#offline-headline')?.dataset.ready), 'true');
      // The app stops reading a 200 at its headers: Chromium reports those requests as aborted.
      const aborted = (e) => /^request failed: \S+\/pack\.bin\?bytes=\d+-\d+ \(net::ERR_ABORTED\)$/.test(e);
      errors.splice(0, errors.length, ...errors.filter((e) => !aborted(e)));
      assertNoErrors(t, br);
    });
  });
});
