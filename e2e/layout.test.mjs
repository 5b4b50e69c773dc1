// The game pages' layout (issue 22): the board and the analysis together on a desktop, the board
// and the side to move's reserve on a phone, a square board that never changes size, touch
// targets of at least 44 px on a phone, and screenshots of every game page at four widths.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { URLS, TEST, SETTLE_MS, withBrowser, assertNoErrors, screenshot, overflow } from './common.mjs';
import { settled, started, quiet, nameOf, probe, puzzleSet, playPuzzleMove } from './game.mjs';

const BASE = URLS[0];
const GAME_PAGES = ['explore', 'play', 'two'];
const url = (page, query = '') => `${BASE}?page=${page}${query}`;

/** The bounding boxes of the elements `selectors` (null where there is none or it is hidden). */
async function boxes(page, selectors) {
  return page.evaluate((sels) => {
    const out = {};
    for (const s of sels) {
      const el = document.querySelector(s);
      const r = el?.getBoundingClientRect();
      out[s] = r && r.width > 0 && r.height > 0 ? { x: r.x, y: r.y, w: r.width, h: r.height } : null;
    }
    return out;
  }, selectors);
}

/** Asserts that `box` lies inside the window `vp` (what is seen without scrolling). */
function assertInside(box, vp, what) {
  assert.ok(box, `${what} is drawn`);
  assert.ok(
    box.x >= -0.5 && box.y >= -0.5 && box.x + box.w <= vp.width + 0.5 && box.y + box.h <= vp.height + 0.5,
    `${what} is inside the ${vp.width}×${vp.height} window without scrolling: ${JSON.stringify(box)}`,
  );
}

/** Every square of the board: its width and height. */
async function squareSizes(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#board .sq')].map((b) => {
      const r = b.getBoundingClientRect();
      return [r.width, r.height];
    }),
  );
}

/**
 * Each reserve of a game page: its id, the values beside its pieces, whether its pieces are one
 * row, and whether they stay inside the board's column.
 */
function reserveRows(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.game .reserve')].map((r) => {
      const area = r.parentElement.getBoundingClientRect();
      const box = r.getBoundingClientRect();
      const res = [...r.querySelectorAll('.res')].map((e) => e.getBoundingClientRect());
      return {
        id: r.id,
        labels: [...r.querySelectorAll('.res .label')].map((e) => e.textContent),
        oneRow: Math.max(...res.map((x) => x.top)) < Math.min(...res.map((x) => x.bottom)),
        inside: Math.max(box.right, ...res.map((x) => x.right)) <= area.right + 0.5,
      };
    }),
  );
}

