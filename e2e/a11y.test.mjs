// Accessibility (issue 23, items 6 and 7): the keyboard paths (the skip link, one Tab stop per
// board and reserve, the arrows with a piece picked up in the explorer and in a puzzle, the focus
// after a move played from the list, H, the focus ring apart from the selection), the squares'
// names (a stack top piece first, in both languages), and axe-core with no rule disabled (WCAG
// 2.1 A and AA and best practices) on every page and the states that matter, in both languages,
// both themes, at 360 and 1280 px (each state in four of the eight settings, every pair of two
// factors among them; all eight over the pages): no violation.
//
// The words come from the message table `app/src/i18n/{en,zh_hant}/ui.rs`.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { URLS, HERE, OUT, DESKTOP, PHONE, withBrowser, assertNoErrors, screenshot } from './common.mjs';
import { settled, started, bestLine, nameOf } from './game.mjs';
import { mounted, seat } from './gobbler.mjs';

const base = URLS[0];
const LONG = { timeout: 600_000 };

/** The `ui` message table of `lang` (`en`, `zh_hant`): field → string. */
function strings(lang) {
  const src = readFileSync(path.join(HERE, '..', `app/src/i18n/${lang}/ui.rs`), 'utf8');
  const t = {};
  for (const m of src.matchAll(/^\s*(\w+): ("(?:[^"\\]|\\.)*"),?$/gm)) t[m[1]] = JSON.parse(m[2]);
  return t;
}
const UI = { en: strings('en'), 'zh-Hant': strings('zh_hant') };
/** `crate::i18n::fill`: `{0}`, `{1}`… replaced by the arguments. */
const fill = (s, ...args) => s.replace(/\{(\d)\}/g, (_, i) => String(args[Number(i)]));

const active = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return {
      tag: a?.tagName ?? null,
      square: a?.dataset?.square ?? null,
      reserve: a?.dataset?.reserve ?? null,
      msg: a?.dataset?.msg ?? null,
      move: a?.dataset?.move ?? null,
      group: a?.closest('[data-roving]')?.id ?? null,
      skip: a?.hasAttribute?.('data-skip') ?? false,
    };
  });

/** How many controls of the group `sel` the Tab key stops at. */
const tabStops = (page, sel) =>
  page.$eval(sel, (g) => [...g.querySelectorAll('button')].filter((b) => !b.disabled && b.tabIndex >= 0).length);

const movesOf = (page) => page.evaluate(() => new URL(location.href).searchParams.get('m')?.split('_') ?? []);

