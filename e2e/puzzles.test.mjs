// The puzzle page in a real browser, against the served `tb/puzzles.json` (read here from the
// file) and the values of `shard-tool probe` (never typed in): puzzles played on the board by
// clicks (a reserve piece or one's own piece, then a square) and by keys (Enter/Space, the arrow
// keys between squares, Escape), the only winning move the only one accepted, the table's replies
// its best defence, the status counting down the moves left, a failed puzzle's solution played
// out, hints one by one, next/previous, the deep link, the daily puzzle, the streak and the
// auto-advance switch across a reload, both languages, screenshots at 1280 and 360 px.
//
// The table is the `cover=off` one xtask builds: there the sizes placed on one square are one move
// (`gobblet_tablebase::puzzles::move_class`), so each of them is accepted.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { URLS, HERE, DESKTOP, PHONE, TEST, withBrowser, assertNoErrors, screenshot, overflow } from './common.mjs';
import { probe as probeLine, valueWords, puzzleSet, puzzleSquare as sqSel, puzzleReserve as resSel, playPuzzleMove as play } from './game.mjs';

/** `shard-tool probe` of a position string. */
const probe = (position) => probeLine([position]);

const base = URLS[0];
const PUZZLES = puzzleSet().puzzles;

const source = (rel) => readFileSync(path.join(HERE, '..', rel), 'utf8');
/** One language's puzzle strings (every field one plain string literal on its own line). */
function readText(lang) {
  const out = {};
  for (const m of source(`app/src/i18n/${lang}/full/puzzles.rs`).matchAll(/^\s*(\w+): ("(?:[^"\\]|\\.)*"),?$/gm)) {
    out[m[1]] = JSON.parse(m[2]);
  }
  return out;
}
const TEXT = { en: readText('en'), zh: readText('zh_hant') };
const fill = (template, args) => template.replace(/\{(\d+)\}/g, (all, i) => (i < args.length ? String(args[i]) : all));

/** With cover=off, placing any size on a square is one move. */
const moveClass = (mv) => mv.replace(/^[SML]@/, 'S@');
const wins = (m) => m.desc.startsWith('win');

/** The page's state: `turn | waiting | solved | failed | shown`, the position, the moves left,
 * the squares, the notation buttons, the line. */
async function read(page) {
  return page.evaluate(() => ({
    state: document.querySelector('#puzzle-status')?.dataset.state ?? null,
    left: Number(document.querySelector('#puzzle-status')?.dataset.left ?? -1),
    status: document.querySelector('#puzzle-status')?.textContent ?? '',
    nudge: document.querySelector('#puzzle-nudge')?.textContent ?? '',
    position: document.querySelector('#puzzle')?.dataset.position ?? null,
    heading: document.querySelector('#puzzle-heading')?.textContent ?? '',
    daily: !!document.querySelector('#puzzle-daily'),
    squares: [...document.querySelectorAll('#puzzle-grid button.sq')].map((b) => ({
      square: b.dataset.square,
      selected: b.classList.contains('selected'),
      w: b.getBoundingClientRect().width,
      h: b.getBoundingClientRect().height,
    })),
    picked: [...document.querySelectorAll('#puzzle [aria-pressed="true"]')].map((b) => b.dataset.msg),
    moves: [...document.querySelectorAll('#puzzle-moves button')].map((b) => ({
      move: b.textContent,
      disabled: b.disabled,
    })),
    line: [...document.querySelectorAll('#puzzle-line li')].map((li) => ({
      before: li.dataset.before,
      played: li.dataset.played,
    })),
    hints: [...document.querySelectorAll('#puzzle-hints li')].map((li) => li.textContent),
    streak: document.querySelector('#puzzle-streak-count')?.textContent ?? '',
    auto: document.querySelector('#puzzle-auto')?.getAttribute('aria-checked') ?? null,
    notice: document.querySelector('#notice')?.textContent ?? '',
    focused: document.activeElement?.dataset?.msg ?? null,
    url: location.search,
  }));
}

