// The service worker: keeps the app and the tablebase on the device, so the app works offline.
//
// Caches (the app's `crate::offline` module uses the same names):
//   gobblet-shell-v1       the app shell: the page (under the scope's URL), the script, the wasm and
//                          the styles it references (trunk hashes their names: read from the page),
//                          the full module (app-full.js + app-full_bg.wasm, hashed names in a
//                          published site, see ASSET_NAMES: every page; the page does not
//                          reference it, the explorer's module imports it when another page is
//                          first opened, so it is named here, and fetched when the worker
//                          activates, after it took control of the page), tb/manifest.json,
//                          tb/stats.json and tb/puzzles.json.
//   gobblet-tb-<build>     the chunks of one tablebase build (16 hex digits): chunk files
//                          `tb/<build>/<id>.bin`, or for a packed table its index
//                          `tb/<build>/index.bin` and each chunk of the pack under its own key
//                          `tb/<build>/pack.bin?bytes=<a>-<b>` (the app fetches that URL with the
//                          same `Range`; the chunk is kept as a plain 200 and served back as a 206).
//                          Also `tb/<build>/other-reading.bin` (the values of the other reading
//                          of the reveal rule) once the page has fetched or saved it.
//   gobblet-gobbler-v1     the Gobbler page's module, wasm, worker script and stylesheet: kept once
//                          the page is opened, and fetched when a save for offline asks
//                          (`pages: true`), so that page works offline if never opened.
//
// Strategies:
//   page, manifest, stats, puzzles       network first (updates arrive), the cache when the network
//                                        fails or is slow
//   hashed assets (name-<hash>.js …)     cache first: a hashed name never changes its content
//   the web app manifest, icons, the     network first, the shell's copy offline (their names
//   full module under `trunk serve`      are not hashed)
//   chunks and the index                 cache first; every chunk fetched is kept (checked first:
//                                        magic and build), so positions seen once work offline; a
//                                        range answered with a 200 (a server that ignores Range) is
//                                        passed on untouched and unread (the app stops it)
//   shard requests with cache 'no-store' left alone: that is the page's "Save for offline", which
//                                        checks each shard fully and writes the cache itself
// A manifest fetched from the network with a new build id drops the caches of every other build,
// and a chunk of another build than the manifest's is passed on but not kept, so shards of two
// builds never mix (the app also checks each shard's build id).
//
// Messages: a page posts {type: 'status', pages}; the worker answers {type: 'shell', ready, pages} —
// whether the page and everything it references is cached, after fetching whatever is missing if
// it can, and whether the Gobbler page's files are, fetched first when the page asked (`pages`). A
// page that finds itself uncontrolled while a worker is active posts 'claim'; the worker
// takes it (no answer: the page sees `controllerchange`).
// Every scope works: the site may be served from any sub-path.

'use strict';

const SHELL = 'gobblet-shell-v1';
const TB_PREFIX = 'gobblet-tb-';
/** How long a page or manifest request waits for the network before the cached copy is used. */
const NETWORK_TIMEOUT_MS = 4000;

const scope = () => self.registration.scope;
const scopePath = () => new URL(scope()).pathname;
const inScope = (url) => url.origin === self.location.origin && url.href.startsWith(scope());
/** The page's cache key: the scope itself (every `?page=…` is the same index.html). */
const indexKey = () => scope();
const isIndex = (url) => url.pathname === scopePath() || url.pathname === `${scopePath()}index.html`;
/**
 * The names of the files trunk does not hash, as published: `cargo xtask dist` (and every build
 * of the site by `xtask`, xtask/src/dist/names.rs) renames them `app-full-<hash>.js` … and writes
 * the map here, in place of this empty one, as it writes it into index.html for the loaders.
 * Under `trunk serve` the map stays empty and the files keep their names.
 */
const ASSET_NAMES = {};
const named = (file) => ASSET_NAMES[file] ?? file;
/**
 * The Gobbler page's files: its own module, loaded only on `?page=gobbler` (never by the
 * explorer). Network first (a new build arrives; under `trunk serve` their names are not
 * hashed), kept in their own cache, for offline use (gobblerKept).
 */
const GOBBLER = 'gobblet-gobbler-v1';
const GOBBLER_FILES = ['gobbler-web.js', 'gobbler-web_bg.wasm', 'gobbler-worker.js', 'gobbler.css'].map(named);
const isGobbler = (url) => GOBBLER_FILES.some((f) => new URL(f, scope()).href === url.origin + url.pathname);
/**
 * The full module (every page), loaded by the explorer's module when another page is first
 * opened: not referenced by the page, so named here; part of the shell (offline, every page
 * works).
 */
