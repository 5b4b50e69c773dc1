// The position editor in a real browser: a position built by clicks (and by keyboard) in any
// order, the physical limits' refusals with their reasons, leaving (explore, play, share) refused
// with what to change while the position could not arise in a game, "Explore this position" showing it in the explorer with the tablebase's
// values, the share link opening the same position, no console errors, no horizontal overflow
// on a 360-px phone, screenshots at desktop and phone sizes in English and Chinese.
//
// The words come from the message tables `app/src/i18n/{en,zh_hant}/{editor,ui,full/editor}.rs` and the rules
// from the tablebase's manifest, so this file types in neither.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { URLS, HERE, TB, DESKTOP, PHONE, TEST, withBrowser } from './common.mjs';
import { probe, settled, started, assertShows, assertNoErrors, screenshot } from './game.mjs';

const base = URLS[0];
const editorUrl = `${base}?page=editor`;

// ---------------------------------------------------------------------------------------------
// What the page should say and do, from the sources.

/** The `name: "text"` fields of one message table file. */
function readTable(lang, file) {
  const src = readFileSync(path.join(HERE, '..', `app/src/i18n/${lang}/${file}`), 'utf8');
  const out = {};
  for (const m of src.matchAll(/^\s*(\w+): ("(?:[^"\\]|\\.)*"),?$/gm)) out[m[1]] = JSON.parse(m[2]);
  return out;
}

/** One language's editor strings; the names of players and sizes are the game pages' (ui.rs). */
function readText(lang) {
  const ui = readTable(lang, 'ui.rs');
  const names = Object.fromEntries(['p1', 'p2', 'small', 'medium', 'large'].map((k) => [k, ui[k]]));
  return { ...names, ...readTable(lang, 'editor.rs'), ...readTable(lang, 'full/editor.rs') };
}
const TEXT = { en: readText('en'), zh: readText('zh_hant') };

/** `crate::i18n::fill`: `{0}`, `{1}`… replaced by the arguments. */
const fill = (template, ...args) => template.replace(/\{(\d+)\}/g, (all, i) => (i < args.length ? String(args[i]) : all));

/** The rules the tablebase was solved for (the app takes them from the manifest too). */
const variant = JSON.parse(readFileSync(path.join(TB, 'manifest.json'), 'utf8')).variant;
const coverOff = /cover=off/.test(variant);

const SIZE = { S: 'small', M: 'medium', L: 'large' };
const player = (t, n) => t[`p${n}`];
const pieceName = (t, n, letter) => fill(t.piece, player(t, n), t[SIZE[letter]]);

/**
 * A board in notation from placements `[square, letter]` (upper case P1, lower case P2), each
 * on top of what is there: the position string the editor must show.
 */
function boardOf(placements) {
  const stacks = {};
  for (const [sq, letter] of placements) stacks[sq] = (stacks[sq] ?? '') + letter;
  return [3, 2, 1].map((r) => ['a', 'b', 'c'].map((f) => stacks[`${f}${r}`] || '.').join(',')).join('/');
}

// ---------------------------------------------------------------------------------------------
// The browser.

const msg = (m) => `[data-msg="editor:${m}"]`;
const pick = (n, letter) => `pick-${n}${letter.toUpperCase()}`;

/**
 * Opens the editor and waits until the manifest (the rules) has arrived and the page has stopped
 * redrawing by itself (offline use reports in after the load; a redraw that moves the focus may
 * scroll the page between the test's aiming and its click).
 */
async function openEditor(page, url = editorUrl) {
  await page.goto(url);
  await started(page);
  await page.waitForSelector('#editor-board');
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let timer = setTimeout(done, 600);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 600);
        });
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(document.getElementById('app'), { childList: true, subtree: true, characterData: true });
      }),
  );
}