describe(`the keyboard at ${base}`, () => {
  test('the skip link, one Tab stop per board and reserve, arrows with a piece picked up, the focus after a move', { timeout: 120_000 }, async (t) => {
    await withBrowser({ locale: 'en-GB' }, async (b) => {
      const { page } = b;
      await page.goto(base);
      await settled(page);
      // The skip link is the page's first stop and lands on the board.
      await page.keyboard.press('Tab');
      assert.ok((await active(page)).skip, 'the first Tab reaches the skip link');
      assert.equal(await page.textContent('a.skip'), UI.en.skip_board);
      await page.keyboard.press('Enter');
      let a = await active(page);
      assert.equal(a.group, 'board', 'the skip link lands on the board');
      assert.ok(a.square, 'on a square');
      // One stop each: the board, each reserve.
      for (const sel of ['#board', '#reserve-p1', '#reserve-p2']) assert.equal(await tabStops(page, sel), 1, `${sel} is one Tab stop`);
      await page.keyboard.press('Tab');
      assert.equal((await active(page)).group, 'reserve-p1', 'Tab from the board reaches Orange\'s reserve');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      assert.equal((await active(page)).group, 'reserve-p2', 'Shift+Tab from the board reaches Blue\'s reserve');
      // Orange's large piece: Tab, Tab, Tab from the board's stop, → → inside the reserve.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      assert.equal((await active(page)).reserve, '1S');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      assert.equal((await active(page)).reserve, '1L', '→ → reach the large piece');
      await page.keyboard.press('ArrowLeft');
      assert.equal((await active(page)).reserve, '1M');
      // Picked up with Enter, the arrows go to the board and walk it.
      await page.keyboard.press('Enter');
      assert.equal(await page.getAttribute('[data-reserve="1M"]', 'aria-pressed'), 'true');
      assert.equal((await active(page)).reserve, '1M', 'the focus stays on the piece picked up');
      await page.keyboard.press('ArrowUp');
      a = await active(page);
      assert.equal(a.group, 'board', 'with a piece picked up an arrow goes to the board');
      // The board's stop is the square last focused there (the skip link's).
      await page.focus('#board [data-square="a1"]');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
      assert.equal((await active(page)).square, 'b2');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('m') === 'M@b2');
      assert.equal((await active(page)).square, 'b2', 'the focus stays on the square played');
      await settled(page);
      // Enter on a move of the list: the move is played, the focus goes to the next list.
      await page.focus('#moves button.mv');
      const mv = (await active(page)).move;
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => new URL(location.href).searchParams.get('m')?.split('_').length === n, 2);
      assert.deepEqual(await movesOf(page), ['M@b2', mv]);
      await settled(page);
      a = await active(page);
      assert.notEqual(a.tag, 'BODY', 'the focus is not dropped to the page');
      assert.ok(a.move, `the focus is on the next list's first move: ${JSON.stringify(a)}`);
      // The board's one stop follows the focus: the square last focused.
      assert.equal(await page.$eval('#board', (g) => g.querySelector('[tabindex="0"]')?.dataset.square), 'b2');
      assertNoErrors(t, b);
    });
  });

  test('the focus ring is not the selection ring', { timeout: 60_000 }, async (t) => {
    for (const colorScheme of ['light', 'dark']) {
      await withBrowser({ locale: 'en-GB', colorScheme }, async (b) => {
        const { page } = b;
        await page.goto(`${base}?m=${bestLine(2).join('_')}`);
        await settled(page);
        // A piece of Orange's on the board, picked up by the keyboard; the focus moved on.
        const from = bestLine(2)[0].slice(-2);
        await page.focus(`#board [data-square="${from}"]`);
        await page.keyboard.press('Enter');
        await page.waitForSelector(`#board [data-square="${from}"][aria-pressed="true"]`);
        await page.keyboard.press(from.startsWith('c') ? 'ArrowLeft' : 'ArrowRight');
        const rings = await page.evaluate((sel) => {
          const style = (el) => {
            const s = getComputedStyle(el);
            return { outline: s.outlineStyle, outlineColor: s.outlineColor, shadow: s.boxShadow };
          };
          const focused = document.activeElement;
          return { selected: style(document.querySelector(sel)), focused: style(focused), same: focused.matches(sel) };
        }, `#board [data-square="${from}"]`);
        assert.equal(rings.same, false, 'the focus left the piece picked up');
        assert.equal(rings.selected.outline, 'none', `the selection is no outline (${colorScheme})`);
        assert.match(rings.selected.shadow, /inset/, `the selection is a ring inside the square (${colorScheme})`);
        assert.notEqual(rings.focused.outline, 'none', `the focus is an outline (${colorScheme})`);
        assert.ok(!/inset 0px 0px 0px 6px/.test(rings.focused.shadow), 'the focused square has no selection ring');
        await screenshot(page, `a11y-rings-${colorScheme}-${nameOf(base)}.png`);
        await page.locator('.play-area').screenshot({ path: path.join(OUT, `a11y-rings-area-${colorScheme}.png`) });
        assertNoErrors(t, b);
      });
    }
  });

  test('H shows or hides the values in a game; on Explore it changes nothing, as the help says', { timeout: 60_000 }, async (t) => {
    await withBrowser({ locale: 'en-GB' }, async (b) => {
      const { page } = b;
      for (const p of ['two', 'play']) {
        await page.goto(`${base}?page=${p}`);
        await settled(page);
        await page.focus('#undo, #new-game');
        const before = await page.getAttribute('#hints', 'aria-pressed');
        await page.keyboard.press('h');
        assert.notEqual(await page.getAttribute('#hints', 'aria-pressed'), before, `H toggles the values on ${p}`);
        await settled(page);
        await page.keyboard.press('H');
        assert.equal(await page.getAttribute('#hints', 'aria-pressed'), before, `H again on ${p}`);
        await settled(page);
      }
      await page.goto(base);
      await settled(page);
      const labels = () => page.$$eval('#board .label', (ls) => ls.map((l) => l.textContent));
      const shown = await labels();
      assert.ok(shown.length > 0);
      await page.focus('#board [data-square="b2"]');
      await page.keyboard.press('h');
      assert.deepEqual(await labels(), shown, 'H changes nothing on Explore');
      await page.click('details.keys summary');
      const help = await page.evaluate(() => document.querySelector('details.keys').innerText);
      assert.ok(help.includes(UI.en.keys), 'the help says where H works');
      assertNoErrors(t, b);
    });
  });
});