const FULL_MODULE = ['app-full.js', 'app-full_bg.wasm'].map(named);
const fullModuleUrls = () => FULL_MODULE.map((p) => new URL(p, scope()).href);
/** Files the shell keeps whatever the page references. */
const META = ['tb/manifest.json', 'tb/stats.json', 'tb/puzzles.json'];
const metaUrls = () => META.map((p) => new URL(p, scope()).href);
const isMeta = (url) => metaUrls().includes(url.origin + url.pathname);
const isHashed = (url) => /-[0-9a-f]{8,}(_bg)?\.[a-z0-9]+$/.test(url.pathname);
/**
 * The page's files that trunk copies under their own names (the web app manifest and the
 * icons), and the full module when its names are not hashed (`trunk serve`): network first,
 * the shell's copy (kept since the page references them) offline.
 */
const isUnhashedShellFile = (url) =>
  url.pathname.startsWith(scopePath()) &&
  (/^(manifest\.webmanifest|icons\/[^/]+)$/.test(url.pathname.slice(scopePath().length)) ||
    (fullModuleUrls().includes(url.origin + url.pathname) && !isHashed(url)));

/**
 * The build of a chunk URL, or null: a chunk file (`…/tb/<build>/<id>.bin`), the index
 * (`…/tb/<build>/index.bin`) or a chunk of the pack (`…/tb/<build>/pack.bin?bytes=<a>-<b>`; the
 * pack itself, without a range, is never cached).
 */
function shardBuild(url) {
  const m = /\/tb\/([0-9a-f]{16})\/([0-9a-f]{4}|index|pack|other-reading)\.bin$/.exec(url.pathname);
  if (!m) return null;
  if (m[2] === 'pack') return packRange(url) ? m[1] : null;
  return url.search === '' ? m[1] : null;
}

/** The range a pack chunk's URL names (`?bytes=<a>-<b>`), as that text, or null. */
function packRange(url) {
  const m = /^\?bytes=(\d+-\d+)$/.exec(url.search);
  return m ? m[1] : null;
}

/**
 * Whether the bytes start like a chunk or the index of `build` (build id at offset 24), or like
 * its other-reading file (`gobblet_tablebase::reading`: magic GGRL, build id at offset 8).
 */
function looksLikeShard(bytes, build) {
  if (bytes.byteLength < 32) return false;
  const v = new DataView(bytes);
  const magic = String.fromCharCode(v.getUint8(0), v.getUint8(1), v.getUint8(2), v.getUint8(3));
  const buildAt = (offset) => v.getBigUint64(offset, true).toString(16).padStart(16, '0') === build;
  if (magic === 'GGRL') return buildAt(8);
  return bytes.byteLength >= 40 && (magic === 'GGTS' || magic === 'GGTI') && buildAt(24);
}

/** A shard's bytes as a cacheable response; `x-gobblet-bytes` lets the page count without reading. */
function shardResponse(bytes) {
  return new Response(bytes, {
    headers: {
      'content-type': 'application/octet-stream',
      'x-gobblet-bytes': String(bytes.byteLength),
    },
  });
}

