// The game pages in a real browser: playing the computer (every level's moves checked against
// `shard-tool probe`), two players, hints, undo, repetition, the best line, the languages and
// keyboard play. Environment: see common.mjs. The table is `--cover off`: P1 wins in 9.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { URLS, DESKTOP, PHONE, TEST, openBrowser, withBrowser, seedFor } from './common.mjs';
import { probe, read, settled, assertNoErrors, screenshot, nameOf, NAME, valueWords } from './game.mjs';

const base = URLS[0];

/** The line of moves the page shows (from its line list). */
async function lineOf(page) {
  return page.$$eval('#line button[data-ply]', (bs) =>
    bs.filter((b) => b.dataset.ply !== '0').map((b) => b.textContent.replace(/^\d+\.\s*/, '').trim()),
  );
}

/** Waits until the computer has moved (or the game is over) and the values are in. */
async function humansTurn(page) {
  await page.waitForFunction(
    () => {
      const tb = document.querySelector('#tb')?.dataset.state;
      const moves = document.querySelectorAll('#moves .mv').length;
      const over = document.querySelector('#status')?.classList.contains('over');
      return tb === 'ready' && (over || moves > 0);
    },
    null,
    { polling: 50 },
  );
}

/** The probe's best value (the first listed) and every move sharing it. */
function bestMoves(moves) {
  const p = probe(moves);
  const best = p.moves[0]?.desc;
  return { best, set: new Set(p.moves.filter((m) => m.desc === best).map((m) => m.move)), p };
}

describe('play the computer', () => {
  test('Perfect as P1 wins the start by a fastest line whatever the human plays', TEST, async (t) => {
    await withBrowser({}, async (b) => {
      const { page } = b;
      await page.goto(`${base}?page=play&side=2&level=perfect`);
      await humansTurn(page);
      // The level's one-line description is shown.
      assert.match(await page.textContent('#level-about'), /^Perfect: /);
      let plies = 0;
      for (;;) {
        const line = await lineOf(page);
        // Every computer move so far was a best move (fastest win) in its position.
        for (let i = plies; i < line.length; i++) {
          if (i % 2 === 0) {
            const { best, set } = bestMoves(line.slice(0, i));
            assert.ok(set.has(line[i]), `ply ${i + 1}: ${line[i]} is not a best move (${best}: ${[...set]})`);
            assert.match(best, /^win /, `P1 wins at ply ${i + 1}`);
          }
        }
        plies = line.length;
        const s = await read(page);
        if (s.moves.length === 0) break;
        // Values are hidden without hints: no labels, no colours.
        assert.ok(s.moves.every((m) => m.cls.length === 0 && m.label === null), 'no values without hints');
        // The human plays the move that resists longest half the time, else the first listed.
        const { p } = bestMoves(line);
        const pick = plies % 4 === 1 ? p.moves[0].move : s.moves[0].move;
        await page.click(`#moves [data-move="${pick}"]`);
        await humansTurn(page);
      }
      // The start's value from the probe: P1 wins in n, so Perfect as P1 ends it within n plies.
      const start = /^win (\d+)$/.exec(probe([]).value);
      assert.ok(start, `the probe says P1 wins the start (${probe([]).value})`);
      const n = Number(start[1]);
      assert.ok(plies <= n, `the perfect computer won within ${n} plies (took ${plies})`);
      assert.match(await page.textContent('#status'), /^The computer wins\. Orange wins with the line /);
      assertNoErrors(t, b);
    });
  });

  test('every level plays legal moves, Easy and Medium are beatable, undo returns to the human', TEST, async (t) => {
    await withBrowser({}, async (b) => {
      const { page } = b;
      // The human (P1) plays perfectly against Easy: P1 wins in 9 from the start. Easy's choices
      // draw from the page's Math.random, seeded here so that a run replays.
      await page.addInitScript((seed) => {
        let s = seed;
        Math.random = () => {
          s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
          return s / 2 ** 32;
        };
      }, seedFor(81));
      await page.goto(`${base}?page=play&side=1&level=easy`);
      await settled(page);
      for (let guard = 0; guard < 20; guard++) {
        const line = await lineOf(page);
        const s = await read(page);
        if (s.moves.length === 0) break;
        const { p } = bestMoves(line);
        await page.click(`#moves [data-move="${p.moves[0].move}"]`);
        await humansTurn(page);
        const after = await lineOf(page);
        if (after.length > line.length + 1) {
          // The computer's reply is legal there (the probe lists it).
          const reply = after[line.length + 1];
          assert.ok(probe(after.slice(0, line.length + 1)).moves.some((m) => m.move === reply), `${reply} legal`);
        }
      }
      // Three in a row, or Blue left without a legal move (the rules' other way to lose).
      assert.match(await page.textContent('#status'), /^You win! (Blue has no legal move: )?Orange wins/);
      // Undo from a finished game: back to the human's last turn (P1 to move).
      await page.click('#undo');
      await humansTurn(page);
      const s = await read(page);
      assert.match(s.status, /^Your move \(Orange\)/);
      // Hints show the true values (equal to the probe's).
      await page.click('#hints');
      const line = (await lineOf(page)).slice(0, Number(new URL(page.url()).searchParams.get('ply') ?? 99));
      const p = probe(line);
      const shownNow = await read(page);
      assert.deepEqual(shownNow.moves.map((m) => m.label), p.moves.map((m) => m.label), 'hints equal the probe');
      // Switching level keeps the game; the URL says it.
      await page.click('[data-level="hard"]');
      assert.equal(new URL(page.url()).searchParams.get('level'), 'hard');
      assert.match(await page.textContent('#level-about'), /^Hard: /);
      assertNoErrors(t, b);
    });
  });
});