/** What the editor shows. */
async function readEditor(page) {
  return page.evaluate(() => {
    const text = (sel) => document.querySelector(sel)?.textContent.trim() ?? null;
    const letter = (piece) => {
      const c = piece.classList;
      const l = c.contains('small') ? 'S' : c.contains('medium') ? 'M' : c.contains('large') ? 'L' : '?';
      return c.contains('p2') ? l.toLowerCase() : l;
    };
    const squares = {};
    for (const b of document.querySelectorAll('#editor-board button')) {
      const sq = b.dataset.msg.replace('editor:sq-', '');
      squares[sq] = { label: b.getAttribute('aria-label'), stack: [...b.querySelectorAll('.piece')].map(letter).join('') };
    }
    const board = [3, 2, 1]
      .map((r) => ['a', 'b', 'c'].map((f) => squares[`${f}${r}`]?.stack || '.').join(','))
      .join('/');
    const picks = {};
    for (const b of document.querySelectorAll('.palette button')) {
      picks[b.dataset.msg.replace('editor:', '')] = { label: b.getAttribute('aria-label'), pressed: b.getAttribute('aria-pressed') };
    }
    return {
      title: text('#editor-title'),
      status: text('#editor-status'),
      notice: text('#editor-notice'),
      why: text('#editor-why'),
      linkWhy: text('#editor-link-why'),
      notation: text('#editor-notation'),
      link: document.querySelector('#editor-link')?.getAttribute('href') ?? null,
      board,
      squares,
      picks,
      side: [...document.querySelectorAll('.editor-side button')].find((b) => b.getAttribute('aria-pressed') === 'true')?.dataset.msg,
      playDisabled: document.querySelector('[data-msg="editor:play"]')?.disabled ?? null,
      focused: document.activeElement?.dataset?.msg ?? null,
      url: location.href,
    };
  });
}

/** Clicks the palette piece then each square. */
async function place(page, n, letter, ...squares) {
  await page.click(msg(pick(n, letter)));
  for (const sq of squares) await page.click(msg(`sq-${sq}`));
}

/** Measures what sticks out past the right edge of a `width`-px screen (but the pages' tabs,
 * a strip that scrolls sideways on a phone). */
