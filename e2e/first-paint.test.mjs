// A direct visit to each page the built site draws in index.html (`app::prerender::DRAWN`,
// `xtask/src/dist/first.rs`; the Gobbler page with its own module's start): the page's content
// is on screen from the HTML itself, with the wasm blocked, in each language, the start page's
// welcome with it on a first visit; once the modules run they take the page over without
// redrawing what the HTML drew (the same nodes); on the Gobbler page, whose module loads after
// the explorer's, what the person did meanwhile is played once it runs. A site
// served by `trunk serve` draws nothing in its HTML: skipped there, and said so. The explorer's
// start page is `first-visit.test.mjs`'s.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { URLS, HERE, DESKTOP, PHONE, withBrowser, assertNoErrors, screenshot, TEST } from './common.mjs';
import { readTable, settled, started } from './game.mjs';
import { buildCli, cli, mounted, position, seat, sq } from './gobbler.mjs';

/** Whether `base` serves a site xtask built (index.html carries the pages). */
async function built(base) {
  return (await (await fetch(base)).text()).includes('id="first-paint-learn-en"');
}

/** Whether `base` is a site xtask built; if not, test `t` says it is skipped there. */
async function builtOrSkipped(t, base) {
  const yes = await built(base);
  if (!yes) t.diagnostic(`${base}: not a site xtask built: skipped`);
  return yes;
}

/** The first `title:` of a message table file (the page's; a lesson's come later). */
const titleIn = (file) =>
  JSON.parse(/^\s*title: ("(?:[^"\\]|\\.)*"),?$/m.exec(readFileSync(path.join(HERE, '..', file), 'utf8'))[1]);
const appTitle = (page) => (dir) => titleIn(`app/src/i18n/${dir}/full/${page}.rs`);

/** Each page's title (from its message table), its heading and what shows its content. */
const PAGES = {
  learn: { title: appTitle('learn'), content: '.learn .learn-board button' },
  puzzles: { title: appTitle('puzzles'), content: '.page-puzzles p.intro' },
  findings: { title: appTitle('findings'), content: '.findings svg.chart' },
  editor: { title: appTitle('editor'), content: '.page-editor [data-msg^="editor:"]' },
  offline: { title: appTitle('offline'), content: '.offline p' },
  gobbler: { title: (dir) => titleIn(`gobbler/web/src/i18n/${dir}/page.rs`), heading: '#page .gb h1', content: '.gb-board button' },
};
const LANGS = [
  ['en-GB', 'en', 'en'],
  ['zh-TW', 'zh-Hant', 'zh_hant'],
];

/** The page's heading and whether its content is shown, read in the page. */
const readPage = (page, { heading = '#page h2', content }) =>
  page.evaluate(([heading, content]) => ({
    mark: document.getElementById('app').getAttribute('data-first-paint'),
    heading: document.querySelector(heading)?.textContent,
    shown: [...document.querySelectorAll(content)].some((el) => el.getClientRects().length > 0),
    wasm: window.wasmBindings !== undefined,
  }), [heading, content]);

