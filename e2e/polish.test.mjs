// The explorer's polish (issue 14, items 5, 7 and 8) in a real browser: memory mode (no buried
// piece in the DOM or the accessibility tree, a rim on exactly the stacks), installability
// (Chromium's own check through the DevTools protocol, the manifest and its icons, the install
// button), the turned board view, symmetric moves grouped, the paste box, and the dark theme.
//
// The site under test plays `--cover off` (nothing stacks): the memory-mode test serves the page
// a broken tablebase manifest, so the app plays the standard rules with unknown values.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BUILT_URLS, DESKTOP, PHONE, TEST, withBrowser, overflow } from './common.mjs';
import { probe, settled, read, assertNoErrors, assertShows, bestLine, screenshot, nameOf } from './game.mjs';

// ---------------------------------------------------------------------------------------------
// The eight symmetries of the board, written independently of the rules crate: square index
// i = row * 3 + column, row 0 = rank 3 (a3 is 0, c1 is 8).

const SQUARES = ['a3', 'b3', 'c3', 'a2', 'b2', 'c2', 'a1', 'b1', 'c1'];
const MAPS = [
  (r, c) => [r, c],
  (r, c) => [c, 2 - r],
  (r, c) => [2 - r, 2 - c],
  (r, c) => [2 - c, r],
  (r, c) => [r, 2 - c],
  (r, c) => [2 - r, c],
  (r, c) => [c, r],
  (r, c) => [2 - c, 2 - r],
].map((f) => SQUARES.map((_, i) => {
  const [r, c] = f(Math.floor(i / 3), i % 3);
  return r * 3 + c;
}));
const mapSquare = (map, sq) => SQUARES[map[SQUARES.indexOf(sq)]];
const mapMove = (map, mv) => {
  const place = /^([SML])@([a-c][1-3])$/.exec(mv);
  if (place) return `${place[1]}@${mapSquare(map, place[2])}`;
  const [from, to] = mv.split('-');
  return `${mapSquare(map, from)}-${mapSquare(map, to)}`;
};

/** The orbits of `moves` under the symmetries that fix `board` (the probe's board string). */
function orbits(board, moves) {
  const cells = board.split(/[/,]/);
  const fixing = MAPS.filter((map) => cells.every((cell, i) => cells[map[i]] === cell));
  const groups = [];
  for (const mv of moves) {
    const g = groups.find((grp) => fixing.some((map) => mapMove(map, grp[0]) === mv));
    if (g) g.push(mv);
    else groups.push([mv]);
  }
  return { fixing: fixing.length, groups };
}

const key = (groups) => groups.map((g) => [...g].sort().join(' ')).sort();

/** The groups the page lists: each button's move and the moves its `.same` names. */
async function pageGroups(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#moves li button.mv')].map((b) => {
      const same = b.querySelector('.same');
      const others = same ? same.textContent.replace(/^.*?: ?(also|還有) ?/, '').split(/,\s*/) : [];
      return { move: b.dataset.move, count: same ? Number(same.dataset.count) : 1, others };
    }),
  );
}

/** The game board as drawn: the squares' names in reading order of where they are drawn
 *  (rows by the boxes' centres top to bottom, each row left to right). */
async function drawn(page) {
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll('#board button.sq')].map((b) => {
      const r = b.getBoundingClientRect();
      return { sq: b.dataset.square, x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }),
  );
  boxes.sort((p, q) => p.y - q.y);
  assert.ok(boxes[2].y < boxes[3].y && boxes[5].y < boxes[6].y, 'three rows of three');
  const rows = [boxes.slice(0, 3), boxes.slice(3, 6), boxes.slice(6, 9)];
  for (const row of rows) row.sort((p, q) => p.x - q.x);
  return rows.flat().map((b) => b.sq);
}

/** The page coordinates of a square's centre. */
async function centre(page, sq) {
  const r = await page.locator(`#board [data-square="${sq}"]`).boundingBox();
  return [r.x + r.width / 2, r.y + r.height / 2];
}

/** Every name in the accessibility tree (Chromium's, through the DevTools protocol). */
async function accessibleNames(context, page) {
  const cdp = await context.newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes.filter((n) => !n.ignored && n.name?.value).map((n) => n.name.value);
}

