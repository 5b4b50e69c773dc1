// Messages where the action is (issue 23 item 4), in English and 繁體中文: a refused paste is
// said beside the paste box and a later good paste clears it; a refused move is said by the
// board, and the board does not move; a link with a bad move (`?m=L@b2_zz`) shows the moves
// before it with the reason, and its URL is rewritten in place (no new history entry) to what
// is shown; an unknown page (`?page=nope`) explains itself and the URL shows the page shown.
// Each message is in exactly one live region. Screenshots of each message at 1280 and 360 px,
// in both languages and themes. The words are read from the message tables.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_URLS, HERE, DESKTOP, PHONE, OUT, TEST, withBrowser, assertNoErrors } from './common.mjs';
import { probe, settled, read, nameOf } from './game.mjs';

/** The `name: "text"` fields of one message table file. */
function readTable(lang, file) {
  const src = readFileSync(path.join(HERE, '..', `app/src/i18n/${lang}/${file}`), 'utf8');
  const out = {};
  for (const m of src.matchAll(/^\s*(\w+): ("(?:[^"\\]|\\.)*"),?$/gm)) out[m[1]] = JSON.parse(m[2]);
  return out;
}
const LANGS = [
  ['en', 'en-GB', readTable('en', 'ui.rs')],
  ['zh', 'zh-TW', readTable('zh_hant', 'ui.rs')],
];

/** `crate::i18n::fill`: `{0}`, `{1}`… replaced by the arguments. */
const fill = (template, ...args) => template.replace(/\{(\d+)\}/g, (all, i) => (i < args.length ? String(args[i]) : all));
/** `crate::words::sentence`: the first letter a capital. */
const sentence = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every message each test shows, as the page must word it in the language of `T`. */
const said = (T) => ({
  paste: fill(T.paste_refused, fill(T.paste_not_a_move, 1, 'hello')),
  link: sentence(fill(T.bad_link_before, fill(T.link_not_a_move, 2, 'zz'))),
  page: sentence(fill(T.bad_link_left_out, fill(T.link_page, 'nope'))),
  // Blue's small piece onto Orange's large one on b2 (the table is `cover=off`: no stacking).
  move: fill(T.refused, 'S@b2', fill(T.why_cannot_cover, 'b2', T.large)),
});

/** The live regions (`aria-live`, or a role that is one) whose text holds `text`. */
async function liveRegionsSaying(page, text) {
  return page.evaluate((text) => [...document.querySelectorAll('[aria-live], [role="alert"], [role="status"], [role="log"]')]
    .filter((el) => el.textContent.includes(text))
    .map((el) => el.id || el.className), text);
}

/** Where an element is drawn (its box in the window), and whether it is shown. */
async function box(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height, shown: getComputedStyle(el).visibility === 'visible', inner: window.innerHeight };
  }, selector);
}

/** Checks that `text` is said by exactly one live region, `id`, and that it was there before. */
async function assertSaidOnce(page, text, id) {
  assert.deepEqual(await liveRegionsSaying(page, text), [id], `«${text}» is in one live region, #${id}`);
}

/** A screenshot of the window (not the whole page) with `selector` in view, in OUT. */
async function shot(page, selector, name) {
  mkdirSync(OUT, { recursive: true });
  await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'center' }), selector);
  await page.screenshot({ path: path.join(OUT, name) });
}

