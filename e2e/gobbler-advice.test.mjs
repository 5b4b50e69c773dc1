// The Gobbler page's advice and the computer's turn on the board (issue 24 items 1 and 2): the hint
// (the strong player's turn drawn as arrows and said in notation, never played; followed by clicks
// it is a legal turn; an answer about a position that has left the board is ignored); the
// evaluation bar (off by default, switched on, updated after each turn, remembered, both
// languages); the estimate after every turn (a graph of every board's estimate, the turns that
// moved it most against their side, each a look back judged at once); while looking back both about
// the board shown (the hint said beside the turn played there, a board judged before judged at
// once); the computer's steps kept on the board until the person acts, also when the evaluation
// answers and across the Rules tab; at 360×740 the board and the turn's controls seen together
// without scrolling (with the advice shown), and scrolled to the board the hint and the evaluation
// with them, 44 px targets; at 1280×800 board and panel side by side. The words come from the
// message tables `gobbler/web/src/i18n/{en,zh_hant}/page.rs` (`ADVICE`), so this file types in
// neither language. Environment: see common.mjs.

import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, PHONE, withBrowser, assertNoErrors, screenshot, overflow, LANGS } from './common.mjs';
import { buildCli, cli as show, FINDINGS_GAME as GAME, open, sq, position, gameText, seat, playRounds, ANSWER, settledTurn, mounted, messageTable, fill } from './gobbler.mjs';

before(buildCli);

/** The `ADVICE` message table of `lang` (`en`, `zh_hant`): field → template. */
function words(lang) {
  const out = messageTable(lang, 'page.rs', 'ADVICE');
  assert.ok(out.hint && out.eval_littles, `the ADVICE table of ${lang} is read`);
  return out;
}
const WORDS = { en: words('en'), zh: words('zh_hant') };

/** A template as a pattern: its text exactly, each `{n}` any text (a group). */
const pattern = (template) =>
  new RegExp(template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\d+\}/g, '(.+?)'));

/** `gobbler show start GAME`: the position line (throws on an illegal turn). */
const cli = (game) => show(game).position;


const HINT = '[data-gb="hint"]';
const SWITCH = '[data-gb="eval"]';



/** The squares an arrow of `cls` joins, as `from-to` (the board is 8 units wide, rank 8 on top). */
async function arrowsOf(page, cls) {
  return page.$$eval(`.gb-arrow.${cls}`, (ls) =>
    ls.map((l) => {
      const at = (x, y) => `${'abcdefgh'[Math.floor(Number(x))]}${8 - Math.floor(Number(y))}`;
      return `${at(l.getAttribute('x1'), l.getAttribute('y1'))}-${at(l.getAttribute('x2'), l.getAttribute('y2'))}`;
    }),
  );
}

/** What a turn in notation draws: its steps, or its hops (`e5>c6>b4` → e5-c6, c6-b4). */
function joins(turn) {
  if (turn === 'pass') return [];
  if (turn.includes('>')) {
    const path = turn.split('>');
    return path.slice(1).map((to, i) => `${path[i]}-${to}`);
  }
  return turn.split(' ');
}

/**
 * Clicks `selector` and reads the text of `said` in the same task: before any answer from a
 * worker can arrive (the strong Littles often answer in a few ms), so the waiting state is seen.
 */
async function clickAndRead(page, selector, said) {
  return page.evaluate(
    ([sel, out]) => {
      document.querySelector(sel).click();
      return document.querySelector(out)?.textContent ?? null;
    },
    [selector, said],
  );
}

/** Asks for the hint and waits for it: the turn in notation and the line that says it. */
async function hint(page, w) {
  const thinking = await clickAndRead(page, HINT, '#gb-suggest');
  await page.waitForSelector('#gb-suggest[data-turn]', { timeout: ANSWER.timeout });
  return { thinking, turn: await page.getAttribute('#gb-suggest', 'data-turn'), said: await page.textContent('#gb-suggest') };
}

