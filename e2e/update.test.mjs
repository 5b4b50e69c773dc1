// A new build published over an old one (docs/deploy.md, "Publishing a new build"). xtask
// builds the site twice from the same sources (xtask/src/e2e.rs, `second_build`): build A
// (`GOBBLET_BUILD=e2e-a`, the site every test is served) and build B (`GOBBLET_BUILD=e2e-b`, so
// both app modules differ and get other names, with the same table rebuilt in chunks of 2 KB:
// another tablebase build, other chunks, the same values), and serves a folder with nginx
// through the dist's snippet. The test publishes A there, opens the site, publishes B over it
// (new files first, the revalidated ones last, A's hashed files left in place) and checks what a
// returning visitor gets and what an open tab of A does, with the HTTP cache alone and with
// the service worker and a saved table: never a module, chunk or text of one build with another's
// (every hashed name and tablebase file fetched is checked against both builds' file lists,
// and the build the page reports, `<html data-build>`, against the build expected).

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { DIST, HERE, OUT, PHONE, DESKTOP, withBrowser, assertNoErrors } from './common.mjs';
import { settled, assertShows, probe, read } from './game.mjs';
import { tableOf, openOffline, saveAll, savedChunks, assertSavedIsTable } from './table.mjs';

const LONG = { timeout: 300_000 };
const env = (name) => {
  const v = process.env[name];
  if (!v) throw new Error(`set ${name} (cargo xtask e2e starts the servers of this file)`);
  return v;
};
const PUBLISH = env('E2E_PUBLISH');
const BASE = env('E2E_PUBLISH_URL');
const DIST_B = env('E2E_DIST_B');
const [BUILD_A, BUILD_B] = env('E2E_BUILDS').split(',');
const TABLE_A = tableOf(DIST);
const TABLE_B = tableOf(DIST_B);

/** Every file of a site: relative path → sha256. */
function filesOf(dir, prefix = '', out = new Map()) {
  for (const name of readdirSync(path.join(dir, prefix))) {
    const rel = prefix + name;
    if (statSync(path.join(dir, rel)).isDirectory()) filesOf(dir, `${rel}/`, out);
    else out.set(rel, createHash('sha256').update(readFileSync(path.join(dir, rel))).digest('hex'));
  }
  return out;
}
const FILES_A = filesOf(DIST);
const FILES_B = filesOf(DIST_B);
/** Files whose name names their content: hashed names and tablebase build folders. */
const named = (rel) => /-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$/.test(rel) || /^tb\/[0-9a-f]{16}\//.test(rel);