for (const base of BUILT_URLS) {
  describe(`messages where the action is (${base})`, () => {
    for (const [lang, locale, T] of LANGS) {
      const words = said(T);

      test(`${lang}: a refused paste is said beside the box, once; a good paste clears it`, TEST, async (t) => {
        await withBrowser({ serviceWorkers: 'block', locale }, async (br) => {
          const { page } = br;
          await page.goto(base);
          await settled(page);
          const before = await read(page);
          // The box's message area is there, empty, before anything is said (a live region
          // must exist before its text changes to be heard).
          assert.equal(await page.getAttribute('#paste-notice', 'role'), 'alert');
          assert.equal(await page.textContent('#paste-notice'), '');
          await page.fill('#paste-text', 'hello world');
          await page.click('#paste-open');
          await page.waitForFunction((w) => document.querySelector('#paste-notice')?.textContent === w, words.paste);
          const note = await box(page, '#paste-notice');
          const open = await box(page, '#paste-open');
          const area = await box(page, '#paste-text');
          assert.ok(note.shown && note.height > 0, 'the message is shown');
          assert.ok(note.top >= open.bottom - 1 && note.top - open.bottom < 24, `right under the Open button (${JSON.stringify({ note, open })})`);
          assert.ok(note.left >= area.left - 1 && note.left < area.right, 'under the box, not beside the page');
          assert.ok(note.top >= 0 && note.bottom <= note.inner, 'in the window: the answer to the click is seen');
          await assertSaidOnce(page, words.paste, 'paste-notice');
          const after = await read(page);
          assert.equal(after.notice, '', 'nothing said above the board');
          assert.equal(after.board, before.board, 'nothing changed');
          assert.equal(after.url, before.url, 'nor the URL');
          assert.equal(await page.inputValue('#paste-text'), 'hello world', 'the text stays to be mended');

          // A good paste: the message goes, the line opens.
          await page.fill('#paste-text', 'L@b2');
          await page.click('#paste-open');
          await settled(page);
          assert.equal(await page.textContent('#paste-notice'), '', 'the message goes with its cause');
          assert.equal((await read(page)).board, probe(['L@b2']).board);
          assertNoErrors(t, br);
        });
      });

      test(`${lang}: ?m=L@b2_zz shows L@b2, says which move failed and why, and rewrites the URL in place`, TEST, async (t) => {
        await withBrowser({ serviceWorkers: 'block', locale }, async (br) => {
          const { page } = br;
          await page.goto(base);
          await settled(page);
          const entries = await page.evaluate(() => history.length);
          await page.goto(`${base}?m=L@b2_zz`);
          await settled(page);
          const s = await read(page);
          assert.equal(s.board, probe(['L@b2']).board, 'the position after L@b2');
          assert.deepEqual(s.line.filter((l) => l.ply > 0).map((l) => l.ply), [1], 'one move in the line');
          assert.equal(s.notice, words.link);
          await assertSaidOnce(page, words.link, 'notice');
          assert.equal(new URL(s.url).search, '?m=L@b2', 'the URL shows what is shown');
          assert.equal(await page.evaluate(() => history.length), entries + 1, 'rewritten in place: no entry of its own');
          // The rewritten URL opens the same, without a message.
          await page.reload();
          await settled(page);
          const again = await read(page);
          assert.equal(again.board, s.board);
          assert.equal(again.notice, '');
          assertNoErrors(t, br);
        });
      });

      test(`${lang}: ?page=nope explains itself and the URL shows the page shown`, TEST, async (t) => {
        await withBrowser({ serviceWorkers: 'block', locale }, async (br) => {
          const { page } = br;
          await page.goto(`${base}?page=nope`);
          await settled(page);
          const s = await read(page);
          assert.ok(await page.locator('#page.page-explore').count(), 'the explorer is shown');
          assert.equal(s.notice, words.page);
          await assertSaidOnce(page, words.page, 'notice');
          assert.equal(new URL(s.url).search, '', 'the URL is the explorer’s');
          assertNoErrors(t, br);
        });
      });

      test(`${lang}: a refused move is said by the board, once, and the board does not move`, TEST, async (t) => {
        await withBrowser({ serviceWorkers: 'block', locale, viewport: PHONE, isMobile: true, hasTouch: true }, async (br) => {
          const { page } = br;
          await page.goto(`${base}?m=L@b2`);
          await settled(page);
          const board = await box(page, '#board');
          await page.click('[data-reserve="2S"]');
          await page.click('#board [data-square="b2"]');
          await page.waitForFunction((w) => document.querySelector('#notice')?.textContent === w, words.move);
          await assertSaidOnce(page, words.move, 'notice');
          const note = await box(page, '#notice');
          const now = await box(page, '#board');
          assert.equal(now.top, board.top, 'the board did not move under the finger');
          const reserve = await box(page, '.play-area');
          assert.ok(note.bottom <= reserve.top + 1 && reserve.top - note.bottom < 48, `right above the board's reserve (${JSON.stringify({ note, reserve })})`);
          assert.ok(note.top >= 0, 'in the window');
          // A longer message (a second refusal, other words) and its going: the board stays.
          await page.click('#board [data-square="a1"]');
          assert.equal((await box(page, '#board')).top, board.top, 'nor when the message changes');
          await page.click('[data-reserve="2S"]');
          await page.click('#board [data-square="a1"]');
          await settled(page);
          assert.equal(await page.textContent('#notice'), '', 'the message goes once a move is played');
          assert.equal((await box(page, '#board')).top, board.top, 'nor when it goes');
          assertNoErrors(t, br);
        });
      });

      // Each message at both sizes and in both themes, for a person to look at.
      for (const scheme of ['light', 'dark']) {
        for (const [kind, options] of [
          ['1280', { viewport: DESKTOP }],
          ['360', { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
        ]) {
          test(`${lang} ${scheme} ${kind}: screenshots of each message`, TEST, async (t) => {
            await withBrowser({ ...options, locale, colorScheme: scheme, serviceWorkers: 'block' }, async (br) => {
              const { page } = br;
              const name = (what) => `notices-${nameOf(base)}-${what}-${lang}-${scheme}-${kind}.png`;
              await page.goto(`${base}?m=L@b2_zz`);
              await settled(page);
              assert.equal((await read(page)).notice, words.link);
              await shot(page, '#notice', name('link'));
              await page.click('[data-reserve="2S"]');
              await page.click('#board [data-square="b2"]');
              assert.equal((await read(page)).notice, words.move);
              await shot(page, '#notice', name('move'));
              await page.fill('#paste-text', 'hello world');
              await page.click('#paste-open');
              assert.equal(await page.textContent('#paste-notice'), words.paste);
              await shot(page, '#paste-notice', name('paste'));
              await page.goto(`${base}?page=nope`);
              await settled(page);
              assert.equal((await read(page)).notice, words.page);
              await shot(page, '#notice', name('page'));
              t.diagnostic(`screenshots ${name('*')} in ${OUT}`);
              assertNoErrors(t, br);
            });
          });
        }
      }
    }
  });
}
