// The two wasm modules (`app/src/web/handover.rs`): a first visit loads only the explorer's
// module; the first page it does not carry loads the full module, which takes the page over with
// the games and toggles the URL does not hold; a module that cannot load is said, and the
// explorer goes on. An open game review is the full module's too.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { URLS, withBrowser, assertNoErrors, TEST } from './common.mjs';
import { settled } from './game.mjs';

/**
 * Whether a request URL is one of the full module's files: `app-full.js`, `app-full_bg.wasm`,
 * or with the content hash a built site gives them (`app-full-<hash>.js`, `app-full-<hash>_bg.wasm`).
 */
const isFull = (url) => /\/app-full(-[0-9a-f]{16})?(_bg\.wasm|\.js)$/.test(new URL(url).pathname);
/** Whether a request URL is the full module's wasm file (hashed or not). */
const isFullWasm = (url) => /\/app-full(-[0-9a-f]{16})?_bg\.wasm$/.test(new URL(url).pathname);

for (const base of URLS) {
  describe(`the two modules at ${base}`, () => {
    test('the explorer loads alone; the tutorial loads the full module, which keeps the games and toggles', TEST, async (t) => {
      await withBrowser({}, async (b) => {
        const { page } = b;
        const requested = [];
        page.on('request', (r) => requested.push(r.url()));
        // A two-player game in progress (held by the model, not by the explorer's URL).
        await page.goto(`${base}?page=two&m=L@b2_S@a1`);
        await settled(page, 'the two-player game');
        await page.click('nav a[data-nav="explore"]');
        await settled(page, 'the explorer');
        await page.click('#buried');
        assert.equal(await page.getAttribute('#buried', 'aria-pressed'), 'true');
        await page.waitForLoadState('networkidle');
        assert.deepEqual(requested.filter(isFull), [], 'no file of the full module before another page');
        const wasm = requested.filter((u) => u.endsWith('.wasm'));
        assert.equal(wasm.length, 1, `one module: ${wasm.join(', ')}`);

        await page.click('nav a[data-nav="learn"]');
        await page.waitForSelector('.learn .learn-board');
        assert.ok(requested.some(isFullWasm), 'the full module is loaded');
        assert.match(page.url(), /[?&]page=learn\b/);
        // The site xtask builds (served by nginx) hashes both names and lists them in index.html;
        // `trunk serve` keeps the fixed ones.
        const hashed = await page.evaluate(() => document.getElementById('asset-names') !== null);
        for (const u of requested.filter(isFull)) {
          assert.equal(/-[0-9a-f]{16}(_bg)?\.(js|wasm)$/.test(u), hashed, `${u}: hashed ${hashed}`);
        }
        if (hashed) {
          // nginx serves the site through the snippet `cargo xtask dist` writes (docs/deploy.md).
          const head = async (u) => (await fetch(u, { method: 'HEAD' })).headers;
          const wasm = await head(requested.find(isFullWasm));
          assert.match(wasm.get('cache-control') ?? '', /immutable/, 'a hashed file is cached for good');
          assert.equal(wasm.get('content-type'), 'application/wasm');
          assert.equal((await head(base)).get('cache-control'), 'no-cache', 'the page is revalidated');
          assert.equal((await head(new URL('sw.js', base))).get('cache-control'), 'no-cache');
        }

        // The full module has the page now: the two-player game and the toggle came along.
        await page.click('nav a[data-nav="two"]');
        await settled(page, 'the two-player game after the handover');
        const line = await page.$$eval('#line button[data-ply]', (els) => els.map((e) => e.textContent.trim()));
        assert.deepEqual(line.slice(1), ['1. L@b2', '2. S@a1'], 'the two-player game kept');
        assert.equal(await page.getAttribute('#buried', 'aria-pressed'), 'true', 'memory mode kept');
        // Back and forward are the full module's too.
        await page.goBack();
        await page.waitForSelector('.learn .learn-board');
        await page.goBack();
        await settled(page, 'the explorer, back');
        assert.equal(requested.filter(isFullWasm).length, 1, 'loaded once');
        assertNoErrors(t, b);
      });
    });

    test('a link to another page starts it through the full module; so does an open review', TEST, async (t) => {
      await withBrowser({}, async (b) => {
        const { page } = b;
        await page.goto(`${base}?page=editor`);
        await page.waitForSelector('.page-editor [data-msg^="editor:"]');
        assertNoErrors(t, b);
      });
      await withBrowser({}, async (b) => {
        const { page } = b;
        const requested = [];
        page.on('request', (r) => requested.push(r.url()));
        // A review opened by a link, then one opened by its button on a game page.
        await page.goto(`${base}?m=L@b2_S@a1&review=1`);
        // A point per ply, once every value along the line has arrived.
        await page.waitForFunction(() => document.querySelectorAll('#review-graph circle.pt').length === 3);
        assert.ok(requested.some(isFull), 'the review is the full module\'s');
        assertNoErrors(t, b);
      });
      await withBrowser({}, async (b) => {
        const { page } = b;
        await page.goto(`${base}?m=L@b2`);
        await settled(page, 'a one-move game');
        await page.click('#review-toggle');
        await page.waitForFunction(() => document.querySelectorAll('#review-graph circle.pt').length === 2);
        assert.match(page.url(), /[?&]review=1\b/);
        assertNoErrors(t, b);
      });
    });

    test('a full module that cannot load is said, and the explorer goes on', TEST, async (t) => {
      // Without a service worker: once one controls the page it fetches the module itself,
      // past the test's route.
      await withBrowser({ serviceWorkers: 'block' }, async (b) => {
        const { page } = b;
        let attempts = 0;
        await page.route(/app-full(-[0-9a-f]{16})?\.js$/, (route) => {
          attempts += 1;
          return route.abort('connectionfailed');
        });
        await page.goto(base);
        await settled(page, 'the explorer');
        await page.click('nav a[data-nav="findings"]');
        const notice = await page.waitForSelector('#notice');
        assert.match(await notice.textContent(), /could not be loaded/);
        await page.waitForTimeout(500);
        assert.equal(attempts, 1, 'one attempt: a redraw does not try again by itself');
        // Opening the page again tries again.
        await page.click('nav a[data-nav="findings"]');
        await page.waitForFunction(() => /could not be loaded/.test(document.querySelector('#notice')?.textContent ?? ''));
        await page.waitForTimeout(300);
        assert.equal(attempts, 2, 'opening the page again tried once more');
        await page.click('nav a[data-nav="explore"]');
        await settled(page, 'the explorer after the failure');
        assert.ok((await page.$$('#moves .mv')).length > 0, 'the explorer still lists its moves');
        // The abort and the loader's report are this test's doing.
        b.errors.splice(0, b.errors.length, ...b.errors.filter((e) => !/app-full|full module could not load/.test(e)));
        assertNoErrors(t, b);
      });
    });
  });
}