/** Waits until the page is in one of `states` (`turn`: every value is in, the board is live;
 * wait for it before navigating, or chunk fetches in flight are aborted and reported). */
async function until(page, states) {
  await page.waitForFunction(
    (want) => want.includes(document.querySelector('#puzzle-status')?.dataset.state),
    states,
    { polling: 50 },
  );
  return read(page);
}

/** Moves the keyboard focus from square `from` to square `to` with the arrow keys. */
async function arrowTo(page, from, to) {
  const dx = to.charCodeAt(0) - from.charCodeAt(0);
  const dy = Number(to[1]) - Number(from[1]);
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowUp' : 'ArrowDown');
  const at = await page.evaluate(() => document.activeElement?.dataset?.square);
  assert.equal(at, to, `the arrows lead from ${from} to ${to}`);
}

/** Plays `mv` with the keyboard only: Enter on the reserve piece (or Space on the square the
 * piece leaves, reached by the arrows from b2), the arrows to where it lands, Space there. */
async function playByKeys(page, mv) {
  const place = mv.match(/^([SML])@([a-c][1-3])$/);
  let at = 'b2';
  await page.focus(sqSel(at));
  if (place) {
    await page.focus(resSel(place[1]));
    await page.keyboard.press('Enter');
    await page.focus(sqSel(at));
  } else {
    const from = mv.split('-')[0];
    await arrowTo(page, at, from);
    await page.keyboard.press('Space');
    at = from;
  }
  const to = mv.slice(-2);
  await arrowTo(page, at, to);
  await page.keyboard.press('Space');
}

/** The status at the solver's turn with `left` of its moves to go (English). */
const task = (puzzle, left) => {
  const side = puzzle.position.endsWith(' 1') ? 'Orange' : 'Blue';
  return left > 1 ? fill(TEXT.en.task, [side, left, TEXT.en.your_turn]) : fill(TEXT.en.task_last, [side, TEXT.en.your_turn]);
};

/** Plays the shown puzzle to the end with the table's best moves, by clicks (or by keys);
 * checks every reply and that the status counts down the moves left. */
async function solve(page, puzzle, { keys = false } = {}) {
  let s = await until(page, ['turn']);
  assert.equal(s.position, puzzle.position);
  assert.equal(s.left, Math.ceil(puzzle.win / 2), 'the solver\'s moves to the win');
  assert.equal(s.status, task(puzzle, s.left));
  for (let turn = 0; turn < 30; turn++) {
    const p = probe(s.position);
    assert.deepEqual(
      s.moves.map((m) => m.move).sort(),
      p.moves.map((m) => m.move).sort(),
      'a notation button for every legal move',
    );
    const best = p.moves[0];
    assert.ok(wins(best), `${s.position}: the solver is winning`);
    const left = s.left;
    await (keys ? playByKeys : play)(page, best.move);
    s = await until(page, ['turn', 'solved']);
    const mine = s.line[2 * turn];
    assert.equal(mine.played, best.move);
    const reply = s.line[2 * turn + 1];
    if (reply) {
      const q = probe(reply.before);
      assert.equal(reply.played, q.moves[0].move, `${reply.before}: the reply is the best defence`);
    }
    if (s.state === 'solved') break;
    assert.equal(s.left, left - 1, 'one move fewer left');
    assert.equal(s.status, task(puzzle, s.left), 'the status says how many moves are left');
  }
  assert.equal(s.state, 'solved');
  assert.equal(s.status, TEXT.en.solved);
  assert.equal(s.line.length, puzzle.win, 'the win takes the puzzle\'s length');
  return s;
}

