// The tablebase of a built site read from disk (independently of the app), and the offline
// page's *Save for offline* driven and checked against it: shared by the tests of the hosts
// (hosts.test.mjs), of a new build over an old one (update.test.mjs) and of the offline page
// (offline.test.mjs).

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const digest = (body) => ({ bytes: body.length, sha: createHash('sha256').update(body).digest('hex') });

/**
 * The byte range `[first, last]` of every chunk of a pack, read from its `index.bin` (header of
 * 40 bytes, then per chunk a varint key delta and a varint length).
 */
function packRanges(dir, chunks) {
  const b = readFileSync(path.join(dir, 'index.bin'));
  let at = 40;
  const varint = () => {
    let v = 0;
    for (let scale = 1; ; scale *= 128) {
      const c = b[at++];
      v += (c & 0x7f) * scale;
      if (c < 0x80) return v;
    }
  };
  const out = [];
  let offset = 0;
  for (let i = 0; i < chunks; i++) {
    varint();
    const len = varint();
    out.push([offset, offset + len - 1]);
    offset += len;
  }
  return out;
}

/**
 * The table a built site (`site`, with `tb/` inside) ships: its manifest, whether it is packed,
 * the pack's bytes and chunk ranges, and every chunk as the app asks for it (URL relative to the
 * site, a pack chunk with its `?bytes=a-b`) → { bytes, sha }.
 */
export function tableOf(site) {
  const manifest = JSON.parse(readFileSync(path.join(site, 'tb/manifest.json'), 'utf8'));
  const dir = path.join(site, 'tb', manifest.build);
  const packed = manifest.layout === 'packed';
  const pack = packed ? readFileSync(path.join(dir, 'pack.bin')) : null;
  const ranges = packed ? packRanges(dir, manifest.chunks) : [];
  const chunks = packed
    ? new Map(ranges.map(([a, b]) => [`tb/${manifest.build}/pack.bin?bytes=${a}-${b}`, digest(pack.subarray(a, b + 1))]))
    : new Map(
        readdirSync(dir)
          .filter((f) => /^[0-9a-f]{4}\.bin$/.test(f))
          .map((f) => [`tb/${manifest.build}/${f}`, digest(readFileSync(path.join(dir, f)))]),
      );
  const total = [...chunks.values()].reduce((a, f) => a + f.bytes, 0);
  return { manifest, build: manifest.build, packed, pack, ranges, chunks, total };
}

/**
 * Opens the offline page and waits until the service worker controls it (its install fetches
 * the whole app shell: on a loaded 2-core machine up to 90 s).
 */
export async function openOffline(page, base) {
  await page.goto(`${base}?page=offline`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 90_000 });
  // The page has counted what is saved once the table line names the parts.
  await page.waitForFunction(() => /\d+ of \d+ parts saved|\d+ \/ \d+ 個區塊/.test(document.querySelector('#offline-table')?.textContent ?? ''));
}

/** Clicks *Save for offline* and waits until the page says it is offline-ready. */
export async function saveAll(page) {
  await page.click('[data-msg="offline:save"]');
  await page.waitForFunction(() => document.querySelector('#offline-headline')?.dataset.ready === 'true', null, { timeout: 90_000 });
}

/** The chunks in the page's saved table of `build` (the index left out): URL relative to the
 * site, size header, bytes, sha256. */
export async function savedChunks(page, build) {
  const all = await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const out = [];
    for (const req of await cache.keys()) {
      const r = await cache.match(req);
      const body = await r.arrayBuffer();
      const d = await crypto.subtle.digest('SHA-256', body);
      const u = new URL(req.url);
      out.push({
        url: (u.pathname + u.search).replace(/^.*?\/tb\//, 'tb/'),
        header: Number(r.headers.get('x-gobblet-bytes')),
        bytes: body.byteLength,
        sha: [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, '0')).join(''),
      });
    }
    return out;
  }, `gobblet-tb-${build}`);
  return all.filter((c) => !/\/(index|other-reading)\.bin$/.test(c.url));
}

/** Asserts that the saved chunks are exactly the table's, each byte for byte the file's. */
export function assertSavedIsTable(saved, table, what) {
  assert.equal(saved.length, table.chunks.size, `${what}: every chunk saved`);
  for (const c of saved) {
    const disk = table.chunks.get(c.url);
    assert.ok(disk, `${what}: ${c.url} is a chunk of build ${table.build}`);
    assert.equal(c.bytes, disk.bytes, `${what}: ${c.url}: length`);
    assert.equal(c.header, disk.bytes, `${what}: ${c.url}: the size header`);
    assert.equal(c.sha, disk.sha, `${what}: ${c.url}: the bytes equal the file's`);
  }
}