describe('two players', () => {
  test('both sides play by clicks, values only with hints, the third repetition draws', TEST, async (t) => {
    await withBrowser({}, async (b) => {
      const { page } = b;
      await page.goto(`${base}?page=two`);
      await settled(page);
      assert.equal(await page.textContent('#status'), 'Orange to move');
      // Larges shuttle between two squares each: the position after ply 2 recurs at 6 and 10.
      const shuttle = ['L@a3', 'L@c1', 'a3-b3', 'c1-b1', 'b3-a3', 'b1-c1', 'a3-b3', 'c1-b1', 'b3-a3', 'b1-c1'];
      for (const [i, mv] of shuttle.entries()) {
        const side = i % 2 === 0 ? '1' : '2';
        const place = /^L@(..)$/.exec(mv);
        if (place) {
          await page.click(`[data-reserve="${side}L"]`);
          await page.click(`#board [data-square="${place[1]}"]`);
        } else {
          await page.click(`#board [data-square="${mv.slice(0, 2)}"]`);
          await page.click(`#board [data-square="${mv.slice(3)}"]`);
        }
        const s = await read(page);
        assert.ok(Object.values(s.squares).every((q) => q.label === null), 'no values without hints');
      }
      assert.equal(await page.textContent('#status'), 'draw: the position occurred for the third time');
      assert.deepEqual(await lineOf(page), shuttle);
      // Hints on: values appear (one ply back, where the game goes on).
      await page.click('#undo');
      await page.click('#hints');
      await settled(page);
      const s = await read(page);
      const p = probe(shuttle.slice(0, 9));
      assert.deepEqual(s.moves.map((m) => m.label), p.moves.map((m) => m.label));
      await page.click('#new-game');
      assert.deepEqual(await lineOf(page), []);
      assertNoErrors(t, b);
    });
  });
});

describe('the explorer extras', () => {
  test('the best line is written out from the probe\'s best moves and can be copied', TEST, async (t) => {
    await withBrowser({ permissions: ['clipboard-read', 'clipboard-write'] }, async (b) => {
      const { page } = b;
      await page.goto(`${base}?m=S@b2`);
      await settled(page);
      await page.click('#best-line');
      await page.waitForFunction(() => !/fetching/.test(document.querySelector('#best-line-text')?.textContent ?? 'fetching'));
      const text = await page.textContent('#best-line-text');
      const lines = text.split('\n');
      assert.match(lines[0], /^Best line from /);
      const start = probe(['S@b2']);
      assert.equal(lines[1], `${NAME[start.side]} to move: ${valueWords(start.value, start.side)}`);
      // Each move is a best move where it is played, with the probe's value.
      const played = ['S@b2'];
      for (const l of lines.slice(2)) {
        const m = /^(\d+)\. (Orange|Blue) (\S+) — (.+)$/.exec(l);
        assert.ok(m, `line ${JSON.stringify(l)}`);
        const p = probe(played);
        assert.equal(m[2], NAME[p.side]);
        assert.ok(
          p.moves.some((x) => x.move === m[3] && x.desc === p.moves[0].desc),
          `${m[3]} is a best move after [${played.join(' ')}] (${p.moves[0].desc})`,
        );
        assert.equal(m[4], p.moves[0].words);
        played.push(m[3]);
      }
      assert.equal(probe(played).moves.length, 0, 'the line ends the game');
      await page.click('[data-copy="best-line-text"]');
      await page.waitForFunction(() => document.querySelector('[data-copy]')?.textContent === 'Copied');
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);
      assertNoErrors(t, b);
    });
  });

  test('play from here and edit here carry the position', TEST, async (t) => {
    await withBrowser({}, async (b) => {
      const { page } = b;
      await page.goto(`${base}?m=S@b2_M@a1`);
      await settled(page);
      const board = (await read(page)).board;
      await page.click('#play-here');
      await humansTurn(page);
      const u = new URL(page.url());
      assert.equal(u.searchParams.get('page'), 'play');
      assert.equal(u.searchParams.get('side'), '1');
      assert.equal((await read(page)).board, board);
      await page.goBack();
      await settled(page);
      assert.equal(new URL(page.url()).searchParams.get('page'), null);
      assertNoErrors(t, b);
    });
  });
});

