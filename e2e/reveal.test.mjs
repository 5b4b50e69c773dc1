// Both readings of the reveal rule in a real browser. The site's own table (`--cover off`) has
// nothing to reveal, so this file builds the one-piece variant's tablebase (pinned pieces exist
// there) with its other-reading file, and serves it as the site's `tb/` through the browser's
// request routing (ranges answered with 206). Expected values: `shard-tool probe --reveal`.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_URLS, DESKTOP, PHONE, TEST, OUT, withBrowser, assertNoErrors, screenshot, overflow } from './common.mjs';
import { PIN, onePieceTable, probeIn, shown, settled, read, valueWords } from './game.mjs';

const TB1 = onePieceTable().tb;
/** Where the screenshots are also kept, for looking at. */
const LOOK = process.env.REVEAL_SHOTS ?? OUT;

const PIN_LINK = `p=${PIN.replace(' ', '_')}`;

/** `shard-tool probe` of a position under a reading (default: the one-piece table). */
const probe = (position, reveal, dir = TB1) => probeIn(dir, position, reveal);

const files = new Map();

/** Serves a tablebase directory (default: the one-piece one) as the site's `tb/`. */
async function serveTable(context, dir = TB1) {
  await context.route(/\/tb\/([^?]+)(\?.*)?$/, async (route) => {
    const rel = /\/tb\/([^?]+)/.exec(new URL(route.request().url()).pathname)[1];
    const file = path.join(dir, rel);
    if (!existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    if (!files.has(file)) files.set(file, readFileSync(file));
    const body = files.get(file);
    const range = /^bytes=(\d+)-(\d+)$/.exec(route.request().headers().range ?? '');
    if (!range) return route.fulfill({ status: 200, body });
    const [a, b] = [Number(range[1]), Number(range[2])];
    return route.fulfill({
      status: 206,
      headers: { 'content-range': `bytes ${a}-${b}/${body.length}`, 'accept-ranges': 'bytes' },
      body: body.subarray(a, b + 1),
    });
  });
}

const pressed = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#reveal-rule button')].map((b) => [b.dataset.action, b.getAttribute('aria-pressed')]),
  );

