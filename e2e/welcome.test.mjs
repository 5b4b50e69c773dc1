// A player's first minutes (issue 23 items 1 and 2): the welcome of a first visit, shown once,
// its three choices leading to their pages, brought back from the header; the values in words
// (the legend beside the move list, moves as well as plies, never "in 0", the rules named in
// words rather than as `reveal=…,cover=…,pieces=…`) in both languages.
//
// Every other test file's browser is a returning visitor's (`WELCOMED_KEY` in common.mjs); these
// open theirs with `firstVisit: true`. The words come from the message tables
// (`app/src/i18n/{en,zh_hant}/{guide,ui,fault}.rs`); the values from `shard-tool probe`.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { URLS, DESKTOP, PHONE, TEST, WELCOMED_KEY, withBrowser, overflow } from './common.mjs';
import {
  probe,
  bestLine,
  settled,
  started,
  readTable,
  fillIn,
  valueWords,
  UI,
  NAME,
  assertNoErrors,
  screenshot,
} from './game.mjs';

const base = URLS[0];
const GUIDE = { en: readTable('en', 'guide.rs'), zh: readTable('zh_hant', 'guide.rs') };
const FAULT = { en: readTable('en', 'fault.rs'), zh: readTable('zh_hant', 'fault.rs') };
const LOCALE = { en: 'en-GB', zh: 'zh-TW' };
/** A rule written as code (`reveal=must-cover`, `cover=on`, `pieces=2`), never shown. */
const RULE_CODE = /\b(reveal|cover|pieces)=/;

/** What the welcome shows: its title, its choices' names and lines, where the focus is. */
async function readWelcome(page) {
  return page.evaluate(() => {
    const w = document.querySelector('#welcome');
    if (!w) return null;
    const dialog = w.querySelector('[role="dialog"]');
    return {
      modal: dialog?.getAttribute('aria-modal'),
      title: w.querySelector('#welcome-title')?.textContent,
      choices: [...w.querySelectorAll('.welcome-choice')].map((b) => [
        b.dataset.action,
        b.querySelector('.welcome-name').textContent,
        b.querySelector('.welcome-about').textContent,
      ]),
      focused: document.activeElement?.dataset.action ?? null,
    };
  });
}

/** The welcome as the message table says it, in `lang`. */
function expectedWelcome(lang) {
  const g = GUIDE[lang];
  return {
    modal: 'true',
    title: g.welcome_title,
    choices: [
      ['welcome-learn', g.learn, g.learn_about],
      ['welcome-play', g.play, g.play_about],
      ['welcome-explore', g.explore, g.explore_about],
    ],
    focused: 'welcome-learn',
  };
}

