// End-to-end tests of the game review and the refutation preview in a real browser.
//
// `cargo xtask` builds the `--cover off` tablebase (P1 wins the start in 9 plies, no draws),
// builds the site, serves it and runs this file (environment: see common.mjs). Every expected
// value comes from `shard-tool probe`.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BUILT_URLS, DESKTOP, PHONE, TEST, withBrowser, overflow } from './common.mjs';
import { probe, settled, read, assertNoErrors, assertShows, screenshot, nameOf } from './game.mjs';

/** `win 5` → { kind: 'win', n: 5 }. */
function parse(desc) {
  const m = /^(win|loss) (\d+)$/.exec(desc);
  if (m) return { kind: m[1], n: Number(m[2]) };
  assert.equal(desc, 'draw', `a value: ${desc}`);
  return { kind: 'draw', n: 0 };
}

/** The verdict of a move worth `played` where the best move was worth `best` (the app's rules). */
function verdict(played, best) {
  const p = parse(played);
  const b = parse(best);
  if (played === best) return b.kind === 'loss' ? 'held' : 'best';
  if (b.kind === 'win' && p.kind === 'win') return 'slower';
  if (b.kind === 'loss' && p.kind === 'loss') return 'sooner';
  return 'blunder';
}

/** The graph's height of a position: its distance, above the axis when P1 wins. */
function height(pr) {
  const v = parse(pr.value);
  if (v.kind === 'draw') return 0;
  const p1Wins = (v.kind === 'win') === (pr.side === 'P1');
  return p1Wins ? v.n : -v.n;
}

/**
 * A game with exactly one blunder, built from the probe: best moves, except that P1's second
 * move is the first listed move that loses (P1 was winning). Seven plies.
 */
function blunderGame() {
  const moves = [];
  for (let ply = 0; ply < 7; ply++) {
    const p = probe(moves);
    assert.ok(p.moves.length > 0, `the game goes on at ply ${ply}`);
    if (ply === 2) {
      assert.match(p.moves[0].desc, /^win /, 'P1 wins before the blunder');
      const lose = p.moves.find((m) => m.desc.startsWith('loss'));
      assert.ok(lose, 'P1 has a losing move to blunder with');
      moves.push(lose.move);
    } else {
      moves.push(p.moves[0].move);
    }
  }
  return moves;
}

/** What the review table shows: per row its ply, verdict and value. */
async function readReview(page) {
  return page.evaluate(() => ({
    rows: [...document.querySelectorAll('#review-table tbody tr')].map((tr) => ({
      ply: Number(tr.querySelector('button.jump').dataset.ply),
      verdict: tr.dataset.verdict,
      value: tr.querySelector('.value').dataset.value,
      best: tr.querySelector('.best').textContent,
    })),
    points: [...document.querySelectorAll('#review-graph circle.pt')].map((c) => ({
      ply: Number(c.dataset.ply),
      height: Number(c.dataset.height),
    })),
    title: document.querySelector('#review-graph title')?.textContent ?? null,
    desc: document.querySelector('#review-graph desc')?.textContent ?? null,
  }));
}

/** The refutation line shown: each move with its value (`win 5`), and whether it waits. */
async function readPreview(page) {
  return page.evaluate(() => {
    const note = document.querySelector('#preview');
    if (!note) return null;
    return {
      line: [...note.querySelectorAll('#preview-line li')].map((li) => ({
        move: li.dataset.movePreview,
        value: li.dataset.value,
      })),
      numbers: [...document.querySelectorAll('#board .pv-num')].map((n) => Number(n.textContent)).sort((a, b) => a - b),
      marked: document.querySelector('#board').classList.contains('preview'),
    };
  });
}

/** The probe's best line after `moves`, up to `plies` moves, each with its value for its mover. */
function probeLine(moves, plies) {
  const line = [];
  const at = [...moves];
  while (line.length < plies) {
    const p = probe(at);
    if (p.moves.length === 0) break;
    line.push({ move: p.moves[0].move, value: p.moves[0].desc });
    at.push(p.moves[0].move);
  }
  return line;
}