async function overflow(page, width) {
  return page.evaluate((w) => ({
    page: document.documentElement.scrollWidth,
    wide: [...document.querySelectorAll('#app *')]
      .filter((el) => !el.closest('.tabs ul'))
      .filter((el) => el.getBoundingClientRect().right > w + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} ends at ${el.getBoundingClientRect().right.toFixed(0)} px`),
  }), width);
}

describe(`the position editor (${variant}) at ${base}`, () => {
  test('build a position by clicks, see refusals, explore it, share it', TEST, async (t) => {
    await withBrowser({ viewport: DESKTOP, locale: 'en-GB' }, async (br) => {
      const { page, context } = br;
      const en = TEXT.en;
      await openEditor(page);
      let s = await readEditor(page);
      assert.equal(s.title, en.title);
      assert.equal(s.board, boardOf([]), 'the editor opens on the start');
      assert.equal(s.status, fill(en.ongoing, en.p1));

      // A square before a tool: say what to do.
      await page.click(msg('sq-a3'));
      s = await readEditor(page);
      assert.equal(s.notice, en.no_tool);

      // P1's first piece: placed, and nothing else changes (the side to move stays P1's).
      const placed = [];
      await place(page, 1, 'L', 'b2');
      placed.push(['b2', 'L']);
      s = await readEditor(page);
      assert.equal(s.board, boardOf(placed));
      assert.equal(s.side, 'editor:side-1');
      assert.equal(s.notice, '');
      // Leaving now is refused, with what to change, next to the buttons; the link gives way.
      assert.equal(s.linkWhy, fill(en.fix_p2_absent, en.p1, en.p2));
      await page.click(msg('explore'));
      s = await readEditor(page);
      assert.equal(s.why, fill(en.fix_p2_absent, en.p1, en.p2));
      assert.equal(new URL(s.url).searchParams.get('page'), 'editor', 'still in the editor');
      assert.equal(s.squares.b2.label, fill(en.square, 'b2', pieceName(en, 1, 'L')));
      assert.equal(s.picks[pick(1, 'L')].label, fill(en.pick, pieceName(en, 1, 'L'), 1));
      assert.equal(s.picks[pick(1, 'L')].pressed, 'true');

      // P2's two small pieces.
      await place(page, 2, 's', 'a1', 'c1');
      placed.push(['a1', 's'], ['c1', 's']);
      s = await readEditor(page);
      assert.equal(s.why, '', 'an edit clears the refusal');
      assert.equal(s.linkWhy, null, 'the link is back');
      // A third small of P2's: the rules give two.
      await page.click(msg('sq-b1'));
      s = await readEditor(page);
      assert.equal(s.notice, fill(en.none_left, pieceName(en, 2, 'S'), 2), 'no third small piece');
      assert.equal(s.board, boardOf(placed), 'the refused piece is not placed');
      assert.equal(s.picks[pick(2, 'S')].label, fill(en.pick, pieceName(en, 2, 'S'), 0));

      // A piece on an equal or larger one (or, with cover = off, on any piece).
      await place(page, 1, 'M', 'b2');
      s = await readEditor(page);
      const covering = coverOff
        ? fill(en.no_stacking, 'b2')
        : fill(en.cannot_cover, pieceName(en, 1, 'M'), 'b2', pieceName(en, 1, 'L'));
      assert.equal(s.notice, covering, 'the refusal says why');
      assert.equal(s.board, boardOf(placed));

      // By keyboard: choose P1's medium, walk from a1 to c3 with the arrow keys, put it there;
      // the focus stays on the square.
      await page.focus(msg(pick(1, 'M')));
      await page.keyboard.press('Enter');
      await page.focus(msg('sq-a1'));
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
      await page.keyboard.press('Enter');
      placed.push(['c3', 'M']);
      s = await readEditor(page);
      assert.equal(s.board, boardOf(placed), 'the keyboard places pieces too');
      assert.equal(s.focused, 'editor:sq-c3', 'the focus survives the redraw');
      assert.equal(s.notice, '');

      // The eraser lifts the top piece, and the piece goes back to the reserve.
      await page.click(msg('erase'));
      await page.click(msg('sq-c1'));
      s = await readEditor(page);
      assert.equal(s.board, boardOf(placed.filter(([sq]) => sq !== 'c1')));
      await place(page, 2, 's', 'c1');

      // P1 to move.
      await page.click(msg('side-1'));
      s = await readEditor(page);
      assert.equal(s.side, 'editor:side-1');
      assert.equal(s.status, fill(en.ongoing, en.p1));
      const notation = `${boardOf(placed)} 1`;
      assert.equal(s.notation, notation);
      const shareLink = s.link;
      assert.equal(shareLink, `${base}?p=${notation.replace(' ', '_')}`);

      // The same position as the game L@b2 S@a1 S@c1 M@c3: the explorer shows its values.
      const line = ['L@b2', 'S@a1', 'M@c3', 'S@c1'];
      assert.equal(probe(line).board, boardOf(placed), 'the probe agrees on the board');
      await page.click(msg('explore'));
      await settled(page, 'the edited position in the explorer');
      const shown = await assertShows(page, line, 'in the explorer after "Explore this position"');
      assert.equal(new URL(shown.url).searchParams.get('p'), notation.replace(' ', '_'), 'the URL holds the position');
      for (const b of await page.locator('#board button.sq').all()) {
        assert.ok((await b.getAttribute('aria-label')).length > 2, 'every square is labelled');
      }

      // The share link, in a new page: the same position.
      const other = await context.newPage();
      await other.goto(shareLink);
      await settled(other, 'the shared position');
      await assertShows(other, line, 'from the share link');
      await other.close();
      assertNoErrors(t, br);
    });
  });

  test('pieces in any order; a finished game may be explored, not played', TEST, async (t) => {
    await withBrowser({ viewport: DESKTOP, locale: 'en-GB' }, async (br) => {
      const { page } = br;
      const en = TEXT.en;
      await openEditor(page);
      // P1's whole top row first, then P2's pieces: every placement accepted as it comes.
      await place(page, 1, 'L', 'a3');
      await place(page, 1, 'M', 'b3');
      await place(page, 1, 'S', 'c3');
      await place(page, 2, 's', 'a1', 'c1');
      let s = await readEditor(page);
      assert.equal(s.board, boardOf([['a3', 'L'], ['b3', 'M'], ['c3', 'S'], ['a1', 's'], ['c1', 's']]));
      assert.equal(s.notice, '');
      assert.equal(s.side, 'editor:side-1', 'the side to move is the player\'s to set');
      assert.equal(s.status, fill(en.over_line, en.p1, 'a3–c3'));
      // P1 to move with its own line showing: refused on the way out, with what to change.
      await page.click(msg('explore'));
      s = await readEditor(page);
      assert.equal(s.why, fill(en.fix_own_line, en.p1, en.p2));
      await page.click(msg('side-2'));
      await page.click(msg('play'));
      s = await readEditor(page);
      assert.equal(s.side, 'editor:side-2');
      assert.equal(s.why, en.fix_over, 'nothing to play');
      await page.click(msg('explore'));
      await settled(page, 'the finished game in the explorer');
      assert.equal(await page.locator('#editor-board').count(), 0, 'in the explorer');
      assert.ok(await page.locator('#board').count(), 'the explorer\'s board');
      assertNoErrors(t, br);
    });
  });

  // Screenshots in both languages at both sizes, and the layout at 360 px.
  for (const [lang, locale] of [['en', 'en-GB'], ['zh', 'zh-TW']]) {
    for (const [kind, options] of [
      ['desktop', { viewport: DESKTOP }],
      ['phone', { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
    ]) {
      test(`${lang} ${kind}: the page in ${locale}, no overflow, screenshot`, TEST, async (t) => {
        await withBrowser({ ...options, locale }, async (br) => {
          const { page } = br;
          const tx = TEXT[lang];
          await openEditor(page);
          await place(page, 1, 'L', 'b2');
          await place(page, 1, 'S', 'c3');
          await page.click(msg('explore')); // refused: what to change, by the buttons
          let s = await readEditor(page);
          assert.equal(s.why, fill(tx.fix_p2_absent, tx.p1, tx.p2));
          const leaving = await screenshot(page, `editor-${lang}-${kind}-leave.png`);
          t.diagnostic(`screenshot ${leaving}`);
          await place(page, 2, 's', 'a1');
          await place(page, 2, 'm', 'b1');
          await place(page, 1, 'M', 'b2'); // refused: the page shows why
          s = await readEditor(page);
          assert.equal(s.title, tx.title, `the page speaks ${lang}`);
          assert.equal(s.board, boardOf([['b2', 'L'], ['a1', 's'], ['c3', 'S'], ['b1', 'm']]));
          const why = coverOff
            ? fill(tx.no_stacking, 'b2')
            : fill(tx.cannot_cover, pieceName(tx, 1, 'M'), 'b2', pieceName(tx, 1, 'L'));
          assert.equal(s.notice, why, 'the refusal is shown, in this language');
          const file = await screenshot(page, `editor-${lang}-${kind}.png`);
          t.diagnostic(`screenshot ${file}`);
          const width = options.viewport.width;
          const o = await overflow(page, width);
          assert.ok(
            o.page <= width && o.wide.length === 0,
            `${lang} ${kind}: the page is ${o.page} px wide on a ${width}-px screen (${o.wide.join('; ') || 'nothing past the edge'})`,
          );
          // The palette and the board seen together: beside it on a desktop, above it on a
          // phone (and kept at the top while the board is placed on).
          await page.evaluate(() => document.getElementById('editor-board').scrollIntoView({ block: 'end' }));
          const box = await page.evaluate(() => Object.fromEntries(['#palette', '#editor-board'].map((sel) => {
            const r = document.querySelector(sel).getBoundingClientRect();
            return [sel, { x: r.x, y: r.y, w: r.width, h: r.height }];
          })));
          const height = options.viewport.height;
          for (const sel of ['#palette', '#editor-board']) {
            assert.ok(box[sel].y >= -0.5 && box[sel].y + box[sel].h <= height + 0.5, `${lang} ${kind}: ${sel} in the window with the other: ${JSON.stringify(box)}`);
          }
          if (kind === 'desktop') assert.ok(box['#palette'].x >= box['#editor-board'].x + box['#editor-board'].w, 'the palette beside the board');
          else {
            assert.ok(box['#palette'].y + box['#palette'].h <= box['#editor-board'].y + 0.5, 'the palette above the board');
            // Past the board the palette goes with it: the tools under the board are not covered.
            await page.evaluate(() => document.querySelector('.editor-tools').scrollIntoView({ block: 'start' }));
            const past = await page.evaluate(() => ({
              palette: document.getElementById('palette').getBoundingClientRect().bottom,
              tools: document.querySelector('.editor-tools').getBoundingClientRect().top,
            }));
            assert.ok(past.palette <= past.tools + 0.5, `${lang}: the palette covers the tools read past the board: ${JSON.stringify(past)}`);
          }
          assertNoErrors(t, br);
        });
      });
    }
  }
});