describe('the welcome of a first visit', () => {
  for (const lang of ['en', 'zh']) {
    test(`${lang}: shown once; learn to play opens the first lesson; the header brings it back; play the computer starts an easy game`, TEST, async (t) => {
      await withBrowser({ firstVisit: true, locale: LOCALE[lang] }, async (b) => {
        const { page } = b;
        await page.goto(base);
        await page.waitForSelector('#welcome');
        await started(page);
        await settled(page, 'the explorer behind the welcome');
        assert.deepEqual(await readWelcome(page), expectedWelcome(lang));
        assert.equal(await page.evaluate((k) => localStorage.getItem(k), WELCOMED_KEY), null, 'nothing stored before a choice');

        await page.click('[data-action="welcome-learn"]');
        await page.waitForSelector('#learn-step-pieces');
        assert.match(page.url(), /[?&]page=learn\b/);
        assert.equal(await page.$('#welcome'), null, 'the welcome is gone');
        // The tutorial starts with its first lesson; the reveal rule's setting comes with the
        // lessons it concerns, not before them.
        assert.equal(await page.$('#reveal-rule'), null, 'no reveal-rule setting on the first lesson');
        assert.equal(await page.evaluate((k) => localStorage.getItem(k), WELCOMED_KEY), '1', 'the choice is kept');
        await page.waitForLoadState('networkidle');
        await page.goto(`${base}?page=learn&step=reveal`);
        await page.waitForSelector('#learn-step-reveal');
        const order = await page.evaluate(() => {
          const step = document.querySelector('#learn-step-reveal');
          const setting = document.querySelector('#reveal-rule');
          return setting ? step.compareDocumentPosition(setting) & Node.DOCUMENT_POSITION_FOLLOWING : null;
        });
        assert.ok(order, 'the reveal step has the setting, after the lesson');

        // Not again: a reload, and the front page.
        await page.waitForLoadState('networkidle');
        await page.reload();
        await page.waitForSelector('#learn-step-reveal');
        assert.equal(await page.$('#welcome'), null, 'not after a reload');
        await page.waitForLoadState('networkidle');
        await page.goto(base);
        await settled(page, 'the explorer again');
        assert.equal(await page.$('#welcome'), null, 'not on the front page again');

        // The header brings it back; this time the game against the computer.
        await page.click('#welcome-open');
        await page.waitForSelector('#welcome');
        assert.deepEqual(await readWelcome(page), expectedWelcome(lang));
        await page.click('[data-action="welcome-play"]');
        await page.waitForSelector('#page.page-play');
        await settled(page, 'the game against the computer');
        assert.equal(await page.$('#welcome'), null);
        assert.match(page.url(), /[?&]page=play\b/);
        assert.equal(await page.getAttribute('[data-level="easy"]', 'aria-pressed'), 'true', 'at the easy level');
        assert.equal(await page.getAttribute('[data-side="1"]', 'aria-pressed'), 'true', 'playing Orange, first');
        assertNoErrors(t, b);
      });
    });
  }

  test('explore the solution and Escape close it where it is, for good; a shared link is not welcomed', TEST, async (t) => {
    await withBrowser({ firstVisit: true, locale: 'en-GB' }, async (b) => {
      const { page } = b;
      await page.goto(`${base}?m=L@b2`);
      await settled(page, 'a shared link');
      assert.equal(await page.$('#welcome'), null, 'a link opens what it shows');
      await page.waitForLoadState('networkidle');
      await page.goto(base);
      await page.waitForSelector('#welcome');
      await started(page);
      await settled(page, 'the front page');
      // The welcome's own language switch.
      await page.click('#welcome [data-lang="zh-Hant"]');
      assert.deepEqual({ ...(await readWelcome(page)), focused: null }, { ...expectedWelcome('zh'), focused: null });
      await page.click('#welcome [data-lang="en"]');
      await page.click('[data-action="welcome-explore"]');
      assert.equal(await page.$('#welcome'), null);
      assert.equal(new URL(page.url()).search, '', 'still the front page');
      await page.reload();
      await settled(page, 'the front page after a reload');
      assert.equal(await page.$('#welcome'), null, 'not after a reload');
      await page.click('#welcome-open');
      await page.waitForSelector('#welcome');
      await page.keyboard.press('Escape');
      assert.equal(await page.$('#welcome'), null, 'Escape closes it');
      assertNoErrors(t, b);
    });
  });

  for (const lang of ['en', 'zh']) {
    for (const colorScheme of ['light', 'dark']) {
      for (const [size, viewport] of [['360', PHONE], ['1280', DESKTOP]]) {
        test(`fits the window: ${lang}, ${colorScheme}, ${size} px (screenshot)`, TEST, async (t) => {
          await withBrowser({ firstVisit: true, locale: LOCALE[lang], colorScheme, viewport }, async (b) => {
            const { page } = b;
            await page.goto(base);
            await page.waitForSelector('#welcome');
            await settled(page, 'the front page');
            assert.ok((await overflow(page)) <= 0, `no sideways scroll at ${size}`);
            // Every choice on the first screen, each a large target.
            const boxes = await page.$$eval('.welcome-choice', (els) => els.map((e) => e.getBoundingClientRect().toJSON()));
            assert.equal(boxes.length, 3);
            for (const r of boxes) {
              assert.ok(r.top >= 0 && r.bottom <= viewport.height && r.left >= 0 && r.right <= viewport.width, `a choice in view at ${size}: ${JSON.stringify(r)}`);
              assert.ok(r.height >= 44, `a choice at least 44 px tall: ${r.height}`);
            }
            await screenshot(page, `welcome-${lang}-${colorScheme}-${size}.png`);
            assertNoErrors(t, b);
          });
        });
      }
    }
  }
});