for (const base of BUILT_URLS) {
  describe(`review at ${base}`, () => {
    test('a review marks exactly the blunder, graphs the probe distances, and jumps', TEST, async (t) => {
      const game = blunderGame();
      await withBrowser({ locale: 'en-GB' }, async (br) => {
        const { page } = br;
        await page.goto(`${base}?m=${game.join('_')}`);
        await settled(page);
        // The end of the line is not the end of the game: the review is offered from the list.
        await page.click('#review-toggle');
        await page.waitForSelector('#review-progress[data-state="complete"]');
        assert.match(page.url(), /[?&]review=1(&|$)/, 'the link opens the review');
        const r = await readReview(page);
        const want = game.map((mv, i) => {
          const p = probe(game.slice(0, i));
          const played = p.moves.find((m) => m.move === mv).desc;
          return verdict(played, p.moves[0].desc);
        });
        assert.deepEqual(r.rows.map((x) => x.verdict), ['', ...want]);
        assert.deepEqual(r.rows.filter((x) => x.verdict === 'blunder').map((x) => x.ply), [3], 'exactly the third move');
        const blunder = r.rows[3];
        assert.ok(blunder.best.includes(probe(game.slice(0, 2)).moves[0].move), `the best move is shown: ${blunder.best}`);
        // One point per ply (the start included), each the probe's distance.
        assert.deepEqual(
          r.points,
          game.concat([null]).map((_, i) => ({ ply: i, height: height(probe(game.slice(0, i))) })),
        );
        assert.deepEqual(r.rows.map((x) => x.value), game.concat([null]).map((_, i) => probe(game.slice(0, i)).value));
        assert.equal(r.title, 'Value along the game');
        assert.ok(r.desc.length > 40, 'the graph is described');
        // A click on a point jumps there; so does a row's button.
        await page.click('#review-graph circle.pt[data-ply="2"]');
        await settled(page);
        let s = await assertShows(page, game.slice(0, 2), 'after the jump to ply 2');
        assert.ok(s.line[2].current);
        assert.match(s.url, /ply=2/);
        await page.click('#review-table button.jump[data-ply="5"]');
        await settled(page);
        s = await assertShows(page, game.slice(0, 5), 'after the jump to ply 5');
        assert.ok(await page.isVisible('#review'), 'the review stays open');
        assertNoErrors(t, br);
      });
    });

    test('a finished game offers its review, which opens from a link', TEST, async (t) => {
      const game = probeLine([], 20).map((x) => x.move);
      await withBrowser({ locale: 'en-GB' }, async (br) => {
        const { page } = br;
        await page.goto(`${base}?page=two&m=${game.join('_')}`);
        await settled(page);
        await page.click('#review-end');
        await page.waitForSelector('#review-progress[data-state="complete"]');
        const r = await readReview(page);
        assert.deepEqual(r.rows.slice(1).map((x) => x.verdict), game.map((_, i) => (i % 2 ? 'held' : 'best')));
        assert.equal(r.points.length, game.length + 1);
        await page.goto(`${base}?page=play&m=${game.join('_')}&review=1`);
        await page.waitForSelector('#review-progress[data-state="complete"]');
        assert.equal((await readReview(page)).rows.length, game.length + 1);
        assertNoErrors(t, br);
      });
    });

    test('hovering a move previews the probe\'s best line; Escape and leaving return', TEST, async (t) => {
      const before = probeLine([], 2).map((x) => x.move);
      await withBrowser({ locale: 'en-GB' }, async (br) => {
        const { page } = br;
        await page.goto(`${base}?m=${before.join('_')}`);
        await settled(page);
        const shownBefore = await read(page);
        const p = probe(before);
        // The best move and a losing one: each line reply by reply as the probe gives it.
        const losing = p.moves.find((m) => m.desc.startsWith('loss'));
        for (const mv of [p.moves[0], losing].filter(Boolean)) {
          await page.hover(`#moves button.mv[data-move="${mv.move}"]`);
          await page.waitForFunction((first) => {
            const li = [...document.querySelectorAll('#preview-line li')];
            const end = document.querySelector('#preview')?.dataset.end;
            return li.length > 0 && li[0].dataset.movePreview === first && (end === 'limit' || end === 'over') && li.every((x) => x.dataset.value);
          }, mv.move);
          const got = await readPreview(page);
          const want = [{ move: mv.move, value: mv.desc }, ...probeLine([...before, mv.move], 6)];
          assert.deepEqual(got.line, want, `the preview of ${mv.move}`);
          assert.ok(got.marked, 'the board is marked as a preview');
          assert.deepEqual(got.numbers, want.map((_, i) => i + 1), 'every previewed move numbered');
          const s = await read(page);
          assert.equal(s.board, probe([...before, ...want.map((x) => x.move)]).board, 'the board after the line');
          assert.equal(new URL(s.url).search, `?m=${before.join('_')}`, 'nothing is played');
        }
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('#preview'));
        assert.equal((await read(page)).board, shownBefore.board, 'Escape returns to the position');
        // The keyboard's focus previews too; the focus leaving returns.
        await page.mouse.move(2, 2);
        await page.focus(`#moves button.mv[data-move="${p.moves[0].move}"]`);
        await page.keyboard.press('Tab');
        await page.waitForSelector(`#preview-line li:first-child[data-move-preview="${p.moves[1].move}"]`);
        await page.focus('#undo');
        await page.waitForFunction(() => !document.querySelector('#preview'));
        // The pointer leaving a hovered move returns too.
        await page.hover(`#moves button.mv[data-move="${p.moves[0].move}"]`);
        await page.waitForSelector('#preview');
        await page.mouse.move(2, 2);
        await page.waitForFunction(() => !document.querySelector('#preview'));
        // A long press (the browser's contextmenu, as touch screens send it) previews at once.
        await page.dispatchEvent(`#moves button.mv[data-move="${p.moves[2].move}"]`, 'contextmenu');
        await page.waitForSelector(`#preview-line li:first-child[data-move-preview="${p.moves[2].move}"]`);
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('#preview'));
        await assertShows(page, before, 'after the preview');
        assertNoErrors(t, br);
      });
    });

    test('screenshots: the review and a preview at 1280 and 360 px in both languages', TEST, async (t) => {
      const game = blunderGame();
      for (const [lang, locale] of [['en', 'en-GB'], ['zh', 'zh-TW']]) {
        for (const [size, viewport] of [['1280', DESKTOP], ['360', PHONE]]) {
          await withBrowser({ viewport, locale }, async (br) => {
            const { page } = br;
            await page.goto(`${base}?page=two&m=${game.join('_')}&review=1`);
            await page.waitForSelector('#review-progress[data-state="complete"]');
            assert.ok((await overflow(page)) <= 0, `no sideways scrolling at ${size} px (${lang})`);
            await screenshot(page, `review-${nameOf(base)}-${lang}-${size}.png`);
            await page.click('#review-graph circle.pt[data-ply="2"]');
            await settled(page);
            await page.click('#hints');
            await page.hover('#moves button.mv >> nth=0');
            await page.waitForSelector('#preview-line li');
            await page.waitForFunction(() => ['limit', 'over'].includes(document.querySelector('#preview')?.dataset.end));
            await screenshot(page, `preview-${nameOf(base)}-${lang}-${size}.png`);
            assertNoErrors(t, br);
          });
        }
      }
    });
  });
}