/** Waits for the evaluation of the position on the board; its estimate and its words. */
async function evaluation(page) {
  await page.waitForFunction(
    () => {
      const e = document.querySelector('#gb-eval');
      return e && e.dataset.estimate && e.dataset.position === document.querySelector('.gb-board').dataset.position;
    },
    null,
    ANSWER,
  );
  return page.$eval('#gb-eval', (e) => ({
    estimate: Number(e.dataset.estimate),
    said: e.querySelector('#gb-eval-text').textContent,
    fill: e.querySelector('.gb-ev-fill').className,
    style: e.querySelector('.gb-ev-fill').getAttribute('style'),
  }));
}

/** Asserts the evaluation's words and bar against its estimate and the position's threshold. */
function assertEvaluation(ev, pos, w, what) {
  const [, , eaten, thr] = pos.split(' ').map(Number);
  assert.ok(ev.estimate >= eaten && ev.estimate <= 60, `${what}: ${ev.estimate} between ${eaten} eaten and 60`);
  const ahead = ev.estimate > thr ? 'g' : 'l';
  const template = ahead === 'g' ? w.eval_gobblers : w.eval_littles;
  assert.equal(ev.said, fill(template, ev.estimate.toFixed(1), thr), what);
  assert.equal(ev.fill, `gb-ev-fill ${ahead}`, what);
  // Half the bar for 15 Littles from the threshold (the page draws the unrounded estimate).
  const width = Math.min(Math.abs(ev.estimate - thr) / 15, 1) * 50;
  const drawn = Number(/width:([\d.]+)%/.exec(ev.style)?.[1]);
  assert.ok(Math.abs(drawn - width) <= 0.5, `${what}: ${ev.style} for ${ev.estimate} against ${thr}`);
}

/** `box` inside the window `vp` at the page's first scroll position. */
function assertInside(box, vp, what) {
  assert.ok(
    box && box.x >= -0.5 && box.y >= -0.5 && box.x + box.w <= vp.width + 0.5 && box.y + box.h <= vp.height + 0.5,
    `${what} is inside the ${vp.width}×${vp.height} window without scrolling: ${JSON.stringify(box)}`,
  );
}

async function boxes(page, selectors) {
  return page.evaluate((sels) => {
    const out = {};
    for (const s of sels) {
      const r = document.querySelector(s)?.getBoundingClientRect();
      out[s] = r && r.width > 0 ? { x: r.x, y: r.y, w: r.width, h: r.height } : null;
    }
    return out;
  }, selectors);
}