for (const base of BUILT_URLS) {
  describe(`the reveal rule at ${base}`, () => {
    test('revealing loses: the lifts are listed as immediate losses, one ends the game, the link keeps the reading', TEST, async (t) => {
      await withBrowser({ serviceWorkers: 'block' }, async (b) => {
        const { page, context } = b;
        await serveTable(context);
        await page.goto(`${base}?${PIN_LINK}&reveal=loses`);
        await settled(page, 'the pinned position');
        const p = probe(PIN, 'loses');
        const s = await read(page);
        // Every move with the probe's value, best first; the lifts that leave column a showing
        // are immediate losses saying why.
        assert.deepEqual(s.moves.map((m) => [m.move, m.cls.join(), m.label]).sort(), p.moves.map((m) => [m.move, m.cls, m.label]).sort());
        assert.deepEqual(s.moves.map((m) => m.label), p.moves.map((m) => m.label));
        const lifts = s.moves.filter((m) => m.move.startsWith('a3-'));
        assert.equal(lifts.length, 7, 'every lift of a3 is listed');
        for (const m of lifts) {
          if (m.move === 'a3-a2') {
            assert.notEqual(m.label, 'L1', 'covering the column again does not lose at once');
            continue;
          }
          assert.equal(m.label, 'L1', m.move);
          assert.ok(m.words.startsWith(`${valueWords('loss 1', 'P1')}; `), `${m.move}: ${m.words}`);
          assert.match(m.words, /; reveals Blue's line a[13]–a[13]: loses at once$/, m.move);
        }
        assert.deepEqual(await pressed(page), [['reveal-cover', 'false'], ['reveal-loses', 'true']]);
        // Said in visible words under the list: exactly the probe's immediate losses.
        const note = /^Revealing Blue's line a[13]–a[13] loses at once: (.+)\.$/.exec((await page.textContent('#reveal-note')).trim());
        assert.ok(note, 'the note under the list');
        assert.deepEqual(note[1].split(', ').sort(), p.moves.filter((m) => m.desc === 'loss 1').map((m) => m.move).sort());
        await screenshot(page, 'reveal-loses-en-1280.png');
        // The both-lines case.
        await page.click('#moves button.mv[data-move="a3-c3"]');
        await page.waitForFunction(() => document.querySelector('#status')?.classList.contains('over'));
        const end = (await read(page)).status;
        assert.match(end, /^Orange revealed Blue's line a[13]–a[13]: Blue wins\. Orange completed a line too \(c[13]–c[13]\), but revealing the opponent's line loses first\.$/);
        // After a3-c3 (P2 to move), the probe's own view: P2 shows a line and has won.
        const after = probe('s,.,L/m,.,S/l,.,M 2', 'loses');
        assert.equal(after.value, 'win 0', 'the probe: P2 shows a line after a3-c3');
        await screenshot(page, 'reveal-both-lines-en-1280.png');
        // The link keeps the reading and the game; a reload shows the same.
        assert.match(page.url(), /reveal=loses/);
        assert.match(page.url(), /m=a3-c3/);
        await page.reload();
        await page.waitForFunction(() => document.querySelector('#status')?.classList.contains('over'));
        assert.equal((await read(page)).status, end);
        assert.deepEqual(await pressed(page), [['reveal-cover', 'false'], ['reveal-loses', 'true']]);
        // Back to the standard reading: the revealing move is cut, a3 may only land on a2.
        await page.click('#reveal-rule button[data-action="reveal-cover"]');
        await settled(page, 'the standard reading');
        assert.doesNotMatch(page.url(), /reveal=|m=a3-c3/);
        const std = await read(page);
        const ps = probe(PIN);
        assert.deepEqual(std.moves.map((m) => [m.move, m.label]).sort(), ps.moves.map((m) => [m.move, m.label]).sort());
        assert.deepEqual(std.moves.map((m) => m.label), ps.moves.map((m) => m.label));
        assert.deepEqual(std.moves.filter((m) => m.move.startsWith('a3-')).map((m) => m.move), ['a3-a2']);
        assertNoErrors(t, b);
      });
    });

    test('a lift that reveals without a line of its own; a malformed reading; 繁體中文 and 360 px', TEST, async (t) => {
      await withBrowser({ serviceWorkers: 'block' }, async (b) => {
        const { page, context } = b;
        await serveTable(context);
        await page.goto(`${base}?${PIN_LINK}&m=a3-b3&reveal=loses`);
        await page.waitForFunction(() => document.querySelector('#status')?.classList.contains('over'));
        assert.match((await read(page)).status, /^Orange revealed Blue's line a[13]–a[13]: Blue wins\.$/);
        // Let the page's own requests (its icon) finish: a navigation would abort them.
        await page.waitForLoadState('networkidle');
        await page.goto(`${base}?${PIN_LINK}&reveal=maybe`);
        await settled(page, 'after a malformed reading');
        const bad = await read(page);
        assert.match(bad.notice, /^The link's reveal rule "maybe" is neither must-cover nor loses; /);
        assert.deepEqual(await pressed(page), [['reveal-cover', 'true'], ['reveal-loses', 'false']]);
        assertNoErrors(t, b);
      });
      for (const [viewport, size] of [[DESKTOP, 1280], [PHONE, 360]]) {
        await withBrowser({ serviceWorkers: 'block', locale: 'zh-TW', viewport }, async (b) => {
          const { page, context } = b;
          await serveTable(context);
          await page.goto(`${base}?${PIN_LINK}&reveal=loses`);
          await settled(page, '繁體中文');
          const s = await read(page);
          const lose = s.moves.find((m) => m.move === 'a3-b3');
          assert.match(lose.words, /揭露藍方的連線 a[13]–a[13]：立即輸/);
          assert.match(await page.textContent('#reveal-rule'), /揭露即輸（Stack Tic Tac Toe）/);
          assert.ok((await overflow(page)) <= 0, `no overflow at ${size} px`);
          await screenshot(page, `reveal-loses-zh-${size}.png`);
          await page.click('#moves button.mv[data-move="a3-c3"]');
          await page.waitForFunction(() => document.querySelector('#status')?.classList.contains('over'));
          assert.match((await read(page)).status, /但揭露對手的連線先輸/);
          await screenshot(page, `reveal-both-lines-zh-${size}.png`);
          assertNoErrors(t, b);
        });
      }
      await withBrowser({ serviceWorkers: 'block', viewport: PHONE }, async (b) => {
        const { page, context } = b;
        await serveTable(context);
        await page.goto(`${base}?${PIN_LINK}&reveal=loses`);
        await settled(page, '360 px');
        assert.ok((await overflow(page)) <= 0, 'no overflow at 360 px');
        await screenshot(page, 'reveal-loses-en-360.png');
        assertNoErrors(t, b);
      });
    });

    test('the tutorial teaches the chosen reading, in both languages', TEST, async (t) => {
      for (const [locale, title, reveals] of [
        ['en-US', 'No pins: lifting loses instead', /^a3-c3 is allowed, but it reveals blue's line a[13]–a[13]: blue would win at once\.$/],
        ['zh-TW', '沒有釘住：提起就輸', /^a3-c3 可以走，但會揭露藍色的連線 a[13]–a[13]：藍色會立即獲勝。$/],
      ]) {
        for (const [viewport, size] of [[DESKTOP, 1280], [PHONE, 360]]) {
          await withBrowser({ serviceWorkers: 'block', locale, viewport }, async (b) => {
            const { page, context } = b;
            await serveTable(context);
            await page.goto(`${base}?page=learn&step=pin&reveal=loses`);
            await page.waitForSelector('#learn-step-pin');
            assert.match(await page.textContent('#learn-step-pin h3'), new RegExp(title));
            assert.ok(await page.isVisible('.learn-rule'), 'the reading is said');
            await page.click('[data-msg="learn:sq:a3"]');
            await page.click('[data-msg="learn:sq:c3"]');
            assert.match((await page.textContent('#learn-feedback')).trim(), reveals);
            assert.ok((await overflow(page)) <= 0, `no overflow at ${size} px`);
            await screenshot(page, `reveal-learn-${locale}-${size}.png`);
            await page.click('[data-msg="learn:hand:S"]');
            await page.click('[data-msg="learn:sq:c3"]');
            assert.equal(await page.getAttribute('#learn-feedback', 'class'), 'learn-feedback ok');
            // The standard reading: its own pin step.
            await page.click('#reveal-rule button[data-action="reveal-cover"]');
            assert.doesNotMatch(await page.textContent('#learn-step-pin h3'), new RegExp(title));
            assert.equal(await page.isVisible('.learn-rule'), false);
            assertNoErrors(t, b);
          });
        }
      }
    });
  });
}

// By hand, on the standard tablebase with its other-reading file (`shard-tool reading`): a
// position whose value is one ply longer when revealing loses (`solver/examples/reveal_diff.rs`).
const STANDARD_TB = process.env.REVEAL_STANDARD_TB;
const LONGER = 'sMl,S,S/.,.,m/.,.,m 1';

for (const base of BUILT_URLS) {
  test(`the standard table under both readings at ${base}`, { ...TEST, skip: !STANDARD_TB && 'set REVEAL_STANDARD_TB' }, async (t) => {
    const loses = probe(LONGER, 'loses', STANDARD_TB);
    const standard = probe(LONGER, null, STANDARD_TB);
    assert.notEqual(loses.value, standard.value, 'the readings differ here');
    for (const [reveal, p, name] of [['&reveal=loses', loses, 'loses'], ['', standard, 'standard']]) {
      await withBrowser({ serviceWorkers: 'block' }, async (b) => {
        const { page, context } = b;
        await serveTable(context, STANDARD_TB);
        await page.goto(`${base}?p=${LONGER.replace(' ', '_')}${reveal}`);
        await settled(page, name);
        const s = await read(page);
        assert.equal(s.status, `Orange to move — ${shown(p.value, 'P1').words}`, name);
        assert.deepEqual(s.moves.map((m) => [m.move, m.label]).sort(), p.moves.map((m) => [m.move, m.label]).sort(), name);
        await screenshot(page, `reveal-standard-${name}-en-1280.png`);
        assertNoErrors(t, b);
      });
    }
  });
}