/** The strings of `app/src/i18n/<lang>/ui.rs`. */
function uiText(lang) {
  const src = readFileSync(path.join(HERE, '..', `app/src/i18n/${lang}/ui.rs`), 'utf8');
  const out = {};
  for (const m of src.matchAll(/^\s*(\w+): ("(?:[^"\\]|\\.)*"),?$/gm)) out[m[1]] = JSON.parse(m[2]);
  return out;
}
const UI = { en: uiText('en'), zh: uiText('zh_hant') };

/**
 * Publishes `site` into the served folder as docs/deploy.md says: the files whose names name
 * their content first, then the rest (index.html, sw.js, the manifests), over what is there;
 * `clean` empties the folder first.
 */
function publish(site, { clean = false } = {}) {
  if (clean) {
    for (const f of readdirSync(PUBLISH)) rmSync(path.join(PUBLISH, f), { recursive: true, force: true });
  }
  const files = [...filesOf(site).keys()].sort((a, b) => Number(named(b)) - Number(named(a)));
  for (const rel of files) {
    mkdirSync(path.dirname(path.join(PUBLISH, rel)), { recursive: true });
    cpSync(path.join(site, rel), path.join(PUBLISH, rel));
  }
}

/** Collects the URL of every request `page` makes from now on. */
function track(page) {
  const urls = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

/**
 * Asserts that every file fetched whose name names its content (a module, a stylesheet, a
 * chunk) is one of build `want`'s (`A` or `B`; files both builds have are either's); returns how
 * many were of `want` alone.
 */
function assertOneBuild(urls, want, what) {
  const basePath = new URL(BASE).pathname;
  let own = 0;
  for (const u of urls) {
    const url = new URL(u);
    if (!url.pathname.startsWith(basePath)) continue;
    const rel = url.pathname.slice(basePath.length);
    if (!named(rel)) continue;
    const inA = FILES_A.has(rel);
    const inB = FILES_B.has(rel);
    assert.ok(inA || inB, `${what}: ${rel} is a file of one of the builds`);
    if (inA && inB) continue;
    assert.equal(inA ? 'A' : 'B', want, `${what}: ${rel} is of build ${inA ? 'A' : 'B'}, not ${want}`);
    own += 1;
  }
  return own;
}

/** The build the page reports. */
const reported = (page) => page.evaluate(() => document.documentElement.dataset.build ?? null);

/** Asserts the board and every move's value and distance as the probe says (in any language:
 * `L8` is `負8` in Chinese). */
async function assertValues(page, line, what) {
  const p = probe(line);
  const s = await read(page);
  assert.equal(s.board, p.board, `${what}: the board`);
  const values = (moves) => moves.map((m) => `${m.move} ${[].concat(m.cls).join('+')} ${m.label.replace(/\D/g, '')}`).sort();
  assert.deepEqual(values(s.moves), values(p.moves), `${what}: the values`);
}

/** Plays `moves` from where the page is, checking the probe's values after each. */
async function play(page, line, moves, what) {
  for (const mv of moves) {
    await page.click(`#moves button.mv[data-move="${mv}"]`);
    line.push(mv);
    await page.waitForFunction((n) => new URL(location.href).searchParams.get('m')?.split('_').length === n, line.length);
    await settled(page, `${what} after [${line.join(' ')}]`);
    await assertValues(page, line, `${what} after [${line.join(' ')}]`);
  }
}

/** The worst move after `line` that leaves moves to play (the game goes on). */
const next = (line) => [...probe(line).moves].reverse().find((m) => probe([...line, m.move]).moves.length > 0).move;

describe('a new build over an old one', () => {
  test('the builds differ: both app modules, the tablebase build, the build reported', () => {
    const names = (files) => [...files.keys()].filter((f) => /^app-(explorer|full)-[0-9a-f]{16}_bg\.wasm$/.test(f)).sort();
    const [a, b] = [names(FILES_A), names(FILES_B)];
    assert.equal(a.length, 2);
    assert.equal(b.length, 2);
    assert.ok(a.every((f) => !FILES_B.has(f)), `no module of A in B (${a} / ${b})`);
    assert.notEqual(TABLE_A.build, TABLE_B.build, 'two tablebase builds');
    assert.notEqual(BUILD_A, BUILD_B);
  });

  test('the HTTP cache alone: the open tab of A stays A, a reload and a returning visitor get B', LONG, async (t) => {
    publish(DIST, { clean: true });
    await withBrowser({ serviceWorkers: 'block' }, async (b) => {
      const { page, context } = b;
      let seen = track(page);
      await page.goto(BASE);
      await settled(page, 'build A');
      assert.equal(await reported(page), BUILD_A);
      const line = [];
      await play(page, line, [next([])], 'build A');
      assert.ok(assertOneBuild(seen.splice(0), 'A', 'the first visit') > 0);

      publish(DIST_B);
      // The open tab: another page (the full module, not loaded yet) and more of the game
      // (chunks of A's table): all of A, as loaded.
      await page.click('nav a[data-nav="learn"]');
      await page.waitForSelector('.learn .learn-board');
      await page.click('nav a[data-nav="explore"]');
      await settled(page, 'build A, back in the explorer');
      await play(page, line, [next(line)], 'the open tab of A');
      assert.equal(await reported(page), BUILD_A, 'the open tab still runs A');
      assert.ok(assertOneBuild(seen.splice(0), 'A', 'the open tab of A after B was published') > 0, 'it fetched files of A');

      // A reload is B, and so is a returning visitor (the HTTP cache revalidates index.html).
      await page.reload();
      await settled(page, 'build B after the reload');
      assert.equal(await reported(page), BUILD_B);
      await page.click('nav a[data-nav="learn"]');
      await page.waitForSelector('.learn .learn-board');
      assert.ok(assertOneBuild(seen.splice(0), 'B', 'the reloaded tab') > 0, 'it fetched files of B');
      const again = await context.newPage();
      const seenAgain = track(again);
      await again.goto(`${BASE}?m=${line.join('_')}`);
      await settled(again, 'the returning visitor');
      await assertShows(again, line, 'the returning visitor');
      assert.equal(await reported(again), BUILD_B);
      assert.ok(assertOneBuild(seenAgain, 'B', 'the returning visitor') > 0);
      await again.close();
      assertNoErrors(t, b);
    });
  });

  for (const [lang, locale, viewport, colorScheme] of [['en', 'en-US', DESKTOP, 'light'], ['zh', 'zh-TW', PHONE, 'dark']]) {
    test(`the service worker and a saved table (${lang}, ${colorScheme}): the open tab says an update is ready and keeps working; the reload takes B; A's saved table is replaced`, LONG, async (t) => {
      publish(DIST, { clean: true });
      await withBrowser({ locale, viewport, colorScheme }, async (b) => {
        const { page, context, errors } = b;
        let seen = track(page);
        await openOffline(page, BASE);
        await saveAll(page);
        assertSavedIsTable(await savedChunks(page, TABLE_A.build), TABLE_A, 'A saved');
        await page.goto(BASE);
        await settled(page, 'build A');
        assert.equal(await reported(page), BUILD_A);
        assertOneBuild(seen.splice(0), 'A', 'build A with its worker');

        publish(DIST_B);
        // A returning visitor in another tab: the page from the network (B); the browser finds
        // the new sw.js on this navigation, and B's worker takes every tab.
        const other = await context.newPage();
        const otherErrors = [];
        other.on('pageerror', (e) => otherErrors.push(String(e)));
        const seenOther = track(other);
        await other.goto(BASE);
        await settled(other, 'the returning visitor');
        assert.equal(await reported(other), BUILD_B);
        assert.ok(assertOneBuild(seenOther, 'B', 'the returning visitor') > 0);

        // The open tab of A: told, still A, still working.
        await page.waitForSelector('#update', { timeout: 60_000 });
        const notice = (await page.textContent('#update')).replace(/\s+/g, ' ').trim();
        assert.equal(notice, `${UI[lang].update_ready} ${UI[lang].update_reload}`);
        for (const [size, v] of [['desktop', DESKTOP], ['phone', PHONE]]) {
          await page.setViewportSize(v);
          await page.screenshot({ path: path.join(OUT, `update-${lang}-${colorScheme}-${size}-ready.png`) });
        }
        await page.setViewportSize(viewport);
        assert.equal(await reported(page), BUILD_A);
        const line = [];
        await play(page, line, [next([])], 'the open tab of A');
        await play(page, line, [next(line)], 'the open tab of A');
        await page.click('nav a[data-nav="findings"]');
        await page.waitForSelector('.findings .findings-grid svg.chart');
        await page.click('nav a[data-nav="explore"]');
        await settled(page, 'the open tab of A, back');
        assert.equal(await reported(page), BUILD_A, 'still A');
        assertOneBuild(seen.splice(0), 'A', 'the open tab of A after B was published');

        // The notice's button reloads: B, and A's saved table is gone (its chunks cannot
        // answer B's positions): B's is not saved yet, the offline page says so, and saves it.
        await Promise.all([page.waitForEvent('load'), page.click('#update button')]);
        await settled(page, 'build B after the reload');
        assert.equal(await reported(page), BUILD_B);
        assert.equal(await page.$('#update'), null, 'no notice on the new build');
        const caches = await page.evaluate(() => caches.keys());
        assert.ok(!caches.includes(`gobblet-tb-${TABLE_A.build}`), `A's saved table is replaced (${caches})`);
        await openOffline(page, BASE);
        // Only the chunks of the positions B's page has shown (kept as they were fetched).
        const table = await page.textContent('#offline-table');
        const saved = new RegExp(`(\\d+) (of|/) ${TABLE_B.chunks.size}\\b`).exec(table);
        assert.ok(saved && Number(saved[1]) < TABLE_B.chunks.size, `B's table is not saved yet: ${table}`);
        assert.notEqual(await page.evaluate(() => document.querySelector('#offline-headline')?.dataset.ready), 'true');
        await saveAll(page);
        assertSavedIsTable(await savedChunks(page, TABLE_B.build), TABLE_B, 'B saved');
        assertOneBuild(seen.splice(0), 'B', 'the reloaded tab');
        assert.deepEqual(otherErrors, []);
        assert.deepEqual(errors, []);
        assertNoErrors(t, b);
      });
    });
  }
});