describe('values in words', () => {
  for (const lang of ['en', 'zh']) {
    const t0 = UI[lang];
    const g = GUIDE[lang];
    for (const colorScheme of ['light', 'dark']) {
      for (const [size, viewport] of [['360', PHONE], ['1280', DESKTOP]]) {
        test(`${lang}, ${colorScheme}, ${size} px: the legend beside the move list, the status in moves and plies, the rules named in words`, TEST, async (t) => {
          await withBrowser({ locale: LOCALE[lang], colorScheme, viewport }, async (b) => {
            const { page } = b;
            await page.goto(base);
            await settled(page, 'the start');
            const start = probe([]);
            const name = lang === 'en' ? NAME : { P1: t0.p1, P2: t0.p2 };
            assert.equal(
              await page.textContent('#status'),
              fillIn(t0.to_move, name[start.side], valueWords(start.value, start.side, lang)),
              'the status in moves and plies',
            );
            // The legend: the letters with their colours, whose value it is, what the number
            // counts, read on the first listed move.
            const legend = await page.evaluate(() => {
              const l = document.querySelector('#legend');
              const moves = document.querySelector('#moves');
              return l && {
                before: !!(l.compareDocumentPosition(moves) & Node.DOCUMENT_POSITION_FOLLOWING),
                chips: [...l.querySelectorAll('.chip')].map((c) => [c.className, c.textContent]),
                keys: l.querySelector('.legend-keys').textContent,
                plies: l.querySelector('.legend-plies').textContent,
              };
            });
            assert.ok(legend, 'a legend');
            assert.ok(legend.before, 'beside the list, above it');
            assert.deepEqual(legend.chips, [
              ['chip win', fillIn(t0.label_win, '')],
              ['chip loss', fillIn(t0.label_loss, '')],
              ['chip draw', t0.label_draw],
            ]);
            for (const k of ['legend_win', 'legend_loss', 'legend_draw']) assert.ok(legend.keys.includes(g[k]), k);
            const first = start.moves.find((m) => /^(win|loss) /.test(m.desc));
            const [outcome, plies] = first.desc.split(' ');
            const exampleLabel = fillIn(outcome === 'win' ? t0.label_win : t0.label_loss, plies);
            assert.equal(
              legend.plies,
              `${fillIn(g.legend_plies, exampleLabel, valueWords(first.desc, start.side, lang))} ${fillIn(g.legend_count, 2)}`,
            );
            // The rules in words, never as code, on the explorer and the findings page.
            const tb = await page.textContent('#tb');
            assert.doesNotMatch(tb, RULE_CODE);
            assert.ok(tb.includes(FAULT[lang].rules_standard) || tb.includes(fillIn(FAULT[lang].rules_but, '')), tb);
            await screenshot(page, `values-explorer-${lang}-${colorScheme}-${size}.png`);
            if (size === '360') {
              assert.ok((await overflow(page)) <= 0, 'no sideways scroll at 360');
              // The reserve's badges stay one line each.
              const tall = await page.$$eval('.res', (els) => els.filter((e) => e.scrollHeight > e.clientHeight + 1).length);
              assert.equal(tall, 0, 'no reserve badge overflows its piece');
            }
            await page.click('nav a[data-nav="findings"]');
            await page.waitForSelector('.findings-intro');
            const findings = await page.textContent('#page');
            assert.doesNotMatch(findings, RULE_CODE, 'the findings name the rules in words');
            await screenshot(page, `values-findings-${lang}-${colorScheme}-${size}.png`);
            assertNoErrors(t, b);
          });
        });
      }
    }

    for (const [size, viewport] of [['360', PHONE], ['1280', DESKTOP]]) {
      for (const colorScheme of ['light', 'dark']) {
        test(`${lang}, ${colorScheme}, ${size} px: a finished game's review says who has won, never "in 0"`, TEST, async (t) => {
          const line = bestLine(40);
          const end = probe(line);
          assert.equal(end.moves.length, 0, 'the best line ends the game');
          await withBrowser({ locale: LOCALE[lang], colorScheme, viewport }, async (b) => {
            const { page } = b;
            await page.goto(`${base}?m=${line.join('_')}&review=1`);
            await page.waitForSelector('#review-progress[data-state="complete"]');
            await settled(page, 'the finished game');
            const rows = await page.$$eval('#review-table tbody tr .value', (els) => els.map((e) => e.textContent));
            assert.equal(rows.length, line.length + 1, 'a row per ply and the start');
            // The last position: the side to move has lost (the probe says `loss 0`).
            assert.equal(end.value, 'loss 0');
            const winner = end.side === 'P1' ? t0.p2 : t0.p1;
            assert.equal(rows.at(-1), fillIn(t0.has_won, winner));
            // Every other row: its side to move and its value in moves and plies.
            for (let i = 0; i < line.length; i++) {
              const p = probe(line.slice(0, i));
              const side = p.side === 'P1' ? t0.p1 : t0.p2;
              assert.equal(rows[i], fillIn(t0.to_move, side, valueWords(p.value, p.side, lang)), `row ${i}`);
            }
            const text = await page.textContent('#page');
            assert.doesNotMatch(text, lang === 'en' ? /\bin 0\b/ : /\b0 步/, 'never "in 0"');
            await screenshot(page, `values-review-${lang}-${colorScheme}-${size}.png`);
            assertNoErrors(t, b);
          });
        });
      }
    }
  }
});