describe('the game pages: layout', () => {
  for (const vp of [
    { width: 1280, height: 800 },
    { width: 1366, height: 768 },
  ]) {
    it(`board, move list and preview are seen together at ${vp.width}×${vp.height}`, TEST, async (t) => {
      await withBrowser({ locale: 'en-GB', viewport: vp }, async (b) => {
        for (const p of GAME_PAGES) {
          // Against the computer: with hints, so that the values (and so the preview) show.
          await b.page.goto(url(p, p === 'play' ? '&side=1' : ''));
          await settled(b.page, `${p} at the start`);
          if (p !== 'explore') await b.page.keyboard.press('h');
          await b.page.waitForSelector('#moves .mv');
          const got = await boxes(b.page, ['#board', '#moves', '#preview-box', '#line']);
          assertInside(got['#board'], vp, `${p}: the board`);
          assertInside(got['#moves'], vp, `${p}: the move list`);
          assertInside(got['#preview-box'], vp, `${p}: the preview`);
          assertInside(got['#line'], vp, `${p}: the game line`);
          // Side by side: the list is right of the board, not under it.
          assert.ok(got['#moves'].x >= got['#board'].x + got['#board'].w, `${p}: the move list beside the board`);
          // The preview of a move is seen on the board while the pointer is on the move.
          await b.page.hover('#moves li:first-child button.mv');
          await b.page.waitForSelector('#board.preview', { timeout: SETTLE_MS });
          assertInside((await boxes(b.page, ['#board']))['#board'], vp, `${p}: the previewing board`);
          await b.page.mouse.move(0, 0);
          // The preview fetched chunks: let them land before the next page (leaving aborts them).
          await quiet(b.page, `${p} after the preview`);
          assert.ok((await overflow(b.page)) <= 0, `${p}: nothing wider than the window`);
        }
        assertNoErrors(t, b);
      });
    });
  }

  // A reserve is one row of pieces however narrow the board's column: on a phone, on a large
  // phone, in a laptop's window (1280×680: a 1280×720 or 1366×768 screen less the browser's
  // bars, where the board gives way to the height) and at desktop sizes, with two-digit values
  // beside the pieces (`S@a2`: Blue's best placements lose in 10 in the test's table).
  for (const vp of [
    { width: 360, height: 740 },
    { width: 430, height: 932 },
    { width: 1280, height: 680 },
    { width: 1280, height: 800 },
    { width: 1366, height: 768 },
  ]) {
    it(`each reserve is one row of pieces, values beside them, at ${vp.width}×${vp.height}`, TEST, async (t) => {
      for (const lang of ['en-GB', 'zh-TW']) {
        await withBrowser({ locale: lang, viewport: vp }, async (b) => {
          for (const [p, query] of [
            ['explore', ''],
            ['explore', '&m=S@a2'],
            ['play', '&side=1'],
            ['two', '&m=L@b2'],
          ]) {
            await b.page.goto(url(p, query));
            await settled(b.page, `${p}${query}`);
            const rows = await reserveRows(b.page);
            assert.equal(rows.length, 2, `${lang} ${p}${query}: two reserves`);
            for (const r of rows) {
              assert.ok(r.oneRow, `${lang} ${p}${query} at ${vp.width}×${vp.height}: ${r.id} keeps its pieces on one row (${r.labels})`);
              assert.ok(r.inside, `${lang} ${p}${query} at ${vp.width}×${vp.height}: ${r.id} inside the board's column`);
            }
            if (query === '&m=S@a2') {
              const mover = rows.find((r) => r.id === 'reserve-p2');
              assert.ok(mover.labels.length === 3 && mover.labels.every((l) => /\d\d/.test(l)), `${lang}: two-digit values beside Blue's pieces: ${mover.labels}`);
            }
          }
          assertNoErrors(t, b);
        });
      }
    });
  }

  // The board and the side to move's reserve in view: in one column on a phone, a small tablet
  // and tablets held upright, where the board grows past a phone's 24rem (before, a 768 px
  // tablet had a 384 px board in its corner) to two thirds of the width or a desktop's largest;
  // and beside the panel in a laptop's window (1280×680), where the board gives way to the
  // height and the reserves must not wrap under it.
  for (const vp of [
    { width: 360, height: 740 },
    { width: 600, height: 960 },
    { width: 768, height: 1024 },
    { width: 820, height: 1180 },
    { width: 1280, height: 680 },
  ]) {
    it(`the board and the side to move’s reserve are seen at ${vp.width}×${vp.height} on every game page`, TEST, async (t) => {
      for (const lang of ['en-GB', 'zh-TW']) {
        await withBrowser({ locale: lang, viewport: vp }, async (b) => {
          for (const [p, query, side] of [
            ['explore', '', 'p1'],
            ['explore', '&m=L@b2', 'p2'],
            ['play', '&side=1', 'p1'],
            ['play', '&side=2', 'p2'],
            ['two', '', 'p1'],
          ]) {
            await b.page.goto(url(p, query));
            await settled(b.page, `${p}${query}`);
            // Playing P2, the computer opens: wait for the human's turn.
            if (side === 'p2' && p === 'play') {
              await b.page.waitForFunction(() => document.querySelectorAll('#line button').length >= 2, null, { timeout: SETTLE_MS });
              await settled(b.page, `${p}${query} after the computer's move`);
            }
            const got = await boxes(b.page, ['#board', `.reserve.${side}`]);
            assertInside(got['#board'], vp, `${lang} ${p}${query}: the board`);
            assertInside(got[`.reserve.${side}`], vp, `${lang} ${p}${query}: the reserve of the side to move (${side})`);
            if (vp.width > 420 && vp.width < 900) {
              // One column: two thirds of the width, or the largest board a desktop draws (34rem).
              const rem = await b.page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
              const want = Math.min((2 / 3) * vp.width, 34 * rem);
              assert.ok(got['#board'].w >= want - 0.5, `${lang} ${p}${query}: the board is ${got['#board'].w} px wide, under ${want}`);
            }
            assert.ok((await overflow(b.page)) <= 0, `${lang} ${p}${query}: nothing wider than the window`);
          }
          assertNoErrors(t, b);
        });
      }
    });
  }

  // A laptop's window: what is said of the position heads the panel, beside the board, so that
  // the board, both reserves and the first two rows of controls (Undo, Redo and, in a game,
  // New game) are seen together (before, the status stood above the board and pushed the
  // controls below the window: at 1280×800 they began 5 px under it).
  for (const vp of [
    { width: 1280, height: 680 },
    { width: 1280, height: 800 },
    { width: 1366, height: 768 },
  ]) {
    it(`the board, its reserves and two rows of controls are seen together at ${vp.width}×${vp.height}`, TEST, async (t) => {
      for (const lang of ['en-GB', 'zh-TW']) {
        await withBrowser({ locale: lang, viewport: vp }, async (b) => {
          for (const p of GAME_PAGES) {
            await b.page.goto(url(p, p === 'two' ? '&m=L@b2' : ''));
            await settled(b.page, p);
            const what = `${lang} ${p} at ${vp.width}×${vp.height}`;
            const got = await boxes(b.page, ['#board', '.reserve.p1', '.reserve.p2', '#status', '#moves']);
            for (const k of ['#board', '.reserve.p1', '.reserve.p2', '#status']) assertInside(got[k], vp, `${what}: ${k}`);
            assert.ok(got['#status'].x >= got['#board'].x + got['#board'].w, `${what}: the status beside the board`);
            assert.ok(got['#status'].y + got['#status'].h <= got['#moves'].y, `${what}: the status above the move list`);
            // The controls by rows (a row: the buttons whose tops agree).
            const rows = await b.page.evaluate(() => {
              const out = [];
              for (const el of document.querySelectorAll('.game .controls button')) {
                const r = el.getBoundingClientRect();
                const box = { id: el.id, x: r.x, y: r.y, w: r.width, h: r.height };
                const row = out.find((o) => Math.abs(o[0].y - r.y) < 2);
                if (row) row.push(box);
                else out.push([box]);
              }
              return out.sort((a, c) => a[0].y - c[0].y);
            });
            assert.ok(rows.length >= 2, `${what}: the controls take two rows or more`);
            for (const c of rows.slice(0, 2).flat()) assertInside(c, vp, `${what}: the control #${c.id}`);
            const seen = rows.slice(0, 2).flat().map((c) => c.id);
            for (const id of ['undo', 'redo', ...(p === 'explore' ? [] : ['new-game'])]) {
              assert.ok(seen.includes(id), `${what}: #${id} in the first two rows (${seen})`);
            }
            // The explorer's actions on the position stand in the panel under its moves, in
            // view beside the board (under the board they began 830 px down at 1280×800); a
            // game's reveal rule in the panel too, in view before the first move.
            const panel = await boxes(b.page, p === 'explore' ? ['#play-here', '#edit-here', '#best-line'] : ['#reveal-rule']);
            for (const [k, box] of Object.entries(panel)) {
              assertInside(box, vp, `${what}: ${k}`);
              assert.ok(box.x >= got['#board'].x + got['#board'].w, `${what}: ${k} beside the board`);
              assert.ok(box.y >= got['#moves'].y + got['#moves'].h, `${what}: ${k} under the move list`);
            }
          }
          assertNoErrors(t, b);
        });
      }
    });
  }

  // A phone held sideways (and any window under 500 px high): two columns as on a desktop, and
  // once the header is scrolled away the board and both reserves fill the window, each reserve
  // one row with two-digit values beside its pieces. Before, one column put the board below an
  // 800×360 window, and from 900 px wide the desktop's least board did not fit 412 px.
  for (const vp of [
    { width: 568, height: 320 },
    { width: 800, height: 360 },
    { width: 915, height: 412 },
  ]) {
    it(`the board and both reserves fill a window held sideways at ${vp.width}×${vp.height}`, TEST, async (t) => {
      for (const lang of ['en-GB', 'zh-TW']) {
        await withBrowser({ locale: lang, viewport: vp, isMobile: true, hasTouch: true }, async (b) => {
          for (const [p, query] of [
            ['explore', '&m=S@a2'],
            ['play', '&side=1'],
            ['two', '&m=L@b2'],
          ]) {
            await b.page.goto(url(p, query));
            await settled(b.page, `${p}${query}`);
            const what = `${lang} ${p}${query} at ${vp.width}×${vp.height}`;
            const top = await b.page.evaluate(() => document.querySelector('.reserve.p2').getBoundingClientRect().top + window.scrollY);
            await b.page.evaluate((y) => window.scrollTo(0, y), top - 4);
            const got = await boxes(b.page, ['.reserve.p2', '#board', '.reserve.p1', '#status']);
            for (const k of ['.reserve.p2', '#board', '.reserve.p1']) assertInside(got[k], vp, `${what}, scrolled to the board: ${k}`);
            assert.ok(got['#status'].x >= got['#board'].x + got['#board'].w, `${what}: the status beside the board`);
            const rows = await reserveRows(b.page);
            for (const r of rows) assert.ok(r.oneRow, `${what}: ${r.id} one row (${r.labels})`);
            if (query === '&m=S@a2') {
              const { labels } = rows.find((r) => r.id === 'reserve-p2');
              assert.ok(labels.length === 3 && labels.every((l) => /\d\d/.test(l)), `${what}: two-digit values beside Blue's pieces: ${labels}`);
            }
            assert.ok((await overflow(b.page)) <= 0, `${what}: nothing wider than the window`);
          }
          assertNoErrors(t, b);
        });
      }
    });
  }

  // The end of a game: said in the status, its review offered in the last move's place by the
  // board, so that the board does not move under the finger that played the last move (before,
  // the offer stood above the board and pushed it down, and on a phone the two-line result
  // pushed it further), and offered once (the line's button waits for the review to be open).
  for (const [vp, lang] of [
    [{ width: 360, height: 740 }, 'en-GB'],
    [{ width: 1280, height: 800 }, 'zh-TW'],
  ]) {
    it(`the board stays put when a game ends; the review is offered in view at ${vp.width}×${vp.height}`, TEST, async (t) => {
      await withBrowser({ locale: lang, viewport: vp }, async (b) => {
        // Where the board is on the page, wherever the page is scrolled.
        const at = (sel) => b.page.evaluate((sel) => {
          const r = document.querySelector(sel).getBoundingClientRect();
          return { x: r.x + window.scrollX, y: r.y + window.scrollY, w: r.width, h: r.height };
        }, sel);
        const boardAt = () => at('#board');
        await b.page.goto(url('two', '&m=L@a1_L@b1_M@a2_M@b2'));
        await settled(b.page, 'four moves played');
        const before = await boardAt();
        const statusBefore = await at('#status');
        assert.equal(await b.page.locator('#review-end').count(), 0, 'no offer while the game goes on');
        // Orange completes the line a1–a3 on the board.
        await b.page.click('[data-reserve="1S"]');
        await b.page.click('#board [data-square="a3"]');
        await b.page.waitForSelector('#review-end');
        await settled(b.page, 'the game over');
        // In one column the status above the board keeps room for the result's two lines.
        assert.deepEqual(await boardAt(), before, 'the board did not move when the game ended');
        if (vp.width < 900) assert.equal((await at('#status')).h, statusBefore.h, 'the status kept its height');
        await b.page.evaluate(() => window.scrollTo(0, 0));
        assertInside((await boxes(b.page, ['#review-end']))['#review-end'], vp, 'the review\'s offer');
        assert.equal(await b.page.locator('#review-toggle').count(), 0, 'the review offered once');
        await b.page.click('#review-end');
        await b.page.waitForSelector('#review-progress[data-state="complete"]');
        assert.deepEqual(await boardAt(), before, 'nor when the review opened');
        assert.equal(await b.page.getAttribute('#review-toggle', 'aria-expanded'), 'true', 'the line\'s button closes it');
        assert.equal(await b.page.locator('#review-end').count(), 0, 'the offer gone while the review is open');
        assert.match(await b.page.textContent('#last-move'), /S@a3/, 'the last move said again in its place');
        await b.page.click('#review-toggle');
        await b.page.waitForSelector('#review-end');
        assert.deepEqual(await boardAt(), before, 'nor when it closed');
        assertNoErrors(t, b);
      });
    });
  }

  // A game against the computer on a phone: the status above the board changes every turn
  // (your move, the computer thinking, with the value when hints are on), and the board stays
  // put through all of it. Before, "Your move (Orange)" took one line and "The computer (Blue)
  // is thinking…" two, and the board went 17 px down and back with every move.
  for (const hints of [false, true]) {
    it(`the board stays put through turns against the computer on a phone${hints ? ', hints on' : ''}`, TEST, async (t) => {
      for (const lang of ['en-GB', 'zh-TW']) {
        await withBrowser({ locale: lang, viewport: { width: 360, height: 740 } }, async (b) => {
          await b.page.goto(url('play', '&side=1&level=easy'));
          await settled(b.page, 'play');
          if (hints) await b.page.click('#hints');
          // Every status shown and where the board was then, as the page changes.
          await b.page.evaluate(() => {
            window.seen = [];
            const note = () => {
              const r = document.querySelector('#board')?.getBoundingClientRect();
              const status = document.querySelector('#status')?.textContent;
              if (r && status) window.seen.push({ status, y: r.y + window.scrollY });
            };
            note();
            new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
          });
          for (let turn = 0; turn < 3; turn += 1) {
            const before = await b.page.evaluate(() => document.querySelectorAll('#line li').length);
            await b.page.click('#moves button.mv');
            // The computer's reply, then the player's turn again (or the game's end).
            await b.page.waitForFunction((n) => document.querySelectorAll('#line li').length >= n + 2 || document.querySelector('#status.over'), before, { timeout: SETTLE_MS });
            await settled(b.page, `${lang} turn ${turn + 1}`);
            if (await b.page.locator('#status.over').count()) break;
          }
          const seen = await b.page.evaluate(() => window.seen);
          const statuses = [...new Set(seen.map((s) => s.status))];
          const thinking = lang === 'en-GB' ? 'is thinking' : '思考中';
          assert.ok(statuses.some((s) => s.includes(thinking)), `${lang}: the computer's thinking was seen: ${statuses.join(' | ')}`);
          const ys = [...new Set(seen.map((s) => s.y))];
          assert.deepEqual(ys, [seen[0].y], `${lang}: the board stayed at one height through ${statuses.join(' | ')}`);
          assertNoErrors(t, b);
        });
      }
    });
  }

  // The puzzle page in the same columns: what to do, the board between the reserves and the
  // controls in view, the hints where the button that asks for them is; the board where it will
  // be before the puzzle comes.
  for (const vp of [
    { width: 1280, height: 800 },
    { width: 1366, height: 768 },
    { width: 360, height: 740 },
    { width: 768, height: 1024 },
  ]) {
    it(`the puzzle page: the board, the solver’s reserve and the hints seen at ${vp.width}×${vp.height}`, TEST, async (t) => {
      const desktop = vp.width >= 900;
      for (const lang of ['en-GB', 'zh-TW']) {
        await withBrowser({ locale: lang, viewport: vp }, async (b) => {
          // The puzzle file held back: the empty board drawn while it loads stands where the
          // puzzle's will, so nothing moves when it comes.
          let release;
          const held = new Promise((r) => { release = r; });
          await b.page.route('**/puzzles.json', async (route) => { await held; await route.continue(); });
          await b.page.goto(url('puzzles', '&n=1'));
          const sel = {
            status: '#puzzle-status',
            board: '#puzzle-grid',
            theirs: '#puzzle > .reserve:first-child',
            mine: '#puzzle > .reserve:last-child',
            controls: '.page-puzzles .controls',
            intro: '.page-puzzles .intro',
          };
          await b.page.waitForSelector('#puzzle.waiting #puzzle-grid', { timeout: SETTLE_MS });
          const still = [sel.board, sel.theirs, sel.mine];
          const waiting = await boxes(b.page, still);
          release();
          await b.page.waitForSelector('#puzzle-status[data-state="turn"]', { timeout: SETTLE_MS });
          const loaded = await boxes(b.page, still);
          for (const s of still) {
            for (const k of ['x', 'y', 'w', 'h']) assert.ok(Math.abs(waiting[s][k] - loaded[s][k]) <= 0.5, `${lang}: ${s} stays put as the puzzle comes: ${JSON.stringify([waiting[s], loaded[s]])}`);
          }
          const got = await boxes(b.page, Object.values(sel));
          const box = (k) => got[sel[k]];
          for (const k of ['status', 'board', 'theirs', 'mine']) assertInside(box(k), vp, `${lang}: ${k}`);
          if (desktop) {
            assertInside(box('controls'), vp, `${lang}: the controls`);
            assert.ok(box('intro').x >= box('board').x + box('board').w, `${lang}: the panel beside the board`);
          } else {
            assert.ok(box('intro').y >= box('controls').y + box('controls').h, `${lang}: the panel under the controls`);
          }
          await b.page.click('#puzzle-hint');
          await b.page.waitForSelector('#puzzle-hints li', { timeout: SETTLE_MS });
          const hints = (await boxes(b.page, ['#puzzle-hints', sel.intro, sel.controls, sel.board]));
          if (desktop) {
            assertInside(hints['#puzzle-hints'], vp, `${lang}: the hints`);
            assert.ok(hints['#puzzle-hints'].x >= hints[sel.board].x + hints[sel.board].w, `${lang}: the hints beside the board`);
            // The move the hint warns of, played: the buttons a failure offers are in view.
            const losing = (await b.page.textContent('#puzzle-hints li')).split(/[:：]/)[0];
            await b.page.click('#puzzle-notation summary');
            await b.page.click(`#puzzle-moves button:text-is("${losing}")`);
            await b.page.waitForSelector('#puzzle-status[data-state="failed"]', { timeout: SETTLE_MS });
            const after = await boxes(b.page, ['#puzzle-retry', '#puzzle-solution', sel.board, sel.mine]);
            for (const [s, drawn] of Object.entries(after)) assertInside(drawn, vp, `${lang}, after a failure: ${s}`);
          } else {
            // Right under the controls, before the rest of the panel.
            const below = hints['#puzzle-hints'].y - (hints[sel.controls].y + hints[sel.controls].h);
            assert.ok(below >= 0 && below < 60, `${lang}: the hints right under the controls (${below} px)`);
            assert.ok(hints['#puzzle-hints'].y < hints[sel.intro].y, `${lang}: the hints before the intro`);
          }
          assert.ok((await overflow(b.page)) <= 0, `${lang}: nothing wider than the window`);
          assertNoErrors(t, b);
        });
      }
    });
  }

  // The puzzle page held sideways: what is said heads the column beside the board with the
  // controls under it, and scrolled to the board both reserves, the board, the status and the
  // controls are in the window; a nudge (a square tapped before a piece is picked up) is said
  // beside the board and moves nothing; after a failed move what it says and the buttons that
  // answer it (Try again, Show solution) are in the window beside the board, which stays put.
  // Before, one column put a three-line status above the board and the board below an 800×360
  // window; then the controls under the board were a scroll away.
  for (const vp of [
    { width: 568, height: 320 },
    { width: 667, height: 375 },
    { width: 800, height: 360 },
    { width: 915, height: 412 },
  ]) {
    it(`the puzzle page held sideways at ${vp.width}×${vp.height}`, TEST, async (t) => {
      for (const lang of ['en-GB', 'zh-TW']) {
        await withBrowser({ locale: lang, viewport: vp, isMobile: true, hasTouch: true }, async (b) => {
          await b.page.goto(url('puzzles', '&n=1'));
          await b.page.waitForSelector('#puzzle-status[data-state="turn"]', { timeout: SETTLE_MS });
          const what = `${lang} ${vp.width}×${vp.height}`;
          const sel = ['#puzzle-status', '#puzzle-grid', '#puzzle > .reserve:first-child', '#puzzle > .reserve:last-child', '.page-puzzles .controls'];
          // Scrolled to the top of the board's reserves or the status beside them.
          const top = await b.page.evaluate(() => Math.min(
            ...['#puzzle > .reserve:first-child', '#puzzle-status'].map((s) => document.querySelector(s).getBoundingClientRect().top),
          ) + window.scrollY);
          await b.page.evaluate((y) => window.scrollTo(0, y), top - 4);
          const got = await boxes(b.page, sel);
          const [status, board, theirs, mine, controls] = sel.map((k) => got[k]);
          for (const [k, box] of [['their reserve', theirs], ['the board', board], ['the solver\'s reserve', mine], ['the status', status]]) {
            assertInside(box, vp, `${what}, scrolled to the board: ${k}`);
          }
          assert.ok(status.x >= board.x + board.w, `${what}: the status beside the board`);
          assertInside(controls, vp, `${what}, scrolled to the board: the controls`);
          assert.ok(controls.x >= board.x + board.w, `${what}: the controls beside the board`);
          assert.ok(controls.y >= status.y + status.h, `${what}: the controls under the status`);
          assert.ok((await overflow(b.page)) <= 0, `${what}: nothing wider than the window`);
          // A nudge, said beside the board; nothing moves.
          const empty = await b.page.$$eval('#puzzle-grid .sq', (sqs) => sqs.find((q) => !q.querySelector('.piece'))?.dataset.square);
          await b.page.click(`#puzzle-grid [data-square="${empty}"]`);
          await b.page.waitForFunction(() => document.querySelector('#puzzle-nudge')?.textContent !== '', null, { timeout: SETTLE_MS });
          const after = await boxes(b.page, [...sel, '#puzzle-nudge']);
          assert.deepEqual(after['#puzzle-grid'], board, `${what}: the board stays put when the nudge is said`);
          assertInside(after['#puzzle-nudge'], vp, `${what}: the nudge`);
          assert.ok(after['#puzzle-nudge'].x >= board.x + board.w, `${what}: the nudge beside the board`);
          // A move that lets the win slip: the failure and its answers beside the board.
          await playPuzzleMove(b.page, probe([puzzleSet().puzzles[0].position]).moves.find((m) => !m.desc.startsWith('win')).move);
          await b.page.waitForSelector('#puzzle-status[data-state="failed"]', { timeout: SETTLE_MS });
          const failed = await boxes(b.page, [...sel, '#puzzle-retry', '#puzzle-solution']);
          assert.deepEqual(failed['#puzzle-grid'], board, `${what}: the board stays put after a failure`);
          for (const k of ['#puzzle-status', '#puzzle-retry', '#puzzle-solution']) {
            assertInside(failed[k], vp, `${what}, after a failure: ${k}`);
            assert.ok(failed[k].x >= board.x + board.w, `${what}, after a failure: ${k} beside the board`);
          }
          assertNoErrors(t, b);
        });
      }
    });
  }

  // The learn page held sideways: scrolled to the step, the board with both hands and whose
  // turn it is fill the window beside the step's words, where the window is wide enough
  // (800 and 915 px) Previous, Reset and Next too, and at every size those three in one row.
  // Before, the step ran about 30 px past an 800×360 window and a 667 px wide one stacked it
  // under the words; then at 667 px the three took two rows, Next the farther down.
  for (const [vp, controls] of [
    [{ width: 667, height: 375 }, false],
    [{ width: 800, height: 360 }, true],
    [{ width: 915, height: 412 }, true],
  ]) {
    it(`the learn page held sideways at ${vp.width}×${vp.height}`, TEST, async (t) => {
      for (const lang of ['en-GB', 'zh-TW']) {
        await withBrowser({ locale: lang, viewport: vp, isMobile: true, hasTouch: true }, async (b) => {
          await b.page.goto(url('learn'));
          await b.page.waitForSelector('.learn-board .learn-sq', { timeout: SETTLE_MS });
          const what = `${lang} ${vp.width}×${vp.height}`;
          await b.page.evaluate(() => window.scrollTo(0, document.querySelector('.learn-step').getBoundingClientRect().top + window.scrollY));
          const seen = ['.learn-board', '.learn-hand.p2', '.learn-hand.p1', '.learn-turn', ...(controls ? ['.learn-controls'] : [])];
          const got = await boxes(b.page, ['.learn-text', ...seen]);
          for (const k of seen) assertInside(got[k], vp, `${what}, scrolled to the step: ${k}`);
          const tops = await b.page.$$eval('.learn-controls button', (bs) => bs.map((x) => Math.round(x.getBoundingClientRect().top)));
          assert.ok(tops.length === 3 && tops.every((y) => y === tops[0]), `${what}: Previous, Reset and Next in one row (tops ${tops})`);
          assert.ok(got['.learn-board'].x >= got['.learn-text'].x + got['.learn-text'].w, `${what}: the board beside the words`);
          const square = await b.page.$eval('.learn-board .learn-sq', (q) => q.getBoundingClientRect().width);
          assert.ok(square >= 44, `${what}: squares of at least 44 px (${square})`);
          assert.ok((await overflow(b.page)) <= 0, `${what}: nothing wider than the window`);
          assertNoErrors(t, b);
        });
      }
    });
  }

  // Held sideways, the header is one line: the title, Start here and the language buttons side
  // by side (the subtitle left out), on a page drawn at build time and on one the module draws.
  // Before, the language buttons took a second line: the title and the tabs were half of a
  // 667×375 window.
  for (const vp of [
    { width: 568, height: 320 },
    { width: 667, height: 375 },
    { width: 915, height: 412 },
  ]) {
    it(`the header held sideways at ${vp.width}×${vp.height} is one line`, TEST, async (t) => {
      for (const lang of ['en-GB', 'zh-TW']) {
        await withBrowser({ locale: lang, viewport: vp, isMobile: true, hasTouch: true }, async (b) => {
          for (const address of [BASE, url('puzzles')]) {
            await b.page.goto(address);
            await started(b.page);
            const what = `${lang} ${vp.width}×${vp.height} ${address}`;
            const head = await b.page.evaluate(() => {
              const top = document.querySelector('header.top');
              const box = (s) => top.querySelector(s).getBoundingClientRect();
              return {
                centres: ['h1', '#welcome-open', '.langs'].map((s) => box(s).top + box(s).height / 2),
                sub: top.querySelector('h1 .sub').getBoundingClientRect().width,
                tabs: document.querySelector('.tabs').getBoundingClientRect().top,
                langs: box('.langs').bottom,
              };
            });
            assert.ok(Math.max(...head.centres) - Math.min(...head.centres) < 4, `${what}: the title, Start here and the languages on one line: ${JSON.stringify(head)}`);
            assert.equal(head.sub, 0, `${what}: no subtitle`);
            assert.ok(head.tabs >= head.langs, `${what}: the tabs under the header`);
            assert.ok((await overflow(b.page)) <= 0, `${what}: nothing wider than the window`);
          }
          assertNoErrors(t, b);
        });
      }
    });
  }

  for (const vp of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    it(`every square is square and keeps its size as pieces arrive; the sizes tell apart at ${vp.width} px`, TEST, async (t) => {
      // Without motion: the piece just moved drops into place, scaled, for a fifth of a second.
      await withBrowser({ locale: 'en-GB', viewport: vp, reducedMotion: 'reduce' }, async (b) => {
        await b.page.goto(url('explore'));
        await settled(b.page);
        const before = await squareSizes(b.page);
        assert.equal(before.length, 9);
        // A large, a small and a medium arrive (the test's table is played without covering:
        // stacks are drawn by the same squares, checked by the app's own tests and screenshots).
        await b.page.goto(url('explore', '&m=L@b2_S@a1_M@c3'));
        await settled(b.page, 'after three moves');
        const after = await squareSizes(b.page);
        for (const [i, [w, h]] of [...before, ...after].entries()) {
          assert.ok(Math.abs(w - h) <= 1, `square ${i % 9} is square (${w}×${h})`);
          assert.ok(Math.abs(w - before[0][0]) <= 1 && Math.abs(h - before[0][1]) <= 1, `square ${i % 9} keeps its size: ${w}×${h} against ${before[0]}`);
        }
        // Three sizes distinct at a glance: each at least a third larger than the next.
        const sizes = await b.page.evaluate(() => {
          const w = (sq) => document.querySelector(`[data-square="${sq}"] .piece.top`).getBoundingClientRect().width;
          return { small: w('a1'), medium: w('c3'), large: w('b2') };
        });
        assert.ok(sizes.large > 2 * sizes.small, `a large piece is more than twice a small one: ${JSON.stringify(sizes)}`);
        assert.ok(sizes.medium > 1.3 * sizes.small && sizes.large > 1.3 * sizes.medium, `each size a third larger than the next: ${JSON.stringify(sizes)}`);
        assertNoErrors(t, b);
      });
    });
  }

  it('no tap target is under 44 × 44 px on the 360 px layout', TEST, async (t) => {
    await withBrowser({ locale: 'en-GB', viewport: { width: 360, height: 740 } }, async (b) => {
      for (const [p, query] of [
        ['explore', '&m=L@b2_S@a1_M@c3,1.M@a1&line=1'],
        ['play', '&side=1&m=L@b2_S@a1&review=1'],
        ['two', '&m=L@b2'],
        ['puzzles', '&n=1'],
      ]) {
        await b.page.goto(url(p, query));
        if (p === 'puzzles') await b.page.waitForSelector('#puzzle-status[data-state="turn"]', { timeout: SETTLE_MS });
        else await settled(b.page, `${p}${query}`);
        const small = await b.page.evaluate(() =>
          [...document.querySelectorAll('button, .tabs a, select, summary, input[type=checkbox]')]
            .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
            .map((el) => {
              const r = el.getBoundingClientRect();
              return { what: el.id || el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30), w: Math.round(r.width), h: Math.round(r.height) };
            })
            .filter((x) => x.w < 44 || x.h < 44),
        );
        assert.deepEqual(small, [], `${p}: every control at least 44 × 44 px`);
      }
      assertNoErrors(t, b);
    });
  });

  it('on a phone the tab row fades where it goes on, and opens at the page shown', TEST, async (t) => {
    await withBrowser({ locale: 'en-GB', viewport: { width: 360, height: 740 } }, async (b) => {
      const row = () => b.page.evaluate(() => {
        const ul = document.querySelector('.tabs ul');
        const style = getComputedStyle(ul);
        const cur = ul.querySelector('a[aria-current="page"]').getBoundingClientRect();
        const box = ul.getBoundingClientRect();
        return {
          clear: cur.left >= box.left + parseFloat(style.getPropertyValue('--tabs-fade-start')) - 0.5
            && cur.right <= box.right - parseFloat(style.getPropertyValue('--tabs-fade-end')) + 0.5,
          overflows: ul.scrollWidth > ul.clientWidth,
          start: style.getPropertyValue('--tabs-fade-start').trim(),
          end: style.getPropertyValue('--tabs-fade-end').trim(),
          current: { x: cur.x, y: cur.y, w: cur.width, h: cur.height },
        };
      });
      const rem = await b.page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
      const fade = `${3 * rem}px`;
      await b.page.goto(url('explore'));
      await settled(b.page, 'explore');
      let r = await row();
      assert.ok(r.overflows, 'the nine tabs do not fit 360 px');
      assert.deepEqual([r.start, r.end], ['0px', fade], 'at the start only the far end fades');
      assertInside(r.current, { width: 360, height: 740 }, 'the current tab');
      assert.ok(r.clear, `the current tab is clear of the fades: ${JSON.stringify(r)}`);
      await b.page.evaluate(() => {
        const ul = document.querySelector('.tabs ul');
        ul.scrollLeft = ul.scrollWidth;
      });
      await b.page.waitForFunction(
        () => getComputedStyle(document.querySelector('.tabs ul')).getPropertyValue('--tabs-fade-end').trim() === '0px',
      );
      r = await row();
      assert.deepEqual([r.start, r.end], [fade, '0px'], 'scrolled to the end only the near end fades');
      // A page whose tab is beyond the edge opens with the row scrolled to it, clear of the fade.
      for (const p of ['play', 'gobbler', 'offline']) {
        await b.page.goto(url(p));
        await b.page.waitForSelector(`.tabs a[aria-current="page"][data-nav="${p}"]`);
        r = await row();
        assertInside(r.current, { width: 360, height: 740 }, `the ${p} tab on its page`);
        assert.ok(r.clear, `the ${p} tab is clear of the fades: ${JSON.stringify(r)}`);
      }
      assertNoErrors(t, b);
    });
  });

  // One test per language, theme and width: each is three page loads, well inside the suite's
  // bound even on a loaded machine (the 16 loads in one test once ran past it).
  for (const [lang, scheme] of [
    ['en-GB', 'light'],
    ['zh-TW', 'dark'],
  ]) {
    for (const width of [360, 768, 1280, 1920]) {
      it(`screenshots of every game page at ${width} px, ${lang}, ${scheme}`, TEST, async (t) => {
        const height = width === 360 ? 740 : width === 768 ? 1024 : width === 1280 ? 800 : 1080;
        const shots = [];
        await withBrowser({ locale: lang, viewport: { width, height }, colorScheme: scheme }, async (b) => {
          for (const p of GAME_PAGES) {
            await b.page.goto(url(p, '&m=L@b2_S@a1_M@c3'));
            await settled(b.page, `${p} at ${width}`);
            assert.ok((await overflow(b.page)) <= 0, `${p} at ${width}: nothing wider than the window`);
            const name = `layout-${p}-${nameOf(BASE)}-${lang}-${scheme}-${width}.png`;
            await screenshot(b.page, name);
            shots.push(name);
          }
          assertNoErrors(t, b);
        });
        t.diagnostic(`screenshots: ${shots.join(', ')}`);
      });
    }
  }
});
