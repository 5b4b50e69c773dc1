// The Gobbler page's look back over the game: each turn of the record a button, and Start /
// Previous / Next / Back to the game (by clicks and by keys, the focus kept; ← → Home End off
// the board's squares). The board shown is the CLI's position after those turns; nothing is
// picked on it; the game goes on underneath (a step in the making is kept); both languages; at
// 360 and 1280 px in both themes a turn clicked at the foot of the page brings the board into
// view with what it shows and its buttons, 44 px targets on a phone, no axe violation; the record
// of a whole game reads in rounds (the Littles' turn, then the Gobblers' reply beside it, each on
// one line) at 320, 360 and 1280 px. The words
// come from the message table `RECORD` (`gobbler/web/src/i18n/{en,zh_hant}/page.rs`), so this
// file types in neither language.
// Environment: see common.mjs.

import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, PHONE, withBrowser, assertNoErrors, screenshot, overflow, LANGS } from './common.mjs';
import { buildCli, cli, FINDINGS_GAME as GAME, open, sq, position, gameText, playRounds, ANSWER, messageTable, fill, form } from './gobbler.mjs';

before(buildCli);

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const RECORD = { en: messageTable('en', 'page.rs', 'RECORD'), zh: messageTable('zh_hant', 'page.rs', 'RECORD') };
const NAV = '.gb-review-nav';
/** The review's buttons, in order. */
const [START, PREVIOUS, NEXT, NOW] = [1, 2, 3, 4].map((i) => `${NAV} button:nth-child(${i})`);

/** What the look back says for `n` of `played` turns. */
const said = (w, n, played) => (n === 0 ? fill(w.review_start[form(played)], played) : fill(w.review_after, n, played));

/** The record's turn that is marked as shown (1-based), or 0. */
const current = (page) =>
  page.$$eval('#gb-turns li button', (bs) => bs.findIndex((b) => b.getAttribute('aria-current') === 'step') + 1);