const LINE = bestLine(4);

for (const base of BUILT_URLS) {
  describe(`the explorer's polish at ${base}`, () => {
    test('memory mode: no buried piece in the DOM or the accessibility tree, a rim on exactly the stacks', TEST, async (t) => {
      await withBrowser({ serviceWorkers: 'block', locale: 'en-GB' }, async (br) => {
        const { context, page } = br;
        // A manifest that does not parse: the app plays the standard rules (stacks) unvalued.
        await context.route(/\/tb\/manifest\.json$/, (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', body: '{"not": "a manifest"}' }),
        );
        // b2: P1 small, P2 medium, P1 large; a1: P2 small, P1 medium; c3: P2 small.
        const line = ['S@b2', 'M@b2', 'L@b2', 'S@a1', 'M@a1', 'S@c3'];
        await page.goto(`${base}?m=${line.join('_')}`);
        await page.waitForFunction(() => document.querySelector('#tb')?.dataset.state === 'failed');
        const before = await read(page);
        assert.equal(before.board, '.,.,s/.,SmL,./sM,.,.', 'every piece drawn');
        await page.click('#best-line');
        await page.click('#buried');
        await page.waitForSelector('#buried[aria-pressed="true"]');
        const dom = await page.evaluate(() => ({
          buried: document.querySelectorAll('#board .piece.buried').length,
          pieces: Object.fromEntries(
            [...document.querySelectorAll('#board button.sq')].map((b) => [b.dataset.square, b.querySelectorAll('.piece').length]),
          ),
          rims: [...document.querySelectorAll('#board .stack.rim')].map((s) => s.closest('button').dataset.square).sort(),
          rimShadow: getComputedStyle(document.querySelector('#board .stack.rim .piece.top')).boxShadow,
          html: document.querySelector('#app').outerHTML,
          text: document.body.innerText,
        }));
        assert.equal(dom.buried, 0, 'no buried piece is drawn');
        for (const [sq, got] of Object.entries(before.squares)) {
          assert.equal(dom.pieces[sq], Math.min(got.stack.length, 1), `${sq} draws its top piece only`);
        }
        const stacks = Object.entries(before.squares).filter(([, s]) => s.stack.length > 1).map(([sq]) => sq).sort();
        assert.deepEqual(stacks, ['a1', 'b2']);
        assert.deepEqual(dom.rims, stacks, 'a rim on exactly the stacks');
        assert.notEqual(dom.rimShadow, 'none', 'the rim is drawn');
        // Nothing in the page's markup or text says what is buried: the squares name their top
        // piece and that something is under it; the best line does not write out the position.
        assert.ok(!/on Orange small|on Blue medium/.test(dom.html), 'no buried piece in the markup');
        assert.ok(!dom.text.includes('SmL') && !dom.text.includes('sM'), 'no position string in the text');
        const names = await accessibleNames(context, page);
        const squareNames = names.filter((n) => /^[a-c][1-3]: /.test(n));
        assert.equal(new Set(squareNames.map((n) => n.slice(0, 2))).size, 9, 'the tree names all nine squares');
        const want = { b2: 'b2: Orange large over hidden pieces', a1: 'a1: Orange medium over hidden pieces', c3: 'c3: Blue small' };
        for (const [sq, name] of Object.entries(want)) {
          assert.ok(squareNames.some((n) => n === name || n.startsWith(`${name};`)), `${sq} is named ${name}: ${squareNames.join(' | ')}`);
        }
        for (const n of names) {
          assert.ok(!/ on (Orange|Blue) /.test(n), `the accessibility tree names a buried piece: ${n}`);
        }
        await screenshot(page, `polish-memory-${nameOf(base)}.png`);
        // Shown again, the labels name every piece.
        await page.click('#buried');
        const again = await accessibleNames(context, page);
        assert.ok(again.some((n) => n.startsWith('b2: Orange large on Blue medium on Orange small')), again.filter((n) => n.startsWith('b2')).join(' | '));
        assertNoErrors(t, br);
      });
    });

    test('installable: Chromium finds no installability error; manifest, icons, favicon; the install button', TEST, async (t) => {
      // On disk: Chromium reports an in-memory context as not installable ('in-incognito').
      await withBrowser({ onDisk: true }, async (br) => {
        const { context, page } = br;
        // Whether the browser itself offers to install (then the button must be there already).
        // Every offer's prompt is counted here, the browser's own too: its offer can come at any
        // moment (on a slow machine after the one made below), and the page then holds that one.
        await page.addInitScript(() => {
          window.__offered = 0;
          window.__prompted = 0;
          window.addEventListener('beforeinstallprompt', (e) => {
            if (!e.__fake) window.__offered += 1;
            e.prompt = () => { window.__prompted += 1; return Promise.resolve({ outcome: 'dismissed' }); };
          });
        });
        await page.goto(base);
        await settled(page);
        await page.evaluate(() => navigator.serviceWorker.ready);
        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send('Page.getAppManifest');
        assert.deepEqual(manifest.errors, [], 'the manifest parses');
        assert.match(manifest.url, /manifest\.webmanifest$/);
        const m = JSON.parse(manifest.data);
        assert.equal(m.display, 'standalone');
        assert.equal(m.start_url, './');
        assert.equal(m.scope, './');
        assert.ok(m.name && m.short_name && m.theme_color && m.background_color);
        for (const [size, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]) {
          const icon = m.icons.find((i) => i.sizes === size && i.purpose === purpose && i.type === 'image/png');
          assert.ok(icon, `a ${size} ${purpose} PNG icon`);
          const res = await page.request.get(new URL(icon.src, manifest.url).href);
          assert.equal(res.status(), 200, `${icon.src} is served`);
          const png = await res.body();
          assert.equal(png.subarray(1, 4).toString(), 'PNG', `${icon.src} is a PNG`);
          const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
          assert.equal(`${w}x${h}`, size, `${icon.src} is ${size}`);
        }
        // Start URL and scope resolve inside the site's folder (sub-path hosting).
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        assert.deepEqual(installabilityErrors, [], 'Chromium: no installability error');
        const icon = await page.evaluate(() => document.querySelector('link[rel="icon"]').href);
        assert.equal((await page.request.get(icon)).status(), 200, 'the favicon is served');
        assert.ok(icon.startsWith(base), 'the favicon lives beside the page');

        // The button: there only when the browser offers (a real offer or one made here).
        // The page draws the button after the browser's offer reaches it, so an offer seen here
        // may be a moment ahead of the button: wait for it then; without an offer, a button is
        // wrong unless an offer came meanwhile.
        const offered = await page.evaluate(() => window.__offered);
        if (offered) await page.waitForSelector('#install', { timeout: 5_000 });
        else {
          const shown = await page.locator('#install').count();
          const offeredSince = await page.evaluate(() => window.__offered);
          assert.ok(shown === 0 || offeredSince, `an install button (${shown}) without the browser's offer`);
        }
        await page.evaluate(() => {
          const e = new Event('beforeinstallprompt', { cancelable: true });
          e.__fake = true;
          window.dispatchEvent(e);
        });
        await page.waitForSelector('#install');
        const offersBefore = await page.evaluate(() => window.__offered);
        await page.click('#install');
        await page.waitForFunction(() => window.__prompted > 0);
        // The button goes with the offer it showed; only a new offer from the browser brings it back.
        await page.waitForFunction((n) => !document.querySelector('#install') || window.__offered > n, offersBefore);
        assert.equal(await page.evaluate(() => window.__prompted), 1, 'the prompt was shown once');
        await cdp.detach();
        assertNoErrors(t, br);
      });
    });

    test('the board turns and mirrors: squares drawn elsewhere, clicks still play their square', TEST, async (t) => {
      await withBrowser({ serviceWorkers: 'block' }, async (br) => {
        const { page } = br;
        await page.goto(base);
        await settled(page);
        assert.deepEqual(await drawn(page), ['a3', 'b3', 'c3', 'a2', 'b2', 'c2', 'a1', 'b1', 'c1'], 'upright');
        await page.click('#rotate');
        await page.waitForFunction(() => new URL(location.href).searchParams.get('view') === 'r1');
        // A quarter turn clockwise: the a-file on top, a1 at the top left.
        assert.deepEqual(await drawn(page), ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3'], 'turned');
        await page.click('#flip');
        await page.waitForFunction(() => new URL(location.href).searchParams.get('view') === 'fr3');
        // Mirrored as drawn: the left and right columns swap.
        const mirrored = await drawn(page);
        assert.deepEqual(mirrored, ['a3', 'a2', 'a1', 'b3', 'b2', 'b1', 'c3', 'c2', 'c1'], 'turned and mirrored');
        // Clicking the drawn squares plays the squares they name, with the probe's values.
        const p = probe([]);
        const first = LINE[0];
        const [, size, to] = /^([SML])@([a-c][1-3])$/.exec(first);
        await page.click(`[data-reserve="1${size}"]`);
        // Clicked where the mirrored, turned board draws it (the place that holds `to` there).
        await page.mouse.click(...(await centre(page, to)));
        await settled(page);
        const s = await assertShows(page, [first]);
        assert.equal(new URL(s.url).searchParams.get('m'), first, 'the move played is the square clicked');
        assert.equal(new URL(s.url).searchParams.get('view'), 'fr3', 'the view stays in the URL');
        assert.ok(p.moves.some((m) => m.move === first));
        // Keyboard: the arrows follow the drawing.
        await page.focus('#board [data-square="b2"]');
        await page.keyboard.press('ArrowRight');
        const right = await page.evaluate(() => document.activeElement.dataset.square);
        const drawnRight = mirrored[mirrored.indexOf('b2') + 1];
        assert.equal(right, drawnRight, 'ArrowRight goes to the square drawn on the right');
        // The link brings the same view back.
        await page.reload();
        await settled(page);
        assert.deepEqual(await drawn(page), mirrored);
        await assertShows(page, [first]);
        assertNoErrors(t, br);
      });
    });

    test('symmetric moves grouped: the groups are the orbits of the position\'s symmetries', TEST, async (t) => {
      await withBrowser({ serviceWorkers: 'block' }, async (br) => {
        const { page } = br;
        await page.goto(base);
        await settled(page);
        await page.click('#group');
        await page.waitForSelector('#group[aria-pressed="true"]');
        let checked = 0;
        for (const moves of [[], [LINE[0]], LINE.slice(0, 2), ['L@a1'], ['L@a1', 'S@c3'], LINE.slice(0, 3)]) {
          if (moves.length) {
            await page.goto(`${base}?m=${moves.join('_')}`);
            await settled(page);
            if (!(await page.locator('#group[aria-pressed="true"]').count())) await page.click('#group');
            await page.waitForSelector('#group[aria-pressed="true"]');
          }
          const p = probe(moves);
          const want = orbits(p.board, p.moves.map((m) => m.move));
          const got = await pageGroups(page);
          assert.equal(got.length, want.groups.length, `groups after [${moves}] (${want.fixing} symmetries)`);
          assert.deepEqual(key(got.map((g) => [g.move, ...g.others])), key(want.groups), `the groups after [${moves}]`);
          for (const g of got) {
            assert.equal(g.count, 1 + g.others.length, `${g.move}'s count`);
            const values = new Set([g.move, ...g.others].map((mv) => p.moves.find((m) => m.move === mv).label));
            assert.equal(values.size, 1, `one value in ${g.move}'s group`);
          }
          checked += want.fixing > 1 ? 1 : 0;
        }
        assert.ok(checked >= 3, `only ${checked} symmetric positions checked`);
        // The start: 9 groups, the first moves perft counts as distinct.
        await page.goto(base);
        await settled(page);
        if (!(await page.locator('#group[aria-pressed="true"]').count())) await page.click('#group');
        assert.equal((await pageGroups(page)).length, 9);
        assertNoErrors(t, br);
      });
    });

    test('the paste box: a move list, a position string, and a malformed one that changes nothing', TEST, async (t) => {
      await withBrowser({ serviceWorkers: 'block', locale: 'en-GB' }, async (br) => {
        const { page } = br;
        await page.goto(base);
        await settled(page);
        await page.fill('#paste-text', `1. ${LINE[0]} ${LINE[1]}\n2. ${LINE[2]}`);
        await page.click('#paste-open');
        await settled(page);
        let s = await assertShows(page, LINE.slice(0, 3));
        assert.equal(new URL(s.url).searchParams.get('m'), LINE.slice(0, 3).join('_'));
        assert.equal(await page.inputValue('#paste-text'), '', 'the box empties once opened');

        const at = probe(LINE.slice(0, 2));
        const side = at.side === 'P1' ? 1 : 2;
        await page.fill('#paste-text', `${at.board} ${side}`);
        await page.click('#paste-open');
        await settled(page);
        s = await read(page);
        assert.equal(s.board, at.board, 'the pasted position is shown');
        assert.equal(new URL(s.url).searchParams.get('p'), `${at.board}_${side}`);
        assert.equal(s.line.length, 1, 'a pasted position starts a new line');

        for (const [text, words] of [
          [`${LINE[0]} Q@z9`, /^Cannot open the paste: move 2 \(Q@z9\) is not a move\. Nothing was changed\.$/],
          ['.,.,./.,.,./.,.,. 2', /^Cannot open the paste: the position cannot arise in a game: .+\. Nothing was changed\.$/],
          ['   ', /^Cannot open the paste: the box is empty .+\. Nothing was changed\.$/],
        ]) {
          await page.fill('#paste-text', text);
          await page.click('#paste-open');
          await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#paste-notice')?.textContent ?? ''), words.source);
          const bad = await read(page);
          const said = await page.textContent('#paste-notice');
          assert.match(said, words, `the message for ${JSON.stringify(text)}, beside the box`);
          assert.equal(bad.notice, '', 'said once, beside the box, not above the board');
          assert.equal(bad.board, at.board, 'nothing changed');
          assert.equal(bad.url, s.url, 'the URL did not change');
          assert.equal(await page.inputValue('#paste-text'), text, 'the text stays to be mended');
        }
        assertNoErrors(t, br);
      });
    });

    test('dark theme: follows prefers-color-scheme', TEST, async (t) => {
      for (const [scheme, bg, fg] of [['light', 'rgb(250, 250, 247)', 'rgb(27, 27, 27)'], ['dark', 'rgb(21, 23, 26)', 'rgb(236, 236, 236)']]) {
        await withBrowser({ serviceWorkers: 'block', colorScheme: scheme }, async (br) => {
          const { page } = br;
          await page.goto(base);
          await settled(page);
          const c = await page.evaluate(() => {
            const root = getComputedStyle(document.documentElement);
            const sq = getComputedStyle(document.querySelector('#board .sq'));
            return { bg: root.backgroundColor, fg: root.color, square: sq.backgroundColor };
          });
          assert.equal(c.bg, bg, `${scheme}: the page's background`);
          assert.equal(c.fg, fg, `${scheme}: the text`);
          assert.notEqual(c.square, c.bg, `${scheme}: the squares stand out`);
          assertNoErrors(t, br);
        });
      }
    });

    // Screenshots: both languages, both themes, desktop and phone, with every option on.
    for (const [lang, locale] of [['en', 'en-GB'], ['zh', 'zh-TW']]) {
      for (const scheme of ['light', 'dark']) {
        for (const [kind, options] of [
          ['desktop', { viewport: DESKTOP }],
          ['phone', { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
        ]) {
          test(`${lang} ${scheme} ${kind}: screenshot, no overflow`, TEST, async (t) => {
            await withBrowser({ ...options, locale, colorScheme: scheme, serviceWorkers: 'block' }, async (br) => {
              const { page } = br;
              await page.goto(`${base}?m=${LINE.slice(0, 3).join('_')}&view=r1`);
              await settled(page);
              await page.click('#group');
              await page.click('#buried');
              await page.fill('#paste-text', 'L@b2 Q@z9');
              await page.click('#paste-open');
              await page.waitForFunction(() => document.querySelector('#paste-notice')?.textContent !== '');
              const file = await screenshot(page, `polish-${lang}-${scheme}-${kind}-${nameOf(base)}.png`);
              t.diagnostic(`screenshot ${file}`);
              assert.ok((await overflow(page)) <= 0, `${lang} ${scheme} ${kind}: nothing past the edge`);
              assertNoErrors(t, br);
            });
          });
        }
      }
    }
  });
}