describe(`the squares' names at ${base}`, () => {
  test('a stack is named top piece first, in both languages', { timeout: 60_000 }, async (t) => {
    await withBrowser({ serviceWorkers: 'block', locale: 'en-GB' }, async (b) => {
      const { context, page } = b;
      // A manifest that does not parse: the app plays the standard rules (stacks), unvalued.
      await context.route(/\/tb\/manifest\.json$/, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"not": "a manifest"}' }),
      );
      await page.goto(`${base}?m=S@b2_M@b2_L@b2`);
      await page.waitForFunction(() => document.querySelector('#tb')?.dataset.state === 'failed');
      for (const lang of ['en', 'zh-Hant']) {
        await page.click(`[data-lang="${lang}"]`);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        const u = UI[lang];
        const piece = (p, s) => fill(u.piece, u[p], u[s]);
        const want = `b2: ${[piece('p1', 'large'), piece('p2', 'medium'), piece('p1', 'small')].join(u.on)}`;
        // The square and its stack come first (the value, unknown here, after `; `).
        const named = async (sq) => (await page.getAttribute(`#board [data-square="${sq}"]`, 'aria-label')).split('; ')[0];
        assert.equal(await named('b2'), want, `${lang}: top piece first`);
        assert.equal(await named('a1'), `a1: ${u.empty}`);
      }
      assertNoErrors(t, b);
    });
  });
});

