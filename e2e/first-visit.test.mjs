// A first visit to the built site (`xtask/src/dist/first.rs`): every page loads the module it
// needs and no other; the explorer's start page (board, value, coloured moves) is in index.html
// itself, shown before any wasm runs and exactly what the table says; the module takes it over
// without redrawing it (the same DOM), in each language. A site served by `trunk serve` has
// neither (trunk's own loader): those checks are skipped there, and said so.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { URLS, DESKTOP, PHONE, withBrowser, assertNoErrors, screenshot, TEST } from './common.mjs';
import { assertShows, read, settled } from './game.mjs';

const moduleOf = (url) => /\/(app-explorer|app-full|gobbler-web)(-[0-9a-f]{16})?_bg\.wasm$/.exec(new URL(url).pathname)?.[1];

/** Whether `base` serves a site xtask built (index.html carries the start page). */
async function built(base) {
  return (await (await fetch(base)).text()).includes('id="first-paint-explore-en"');
}

/** What each page waits for once its module has drawn it. */
const DRAWN = {
  explore: '#moves .mv',
  play: '#board button.sq',
  two: '#board button.sq',
  learn: '.learn .learn-board',
  puzzles: '#puzzle[data-position]',
  findings: '.findings .findings-grid svg.chart',
  editor: '.page-editor [data-msg^="editor:"]',
  offline: '#offline-headline',
  gobbler: '.gb-board',
};
const WANT = {
  explore: ['app-explorer'],
  play: ['app-explorer'],
  two: ['app-explorer'],
  gobbler: ['app-explorer', 'gobbler-web'],
  learn: ['app-full'],
  puzzles: ['app-full'],
  findings: ['app-full'],
  editor: ['app-full'],
  offline: ['app-full'],
};

for (const base of URLS) {
  describe(`a first visit to ${base}`, () => {
    test('a direct visit to any page loads the module it needs, and no other', TEST, async (t) => {
      if (!(await built(base))) {
        t.diagnostic(`${base}: not a site xtask built (trunk's loader starts the explorer): skipped`);
        return;
      }
      for (const [page, want] of Object.entries(WANT)) {
        await withBrowser({ serviceWorkers: 'block' }, async (b) => {
          const wasm = [];
          b.page.on('request', (r) => {
            const m = moduleOf(r.url());
            if (m) wasm.push(m);
          });
          await b.page.goto(page === 'explore' ? base : `${base}?page=${page}`);
          await b.page.waitForSelector(DRAWN[page]);
          await b.page.waitForLoadState('networkidle');
          assert.deepEqual([...new Set(wasm)].sort(), want, `?page=${page}: the modules fetched`);
          assert.equal(wasm.length, want.length, `?page=${page}: each once (${wasm.join(', ')})`);
          assertNoErrors(t, b);
        });
      }
    });

    test('the start page is in the HTML: board, value and coloured moves before any wasm, as the table says', TEST, async (t) => {
      if (!(await built(base))) {
        t.diagnostic(`${base}: not a site xtask built: skipped`);
        return;
      }
      for (const viewport of [PHONE, DESKTOP]) {
        await withBrowser({ viewport, serviceWorkers: 'block' }, async (b) => {
          const { page } = b;
          await page.route(/\.wasm$/, (route) => route.abort('blockedbyclient'));
          await page.goto(base);
          await page.waitForSelector('#moves .mv');
          // Nothing of wasm ran: the first paint's mark is still on #app.
          assert.equal(await page.getAttribute('#app', 'data-first-paint'), 'en');
          const s = await assertShows(page, [], 'the start, from the HTML alone');
          assert.equal(s.moves.length, 27);
          assert.ok(s.moves.every((m) => m.cls.length === 1 && m.cls[0] !== 'unknown'), 'every move coloured');
          await screenshot(page, `first-paint-html-only-${viewport.width}.png`);
          // The blocked wasm and the loader's failure are this test's doing.
          t.diagnostic(`with the wasm blocked: ${b.errors.length} errors, as expected`);
        });
        await withBrowser({ viewport, serviceWorkers: 'block' }, async (b) => {
          await b.page.goto(base);
          await settled(b.page, 'the start with its module');
          await assertShows(b.page, [], 'the start, drawn by the module');
          await screenshot(b.page, `first-paint-module-${viewport.width}.png`);
          assertNoErrors(t, b);
        });
      }
    });

    for (const [locale, lang] of [
      ['en-GB', 'en'],
      ['zh-TW', 'zh-Hant'],
    ]) {
      test(`the module takes the start page over without redrawing it (${locale})`, TEST, async (t) => {
        if (!(await built(base))) {
          t.diagnostic(`${base}: not a site xtask built: skipped`);
          return;
        }
        await withBrowser({ locale, serviceWorkers: 'block' }, async (b) => {
          const { page } = b;
          // Every change under #app from the end of parsing (the start page is in place then,
          // the module not started: it starts on DOMContentLoaded, after this listener).
          await page.addInitScript(() => {
            window.changes = [];
            document.addEventListener('DOMContentLoaded', () => {
              const where = (n) => {
                const el = n.nodeType === 1 ? n : n.parentElement;
                return el?.closest('[id]')?.id ?? '?';
              };
              new MutationObserver((ms) => {
                const names = (ns) => [...ns].map((n) => n.nodeName.toLowerCase() + (n.id ? `#${n.id}` : '')).join('+');
                for (const m of ms) {
                  const what = m.type === 'childList' ? `${m.target.nodeName.toLowerCase()} +${names(m.addedNodes)} -${names(m.removedNodes)}` : m.attributeName ?? '';
                  window.changes.push(`${m.type} ${what} in #${where(m.target)}`);
                }
              }).observe(document.getElementById('app'), { subtree: true, childList: true, attributes: true, characterData: true });
            });
          });
          await page.goto(base);
          await page.waitForFunction(() => window.wasmBindings !== undefined);
          await settled(page, 'the start with its module');
          assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
          const s = await read(page);
          assert.equal(s.moves.length, 27);
          const changes = await page.evaluate(() => window.changes);
          t.diagnostic(`changes under #app after the module started: ${changes.join('; ') || 'none'}`);
          // The module only takes its mark off, updates the two status lines (the table's index
          // arriving, the service worker's state) and adds the install button if the browser
          // offers to install the app, and gives the board and the reserves their one Tab stop
          // each (`tabindex`, web_kit::roving: nothing drawn changes); the board, the value and
          // the moves stay the very nodes the HTML made.
          const allowed = /^(attributes data-first-paint in #app|childList header \+button#install - in #app|.* in #(tb|offline-status)|attributes tabindex in #(board|reserve-p1|reserve-p2))$/s;
          assert.deepEqual(changes.filter((c) => !allowed.test(c)), [], 'nothing else redrawn');
          assertNoErrors(t, b);
        });
      });
    }

    test('a link with a query gets no start page from the HTML, but its own', TEST, async (t) => {
      await withBrowser({ serviceWorkers: 'block' }, async (b) => {
        const { page } = b;
        await page.goto(`${base}?m=L@b2`);
        await settled(page, 'a one-move game');
        await assertShows(page, ['L@b2']);
        assert.equal(await page.getAttribute('#app', 'data-first-paint'), null);
        assertNoErrors(t, b);
      });
    });
  });
}