/** The assets a page references (same origin, inside the scope, not the page itself, no shard). */
function assetsOf(html) {
  const found = new Set();
  const re = /(?:\b(?:href|src)\s*=\s*|\bfrom\s+|\bimport\s*\(\s*|\bmodule_or_path\s*:\s*)["']([^"'<>\s]+)["']/g;
  for (const m of html.matchAll(re)) {
    let url;
    try {
      url = new URL(m[1], scope());
    } catch {
      continue;
    }
    url.hash = '';
    if (!inScope(url) || url.search !== '' || isIndex(url) || shardBuild(url)) continue;
    found.add(url.href);
  }
  return [...found];
}

/** `fetch`, rejected after `ms` (the request itself goes on). */
function fetchWithin(request, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the network is too slow')), ms);
    fetch(request).then(
      (r) => {
        clearTimeout(timer);
        resolve(r);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** A new manifest: remember its build and drop every other build's shards. */
async function noteManifest(response) {
  try {
    const { build } = await response.json();
    if (typeof build !== 'string' || !/^[0-9a-f]{16}$/.test(build)) return;
    for (const name of await caches.keys()) {
      if (name.startsWith(TB_PREFIX) && name !== TB_PREFIX + build) await caches.delete(name);
    }
  } catch {
    // Not JSON: the app reports a bad manifest itself.
  }
}

/**
 * Keeps a network response in the shell (and notes a manifest, once kept: from then on no chunk
 * of another build is kept, so none comes back after the drop).
 */
async function keep(cache, key, response) {
  const manifest = key === metaUrls()[0] ? response.clone() : null;
  await cache.put(key, response);
  if (manifest) await noteManifest(manifest);
}

/**
 * Makes the shell complete: the page (fetched when `refresh` or when missing), every asset it
 * references, the full module unless `withFull` is false, and the meta files (fetched when
 * missing); entries nothing references are removed. Returns whether everything needed is cached
 * (stats.json and puzzles.json are optional: the findings and puzzle pages need them, the game
 * does not, and a table may come without them).
 *
 * The install leaves the full module out: the worker takes control of the page as soon as the
 * explorer's shell is kept, and the activation fetches the full module afterwards (a page that
 * opens another page meanwhile imports it from the network, as without a worker).
 */
async function ensureShell(refresh, withFull = true) {
  const cache = await caches.open(SHELL);
  let page = refresh ? null : await cache.match(indexKey());
  if (!page) {
    try {
      const r = await fetch(indexKey(), { cache: 'no-cache' });
      if (r.ok) {
        await cache.put(indexKey(), r.clone());
        page = r;
      }
    } catch {
      // Offline: what is cached is all there is.
    }
    if (!page) page = await cache.match(indexKey());
    if (!page) return false;
  }
  const assets = assetsOf(await page.text());
  const [manifest, ...optional] = metaUrls();
  const wanted = [...new Set([...assets, ...(withFull ? fullModuleUrls() : []), manifest])];
  let ready = true;
  for (const url of [...wanted, ...optional]) {
    if (!refresh && (await cache.match(url))) continue;
    if (refresh && isHashed(new URL(url)) && (await cache.match(url))) continue;
    try {
      // A hashed asset never changes: the HTTP cache's copy (the page just loaded it) will do.
      const r = await fetch(url, { cache: isHashed(new URL(url)) ? 'default' : 'no-cache' });
      if (r.ok) await keep(cache, url, r);
      else if (!optional.includes(url) && !(await cache.match(url))) ready = false;
    } catch {
      if (!optional.includes(url) && !(await cache.match(url))) ready = false;
    }
  }
  const keepKeys = new Set([indexKey(), ...wanted, ...fullModuleUrls(), ...optional]);
  for (const request of await cache.keys()) {
    if (!keepKeys.has(request.url)) await cache.delete(request);
  }
  return ready;
}

/**
 * Whether the Gobbler page's files are all kept, after fetching the missing ones if `keep` (a
 * save for offline asks: every page then works offline, opened online before or not).
 */
async function gobblerKept(keep) {
  const cache = await caches.open(GOBBLER);
  const kept = GOBBLER_FILES.map(async (file) => {
    const url = new URL(file, scope()).href;
    if (await cache.match(url)) return true;
    const r = keep ? await fetch(url).catch(() => null) : null;
    // Kept without a URL of its own: served, it takes the request's, and the worker script
    // keeps the query that names its module (its `location` is its response's URL).
    if (r?.ok) await cache.put(url, new Response(await r.arrayBuffer(), r));
    return r?.ok === true;
  });
  return (await Promise.all(kept)).every(Boolean);
}

async function tellClients(message) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) {
    client.postMessage(message);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if (!(await ensureShell(true, false))) throw new Error('the app shell could not be fetched');
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('gobblet-shell') && name !== SHELL) await caches.delete(name);
      }
      await self.clients.claim();
      // The Gobbler page's files of an earlier build (other hashed names) are not needed any more.
      const gobbler = await caches.open(GOBBLER);
      for (const request of await gobbler.keys()) {
        if (!isGobbler(new URL(request.url))) await gobbler.delete(request);
      }
      // The full module of this version (unhashed names: fetched again, not taken from the
      // cache, so a new explorer's module never meets an old full module offline).
      const cache = await caches.open(SHELL);
      for (const url of fullModuleUrls()) {
        try {
          const r = await fetch(url, { cache: 'no-cache' });
          if (r.ok) await cache.put(url, r);
        } catch {
          // Offline: the copy kept before, if any; readiness below says whether it is there.
        }
      }
      const ready = await ensureShell(false).catch(() => false);
      await tellClients({ type: 'shell', ready, pages: await gobblerKept(false) });
    })(),
  );
});

