// The how-to-play page in a real browser: every step completed by clicking like a reader (one by
// keyboard only), the feedback texts, no console errors, no horizontal overflow on a 360-px
// phone, screenshots at desktop and phone sizes in English and Chinese.
//
// The steps (setups, intended moves, demo moves) are read from `app/src/lessons.rs` and the words
// from the message tables `app/src/i18n/{en,zh_hant}/full/learn.rs`, so this file types in neither.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { URLS, HERE, DESKTOP, PHONE, TEST, withBrowser, assertNoErrors, screenshot, overflow } from './common.mjs';
import { started } from './game.mjs';

const base = URLS[0];
const url = `${base}?page=learn`;

// ---------------------------------------------------------------------------------------------
// What the page should do, from the Rust sources.

const source = (rel) => readFileSync(path.join(HERE, '..', rel), 'utf8');

/** A Rust string literal's value (the tables use plain literals with `\"` at most). */
const unquote = (s) => JSON.parse(s);

/** The steps: `{ id, setup, solution }` for tasks, `{ id, setup, demo: [...] }` for demos. */
function readSteps() {
  const src = source('app/src/lessons.rs');
  // The standard steps only (`LOSES_STEPS`, the reveal-loses reading's own, follow them).
  const body = src.slice(src.indexOf('pub const STEPS'), src.indexOf('pub const LOSES_STEPS'));
  const steps = [];
  for (const block of body.split(/\n\s*Step \{/).slice(1)) {
    const str = (field) => {
      const m = new RegExp(`${field}: ("(?:[^"\\\\]|\\\\.)*")`).exec(block);
      return m ? unquote(m[1]) : null;
    };
    const demo = /moves: &\[([^\]]*)\]/.exec(block);
    steps.push({
      id: str('id'),
      setup: str('setup'),
      solution: str('solution'),
      demo: demo ? [...demo[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]) : null,
    });
  }
  return steps;
}

