// *Save for offline* keeps every page (issue 25 item 5, issue 24 item 1): saved from the offline
// page of a fresh profile, with no other page ever opened, then the network off (playwright's
// `context.setOffline`): every page opens and works, the Gobbler page included (its module, wasm,
// worker and stylesheet, never fetched by a visit: a turn played against its computer), and the
// status line says everything is saved only then. The strings come from the message tables.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { URLS, HERE, DESKTOP, PHONE, withBrowser, assertNoErrors, screenshot } from './common.mjs';

const base = URLS[0];
const LONG = { timeout: 300_000 };

/** A string of the offline status line's table (`app/src/i18n/<lang>/offline.rs`). */
function statusText(lang, key) {
  const src = readFileSync(path.join(HERE, '..', 'app/src/i18n', lang, 'offline.rs'), 'utf8');
  const m = new RegExp(`${key}: "([^"]*)"`).exec(src);
  assert.ok(m, `${key} in ${lang}/offline.rs`);
  return m[1];
}

/** What each page shows once it is drawn. */
const DRAWN = {
  gobbler: '.gb-board',
  explore: '#moves .mv',
  play: '#board button.sq',
  two: '#board button.sq',
  learn: '.learn .learn-board',
  puzzles: '#puzzle[data-position]',
  findings: '.findings .findings-grid svg.chart',
  editor: '.page-editor [data-msg^="editor:"]',
  offline: '#offline-headline',
};
/** The Gobbler page's files the service worker keeps (fixed or hashed names). */
const GOBBLER_FILES = [/gobbler-web(-[0-9a-f]{16})?\.js$/, /gobbler-web(-[0-9a-f]{16})?_bg\.wasm$/,
  /gobbler-worker(-[0-9a-f]{16})?\.js$/, /gobbler(-[0-9a-f]{16})?\.css$/];

const summary = (page) =>
  page.evaluate(() => {
    const s = document.querySelector('#offline-status .offline-summary');
    return { text: s?.textContent.trim(), ready: s?.dataset.ready, online: s?.dataset.online };
  });

describe('save for offline keeps every page', () => {
  for (const [locale, lang, viewport] of [
    ['en-US', 'en', DESKTOP],
    ['zh-TW', 'zh_hant', PHONE],
  ]) {
    test(`saved from the offline page alone, then offline: every page works, Gobbler too (${locale})`, LONG, async (t) => {
      await withBrowser({ locale, viewport }, async (b) => {
        const { page, context } = b;
        const requested = [];
        page.on('request', (r) => requested.push(new URL(r.url()).pathname));
        await page.goto(`${base}?page=offline`);
        await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 90_000 });
        await page.click('[data-msg="offline:save"]');
        await page.waitForFunction(() => document.querySelector('#offline-headline')?.dataset.ready === 'true', null, {
          timeout: 120_000,
        });
        // The page never asked for a Gobbler file; the service worker keeps all four.
        assert.deepEqual(requested.filter((p) => /gobbler/.test(p)), [], 'no Gobbler file fetched by the page');
        const kept = await page.evaluate(async () => (await (await caches.open('gobblet-gobbler-v1')).keys()).map((r) => r.url));
        for (const re of GOBBLER_FILES) assert.ok(kept.some((u) => re.test(new URL(u).pathname)), `${re} kept (${kept.join(', ')})`);
        let s = await summary(page);
        assert.deepEqual(s, { text: statusText(lang, 'status_ready'), ready: 'true', online: 'true' });
        await screenshot(page, `offline-pages-saved-${lang}-${viewport.width}.png`);

        await context.setOffline(true);
        for (const [name, selector] of Object.entries(DRAWN)) {
          await page.goto(name === 'explore' ? base : `${base}?page=${name}`);
          await page.waitForSelector(selector);
          // The page counts what is saved and asks the worker after it opens: ready once it knows.
          await page
            .waitForFunction(() => {
              const d = document.querySelector('#offline-status .offline-summary')?.dataset;
              return d?.online === 'false' && d?.ready === 'true';
            })
            .catch(() => {});
          s = await summary(page);
          assert.deepEqual(
            s,
            { text: statusText(lang, 'status_ready_offline'), ready: 'true', online: 'false' },
            `?page=${name} offline: everything saved`,
          );
          if (name === 'gobbler') {
            // A turn against the computer: the Littles pass, the easy Gobblers answer in the
            // page's worker, loaded from the cache.
            await page.selectOption('[data-gb-player="littles"]', 'you');
            await page.selectOption('[data-gb-player="gobblers"]', 'easy');
            await page.click('[data-gb="pass"]');
            await page
              .waitForFunction(() => document.querySelector('#gb-game-text')?.value.split('; ').length === 2, null, { timeout: 30_000 })
              .catch(async (e) => {
                const now = await page.evaluate(() => ({
                  status: document.querySelector('#gb-status')?.textContent,
                  game: document.querySelector('#gb-game-text')?.value,
                }));
                throw new Error(`the computer did not answer offline: ${JSON.stringify(now)}; errors: ${b.errors.join(' | ')}`, { cause: e });
              });
            assert.ok(await page.$eval('.gb-board', (e) => getComputedStyle(e).display === 'grid'), 'its stylesheet is there');
            await screenshot(page, `offline-pages-gobbler-${lang}-${viewport.width}.png`);
          }
          t.diagnostic(`?page=${name}: drawn offline, "${s.text}"`);
        }
        await screenshot(page, `offline-pages-offline-${lang}-${viewport.width}.png`);
        await context.setOffline(false);
        assertNoErrors(t, b);
      });
    });
  }
});