describe(`a puzzle by the keyboard at ${base}`, () => {
  test('a piece of the reserve picked up with Enter: the arrows walk the board', { timeout: 60_000 }, async (t) => {
    await withBrowser({ locale: 'en-GB' }, async (b) => {
      const { page } = b;
      // The first puzzle whose solver has a piece in reserve.
      let n = 1;
      for (; n <= 20; n++) {
        await page.goto(`${base}?page=puzzles&n=${n}`);
        await page.waitForFunction(() => document.querySelector('#puzzle-status')?.dataset.state === 'turn', null, { polling: 50 });
        if (await page.$('#puzzle [data-msg^="puzzles:res-"]:not([disabled])')) break;
      }
      assert.ok(n <= 20, 'a puzzle with a piece in reserve');
      assert.equal(await tabStops(page, '#puzzle-grid'), 1, 'the puzzle board is one Tab stop');
      await page.focus('#puzzle [data-msg^="puzzles:res-"]:not([disabled])');
      const res = (await active(page)).msg;
      await page.keyboard.press('Enter');
      await page.waitForSelector(`[data-msg="${res}"][aria-pressed="true"]`);
      await page.keyboard.press('ArrowRight');
      let a = await active(page);
      assert.equal(a.group, 'puzzle-grid', `with ${res} picked up an arrow goes to the board`);
      const first = a.square;
      await page.keyboard.press(first.startsWith('c') ? 'ArrowLeft' : 'ArrowRight');
      a = await active(page);
      assert.ok(a.square && a.square !== first, 'and walks it');
      // Escape puts the piece back.
      await page.keyboard.press('Escape');
      await page.waitForFunction((m) => document.querySelector(`[data-msg="${m}"]`)?.getAttribute('aria-pressed') !== 'true', res);
      assertNoErrors(t, b);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// axe-core on every page and setting.

/** The tags axe runs: WCAG 2.0 and 2.1, A and AA, and best practices; no rule disabled. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * The settings a state is checked in: half of the eight (language × theme × width), chosen so
 * that every pair of two factors is seen (an orthogonal array: each language in both themes and
 * at both widths, each theme at both widths), and the other half on every other state, so that
 * over the pages every one of the eight is seen. All eight on every state took 136 axe runs,
 * 350 s of one test file (a sixth of the browser tests' time); a violation that needs all three
 * factors together, and on one page only, is what this leaves to the screenshots.
 */
const settingsOf = (i) => {
  const even = [['en', 'light', PHONE], ['en', 'dark', DESKTOP], ['zh-Hant', 'light', DESKTOP], ['zh-Hant', 'dark', PHONE]];
  const odd = even.map(([lang, colorScheme, size]) => [lang, colorScheme, size === PHONE ? DESKTOP : PHONE]);
  return (i % 2 === 0 ? even : odd).map(([lang, colorScheme, size]) => ({ lang, colorScheme, size }));
};

/** The game line that ends the game (the best line from the start, to its end). */
const FINISHED = bestLine(20);

/**
 * The pages and states: how to reach each from a fresh load of its URL, and what to wait for.
 * `ready` runs after every change of setting too (the language redraws the page).
 */
const gameReady = (page) => settled(page);
const STATES = [
  { name: 'explore', url: '', ready: gameReady },
  {
    name: 'the welcome',
    url: '',
    ready: gameReady,
    then: async (page) => {
      if (!(await page.$('#welcome'))) await page.click('#welcome-open');
      await page.waitForSelector('#welcome');
    },
  },
  {
    name: 'explore, a piece picked up',
    url: `?m=${bestLine(2).join('_')}`,
    ready: gameReady,
    then: async (page) => {
      if (!(await page.$('[data-reserve="1S"][aria-pressed="true"]'))) await page.click('[data-reserve="1S"]');
    },
  },
  { name: 'explore, a move previewed', url: `?m=${bestLine(1).join('_')}`, ready: gameReady, then: (page) => page.hover('#moves button.mv') },
  { name: 'a finished game', url: `?m=${FINISHED.join('_')}`, ready: gameReady },
  { name: 'a review', url: `?m=${FINISHED.join('_')}&review=1`, ready: (page) => page.waitForSelector('.review-table') },
  { name: 'a bad link', url: '?m=L@b2_zz', ready: gameReady },
  { name: 'play', url: '?page=play', ready: gameReady },
  { name: 'two players, values shown', url: '?page=two', ready: gameReady, then: async (page) => {
    if (!(await page.$('#hints[aria-pressed="true"]'))) await page.click('#hints');
  } },
  { name: 'learn', url: '?page=learn', ready: async (page) => (await started(page), page.waitForSelector('.learn .learn-board')) },
  { name: 'learn, covering', url: '?page=learn&step=cover', ready: async (page) => (await started(page), page.waitForSelector('.learn .learn-board')) },
  {
    name: 'a puzzle',
    url: '?page=puzzles&n=1',
    ready: (page) => page.waitForFunction(() => ['turn', 'failed', 'solved'].includes(document.querySelector('#puzzle-status')?.dataset.state)),
  },
  { name: 'findings', url: '?page=findings', ready: async (page) => (await started(page), page.waitForSelector('.findings .findings-grid svg.chart')) },
  { name: 'the editor', url: '?page=editor', ready: async (page) => (await started(page), page.waitForSelector('#editor-board')) },
  { name: 'offline', url: '?page=offline', ready: async (page) => (await started(page), page.waitForSelector('#offline-headline')) },
  { name: 'Gobbler', url: '?page=gobbler', ready: async (page) => (await started(page), mounted(page)), shots: 'gobbler' },
  {
    name: 'Gobbler, the hint and the evaluation bar',
    url: '?page=gobbler',
    ready: async (page) => (await started(page), mounted(page)),
    then: async (page) => {
      if ((await page.inputValue('[data-gb-player="gobblers"]')) !== 'friend') await seat(page, 'you', 'friend');
      if ((await page.getAttribute('[data-gb="eval"]', 'aria-checked')) !== 'true') await page.click('[data-gb="eval"]');
      await page.click('[data-gb="hint"]');
      await page.waitForSelector('#gb-suggest[data-turn]', { timeout: 30_000 });
      await page.waitForSelector('#gb-eval[data-estimate]', { timeout: 30_000 });
    },
    shots: 'gobbler-advice',
  },
];

/** A short, readable account of axe's violations. */
const describeViolations = (vs) =>
  vs.map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.help}\n${v.nodes.slice(0, 4).map((n) => `    ${n.target.join(' ')}: ${n.failureSummary.replace(/\s+/g, ' ')}`).join('\n')}`);

describe(`axe-core at ${base}`, () => {
  test('no violation on any page, in both languages and themes, at 360 and 1280 px (every pair of them on each page)', LONG, async (t) => {
    const started = Date.now();
    const found = [];
    let runs = 0;
    await withBrowser({ locale: 'en-GB' }, async (b) => {
      const { page } = b;
      for (const [i, state] of STATES.entries()) {
        await page.goto(`${base}${state.url}`);
        await state.ready(page);
        for (const s of settingsOf(i)) {
          await page.setViewportSize(s.size);
          await page.emulateMedia({ colorScheme: s.colorScheme });
          // A dialog a state opened (the welcome) is closed before the language is switched
          // behind it; the state's `then` opens it again.
          if (await page.$('#welcome')) {
            await page.keyboard.press('Escape');
            await page.waitForSelector('#welcome', { state: 'detached' });
          }
          if ((await page.evaluate(() => document.documentElement.lang)) !== s.lang) {
            await page.click(`[data-lang="${s.lang}"]`);
            await page.waitForFunction((l) => document.documentElement.lang === l, s.lang);
          }
          await state.ready(page);
          if (state.then) await state.then(page);
          if (state.shots) await screenshot(page, `a11y-${state.shots}-${s.lang}-${s.colorScheme}-${s.size.width}.png`);
          const r = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          runs++;
          const what = `${state.name} (${s.lang}, ${s.colorScheme}, ${s.size.width} px)`;
          if (r.violations.length) found.push(`${what}:\n  ${describeViolations(r.violations).join('\n  ')}`);
        }
        // Nothing in flight when the next page is opened.
        if (state.ready === gameReady) await settled(page);
      }
      assertNoErrors(t, b);
    });
    t.diagnostic(`${runs} axe runs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    assert.equal(found.length, 0, `axe violations:\n${found.join('\n')}`);
  });
});