describe('the Gobbler page: the hint, the evaluation and the computer’s turn on the board', () => {
  for (const [lang, locale] of LANGS) {
    test(`the hint is drawn and said, never played, and can be followed (${locale})`, { timeout: 120_000 }, async (t) => {
      const w = WORDS[lang];
      await withBrowser({ locale }, async (b) => {
        const { page } = b;
        await open(page);
        await seat(page, 'you', 'friend');
        const start = await position(page);
        assert.equal(await page.$('#gb-suggest'), null, 'no hint before it is asked for');
        const littles = await hint(page, w);
        assert.equal(littles.thinking, w.hint_thinking, 'said while the strong player thinks');
        assert.deepEqual(await arrowsOf(page, 'hint'), joins(littles.turn), `the arrows of ${littles.turn}`);
        const head = littles.turn === 'pass' ? w.hint_pass : fill(w.hint_turn, littles.turn);
        assert.ok(littles.said.startsWith(head), `${littles.said} says ${head}`);
        const [, expected] = pattern(w.hint_expects).exec(littles.said) ?? [];
        assert.match(expected ?? '', /^\d+\.\d$/, `${littles.said}: the estimate`);
        // Not played: the board and the game are as they were.
        assert.equal(await position(page), start);
        assert.equal(await gameText(page), '');
        // Followed by clicks, it is the turn the CLI plays.
        if (littles.turn === 'pass') await page.click('[data-gb="pass"]');
        else {
          for (const step of littles.turn.split(' ')) {
            const [from, to] = step.split('-');
            await page.click(sq(from));
            await page.click(sq(to));
            assert.deepEqual(await arrowsOf(page, 'hint'), joins(littles.turn), 'the hint stays while its steps are made');
          }
          await page.click('[data-gb="end"]');
        }
        assert.equal(await gameText(page), littles.turn);
        assert.equal(await position(page), cli(littles.turn));
        assert.equal(await page.$('#gb-suggest'), null, 'the hint was about the position before');
        // The Gobblers' hint: its hops drawn, what it eats said, equal to what the CLI's rules eat.
        const before = await position(page);
        const gobbler = await hint(page, w);
        assert.match(gobbler.turn, /^[a-h][1-8](>[a-h][1-8]){1,2}$/);
        assert.deepEqual(await arrowsOf(page, 'hint'), joins(gobbler.turn));
        assert.equal(await position(page), before, 'not played');
        const [, hops, scatter] = pattern(w.hint_eats).exec(gobbler.said) ?? [];
        const after = cli(`${littles.turn}; ${gobbler.turn}`);
        assert.equal(Number(hops) + Number(scatter), Number(after.split(' ')[2]) - Number(before.split(' ')[2]), gobbler.said);
        await screenshot(page, `gobbler-hint-${lang}.png`);
        assertNoErrors(t, b);
      });
    });
  }

  test('an answer about a position that has left the board is ignored', { timeout: 60_000 }, async (t) => {
    await withBrowser({}, async (b) => {
      const { page } = b;
      await open(page);
      await seat(page, 'you', 'friend');
      // The hint is asked for and the turn played in one go: the answer comes after the pass.
      await page.evaluate(() => {
        document.querySelector('[data-gb="hint"]').click();
        document.querySelector('[data-gb="pass"]').click();
      });
      assert.equal(await position(page), cli('pass'));
      await page.waitForSelector('#gb-advice[data-advice-stale="1"]:not([data-advice-pending])', { timeout: ANSWER.timeout });
      assert.equal(await page.$('#gb-suggest'), null, 'no hint shown for the Gobblers');
      assert.deepEqual(await arrowsOf(page, 'hint'), []);
      assert.equal(await position(page), cli('pass'), 'nothing played');
      // Asked now, the hint is about this position.
      await page.click(HINT);
      await page.waitForSelector('#gb-suggest[data-turn]', { timeout: ANSWER.timeout });
      assert.match(await page.getAttribute('#gb-suggest', 'data-turn'), />/, 'a Gobbler move');
      assertNoErrors(t, b);
    });
  });

  for (const [lang, locale] of LANGS) {
    test(`the evaluation: off by default, switched on, updated after each turn, remembered (${locale})`, { timeout: 120_000 }, async (t) => {
      const w = WORDS[lang];
      await withBrowser({ locale }, async (b) => {
        const { page } = b;
        await open(page);
        await seat(page, 'you', 'medium');
        assert.equal(await page.getAttribute(SWITCH, 'aria-checked'), 'false');
        assert.equal(await page.textContent(SWITCH), w.eval_switch);
        assert.equal(await page.$('#gb-eval'), null, 'off by default');
        assert.equal(await clickAndRead(page, SWITCH, '#gb-eval-text'), w.eval_thinking);
        assert.equal(await page.getAttribute(SWITCH, 'aria-checked'), 'true');
        const first = await evaluation(page);
        assertEvaluation(first, await position(page), w, 'at the start');
        // A turn each: the evaluation follows the position on the board.
        await page.click('[data-gb="pass"]');
        await settledTurn(page);
        const pos = await position(page);
        assert.equal((await gameText(page)).split('; ').length, 2, 'the computer answered');
        const next = await evaluation(page);
        assertEvaluation(next, pos, w, 'after a turn each');
        // Remembered across a reload, and judged again at once.
        await page.reload();
        await mounted(page);
        assert.equal(await page.getAttribute(SWITCH, 'aria-checked'), 'true');
        assertEvaluation(await evaluation(page), await position(page), w, 'after a reload');
        await screenshot(page, `gobbler-evaluation-${lang}.png`);
        await page.click(SWITCH);
        assert.equal(await page.$('#gb-eval'), null, 'switched off');
        await page.reload();
        await mounted(page);
        assert.equal(await page.getAttribute(SWITCH, 'aria-checked'), 'false', 'off, remembered');
        assertNoErrors(t, b);
      });
    });
  }

  test('the computer’s steps stay drawn until you act, also when the evaluation answers', { timeout: 120_000 }, async (t) => {
    await withBrowser({}, async (b) => {
      const { page } = b;
      await open(page);
      await seat(page, 'easy', 'you');
      await page.click(SWITCH);
      let steps = [];
      for (let round = 0; round < 20 && steps.length === 0; round++) {
        await settledTurn(page);
        const turns = await page.$$eval('#gb-turns li', (ls) => ls.map((l) => l.textContent));
        const last = turns.at(-1) ?? 'pass';
        if (last !== 'pass') {
          steps = last.split(' ');
          break;
        }
        // The computer passed: move a Gobbler (the first movable one, its first landing).
        await page.click('.gb-sq.movable >> nth=0');
        await page.click('.gb-sq.landing, .gb-sq.hop-on');
        if (await page.$('.gb-sq.landing')) await page.click('.gb-sq.landing');
      }
      assert.ok(steps.length > 0, "a computer's turn with steps");
      const drawn = async () => (await arrowsOf(page, 'step')).sort();
      const steppedNow = async () => page.$$eval('.gb-arrow.step:not(.old)', (e) => e.length);
      assert.equal(await steppedNow(), steps.length);
      const expected = await drawn();
      // The evaluation of this position answers: a redraw, the steps stay.
      await evaluation(page);
      assert.equal(await steppedNow(), steps.length, 'kept when the evaluation answers');
      assert.deepEqual(await drawn(), expected);
      const [from, to] = steps[0].split('-');
      assert.ok(await page.$eval(sq(from), (e) => e.classList.contains('last-from')), `${from} marked`);
      assert.ok(await page.$eval(sq(to), (e) => e.classList.contains('last-to')), `${to} marked`);
      // The Rules tab and back: still there.
      await page.click('[data-gb="screen:rules"]');
      await page.click('[data-gb="screen:play"]');
      assert.equal(await steppedNow(), steps.length, 'kept across the Rules tab');
      // Acting (a hint) replaces them with the hint's arrows.
      await page.click(HINT);
      await page.waitForSelector('#gb-suggest[data-turn]', { timeout: ANSWER.timeout });
      assert.equal(await steppedNow(), 0, 'the hint replaces the last turn');
      assert.ok((await arrowsOf(page, 'hint')).length > 0);
      assertNoErrors(t, b);
    });
  });

  for (const [lang, locale] of LANGS) {
    test(`looking back, the hint and the evaluation are about the board shown (${locale})`, { timeout: 120_000 }, async (t) => {
      await withBrowser({ locale }, async (b) => {
        const { page } = b;
        const w = WORDS[lang];
        await open(page);
        await playRounds(page, 1);
        const game = await gameText(page);
        const reply = game.split('; ')[1];
        // One turn back: the board after the pass, where the computer's Gobblers moved.
        await page.click('[data-gb="review:back"]');
        assert.equal(await position(page), cli('pass'));
        const past = await hint(page, w);
        assert.equal(past.thinking, w.hint_thinking, 'asked on the past board');
        // A Gobbler move legal there (the CLI plays it), drawn, said with the move played there.
        cli(`pass; ${past.turn}`);
        assert.deepEqual(await arrowsOf(page, 'hint'), joins(past.turn));
        const went = past.turn === reply ? w.hint_same : fill(w.hint_played, reply);
        assert.ok(past.said.endsWith(went), `"${past.said}" ends with "${went}"`);
        assert.equal(await gameText(page), game, 'nothing played');
        // The evaluation judges the board shown; a board judged before is judged at once.
        await page.click(SWITCH);
        const ev = await evaluation(page);
        assertEvaluation(ev, cli('pass'), w, 'after the pass');
        await page.click('[data-gb="review:first"]');
        assertEvaluation(await evaluation(page), cli(''), w, 'at the start');
        await page.click('[data-gb="review:next"]');
        assert.equal(await page.getAttribute('#gb-eval', 'data-estimate'), ev.estimate.toFixed(1), 'kept');
        assert.deepEqual(await arrowsOf(page, 'hint'), joins(past.turn), 'the hint asked on this board');
        await screenshot(page, `gobbler-review-hint-${lang}.png`);
        assertNoErrors(t, b);
      });
    });
  }

  for (const [lang, locale] of LANGS) {
    test(`the estimate after every turn: a graph, the costly turns, each a look back (${locale})`, { timeout: 120_000 }, async (t) => {
      // English in the light theme, 繁體中文 in the dark one: axe-core checks both.
      const colorScheme = lang === 'en' ? 'light' : 'dark';
      await withBrowser({ locale, viewport: PHONE, colorScheme }, async (b) => {
        const { page } = b;
        const w = WORDS[lang];
        // The first six turns of a strong game, from its link.
        const turns = GAME.split('; ').slice(0, 6);
        await open(page, `&game=${encodeURIComponent(turns.join('; '))}`);
        await page.click('[data-gb="analyse"]');
        await page.waitForFunction(() => {
          const g = document.querySelector('#gb-graph');
          return g && g.dataset.judged === g.dataset.boards;
        }, null, { polling: 100, timeout: 60_000 });
        const graph = await page.$eval('#gb-graph', (g) => ({ boards: Number(g.dataset.boards), points: g.querySelector('svg').dataset.points, caption: g.querySelector('figcaption').textContent }));
        assert.equal(graph.boards, turns.length + 1);
        assert.equal(graph.caption, fill(w.graph_caption, 40));
        const points = new Map(graph.points.split(' ').map((p) => p.split(':').map(Number)));
        assert.deepEqual([...points.keys()], [...Array(graph.boards).keys()], 'every board has its estimate');
        for (const [i, v] of points) {
          const eaten = Number(cli(turns.slice(0, i).join('; ')).split(' ')[2]);
          assert.ok(v >= eaten && v <= 60, `board ${i}: ${v} between ${eaten} eaten and 60`);
        }
        // The costly turns: each moved the estimate by 3 or more against its side (the Littles
        // play turns 1, 3, 5), said with its two estimates; or none.
        const costly = await page.$$eval('#gb-costly button', (bs) => bs.map((e) => ({ at: Number(e.dataset.gb.split(':')[1]), label: e.textContent })));
        // In whole tenths, as the page shows and judges them.
        const expected = [...points.keys()].slice(1).map((i) => ({ at: i - 1, tenths: (i % 2 ? 1 : -1) * Math.round((points.get(i) - points.get(i - 1)) * 10) }))
          .filter((c) => c.tenths >= 30).sort((a, b) => b.tenths - a.tenths || a.at - b.at).slice(0, 3);
        assert.deepEqual(costly.map((c) => c.at), expected.map((c) => c.at), graph.points);
        for (const c of costly) {
          const side = c.at % 2 ? 'g' : 'l';
          const [, n, , before, after] = new RegExp(`${pattern(w.costly_turn).source}$`).exec(c.label) ?? [];
          assert.equal(Number(n), c.at + 1, c.label);
          assert.deepEqual([Number(before), Number(after)], [points.get(c.at), points.get(c.at + 1)], `${c.label} (${side})`);
        }
        if (costly.length === 0) assert.equal(await page.textContent('#gb-costly'), fill(w.costly_none, 3));
        // A look back at the board before a turn (the first costly one, else the first turn):
        // the board the CLI gives, marked on the graph, judged at once with the graph's number.
        const at = costly[0]?.at ?? 0;
        await page.click(costly.length ? '#gb-costly button' : '#gb-turns li:nth-child(1) button');
        const shown = costly.length ? at : 1;
        assert.equal(await position(page), cli(turns.slice(0, shown).join('; ')));
        if (costly.length) {
          // With the strong player's turn there (judged already: at once), beside the one played.
          const turn = await page.getAttribute('#gb-suggest', 'data-turn');
          const prefix = turns.slice(0, at);
          const same = turn.includes('>') ? turn === turns[at] : cli([...prefix, turn].join('; ')) === cli([...prefix, turns[at]].join('; '));
          const played = turns[at] === 'pass' ? w.hint_played_pass : fill(w.hint_played, turns[at]);
          const said = await page.textContent('#gb-suggest');
          assert.ok(said.endsWith(same ? w.hint_same : played), `"${said}" after ${prefix.join('; ')}`);
        }
        await page.click(SWITCH);
        assert.equal(await page.getAttribute('#gb-eval', 'data-estimate'), points.get(shown).toFixed(1));
        const x = Number(await page.getAttribute('.gb-graph-now', 'x1'));
        assert.ok(Math.abs(x - (shown * 100) / turns.length) < 0.01, `the board shown marked: ${x}`);
        await page.evaluate(() => document.querySelector('#gb-graph').scrollIntoView({ block: 'center' }));
        // A click on the graph looks at the board under it.
        const svg = await page.$eval('#gb-graph svg', (s) => { const r = s.getBoundingClientRect(); return { w: r.width, h: r.height }; });
        const picked = shown === 2 ? 3 : 2;
        await page.click('#gb-graph svg', { position: { x: (svg.w * picked) / turns.length, y: svg.h / 2 } });
        assert.equal(await position(page), cli(turns.slice(0, picked).join('; ')), `the board after turn ${picked}`);
        assert.equal(await page.getAttribute(`#gb-turns li:nth-child(${picked}) button`, 'aria-current'), 'step');
        const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
        const axe = await new AxeBuilder({ page }).withTags(tags).analyze();
        assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
        await screenshot(page, `gobbler-analysis-${lang}-phone-${colorScheme}.png`);
        assertNoErrors(t, b);
      });
    });
  }

  for (const [lang, locale] of LANGS) {
    test(`360×740 and 1280×800 (${locale}): the board with the turn's controls, and the advice`, { timeout: 120_000 }, async (t) => {
      await withBrowser({ locale, viewport: PHONE }, async (b) => {
        const { page } = b;
        await open(page);
        // One round played, so that the last turn's line is there too.
        await seat(page, 'you', 'easy');
        await page.click('[data-gb="pass"]');
        // A last turn and the Littles' buttons again: the Gobblers' reply is on the board.
        await page.waitForFunction(() => document.querySelector('#gb-last') && document.querySelector('[data-gb="pass"]'), null, ANSWER);
        await page.click(SWITCH);
        await hint(page, WORDS[lang]);
        await evaluation(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        const got = await boxes(page, ['.gb-board', '[data-gb="end"]', '[data-gb="pass"]']);
        for (const [s, box] of Object.entries(got)) assertInside(box, PHONE, `${locale} 360 px: ${s}`);
        // Scrolled to the board, the advice is seen with it: the arrows and what they say.
        await page.evaluate(() => document.querySelector('.gb-board').scrollIntoView({ block: 'start' }));
        const advice = ['.gb-board', '[data-gb="end"]', '#gb-last', HINT, '#gb-suggest', '#gb-eval'];
        for (const [s, box] of Object.entries(await boxes(page, advice))) assertInside(box, PHONE, `${locale} 360 px, at the board: ${s}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        const small = await page.$$eval('.gb-panel button, .gb-sq', (els) =>
          els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && Math.min(r.width, r.height) < 43.9).length,
        );
        assert.equal(small, 0, 'every square and button at least 44 px');
        assert.ok((await overflow(page)) <= 0, 'nothing wider than the window');
        await screenshot(page, `gobbler-advice-${lang}-phone.png`);
        assertNoErrors(t, b);
      });
      await withBrowser({ locale, viewport: DESKTOP }, async (b) => {
        const { page } = b;
        await open(page);
        await seat(page, 'you', 'friend');
        await page.click(SWITCH);
        await hint(page, WORDS[lang]);
        await evaluation(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        const got = await boxes(page, ['.gb-board', '.gb-panel', '[data-gb="end"]', '#gb-suggest', '#gb-eval']);
        for (const s of ['.gb-board', '[data-gb="end"]', '#gb-suggest', '#gb-eval']) assertInside(got[s], DESKTOP, `${locale} 1280 px: ${s}`);
        assert.ok(got['.gb-panel'].x >= got['.gb-board'].x + got['.gb-board'].w, 'the panel beside the board');
        await screenshot(page, `gobbler-advice-${lang}-desktop.png`);
        // The board follows the window's height, whole and with the panel beside it: a tall
        // window (36rem at 800 px high, 48rem at 1080) and a laptop's window (1280×680, a
        // 1280×720 or 1366×768 screen less the browser's bars; before, its first rank was cut).
        const large = { width: 1920, height: 1080 };
        await page.setViewportSize(large);
        const big = await boxes(page, ['.gb-board', '.gb-panel', '[data-gb="end"]']);
        for (const s of ['.gb-board', '[data-gb="end"]']) assertInside(big[s], large, `${locale} 1920 px: ${s}`);
        assert.ok(big['.gb-board'].w >= 1.3 * got['.gb-board'].w, `the board grows: ${got['.gb-board'].w} → ${big['.gb-board'].w} px`);
        assert.ok(big['.gb-panel'].x >= big['.gb-board'].x + big['.gb-board'].w, 'the panel beside the larger board');
        const laptop = { width: 1280, height: 680 };
        await page.setViewportSize(laptop);
        const low = await boxes(page, ['.gb-board', '.gb-panel', '[data-gb="end"]', '#gb-suggest']);
        for (const s of ['.gb-board', '[data-gb="end"]', '#gb-suggest']) assertInside(low[s], laptop, `${locale} 1280×680: ${s}`);
        assert.ok(low['.gb-board'].w < got['.gb-board'].w, `the board gives way: ${got['.gb-board'].w} → ${low['.gb-board'].w} px`);
        assert.ok(low['.gb-panel'].x >= low['.gb-board'].x + low['.gb-board'].w, 'the panel beside the smaller board');
        // A tablet held upright: one column, the board two thirds of the width or more (it was
        // 32rem, 512 px of 768) with the turn's buttons in view under it.
        const tablet = { width: 768, height: 1024 };
        await page.setViewportSize(tablet);
        const upright = await boxes(page, ['.gb-board', '[data-gb="end"]']);
        for (const [s, box] of Object.entries(upright)) assertInside(box, tablet, `${locale} 768×1024: ${s}`);
        assert.ok(upright['.gb-board'].w >= (2 / 3) * tablet.width, `${locale} 768×1024: the board ${upright['.gb-board'].w} px wide`);
        assert.ok(upright['[data-gb="end"]'].y > upright['.gb-board'].y + upright['.gb-board'].h, 'the turn’s buttons under the board');
        // A phone held sideways: the panel beside the board again, and scrolled to the board it
        // is whole in the window with the turn's buttons beside it (before, one column put a
        // 384 px board into a 360 px window and the buttons under it).
        for (const side of [{ width: 667, height: 375 }, { width: 800, height: 360 }, { width: 915, height: 412 }]) {
          const at = `${locale} ${side.width}×${side.height}`;
          await page.setViewportSize(side);
          await page.evaluate(() => document.querySelector('.gb-board').scrollIntoView({ block: 'start' }));
          const held = await boxes(page, ['.gb-board', '.gb-panel', '[data-gb="end"]', '[data-gb="pass"]']);
          for (const s of ['.gb-board', '[data-gb="end"]', '[data-gb="pass"]']) assertInside(held[s], side, `${at}: ${s}`);
          assert.ok(held['.gb-panel'].x >= held['.gb-board'].x + held['.gb-board'].w, `${at}: the panel beside the board`);
          assert.ok((await overflow(page)) <= 0, `${at}: nothing wider than the window`);
        }
        assertNoErrors(t, b);
      });
    });
  }
});