describe(`puzzles at ${base}`, () => {
  test('only the winning move is accepted; the rest of the solution follows the table', TEST, async (t) => {
    const puzzle = PUZZLES[0];
    const p = probe(puzzle.position);
    const winning = p.moves.filter(wins).map((m) => m.move);
    assert.ok(winning.length >= 1 && new Set(winning.map(moveClass)).size === 1, 'one winning move');
    assert.equal(moveClass(winning[0]), moveClass(puzzle.move));
    await withBrowser({}, async (br) => {
      const { page } = br;
      await page.goto(`${base}?page=puzzles&n=1`);
      let s = await until(page, ['turn']);
      assert.equal(s.heading, fill(TEXT.en.heading, [1, PUZZLES.length]) + (s.daily ? ` ${TEXT.en.daily}` : ''));
      assert.ok(s.moves.every((m) => !m.disabled));
      // Every move that does not win fails the puzzle, and says what it was worth.
      for (const m of p.moves.filter((m) => !wins(m))) {
        await play(page, m.move);
        s = await until(page, ['failed']);
        assert.ok(s.status.startsWith(fill(TEXT.en.thrown, [m.move]).split(' (')[0]), s.status);
        assert.equal(await page.textContent('#puzzle-after'), TEXT.en.after_fail);
        assert.equal(s.line.length, 1);
        await page.click('#puzzle-retry');
        s = await until(page, ['turn']);
        assert.equal(s.line.length, 0);
      }
      await solve(page, puzzle);
      assertNoErrors(t, br);
    });
  });

  test('a puzzle solved by keys: Enter and Space, the arrows between squares, Escape', TEST, async (t) => {
    const puzzle = PUZZLES[3];
    await withBrowser({}, async (br) => {
      const { page } = br;
      await page.goto(`${base}?page=puzzles&n=4`);
      let s = await until(page, ['turn']);
      // The move list in notation, unfolded by the reader, stays unfolded through the redraws.
      const unfolded = () => page.evaluate(() => document.querySelector('#puzzle-notation').open);
      await page.click('#puzzle-notation summary');
      assert.equal(await unfolded(), true);
      // Escape drops a piece picked up by keys.
      const own = await page.evaluate(() => document.querySelector('#puzzle button.res:not([disabled])').dataset.msg.slice(-1));
      await page.focus(resSel(own));
      await page.keyboard.press('Enter');
      s = await read(page);
      assert.deepEqual(s.picked, [`puzzles:res-${own}`], 'the reserve piece is picked up');
      assert.equal(await unfolded(), true, 'a redraw keeps the move list unfolded');
      await page.keyboard.press('Escape');
      s = await read(page);
      assert.deepEqual(s.picked, [], 'Escape drops it');
      await solve(page, puzzle, { keys: true });
      assertNoErrors(t, br);
    });
  });

  test('a failed puzzle, then its solution played out on the board and written', TEST, async (t) => {
    const puzzle = PUZZLES[0];
    const wrong = probe(puzzle.position).moves.find((m) => !wins(m));
    await withBrowser({}, async (br) => {
      const { page } = br;
      await page.goto(`${base}?page=puzzles&n=1`);
      await until(page, ['turn']);
      assert.equal(await page.locator('#puzzle-solution').count(), 0, 'no solution before a failure');
      await play(page, wrong.move);
      await until(page, ['failed']);
      await page.click('#puzzle-solution');
      const s = await until(page, ['shown']);
      assert.equal(s.line.length, puzzle.win, 'the whole winning line');
      let pos = puzzle.position;
      for (const [i, { before, played }] of s.line.entries()) {
        assert.equal(before, pos);
        const best = probe(before).moves[0];
        if (i % 2 === 0) assert.equal(moveClass(played), moveClass(best.move), `${before}: a winning move`);
        else assert.equal(played, best.move, `${before}: the best defence`);
        pos = i + 1 < s.line.length ? s.line[i + 1].before : pos;
      }
      assert.equal(s.status, fill(TEXT.en.shown, [s.line.map((l) => l.played).join(' ')]));
      assert.notEqual(s.position, puzzle.position, 'the board shows the end of the solution');
      await page.click('#puzzle-retry');
      const again = await until(page, ['turn']);
      assert.equal(again.position, puzzle.position);
      assertNoErrors(t, br);
    });
  });

  test('with auto-advance on, a solve opens the next puzzle and says which was solved', TEST, async (t) => {
    await withBrowser({}, async (br) => {
      const { page } = br;
      await page.goto(`${base}?page=puzzles&n=5`);
      let s = await until(page, ['turn']);
      await page.click('#puzzle-auto');
      for (let turn = 0; turn < 30 && s.position !== PUZZLES[5].position; turn++) {
        await play(page, probe(s.position).moves[0].move);
        s = await until(page, ['turn']);
      }
      assert.equal(s.position, PUZZLES[5].position, 'the next puzzle');
      assert.ok(s.heading.startsWith(fill(TEXT.en.heading, [6, PUZZLES.length])), s.heading);
      assert.ok(s.status.startsWith(fill(TEXT.en.advanced, [5])), s.status);
      assert.match(s.url, /[?&]n=6(&|$)/);
      assert.equal(s.streak, fill(TEXT.en.streak, [1, 1]));
      assertNoErrors(t, br);
    });
  });

  test('hints show the losing moves one by one, with the values of the table', TEST, async (t) => {
    const puzzle = PUZZLES[1];
    const losing = probe(puzzle.position).moves.filter((m) => !wins(m));
    await withBrowser({}, async (br) => {
      const { page } = br;
      await page.goto(`${base}?page=puzzles&n=2`);
      let s = await until(page, ['turn']);
      assert.deepEqual(s.hints, []);
      for (let k = 1; k <= losing.length; k++) {
        await page.click('#puzzle-hint');
        s = await read(page);
        assert.equal(s.hints.length, k);
        const m = losing[k - 1];
        const side = puzzle.position.endsWith(' 1') ? 'P1' : 'P2';
        const words = valueWords(m.desc, side);
        assert.equal(s.hints[k - 1], `${m.move}: ${words}`);
      }
      assert.ok(await page.isDisabled('#puzzle-hint'), 'no more hints');
      assertNoErrors(t, br);
    });
  });

  test('next, previous, the deep link, the daily puzzle and a bad number', TEST, async (t) => {
    await withBrowser({}, async (br) => {
      const { page } = br;
      await page.goto(`${base}?page=puzzles&n=5`);
      let s = await until(page, ['turn']);
      assert.equal(s.position, PUZZLES[4].position);
      await page.click('#puzzle-next');
      s = await until(page, ['turn']);
      assert.equal(s.position, PUZZLES[5].position);
      assert.match(s.url, /[?&]n=6(&|$)/);
      await page.click('#puzzle-prev');
      await page.click('#puzzle-prev');
      s = await until(page, ['turn']);
      assert.equal(s.position, PUZZLES[3].position);
      assert.match(s.url, /[?&]n=4(&|$)/);
      await page.goBack();
      await page.waitForFunction((pos) => document.querySelector('#puzzle')?.dataset.position === pos, PUZZLES[4].position);
      // Every value in before leaving: a navigation would abort chunk fetches still in flight.
      await until(page, ['turn']);

      const today = Math.floor(Date.now() / 86_400_000) % PUZZLES.length;
      await page.goto(`${base}?page=puzzles`);
      s = await until(page, ['turn']);
      assert.equal(s.position, PUZZLES[today].position, 'the daily puzzle');
      assert.ok(s.daily);

      await page.goto(`${base}?page=puzzles&n=99999`);
      s = await until(page, ['turn']);
      assert.equal(s.notice, fill(TEXT.en.bad_number, ['99999']));
      assert.equal(s.position, PUZZLES[today].position);
      assertNoErrors(t, br);
    });
  });

  test('the offline shell keeps the puzzle file', TEST, async (t) => {
    await withBrowser({}, async (br) => {
      const { page } = br;
      await page.goto(`${base}?page=puzzles&n=1`);
      await until(page, ['turn']);
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
      // The service worker fills its shell cache by itself once active.
      await page.waitForFunction(
        async () => {
          for (const name of await caches.keys()) {
            const keys = await (await caches.open(name)).keys();
            if (keys.some((r) => new URL(r.url).pathname.endsWith('/tb/puzzles.json'))) return true;
          }
          return false;
        },
        null,
        { timeout: 30_000, polling: 200 },
      );
      assertNoErrors(t, br);
    });
  });

  test('the streak survives a reload; both languages; screenshots', TEST, async (t) => {
    const k = 2;
    await withBrowser({}, async (br) => {
      const { page } = br;
      await page.goto(`${base}?page=puzzles&n=${k + 1}`);
      let s = await until(page, ['turn']);
      assert.equal(s.streak, fill(TEXT.en.streak, [0, 0]));
      await solve(page, PUZZLES[k]);
      s = await read(page);
      assert.equal(s.streak, fill(TEXT.en.streak, [1, 1]));
      await page.reload();
      s = await until(page, ['turn']);
      assert.equal(s.streak, fill(TEXT.en.streak, [1, 1]), 'kept across a reload');
      // The auto-advance switch, kept across a reload too.
      assert.equal(s.auto, 'false');
      await page.click('#puzzle-auto');
      assert.equal((await read(page)).auto, 'true');
      await page.reload();
      s = await until(page, ['turn']);
      assert.equal(s.auto, 'true', 'auto-advance kept across a reload');
      await page.click('#puzzle button.res:not([disabled])');
      await screenshot(page, 'puzzles-en-1280.png');
      await page.click('[data-lang="zh-Hant"]');
      s = await read(page);
      assert.equal(s.streak, fill(TEXT.zh.streak, [1, 1]));
      assert.ok(s.heading.startsWith(fill(TEXT.zh.heading, [k + 1, PUZZLES.length])), s.heading);
      await page.click('#puzzle-hint');
      await screenshot(page, 'puzzles-zh-1280.png');
      assertNoErrors(t, br);
    });
    // The dark theme (the palette's variables): a failed attempt, for its coloured status.
    await withBrowser({ colorScheme: 'dark' }, async (br) => {
      const { page } = br;
      await page.goto(`${base}?page=puzzles&n=1`);
      await until(page, ['turn']);
      await page.click('#puzzle-hint');
      await play(page, probe(PUZZLES[0].position).moves.find((m) => !wins(m)).move);
      await until(page, ['failed']);
      await screenshot(page, 'puzzles-en-1280-dark.png');
      assertNoErrors(t, br);
    });
    for (const lang of ['en', 'zh-Hant']) {
      await withBrowser({ viewport: PHONE }, async (br) => {
        const { page } = br;
        await page.goto(`${base}?page=puzzles&n=1`);
        await until(page, ['turn']);
        if (lang !== 'en') await page.click(`[data-lang="${lang}"]`);
        const s = await read(page);
        for (const q of s.squares) assert.ok(q.w >= 44 && q.h >= 44, `${q.square} is ${q.w}×${q.h} px`);
        const first = probe(PUZZLES[0].position).moves.find((m) => !wins(m));
        await play(page, first.move);
        await until(page, ['failed']);
        assert.ok((await overflow(page)) <= 0, `no horizontal overflow at 360 px (${lang})`);
        await screenshot(page, `puzzles-${lang}-360.png`);
        await page.click('#puzzle-solution');
        await until(page, ['shown']);
        assert.ok((await overflow(page)) <= 0, `no horizontal overflow at 360 px (${lang}, the solution)`);
        await screenshot(page, `puzzles-${lang}-360-solution.png`);
        assertNoErrors(t, br);
      });
    }
  });
});
