// End-to-end tests of the explorer in a real browser (Chromium through playwright-core).
//
// `cargo xtask` builds a small tablebase (`--cover off`: P1 wins the start in 9 plies, no draws),
// builds the site, serves it and runs this file (environment: see common.mjs).

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { URLS, DESKTOP, PHONE, TEST, openBrowser, withBrowser } from './common.mjs';
import {
  shown, probe, target, opponent, expectedStatus, settled, quiet, read, assertNoErrors, fmt, assertShows, assertUrl, linkTo, bestLine, playOnBoard, screenshot, nameOf,
} from './game.mjs';

// ---------------------------------------------------------------------------------------------
// The tests, once per base URL.

const LINE = bestLine(9);

for (const base of URLS) {
  describe(`explorer at ${base}`, () => {
    test('a whole game: every ply shows exactly the values of shard-tool probe', TEST, async (t) => {
      assert.ok(LINE.length >= 8, `the best line is only ${LINE.length} plies`);
      await withBrowser({}, async (br) => {
        const { page } = br;
        await page.goto(base);
        for (let ply = 0; ply <= LINE.length; ply++) {
          const moves = LINE.slice(0, ply);
          await settled(page, `ply ${ply}`);
          const s = await assertShows(page, moves);
          assertUrl(s.url, base, moves);
          assert.deepEqual(
            s.line.map((l) => l.ply),
            [...Array(ply + 1).keys()],
            `the game list at ply ${ply}`,
          );
          assert.ok(s.line[ply].current, `the game list marks ply ${ply}`);
          if (ply === LINE.length) break;
          const p = probe(moves);
          const mv = LINE[ply];
          // Alternate between the move list and the board.
          if (ply % 2 === 0) await page.click(`#moves button.mv[data-move="${mv}"]`);
          else await playOnBoard(page, p.side, mv, moves);
          await page.waitForFunction(
            (n) => document.querySelectorAll('#line button[data-ply]').length === n,
            ply + 2,
          );
        }
        // The game is over: no moves, undo possible, redo not.
        const end = await read(page);
        assert.equal(end.moves.length, 0, 'no moves once the game is over');
        assert.equal(end.undoDisabled, false);
        assert.equal(end.redoDisabled, true);
        assertNoErrors(t, br);
      });
    });

    test('undo, redo, the game list and the back button move through the line', TEST, async (t) => {
      const [a, b, c] = LINE;
      await withBrowser({}, async (br) => {
        const { page } = br;
        await page.goto(base);
        await settled(page);
        const start = await read(page);
        assert.equal(start.undoDisabled, true, 'nothing to undo at the start');
        assert.equal(start.redoDisabled, true, 'nothing to redo at the start');
        for (const mv of [a, b, c]) {
          await page.click(`#moves button.mv[data-move="${mv}"]`);
        }
        await settled(page);
        let s = await assertShows(page, [a, b, c]);
        assertUrl(s.url, base, [a, b, c]);
        const boardAt3 = s.board;

        await page.click('#undo');
        await settled(page);
        s = await assertShows(page, [a, b], 'after one undo');
        assert.notEqual(s.board, boardAt3, 'undo changes the board');
        assertUrl(s.url, base, [a, b, c], 2);
        assert.equal(s.redoDisabled, false, 'redo is possible after undo');
        assert.equal(s.line.length, 4, 'undo keeps the whole line');
        assert.ok(s.line[2].current, 'the game list marks ply 2');

        await page.click('#undo');
        await settled(page);
        s = await assertShows(page, [a], 'after two undos');
        assertUrl(s.url, base, [a, b, c], 1);

        await page.click('#redo');
        await settled(page);
        s = await assertShows(page, [a, b], 'after a redo');
        assertUrl(s.url, base, [a, b, c], 2);

        await page.click('#redo');
        await settled(page);
        s = await assertShows(page, [a, b, c], 'after two redos');
        assertUrl(s.url, base, [a, b, c]);
        assert.equal(s.redoDisabled, true, 'nothing left to redo');

        // The back button restores the previous ply, forward goes on again.
        await page.goBack();
        await settled(page);
        s = await assertShows(page, [a, b], 'after back');
        assertUrl(s.url, base, [a, b, c], 2);
        await page.goBack();
        await settled(page);
        s = await assertShows(page, [a], 'after back twice');
        assertUrl(s.url, base, [a, b, c], 1);
        await page.goForward();
        await settled(page);
        s = await assertShows(page, [a, b], 'after forward');
        assertUrl(s.url, base, [a, b, c], 2);

        // Arrow keys undo and redo.
        await page.keyboard.press('ArrowLeft');
        await settled(page);
        s = await assertShows(page, [a], 'after ArrowLeft');
        assertUrl(s.url, base, [a, b, c], 1);
        await page.keyboard.press('ArrowRight');
        await settled(page);
        s = await assertShows(page, [a, b], 'after ArrowRight');
        assertUrl(s.url, base, [a, b, c], 2);

        // The game list jumps to any ply.
        await page.click('#line button[data-ply="0"]');
        await settled(page);
        s = await assertShows(page, [], 'after a jump to the start');
        assertUrl(s.url, base, [a, b, c], 0);
        assert.equal(s.undoDisabled, true);
        await page.click('#line button[data-ply="3"]');
        await settled(page);
        s = await assertShows(page, [a, b, c], 'after a jump to ply 3');

        // Another move after an undo makes a variation: the old line is kept beside it
        // (history.test.mjs walks the tree).
        await page.click('#undo');
        await settled(page);
        const other = probe([a, b]).moves.find((m) => m.move !== c).move;
        await page.click(`#moves button.mv[data-move="${other}"]`);
        await settled(page);
        s = await assertShows(page, [a, b, other], 'after a different move');
        assert.equal(new URL(s.url).searchParams.get('m'), `${[a, b, c].join('_')},2.${other}`, 'both lines in the link');
        assert.equal(s.redoDisabled, true, 'the end of the new line');
        assert.equal(s.line.length, 4);
        assert.equal(await page.locator(`#line button.variation`).textContent(), `3. ${c}`, 'the old move offered');
        assertNoErrors(t, br);
      });
    });

    test('a shared link opens its position; a malformed one shows a message and what is good of it', TEST, async (t) => {
      const line = LINE.slice(0, 5);
      await withBrowser({}, async (br) => {
        const { page } = br;
        // A link to ply 3 of a 5-move line.
        await page.goto(linkTo(base, line, 3));
        await settled(page, 'the linked position');
        let s = await assertShows(page, line.slice(0, 3), 'from a link with ply=3');
        assert.equal(s.notice, '', 'no message for a good link');
        assert.deepEqual(s.line.map((l) => l.ply), [0, 1, 2, 3, 4, 5], 'the whole linked line is listed');
        assert.ok(s.line[3].current, 'the game list marks ply 3');
        assert.equal(s.redoDisabled, false);
        await page.click('#redo');
        await settled(page);
        s = await assertShows(page, line.slice(0, 4), 'after redo from the link');
        assertUrl(s.url, base, line, 4);

        // A link without ply shows its last position.
        await page.goto(linkTo(base, line));
        await settled(page, 'the linked position');
        s = await assertShows(page, line, 'from a link without ply');
        assert.equal(s.redoDisabled, true);

        // A board move with the board: pick the piece up (its squares show where it may go and
        // what that is worth), put it back with Escape, pick it up again, then the square.
        const step = probe(line).moves.find((m) => m.move.includes('-'));
        assert.ok(step, `a piece can move after ${line.join(' ')}`);
        const [from, to] = step.move.split('-');
        const destinations = async () => {
          const now = await read(page);
          for (const [sq, got] of Object.entries(now.squares)) {
            const m = probe(line).moves.find((x) => x.move === `${from}-${sq}`);
            const want = m ? { cls: [m.cls], label: m.label } : { cls: [], label: null };
            assert.deepEqual({ cls: got.cls, label: got.label }, want, `square ${sq} with ${from} picked up`);
          }
        };
        await page.click(`#board [data-square="${from}"]`);
        assert.equal(await page.locator(`#board [data-square="${from}"].selected`).count(), 1);
        await destinations();
        await page.keyboard.press('Escape');
        assert.equal(await page.locator('#board .selected').count(), 0, 'Escape puts the piece back');
        await assertShows(page, line, 'after Escape');
        await page.click(`#board [data-square="${from}"]`);
        await page.click(`#board [data-square="${to}"]`);
        await settled(page);
        s = await assertShows(page, [...line, step.move], `after ${step.move} on the board`);
        assertUrl(s.url, base, [...line, step.move]);

        // Malformed and illegal links: a message, and what is good of them (the moves before
        // the bad one; a bad ply is left out).
        const bad = [
          ['?m=Z@z9', /Z@z9/, []],
          [`?m=${line[0]}_${line[0]}`, /illegal|not allowed|occupied/i, [line[0]]],
          [`?m=${line.slice(0, 2).join('_')}&ply=7`, /ply/, line.slice(0, 2)],
          ['?m=L@b2&ply=x', /ply/, ['L@b2']],
        ];
        for (const [query, mentions, kept] of bad) {
          await page.goto(`${base}${query}`);
          await settled(page, `the start after ${query}`);
          s = await assertShows(page, kept, `after the bad link ${query}`);
          assertUrl(s.url, base, kept);
          assert.notEqual(s.notice, '', `a message for ${query}`);
          assert.match(s.notice, mentions, `the message for ${query} says what is wrong`);
          // The start is playable: a move clears the message and starts a new line.
          if (query === '?m=Z@z9') {
            await page.click(`#moves button.mv[data-move="${LINE[0]}"]`);
            await settled(page);
            s = await assertShows(page, [LINE[0]], 'after playing from a bad link');
            assert.equal(s.notice, '', 'the message goes once a move is played');
            assertUrl(s.url, base, [LINE[0]]);
          }
        }
        assertNoErrors(t, br);
      });
    });

    // What the corrupted-chunk test saw, for the test of the labels that follows it.
    let corrupted = null;

    test('a corrupted chunk: its moves are unknown, never a value, and the page says so', TEST, async () => {
      await withBrowser({ serviceWorkers: 'block' }, async ({ context, page }) => {
        let release;
        const released = new Promise((r) => (release = r));
        let held = null;
        let flipped = null;
        // A chunk file, or a chunk of the pack (its range in the URL and the Range header).
        await context.route(/\/tb\/[0-9a-f]{16}\/([0-9a-f]{4}\.bin|pack\.bin\?bytes=\d+-\d+)$/, async (route) => {
          const url = route.request().url();
          held ??= url;
          if (url !== held) return route.continue();
          const response = await route.fetch();
          const body = Buffer.from(await response.body());
          const at = body.length >> 1;
          // The chunk's id, from its header (offset 8), before the flip.
          flipped = { at, length: body.length, id: body.readUInt32LE(8) };
          body[at] ^= 0x20;
          await released;
          return route.fulfill({ response, body });
        });
        // Two plies in: the manifest's opening book values every position up to two plies from
        // the start, so the first chunk is asked for here.
        const line = ['L@b2', 'S@a1'];
        await page.goto(`${base}?m=${line.join('_')}`);
        // Every other chunk arrives; the held one (the first asked for) is the only one in flight.
        // (A packed table's index is fetched first, alone, and `#tb` names it apart: "fetching
        // the chunk index", so the text below cannot match while only the index is in flight.)
        for (let waited = 0; held === null; waited += 20) {
          assert.ok(waited < 15_000, 'a chunk was asked for');
          await new Promise((r) => setTimeout(r, 20));
        }
        await page.waitForFunction(() => /fetching 1 chunk\(s\)/.test(document.querySelector('#tb')?.textContent ?? ''));
        const waiting = (await read(page)).moves.filter((m) => m.label === '…');
        assert.ok(waiting.length > 0, 'some moves wait for the held chunk');
        for (const m of waiting) {
          assert.deepEqual([m.cls, m.words], [['unknown'], 'loading'], `${m.move} is shown as loading`);
        }

        release();
        await page.waitForFunction(() => /unusable/.test(document.querySelector('#tb')?.textContent ?? ''));
        await quiet(page, 'the position with a corrupted chunk');
        assert.ok(flipped, 'the chunk was served with a flipped byte');
        const id = flipped.id;
        const s = await read(page);
        assert.match(s.tb, new RegExp(`chunk ${id} unusable \\(.+\\)`), `#tb names chunk ${id} as unusable`);

        const p = probe(line);
        const want = new Map(p.moves.map((m) => [m.move, m]));
        assert.equal(s.moves.length, p.moves.length, 'every legal move is still listed');
        const unknown = s.moves.filter((m) => m.cls.includes('unknown'));
        assert.deepEqual(
          unknown.map((m) => m.move).sort(),
          waiting.map((m) => m.move).sort(),
          'exactly the moves that waited for the corrupted chunk are unknown',
        );
        for (const m of s.moves) {
          if (m.cls.includes('unknown')) {
            assert.deepEqual(m.cls, ['unknown'], `${m.move} is unknown, never a value`);
            assert.ok(!/^[WLD]/.test(m.label), `${m.move} shows no value (${m.label})`);
          } else {
            assert.equal(fmt(m), fmt(want.get(m.move)), `${m.move} keeps its true value`);
          }
        }
        assert.ok(unknown.length < s.moves.length, 'the other chunks still give values');
        for (const [sq, got] of Object.entries(s.squares)) {
          if (got.cls.includes('unknown') || got.label === null) continue;
          const labels = p.moves.filter((m) => target(m.move) === sq).map((m) => m.label);
          assert.ok(labels.includes(got.label), `square ${sq} shows ${got.label}, the true value of one of its moves`);
        }
        const truth = expectedStatus(p);
        assert.ok(
          s.status === truth || s.status === 'Orange to move — value unknown',
          `the status never shows a wrong value (${s.status}; truth: ${truth})`,
        );
        corrupted = { id, unknown };

        // The game goes on: a known move is played, the next position is valued or unknown.
        const known = s.moves.find((m) => !m.cls.includes('unknown')).move;
        await page.click(`#moves button.mv[data-move="${known}"]`);
        await quiet(page, 'the next position');
        const next = await read(page);
        const wantNext = new Map(probe([...line, known]).moves.map((m) => [m.move, m]));
        assert.equal(next.moves.length, wantNext.size);
        for (const m of next.moves) {
          if (m.cls.includes('unknown')) assert.ok(!/^[WLD]/.test(m.label), `${m.move} after ${known}`);
          else assert.equal(fmt(m), fmt(wantNext.get(m.move)), `${m.move} after ${known}`);
        }
        assert.match(next.tb, new RegExp(`chunk ${id} unusable`), 'the chunk stays unusable');
      });
    });

    test(
      'a corrupted chunk: its moves are labelled ? / unknown, not … / loading',
      TEST,
      () => {
        assert.ok(corrupted, 'the corrupted-chunk test ran');
        for (const m of corrupted.unknown) {
          assert.deepEqual(
            [m.label, m.words],
            ['?', 'unknown'],
            `${m.move} (its chunk ${corrupted.id} is unusable: it will never load)`,
          );
        }
      },
    );

    // What the screenshots measured, for the layout test that follows them.
    const widths = {};

    test('screenshots at desktop and phone sizes', TEST, async (t) => {
      const line = LINE.slice(0, 4);
      const shots = [
        ['desktop', { viewport: DESKTOP }],
        ['phone', { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
      ];
      for (const [kind, options] of shots) {
        await withBrowser(options, async (br) => {
          const { page } = br;
          await page.goto(linkTo(base, line));
          await settled(page);
          await assertShows(page, line, `at ${kind} size`);
          const { width, height } = options.viewport;
          const file = await screenshot(page, `explorer-${nameOf(base)}-${kind}-${width}x${height}.png`);
          t.diagnostic(`screenshot ${file}`);
          // Pick up a piece: the board shows where it may go and what each square is worth.
          const side = probe(line).side;
          await page.click(`[data-reserve="${side.slice(1)}L"]`);
          assert.equal(await page.locator('.res.selected').count(), 1, 'the picked-up piece is marked');
          await screenshot(page, `explorer-${nameOf(base)}-${kind}-${width}x${height}-selected.png`);
          // A phone widens its layout viewport to fit the page, so compare with the device width.
          widths[kind] = await page.evaluate((w) => ({
            device: w,
            page: document.documentElement.scrollWidth,
            wide: [...document.querySelectorAll('#app > *, #app .board, #app .reserve, header, footer')]
              .map((el) => [el.id ? `#${el.id}` : `.${[...el.classList].join('.')}`, el.getBoundingClientRect().right])
              .filter(([, right]) => right > w + 0.5)
              .map(([name, right]) => `${name} ends at ${right.toFixed(0)} px`),
          }), width);
          assertNoErrors(t, br);
        });
      }
    });

    test('no horizontal overflow at desktop size nor on a 360-px phone', TEST, () => {
      for (const [kind, w] of Object.entries(widths)) {
        assert.ok(
          w.page <= w.device && w.wide.length === 0,
          `${kind}: the page is ${w.page} px wide on a ${w.device}-px screen (${w.wide.join('; ') || 'no element past the edge'})`,
        );
      }
      assert.ok(widths.phone, 'the phone screenshot ran');
    });
  });
}