self.addEventListener('message', (event) => {
  // A page the activation did not take (opened while the worker installed, or hard-reloaded)
  // asks to be taken: claim() takes every page of the scope that is not controlled yet.
  if (event.data === 'claim') {
    event.waitUntil(self.clients.claim());
    return;
  }
  if (event.data?.type !== 'status' || !event.source) return;
  event.waitUntil(
    Promise.all([ensureShell(false).catch(() => false), gobblerKept(event.data.pages === true)]).then(([ready, pages]) =>
      event.source.postMessage({ type: 'shell', ready, pages }),
    ),
  );
});

/** The page: network first (kept for next time), the cached copy when the network fails. */
async function pageFirstNetwork(event) {
  const cache = await caches.open(SHELL);
  try {
    const response = await fetchWithin(event.request, NETWORK_TIMEOUT_MS);
    if (response.ok) {
      // A redirected response cannot answer a later navigation: not kept.
      if (!response.redirected) event.waitUntil(cache.put(indexKey(), response.clone()));
      return response;
    }
    if (response.status >= 500) return (await cache.match(indexKey())) ?? response;
    return response;
  } catch (e) {
    const cached = await cache.match(indexKey());
    if (cached) return cached;
    throw e;
  }
}

/** The manifest, stats.json, puzzles.json (and the Gobbler page's files, in `name`): network first, the
 * cached copy when the network fails. */
async function metaFirstNetwork(event, url, name = SHELL) {
  const cache = await caches.open(name);
  const key = url.origin + url.pathname;
  try {
    const response = await fetchWithin(event.request, NETWORK_TIMEOUT_MS);
    if (response.ok) {
      event.waitUntil(keep(cache, key, response.clone()));
      return response;
    }
    return (await cache.match(key)) ?? response;
  } catch (e) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw e;
  }
}

/** A hashed asset: the cached copy, else the network (kept). */
async function assetFirstCache(event) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(event.request.url);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') {
    event.waitUntil(cache.put(event.request.url, response.clone()));
  }
  return response;
}

/** A kept chunk answering `request`: as a 206 of its range when the request asks for one. */
function fromCache(cached, request, url) {
  const range = packRange(url);
  if (!range || !request.headers.has('range')) return cached;
  const headers = new Headers(cached.headers);
  headers.set('content-range', `bytes ${range}/*`);
  return new Response(cached.body, { status: 206, statusText: 'Partial Content', headers });
}

/**
 * Whether `build` is the tablebase the site publishes now: the manifest last fetched, the
 * shell's copy (not known yet: yes). A page still open on an earlier build of the site gets
 * its chunks from the network, but they are not kept: the chunks of two builds never mix.
 */
async function isCurrentBuild(build) {
  const manifest = await caches.match(metaUrls()[0], { cacheName: SHELL });
  if (!manifest) return true;
  try {
    return (await manifest.json()).build === build;
  } catch {
    return true;
  }
}

/**
 * A chunk or the index: the cached copy, else the network (kept when it looks like a chunk of
 * its build, the current one, and, for a range, answers exactly the range its URL names).
 */
async function shardFirstCache(event, url, build) {
  // Not `caches.open`, which would make an empty cache for a build that has none.
  const cached = await caches.match(event.request.url, { cacheName: TB_PREFIX + build });
  if (cached) return fromCache(cached, event.request, url);
  const response = await fetch(event.request);
  const range = packRange(url);
  // A 200 for a range is the whole pack: passed on unread (the page stops it at its headers).
  if (range ? response.status !== 206 : !response.ok) return response;
  const bytes = await response.arrayBuffer();
  const exact = !range || (response.headers.get('content-range') ?? '').startsWith(`bytes ${range}/`);
  if (exact && looksLikeShard(bytes, build) && (await isCurrentBuild(build))) {
    event.waitUntil(caches.open(TB_PREFIX + build).then((cache) => cache.put(event.request.url, shardResponse(bytes))));
  }
  return new Response(bytes, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!inScope(url)) return;
  const build = shardBuild(url);
  if (build) {
    if (request.cache !== 'no-store') event.respondWith(shardFirstCache(event, url, build));
  } else if (request.mode === 'navigate') {
    if (isIndex(url)) event.respondWith(pageFirstNetwork(event));
  } else if (isMeta(url)) {
    event.respondWith(metaFirstNetwork(event, url));
  } else if (isUnhashedShellFile(url)) {
    event.respondWith(metaFirstNetwork(event, url));
  } else if (isGobbler(url)) {
    event.respondWith(metaFirstNetwork(event, url, GOBBLER));
  } else if (isHashed(url)) {
    event.respondWith(assetFirstCache(event));
  }
});