/** One language's strings: the top-level fields and `steps` (title, success, wrong, …). */
function readText(lang) {
  const src = source(`app/src/i18n/${lang}/full/learn.rs`);
  const at = src.indexOf('steps: &[');
  const fields = (text) => {
    const out = {};
    for (const m of text.matchAll(/^\s*(\w+): ("(?:[^"\\]|\\.)*"),?$/gm)) out[m[1]] = unquote(m[2]);
    for (const m of text.matchAll(/^\s*(\w+): \[("(?:[^"\\]|\\.)*"(?:, "(?:[^"\\]|\\.)*")*)\],?$/gm)) {
      out[m[1]] = JSON.parse(`[${m[2]}]`);
    }
    return out;
  };
  const t = fields(src.slice(0, at));
  // The standard steps only (`loses_*`, the reveal-loses reading's strings, follow them).
  t.steps = src
    .slice(at, src.indexOf('loses_note'))
    .split(/StepText \{/)
    .slice(1)
    .map(fields);
  return t;
}

/** `{0}`, `{1}`, … filled as `crate::i18n::fill` does. */
const fill = (template, args) => template.replace(/\{(\d+)\}/g, (all, i) => (i < args.length ? String(args[i]) : all));

const STEPS = readSteps();
const EN = readText('en');
const ZH = readText('zh_hant');

/** Normalises whitespace (textContent of the feedback paragraph vs. the table's string). */
const norm = (s) => s.replace(/\s+/g, ' ').trim();

// ---------------------------------------------------------------------------------------------
// The browser.

const msg = (m) => `[data-msg="learn:${m}"]`;

async function feedback(page) {
  return norm(await page.textContent('#learn-feedback'));
}

/** Plays `mv` by clicking: a piece in hand or on the board, then the square. */
async function clickMove(page, mv) {
  const place = /^([SML])@([a-c][1-3])$/.exec(mv);
  if (place) {
    await page.click(msg(`hand:${place[1]}`));
    await page.click(msg(`sq:${place[2]}`));
  } else {
    const [from, to] = mv.split('-');
    await page.click(msg(`sq:${from}`));
    await page.click(msg(`sq:${to}`));
  }
}

/**
 * Presses Tab (or Shift+Tab) until the element with `data-msg=learn:<m>` has the focus; a board
 * or a hand is one Tab stop (`data-roving`), inside it the arrows go on to the element.
 */
async function tabTo(page, m, { back = false, max = 60 } = {}) {
  const where = () =>
    page.evaluate((want) => {
      const a = document.activeElement;
      const group = a?.closest('[data-roving]');
      return {
        at: a?.getAttribute('data-msg'),
        inGroup: !!group?.querySelector(`[data-msg="${want}"]`),
        index: group ? [...group.querySelectorAll('button:not([disabled])')].indexOf(a) : -1,
        wantIndex: group ? [...group.querySelectorAll('button:not([disabled])')].findIndex((b) => b.dataset.msg === want) : -1,
      };
    }, `learn:${m}`);
  for (let i = 0; i < max; i++) {
    const w = await where();
    if (w.at === `learn:${m}`) return;
    if (w.inGroup) {
      const sq = /^sq:([a-c][1-3])$/.exec(m);
      const from = /^learn:sq:([a-c][1-3])$/.exec(w.at ?? '');
      if (sq && from) {
        const dx = sq[1].charCodeAt(0) - from[1].charCodeAt(0);
        const dy = Number(sq[1][1]) - Number(from[1][1]);
        for (let k = 0; k < Math.abs(dx); k++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
        for (let k = 0; k < Math.abs(dy); k++) await page.keyboard.press(dy > 0 ? 'ArrowUp' : 'ArrowDown');
      } else {
        const by = w.wantIndex - w.index;
        for (let k = 0; k < Math.abs(by); k++) await page.keyboard.press(by > 0 ? 'ArrowRight' : 'ArrowLeft');
      }
      assert.equal((await where()).at, `learn:${m}`, `the arrows lead to ${m}`);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`${m} cannot be reached with ${back ? 'Shift+Tab' : 'Tab'}`);
}

async function current(page) {
  return page.evaluate(() => {
    const dots = [...document.querySelectorAll('.learn-dot')];
    return {
      step: dots.findIndex((d) => d.getAttribute('aria-current') === 'step'),
      done: dots.map((d) => d.classList.contains('done')),
      count: document.querySelector('#learn-count')?.textContent ?? '',
    };
  });
}


async function open(page) {
  await page.goto(url);
  await started(page);
  await page.waitForSelector('.learn .learn-board');
}



// Refused attempts checked on the way, with the sentence the page must say.
const REFUSED = {
  cover: (t) => ['S@b2', fill(t.refused, ['S@b2', fill(t.why_cannot_cover, ['b2', t.sizes[0]])])],
  reveal: (t) => ['b2-a3', fill(t.refused, ['b2-a3', fill(t.why_reveals, ['b2', t.colours[1], 'a1–c3', 'a1', 'c3'])])],
  'no-return': (t) => ['b2-b2', fill(t.refused, ['b2-b2', t.why_same_square])],
};

describe('how to play', () => {
  test('the sources were read', () => {
    assert.ok(STEPS.length >= 9, `steps read from learn.rs: ${STEPS.length}`);
    for (const s of STEPS) assert.ok(s.id && s.setup && (s.solution || s.demo), JSON.stringify(s));
    for (const t of [EN, ZH]) {
      assert.equal(t.steps.length, STEPS.length);
      for (const s of t.steps) assert.ok(s.title && s.success, JSON.stringify(s));
      for (const k of ['refused', 'why_cannot_cover', 'why_reveals', 'why_same_square', 'legal_but', 'progress']) {
        assert.ok(t[k], `${k} read`);
      }
    }
  });

  test('every step completed by clicking, with the right feedback', TEST, async (t) => {
    await withBrowser({ viewport: DESKTOP }, async (b) => {
      const { page } = b;
      await open(page);
      assert.equal(norm(await page.textContent('#learn-title')), EN.title);
      for (const [i, step] of STEPS.entries()) {
        let c = await current(page);
        assert.equal(c.step, i, `showing step ${i + 1}`);
        assert.equal(norm(c.count), `${fill(EN.progress, [i + 1, STEPS.length])} · ${fill(EN.done_count, [i, STEPS.length])}`);
        assert.equal(norm(await page.textContent('.learn-step h3')), `${i + 1}. ${EN.steps[i].title}`);
        // Every square says what it holds.
        const labels = await page.$$eval('.learn-sq', (els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
        assert.equal(labels.length, 9);
        assert.ok(labels.every((l) => /^[a-c][1-3]: ./.test(l)), labels.join(' | '));
        if (step.demo) {
          for (let k = 0; k < step.demo.length; k++) {
            assert.notEqual(await feedback(page), norm(EN.steps[i].success), 'not done before the end');
            await page.click(msg('demo-next'));
          }
          const caption = norm(await page.textContent('#learn-caption'));
          assert.ok(caption.includes(fill(EN.demo_seen, [3])), caption);
          assert.ok(caption.includes(fill(EN.demo_move, [step.demo.length, step.demo.length, EN.colours[1], step.demo.at(-1)])), caption);
        } else {
          // A piece first: a square with nothing picked up says so (a square with none of
          // orange's pieces: the first empty one).
          const empty = await page.$$eval('.learn-sq', (els) =>
            els.find((e) => / empty$/.test(e.getAttribute('aria-label')))?.getAttribute('data-msg'));
          if (empty) {
            await page.click(`[data-msg="${empty}"]`);
            assert.equal(await feedback(page), norm(EN.choose_first));
          }
          if (REFUSED[step.id]) {
            const [attempt, says] = REFUSED[step.id](EN);
            await clickMove(page, attempt);
            assert.equal(await feedback(page), norm(says), `refusing ${attempt}`);
            assert.ok(await page.$eval('#learn-feedback', (e) => e.classList.contains('no')));
          }
          await clickMove(page, step.solution);
        }
        assert.equal(await feedback(page), norm(EN.steps[i].success), `step ${step.id} done`);
        c = await current(page);
        assert.ok(c.done[i], `step ${i + 1} is marked done`);
        assert.equal(norm(c.count), `${fill(EN.progress, [i + 1, STEPS.length])} · ${fill(EN.done_count, [i + 1, STEPS.length])}`);
        if (i === 1) {
          // Reset puts the board back; the step stays done.
          const before = await page.$$eval('.learn-sq', (els) => els.map((e) => e.getAttribute('aria-label')));
          await page.click(msg('reset'));
          const after = await page.$$eval('.learn-sq', (els) => els.map((e) => e.getAttribute('aria-label')));
          assert.notDeepEqual(after, before);
          assert.equal(await feedback(page), '');
          assert.ok((await current(page)).done[i]);
          await clickMove(page, step.solution);
          // A legal move that is not the task is explained, not played.
          await page.click(msg('reset'));
          await clickMove(page, 'M@a2');
          assert.equal(await feedback(page), norm(`${fill(EN.legal_but, ['M@a2'])} ${EN.steps[i].wrong}`));
          assert.ok(!(await page.getAttribute(msg('sq:a2'), 'aria-label')).includes(EN.colours[0]));
          await clickMove(page, step.solution);
        }
        if (i + 1 < STEPS.length) await page.click(msg('next'));
      }
      assert.equal(norm(await page.textContent('.learn-all-done')).startsWith(norm(EN.all_done)), true);
      // Previous goes back, and a done step's board is kept.
      await page.click(msg('prev'));
      assert.equal((await current(page)).step, STEPS.length - 2);
      assert.equal(await feedback(page), norm(EN.steps[STEPS.length - 2].success));
      assertNoErrors(t, b);
    });
  });

  test('a step done with the keyboard only', TEST, async (t) => {
    await withBrowser({ viewport: PHONE }, async (b) => {
      const { page } = b;
      await open(page);
      // Step 1 → step 3 (covering) with Next, by keyboard.
      const i = STEPS.findIndex((s) => s.id === 'cover');
      for (let k = 0; k < i; k++) {
        await tabTo(page, 'next');
        await page.keyboard.press('Enter');
      }
      assert.equal((await current(page)).step, i);
      // The medium piece in hand, then b2 (above the hand: backwards).
      await tabTo(page, 'hand:M', { back: true });
      await page.keyboard.press('Enter');
      assert.equal(await feedback(page), norm(fill(EN.picked_hand, [EN.sizes[1]])));
      assert.equal(await page.getAttribute(msg('hand:M'), 'aria-pressed'), 'true');
      await tabTo(page, 'sq:b2', { back: true });
      await page.keyboard.press('Space');
      assert.equal(await feedback(page), norm(EN.steps[i].success));
      assert.match(await page.getAttribute(msg('sq:b2'), 'aria-label'), /^b2: orange medium, covering blue small$/);
      assert.ok((await current(page)).done[i]);
      assert.ok((await overflow(page)) <= 0, 'no horizontal overflow at 360 px');
      assertNoErrors(t, b);
    });
  });

  test('a step has its own link; Next and the back button walk the steps, the table not needed', TEST, async (t) => {
    await withBrowser({}, async (b) => {
      const { page } = b;
      const k = STEPS.findIndex((s) => s.id === 'pin');
      assert.ok(k > 0 && k + 1 < STEPS.length, 'a step named pin, not the last');
      // The tablebase's manifest held back, as on a slow network: a lesson needs none of it.
      let release;
      const held = new Promise((r) => (release = r));
      await page.route('**/tb/manifest.json', async (route) => {
        await held;
        await route.continue().catch(() => {}); // the page may have gone meanwhile
      });
      await page.goto(`${base}?page=learn&step=pin`);
      await started(page);
      await page.waitForSelector('.learn .learn-board');
      assert.equal((await current(page)).step, k);
      await page.click('[data-msg="learn:next"]');
      assert.equal((await current(page)).step, k + 1);
      assert.equal(new URL(page.url()).searchParams.get('step'), STEPS[k + 1].id);
      await page.goBack();
      await page.waitForFunction((i) => [...document.querySelectorAll('.learn-dot')]
        .findIndex((d) => d.getAttribute('aria-current') === 'step') === i, k);
      assert.equal(new URL(page.url()).searchParams.get('step'), 'pin');
      // The manifest comes: the step shown stays.
      const came = page.waitForResponse((r) => r.url().endsWith('/tb/manifest.json'));
      release();
      assert.equal((await came).status(), 200);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.equal((await current(page)).step, k, 'the step kept when the manifest comes');
      // An unknown step says so, on the same page, at once.
      await page.unroute('**/tb/manifest.json');
      await page.route('**/tb/manifest.json', () => {}); // never answered
      await page.goto(`${base}?page=learn&step=nope`, { waitUntil: 'domcontentloaded' });
      await started(page);
      await page.waitForSelector('.learn .learn-board');
      assert.match(await page.textContent('#notice'), /^The link's step "nope" does not exist; that part of the link was left out\.$/);
      assert.equal(new URL(page.url()).search, `?page=learn&step=${STEPS[0].id}`, 'the URL shows the step shown');
      assertNoErrors(t, b);
    });
  });

  for (const [lang, locale, T] of [['en', 'en-US', EN], ['zh', 'zh-TW', ZH]]) {
    test(`screenshots in ${lang}, and every step fits a 360-px phone`, TEST, async (t) => {
      for (const [kind, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
        await withBrowser({ viewport, locale }, async (b) => {
          const { page } = b;
          await open(page);
          assert.equal(norm(await page.textContent('#learn-title')), T.title, `the ${lang} page`);
          for (const [i, step] of STEPS.entries()) {
            if (i > 0) await page.click(msg('next'));
            assert.equal(norm(await page.textContent('.learn-step h3')), `${i + 1}. ${T.steps[i].title}`);
            if (i > 0 && kind === 'phone') {
              // *Next* is under the board: the new step is read from its heading, the board
              // beginning in the same window.
              const at = await page.evaluate(() => ({
                heading: document.querySelector('.learn-step h3').getBoundingClientRect().top,
                board: document.querySelector('.learn .learn-board').getBoundingClientRect().top,
                window: innerHeight,
              }));
              assert.ok(at.heading >= -0.5 && at.board < at.window, `step ${step.id}: the heading and the board's top in the window after Next: ${JSON.stringify(at)}`);
            }
            // Mid-task: a piece picked up (the reveal step: the refusal after it).
            if (step.id === 'reveal') {
              await clickMove(page, REFUSED.reveal(T)[0]);
              assert.equal(await feedback(page), norm(REFUSED.reveal(T)[1]));
              t.diagnostic(`screenshot ${await screenshot(page, `learn-${lang}-${kind}-refused.png`)}`);
            }
            if (step.demo) {
              for (let k = 0; k < step.demo.length; k++) await page.click(msg('demo-next'));
            } else {
              await clickMove(page, step.solution);
            }
            assert.equal(await feedback(page), norm(T.steps[i].success));
            if (kind === 'phone') assert.ok((await overflow(page)) <= 0, `step ${step.id} overflows at 360 px`);
            if (step.id === 'no-move') {
              t.diagnostic(`screenshot ${await screenshot(page, `learn-${lang}-${kind}-no-move.png`)}`);
            }
          }
          // The first step, started again, a large piece picked up.
          await page.click(msg(`step:${STEPS[0].id}`));
          await page.click(msg('reset'));
          await page.click(msg('hand:L'));
          assert.equal(await feedback(page), norm(fill(T.picked_hand, [T.sizes[2]])));
          t.diagnostic(`screenshot ${await screenshot(page, `learn-${lang}-${kind}.png`)}`);
          if (kind === 'phone') assert.ok((await overflow(page)) <= 0, 'overflow at 360 px');
          assertNoErrors(t, b);
        });
      }
    });
  }
});