describe('languages and keyboard', () => {
  test('the browser language picks 繁體中文; the switch is remembered across reloads', TEST, async (t) => {
    await withBrowser({ locale: 'zh-TW' }, async (b) => {
      const { page } = b;
      await page.goto(base);
      await settled(page);
      assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hant');
      const start = probe([]).value;
      assert.match(start, /^win \d+$/, 'the probe says P1 wins the start');
      assert.equal(await page.textContent('#status'), `輪到橘方 — ${valueWords(start, 'P1', 'zh')}`);
      assert.equal(await page.textContent('nav a[aria-current="page"]'), '探索');
      // Every label on the move list is Chinese.
      const labels = await page.$$eval('#moves .val', (vs) => vs.map((v) => v.textContent));
      assert.ok(labels.length > 0 && labels.every((l) => /^(勝|負)\d+$|^和$/.test(l)), labels.join(' '));
      for (const [size, vp] of [['desktop', DESKTOP], ['phone', PHONE]]) {
        await page.setViewportSize(vp);
        for (const p of ['', '?page=play', '?page=two']) {
          await page.goto(`${base}${p}`);
          await settled(page);
          const name = p ? p.slice(6) : 'explore';
          await screenshot(page, `${name}-zh-${size}-${nameOf(base)}.png`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.ok(overflow <= 0, `${name} overflows by ${overflow} px at ${size}`);
        }
      }
      await page.click('[data-lang="en"]');
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      await page.reload();
      await settled(page);
      assert.equal(await page.getAttribute('html', 'lang'), 'en', 'the choice is remembered');
      assertNoErrors(t, b);
    });
    await withBrowser({ locale: 'en-US' }, async (b) => {
      const { page } = b;
      await page.goto(base);
      await settled(page);
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      for (const [size, vp] of [['desktop', DESKTOP], ['phone', PHONE]]) {
        await page.setViewportSize(vp);
        for (const p of ['', '?page=play', '?page=two']) {
          await page.goto(`${base}${p}`);
          await settled(page);
          await screenshot(page, `${p ? p.slice(6) : 'explore'}-en-${size}-${nameOf(base)}.png`);
        }
      }
      assertNoErrors(t, b);
    });
  });

  test('a whole move with the keyboard alone; arrows walk the board; H toggles hints', TEST, async (t) => {
    await withBrowser({}, async (b) => {
      const { page } = b;
      await page.goto(`${base}?page=two`);
      await settled(page);
      // Tab from the top of the page reaches P1's reserve (one stop), → → its large piece.
      await page.focus('[data-lang="en"]');
      let guard = 0;
      while ((await page.evaluate(() => document.activeElement?.closest('[data-roving]')?.id)) !== 'reserve-p1' && guard++ < 60) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.reserve), '1L', 'Tab reaches the reserve');
      await page.keyboard.press('Enter');
      assert.equal(await page.getAttribute('[data-reserve="1L"]', 'aria-pressed'), 'true');
      // Into the board: focus a1, then arrows: up to a2, right to b2.
      await page.focus('[data-square="a1"]');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.square), 'b2');
      await page.keyboard.press('Enter');
      assert.deepEqual(await lineOf(page), ['L@b2']);
      // The focus stays on the square after the redraw; the label says what is there.
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.square), 'b2');
      assert.match(await page.getAttribute('[data-square="b2"]', 'aria-label'), /^b2: Orange large/);
      // H shows the values.
      await page.focus('#undo');
      await page.keyboard.press('h');
      assert.equal(await page.getAttribute('#hints', 'aria-pressed'), 'true');
      await settled(page);
      assert.ok((await read(page)).moves.every((m) => m.label !== null));
      assertNoErrors(t, b);
    });
  });
});
