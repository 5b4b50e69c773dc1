// End-to-end tests of a game's history as a tree: looking back at a game against the computer
// never makes it move or loses a move, and variations are made, walked, promoted and deleted by
// clicks and keys, and kept across a reload and a shared link.
//
// `cargo xtask` builds the `--cover off` tablebase, builds the site, serves it and runs this
// file (environment: see common.mjs). The games come from `shard-tool probe`.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { URLS, DESKTOP, PHONE, TEST, withBrowser, screenshot } from './common.mjs';
import { probe, settled, assertNoErrors, bestLine, nameOf } from './game.mjs';

/** The game line as shown: the line's moves, and per move the variations offered after it. */
async function readLine(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#line li')].slice(1).map((li) => ({
      move: li.querySelector('button[data-ply]').textContent.replace(/^\d+\.\s*/, ''),
      current: li.querySelector('button[data-ply]').getAttribute('aria-current') === 'step',
      variations: [...li.querySelectorAll('button.variation')].map((b) => b.textContent.replace(/^\d+\.\s*/, '')),
    })),
  );
}

const moves = (line) => line.map((l) => l.move);
const param = (page, key) => new URL(page.url()).searchParams.get(key);

for (const base of URLS) {
  describe(`a game's history at ${base}`, () => {
    test('looking back at a game against the computer keeps every move; it moves only when asked', TEST, async (t) => {
      // Six plies of best play: P1 (the human) and P2 (the computer) alternate, the game goes on.
      const game = bestLine(6);
      assert.equal(game.length, 6);
      await withBrowser({ locale: 'en-GB', viewport: DESKTOP }, async (br) => {
        const { page } = br;
        await page.goto(`${base}?page=play&m=${game.join('_')}&side=1&level=hard&review=1`);
        await settled(page);
        assert.deepEqual(moves(await readLine(page)), game, 'the link opens the whole game');
        // Ply 3: the computer (P2) is to move there. It waits, and says so.
        for (const ply of [3, 1, 5, 0]) {
          await page.click(`#line button[data-ply="${ply}"]`);
          await page.waitForFunction((p) => document.querySelector(`#line button[data-ply="${p}"]`)?.getAttribute('aria-current') === 'step', ply);
          const computersTurn = ply % 2 === 1;
          assert.equal(await page.locator('#continue').count(), computersTurn ? 1 : 0, `Continue offered exactly at the computer's turn (ply ${ply})`);
          // Longer than the computer's pause: had it been asked, it would have moved by now.
          await page.waitForTimeout(1000);
          assert.deepEqual(moves(await readLine(page)), game, `every move kept after looking at ply ${ply}`);
          assert.equal(param(page, 'm'), game.join('_'), `the link keeps the game (ply ${ply})`);
          assert.equal(await page.locator('#redo').isDisabled(), false, 'Redo walks forward');
        }
        t.diagnostic(`screenshot ${await screenshot(page, `history-${nameOf(base)}-play-waits.png`)}`);
        // The review table's jump buttons look too.
        const jumps = await page.locator('#review-table button.jump').count();
        assert.ok(jumps >= 3, 'the review lists the moves');
        await page.locator('#review-table button.jump').nth(2).click();
        await page.waitForTimeout(1000);
        assert.deepEqual(moves(await readLine(page)), game, 'a jump from the review keeps the game');
        // The back button walks the positions viewed, without playing.
        await page.goBack();
        await page.waitForTimeout(1000);
        assert.deepEqual(moves(await readLine(page)), game, 'the back button keeps the game');

        // At ply 3, asked to, the computer moves: its move follows the line or makes a
        // variation; the old line stays.
        await page.click('#line button[data-ply="3"]');
        await page.click('#continue');
        await page.waitForFunction(() => document.querySelector('#line button[data-ply="4"]')?.getAttribute('aria-current') === 'step');
        const after = await readLine(page);
        if (after[3].move === game[3]) {
          assert.deepEqual(moves(after), game, 'the same move: the line goes on');
        } else {
          assert.deepEqual(moves(after).slice(0, 3), game.slice(0, 3));
          assert.deepEqual(after[3].variations, [game[3]], 'the old move is kept as a variation');
        }
        t.diagnostic(`the computer played ${after[3].move} where the game had ${game[3]}`);
        assertNoErrors(t, br);
      });
    });

    test('variations by clicks and keys: made, walked, promoted, deleted, kept by a reload and a link', TEST, async (t) => {
      const main = bestLine(3);
      // Another move at ply 1 (P2's first): the last one the probe lists.
      const others = probe(main.slice(0, 1)).moves.map((m) => m.move).filter((m) => m !== main[1]);
      const other = others[others.length - 1];
      await withBrowser({ locale: 'en-GB', viewport: DESKTOP }, async (br) => {
        const { page } = br;
        await page.goto(`${base}?m=${main.join('_')}`);
        await settled(page);
        await page.click('#line button[data-ply="1"]');
        await settled(page);
        await page.click(`#moves button.mv[data-move="${other}"]`);
        await page.waitForFunction(() => document.querySelectorAll('#line li').length === 3);
        let line = await readLine(page);
        assert.deepEqual(moves(line), [main[0], other], 'the new move is shown');
        assert.deepEqual(line[1].variations, [main[1]], 'the old line is a variation after it');
        assert.equal(param(page, 'm'), `${main.join('_')},1.${other}`, 'the link writes both lines');
        assert.equal(param(page, 'line'), '1', 'and which is shown');
        // The last move is marked where it landed and said in words.
        const last = await page.evaluate(() => ({
          to: [...document.querySelectorAll('#board .sq.last-to')].map((b) => b.dataset.square),
          text: document.querySelector('#last-move')?.textContent,
        }));
        assert.deepEqual(last.to, [other.slice(-2)], 'the square the last move landed on');
        assert.equal(last.text, `Last move: 2. ${other} (Blue)`);

        // Kept across a reload and in a link opened elsewhere.
        const url = page.url();
        await page.reload();
        await settled(page);
        assert.deepEqual(await readLine(page), line, 'a reload keeps the tree');
        t.diagnostic(`screenshot ${await screenshot(page, `history-${nameOf(base)}-en-desktop.png`)}`);
        await withBrowser({ locale: 'zh-TW', viewport: PHONE, colorScheme: 'dark' }, async (other) => {
          await other.page.goto(url);
          await settled(other.page);
          assert.deepEqual(await readLine(other.page), line, 'a shared link opens the same tree');
          t.diagnostic(`screenshot ${await screenshot(other.page, `history-${nameOf(base)}-zh-phone-dark.png`)}`);
          assertNoErrors(t, other);
        });

        // ↑ / ↓ switch between the moves played at ply 1; ← → walk; Home / End.
        await page.focus('#line button[data-ply="2"]');
        await page.keyboard.press('ArrowDown');
        await page.waitForFunction(() => document.querySelectorAll('#line li').length === 4);
        assert.deepEqual(moves(await readLine(page)), main, '↓ shows the main line again');
        await page.keyboard.press('ArrowUp');
        await page.waitForFunction(() => document.querySelectorAll('#line li').length === 3);
        assert.deepEqual(moves(await readLine(page)), [main[0], other], '↑ back to the variation');
        await page.keyboard.press('Home');
        await page.waitForFunction(() => document.querySelector('#line button[data-ply="0"]')?.getAttribute('aria-current') === 'step');
        await page.keyboard.press('End');
        await page.waitForFunction(() => document.querySelector('#line button[data-ply="2"]')?.getAttribute('aria-current') === 'step');
        await page.keyboard.press('ArrowLeft');
        await page.waitForFunction(() => document.querySelector('#line button[data-ply="1"]')?.getAttribute('aria-current') === 'step');
        assert.deepEqual(moves(await readLine(page)), [main[0], other], '← only steps back');

        // Made the main line: the link lists it first.
        await page.click('#main-line');
        await page.waitForFunction(() => !document.querySelector('#main-line'));
        assert.equal(param(page, 'm'), `${main[0]}_${other},1.${main.slice(1).join('_')}`, 'promoted');
        // Clicking the variation opens the old line; deleting it leaves one line.
        await page.click('#line button.variation');
        await page.waitForFunction(() => document.querySelectorAll('#line li').length === 4);
        assert.deepEqual(moves(await readLine(page)), main);
        await page.click('#line button[data-ply="2"]');
        await page.click('#delete-here');
        await page.waitForFunction(() => document.querySelectorAll('#line button.variation').length === 0);
        line = await readLine(page);
        assert.deepEqual(moves(line), [main[0], other], 'the deleted line is gone, the other shown');
        assert.equal(param(page, 'm'), `${main[0]}_${other}`);
        assertNoErrors(t, br);
      });
    });
  });
}