describe('the Gobbler page: looking back over the game', () => {
  for (const [lang, locale] of LANGS) {
    test(`each turn shows the board after it, the game goes on underneath (${locale})`, { timeout: 90_000 }, async (t) => {
      const w = RECORD[lang];
      await withBrowser({ locale }, async (b) => {
        const { page } = b;
        await open(page);
        const turns = await playRounds(page, 2);
        const live = await position(page);
        assert.equal(live, cli(turns.join('; ')).position);
        // A step in the making (the first Little the board offers, to its first target), then a
        // look back from the buttons under the record.
        const from = await page.$eval('.gb-sq:has(.gb-lit)', (e) => e.dataset.gbSq);
        await page.click(sq(from));
        const to = await page.$eval('.gb-sq.target', (e) => e.dataset.gbSq);
        await page.click(sq(to));
        await page.click(PREVIOUS);
        for (let n = turns.length - 1; n >= 0; n--) {
          if (n < turns.length - 1) await page.click(PREVIOUS);
          assert.equal(await page.textContent('#gb-review'), said(w, n, turns.length));
          assert.equal(await position(page), cli(turns.slice(0, n).join('; ')).position, `after ${n} turns`);
          assert.equal(await current(page), n, 'the record marks the turn shown');
        }
        assert.ok(await page.$eval(PREVIOUS, (e) => e.disabled), 'nothing before the start');
        // By keys: Enter on Next steps on, and the focus stays on Next.
        await page.focus(NEXT);
        for (const n of [1, 2]) {
          await page.keyboard.press('Enter');
          assert.equal(await position(page), cli(turns.slice(0, n).join('; ')).position, `Enter: after ${n}`);
          assert.equal(await page.evaluate(() => document.activeElement?.dataset.gb), 'review:next', 'the focus stays');
        }
        // Each turn of the record shows the board after it.
        for (const n of [3, 1]) {
          await page.click(`#gb-turns li:nth-child(${n}) button`);
          assert.equal(await position(page), cli(turns.slice(0, n).join('; ')).position, `turn ${n} clicked`);
          assert.equal(await page.textContent('#gb-review'), said(w, n, turns.length));
        }
        // Nothing is picked on a past board, and a click on it changes nothing.
        assert.equal(await page.$$eval('.gb-sq.movable, .gb-sq.target, .gb-sq.landing', (s) => s.length), 0);
        await page.click(sq('b2'));
        await page.click(sq('b3'));
        assert.equal(await position(page), cli(turns[0]).position);
        assert.equal(await gameText(page), turns.join('; '));
        // Next, to the end: the game as it stands, the step made before kept and drawn.
        await page.click(NEXT);
        assert.equal(await page.textContent('#gb-review'), said(w, 2, turns.length));
        await page.click(NOW);
        assert.equal(await page.$('#gb-review'), null);
        assert.equal(await position(page), live);
        assert.equal(await page.$$eval('.gb-arrow.step', (a) => a.length), 1, `the step ${from}-${to} is there again`);
        await page.click('[data-gb="end"]');
        await page.waitForFunction((n) => document.querySelectorAll('#gb-turns li').length === n, turns.length + 2, ANSWER);
        assert.equal((await gameText(page)).split('; ')[turns.length], `${from}-${to}`);
        assertNoErrors(t, b);
      });
    });
  }

  for (const [lang, locale] of LANGS) {
    test(`the record reads in rounds, each turn on one line, at 320, 360 and 1280 px (${locale})`, { timeout: 60_000 }, async (t) => {
      for (const viewport of [{ width: 320, height: 640 }, PHONE, DESKTOP]) {
        await withBrowser({ locale, viewport }, async (b) => {
          const { page } = b;
          await open(page, `&game=${encodeURIComponent(GAME)}`);
          const turns = await page.$$eval('#gb-turns li', (lis) =>
            lis.map((li) => {
              const button = li.querySelector('button');
              const text = document.createRange();
              text.selectNodeContents(button);
              const { x, y } = li.getBoundingClientRect();
              const lines = new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size;
              return { side: li.className, x, y, lines, fits: button.scrollWidth <= button.clientWidth };
            }),
          );
          const where = `${lang} ${viewport.width} px`;
          assert.equal(turns.length, GAME.split('; ').length, `${where}: every turn of the game`);
          for (const [i, turn] of turns.entries()) {
            const what = `${where}, turn ${i + 1}`;
            assert.equal(turn.side, i % 2 ? 'g' : 'l', `${what}: the Littles move first`);
            assert.equal(turn.lines, 1, `${what}: on one line`);
            assert.ok(turn.fits, `${what}: inside its button`);
            if (i % 2 === 1) {
              assert.ok(Math.abs(turn.y - turns[i - 1].y) < 0.5 && turn.x > turns[i - 1].x, `${what}: beside the Littles' turn`);
            } else if (i > 0) {
              assert.ok(turn.y > turns[i - 1].y, `${what}: a new round, below the last`);
            }
          }
          assert.ok((await overflow(page)) <= 0, `${where}: nothing wider than the window`);
          assertNoErrors(t, b);
        });
      }
    });
  }

  test('← → Home End step through the game off the board; on a square the arrows walk the board', { timeout: 90_000 }, async (t) => {
    await withBrowser({}, async (b) => {
      const { page } = b;
      await open(page);
      const turns = await playRounds(page, 2);
      const live = await position(page);
      const after = (n) => cli(turns.slice(0, n).join('; ')).position;
      // Each button names its key.
      assert.deepEqual(
        await page.$$eval(`${NAV} button`, (bs) => bs.map((e) => e.getAttribute('aria-keyshortcuts'))),
        ['Home', 'ArrowLeft', 'ArrowRight', 'End'],
      );
      // The page lists its shortcuts; unfolded, they stay so while the keys redraw the page.
      await page.click('details.keys summary');
      assert.ok(await page.$eval('details.keys', (d) => d.open));
      // On a square the arrows move the focus over the board and show no other board.
      await page.focus(sq('c3'));
      await page.keyboard.press('ArrowLeft');
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.gbSq), 'b3');
      assert.equal(await page.$('#gb-review'), null);
      // With nothing focused (a click on the page's text), from the game as it stands.
      await page.evaluate(() => document.activeElement?.blur());
      for (const [key, n] of [['ArrowLeft', 3], ['ArrowLeft', 2], ['Home', 0], ['ArrowRight', 1]]) {
        await page.keyboard.press(key);
        assert.equal(await position(page), after(n), `${key}: after ${n} turns`);
        assert.equal(await current(page), n, `${key}: the record marks turn ${n}`);
      }
      await page.keyboard.press('End');
      assert.equal(await page.$('#gb-review'), null, 'End: the game as it stands');
      assert.ok(await page.$eval('details.keys', (d) => d.open), 'the shortcuts stay unfolded');
      assert.equal(await position(page), live);
      // From a focused button of the panel, → on to the game as it stands: its button is gone,
      // and ← still steps back.
      await page.focus('[data-gb="hint"]');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await position(page), after(3));
      await page.focus(NEXT);
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.$('#gb-review'), null);
      await page.keyboard.press('ArrowLeft');
      assert.equal(await position(page), after(3), 'the keys still work once the focused button is gone');
      // Nothing is played by the keys, and on the rules the keys leave the game alone.
      await page.keyboard.press('End');
      await page.click('[data-gb="screen:rules"]');
      await page.keyboard.press('ArrowLeft');
      await page.click('[data-gb="screen:play"]');
      assert.equal(await page.$('#gb-review'), null);
      assert.equal(await position(page), live);
      assert.equal(await gameText(page), turns.join('; '));
      assertNoErrors(t, b);
    });
  });

  for (const [lang, locale] of LANGS) {
    for (const scheme of ['light', 'dark']) {
      test(`360×740 and 1280×800, ${scheme} (${locale}): the board with what it shows and its buttons`, { timeout: 90_000 }, async (t) => {
        for (const [kind, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
          await withBrowser({ locale, viewport, colorScheme: scheme }, async (b) => {
            const { page } = b;
            await open(page);
            await playRounds(page, 2);
            // From the foot of the page, a turn of the record: the board comes into view with it.
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await page.click('#gb-turns li:nth-child(2) button');
            const boxes = await page.$$eval(['.gb-board', '#gb-review', NOW].join(','), (els) =>
              els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, r: r.right, b: r.bottom })),
            );
            for (const box of boxes) {
              assert.ok(box.x >= -0.5 && box.y >= -0.5 && box.r <= viewport.width + 0.5 && box.b <= viewport.height + 0.5, `${kind}: ${JSON.stringify(box)}`);
            }
            if (kind === 'phone') {
              const small = await page.$$eval('.gb-panel button', (els) =>
                els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && Math.min(r.width, r.height) < 43.9).length,
              );
              assert.equal(small, 0, 'every button at least 44 px');
            }
            assert.ok((await overflow(page)) <= 0, 'nothing wider than the window');
            const r = await new AxeBuilder({ page }).withTags(TAGS).analyze();
            assert.deepEqual(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
            await screenshot(page, `gobbler-review-${lang}-${kind}-${scheme}.png`);
            assertNoErrors(t, b);
          });
        }
      });
    }
  }
});