/** Holds back `page`'s requests matching `re` until the returned function is called. */
async function holdBack(page, re) {
  let release;
  const held = new Promise((r) => (release = r));
  await page.route(re, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const base of URLS) {
  describe(`the pages drawn in the HTML of ${base}`, () => {
    for (const [locale, tag, dir] of LANGS) {
      test(`each page is on screen before any wasm has run (${locale})`, TEST, async (t) => {
        if (!(await builtOrSkipped(t, base))) return;
        for (const [name, what] of Object.entries(PAGES)) {
          const title = what.title(dir);
          for (const viewport of [PHONE, DESKTOP]) {
            await withBrowser({ viewport, locale, serviceWorkers: 'block' }, async (b) => {
              await b.page.route(/\.wasm$/, (route) => route.abort('blockedbyclient'));
              await b.page.goto(`${base}?page=${name}`);
              await b.page.waitForSelector(what.content);
              const s = await readPage(b.page, what);
              assert.deepEqual(s, { mark: tag, heading: title, shown: true, wasm: false }, `?page=${name} ${viewport.width}px`);
              assert.equal(await b.page.evaluate(() => document.documentElement.lang), tag);
              if (viewport === PHONE) await screenshot(b.page, `first-paint-${name}-${tag}-html-only.png`);
            });
          }
        }
      });
    }

    test('the module takes each page over without redrawing it', TEST, async (t) => {
      if (!(await builtOrSkipped(t, base))) return;
      for (const [name, { heading = '#page h2', content }] of Object.entries(PAGES)) {
        await withBrowser({ serviceWorkers: 'block' }, async (b) => {
          const { page } = b;
          // The nodes the HTML drew, marked before the module starts (it starts after the
          // first paint, long after DOMContentLoaded), and every change under #page since.
          await page.addInitScript(() => {
            window.changes = [];
            document.addEventListener('DOMContentLoaded', () => {
              const root = document.getElementById('page');
              if (!root) return;
              for (const el of root.querySelectorAll('*')) el.drawnByHtml = true;
              new MutationObserver((ms) => {
                for (const m of ms) {
                  const el = m.target.nodeType === 1 ? m.target : m.target.parentElement;
                  window.changes.push(`${m.type} ${m.attributeName ?? ''} in #${el?.closest('[id]')?.id ?? '?'}`);
                }
              }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
            });
          });
          await page.goto(`${base}?page=${name}`);
          await page.waitForFunction(() => window.wasmBindings !== undefined);
          await page.waitForLoadState('networkidle');
          // The module has the page: its first redraw (after the files it reads) is done.
          await page.waitForFunction(() => !document.getElementById('app').hasAttribute('data-first-paint'));
          // The Gobbler page's module, loaded after the explorer's, gives its board one Tab stop.
          if (name === 'gobbler') await page.waitForSelector('.gb-board [tabindex="0"]');
          const kept = await page.evaluate(([heading, content]) => ({
            heading: document.querySelector(heading)?.drawnByHtml === true,
            content: [...document.querySelectorAll(content)].every((el) => el.drawnByHtml === true),
          }), [heading, content]);
          assert.deepEqual(kept, { heading: true, content: true }, `?page=${name}: the nodes the HTML drew`);
          const changes = await page.evaluate(() => window.changes);
          t.diagnostic(`?page=${name}: ${changes.length} changes under #page`);
          // Only what the browser alone knows changes: the roving tab stops (web_kit::roving),
          // the offline page's checks, the daily puzzle (the reader's date) below the intro.
          const allowed = {
            learn: /^attributes tabindex /,
            findings: /^$/,
            editor: /^attributes tabindex /,
            offline: /./,
            puzzles: /./,
            gobbler: /^attributes tabindex /,
          }[name];
          assert.deepEqual(changes.filter((c) => !allowed.test(c)), [], `?page=${name}: nothing else redrawn`);
          // The share links name this site (the HTML's stand-in address replaced before the
          // first paint, so the module changed nothing there).
          const here = new URL(base).href.replace(/\?.*$/, '');
          for (const [sel, attr] of [['#editor-link', 'href'], ['#gb-link', 'value']]) {
            const link = await page.evaluate(([sel, attr]) => document.querySelector(sel)?.getAttribute(attr) ?? null, [sel, attr]);
            if (link !== null) assert.ok(link.startsWith(here), `${sel} is this site's: ${link}`);
          }
          assertNoErrors(t, b);
        });
      }
    });

    test('a tap on the start page before its module runs is shown at once and played once it runs', TEST, async (t) => {
      if (!(await builtOrSkipped(t, base))) return;
      await withBrowser({ serviceWorkers: 'block' }, async (b) => {
        const { page } = b;
        // The explorer's wasm held back, as on a slow phone: the HTML's page is all there is.
        const release = await holdBack(page, /app-explorer(-[0-9a-f]{16})?_bg\.wasm$/);
        await page.goto(base);
        const mv = await page.getAttribute('#moves button.mv', 'data-move');
        await page.click(`#moves button.mv[data-move="${mv}"]`);
        const look = await page.$eval(`#moves button.mv[data-move="${mv}"]`, (e) => [e.className, getComputedStyle(e).outlineStyle]);
        assert.match(look[0], /\bearly\b/, 'the tap is marked');
        assert.equal(look[1], 'dashed');
        assert.equal(new URL(page.url()).searchParams.get('m'), null, 'nothing played before the module runs');
        release();
        await started(page);
        await page.waitForFunction((mv) => new URL(location.href).searchParams.get('m') === mv, mv);
        // Played on the board too, and kept once the table has answered (the page is settled).
        await settled(page);
        const line = await page.$$eval('#line button[data-ply]', (bs) => bs.map((x) => x.textContent.trim()));
        assert.deepEqual(line.slice(1).map((x) => x.replace(/^\d+\.\s*/, '')), [mv], 'the move is in the game');
        assert.equal(new URL(page.url()).searchParams.get('m'), mv);
        assert.equal(await page.$$eval('#app .early', (els) => els.length), 0, 'the mark is gone');
        assertNoErrors(t, b);
      });
    });

    test("the Gobbler page: what the person does before its module runs is played once it does", TEST, async (t) => {
      if (!(await builtOrSkipped(t, base))) return;
      buildCli();
      await withBrowser({ serviceWorkers: 'block' }, async (b) => {
        const { page } = b;
        // The Gobbler module's wasm held back, as on a slow phone (or a loaded CI machine).
        const release = await holdBack(page, /gobbler-web(-[0-9a-f]{16})?_bg\.wasm$/);
        await page.goto(`${base}?page=gobbler`);
        await page.waitForFunction(() => !document.getElementById('app').hasAttribute('data-first-paint'));
        // The explorer's redraw leaves the board's tab stop to the module that answers it.
        const early = await page.$$eval('.gb-board [tabindex="0"]', (els) => els.length);
        assert.equal(early, 0, 'no tab stop on the board before its module runs');
        // The worked example, played on the board the HTML drew.
        const drawn = await position(page);
        await seat(page, 'you', 'friend');
        for (const at of ['pass', 'e5', 'c6', 'b4']) await page.click(at === 'pass' ? '[data-gb="pass"]' : sq(at));
        assert.equal(await position(page), drawn, 'nothing moves before the module runs');
        // Each tap shows at once (dashed), so the person knows it was taken.
        const marked = await page.$$eval('.gb .early', (els) =>
          els.map((e) => [e.dataset.gbSq ?? e.dataset.gb, getComputedStyle(e).outlineStyle]),
        );
        assert.deepEqual(marked, [['c6', 'dashed'], ['e5', 'dashed'], ['b4', 'dashed'], ['pass', 'dashed']], 'in page order');
        await screenshot(page, 'gobbler-taps-before-its-module.png');
        release();
        await mounted(page);
        const want = cli('pass; e5>c6>b4').position;
        await page.waitForFunction((want) => document.querySelector('.gb-board').dataset.position === want, want);
        assert.equal(await page.inputValue('[data-gb-player="gobblers"]'), 'friend', 'the players chosen kept');
        assert.match(await page.textContent('#gb-eaten'), /Eaten: 4 of 60/);
        assert.equal(await page.$$eval('.gb .early', (els) => els.length), 0, 'the marks go with the first redraw');
        assertNoErrors(t, b);
      });
    });

    test("a first visit's start page has the welcome in the HTML, a return visit not", TEST, async (t) => {
      if (!(await builtOrSkipped(t, base))) return;
      const guide = readTable('en', 'guide.rs');
      for (const firstVisit of [true, false]) {
        await withBrowser({ viewport: PHONE, firstVisit, serviceWorkers: 'block' }, async (b) => {
          await b.page.route(/\.wasm$/, (route) => route.abort('blockedbyclient'));
          await b.page.goto(base);
          await b.page.waitForSelector('#moves .mv');
          assert.equal(await b.page.getAttribute('#app', 'data-first-paint'), 'en');
          const welcome = await b.page.evaluate(() => document.getElementById('welcome-title')?.textContent ?? null);
          assert.equal(welcome, firstVisit ? guide.welcome_title : null, `first visit: ${firstVisit}`);
          if (firstVisit) await screenshot(b.page, 'first-paint-welcome-html-only.png');
        });
      }
    });
  });
}
