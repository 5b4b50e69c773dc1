// The Gobbler page's findings (issue 24 item 5): the tab shows the committed summary of the
// strong players' games (`gobbler/findings/summary.json`, read here, never retyped): the mean and
// the spread of eaten, the bar chart with one bar per value and its table, the fair threshold
// with its interval, the win rate at 40, the first moves' table, the safe corner patterns on
// small boards; reached from the tab and from the rules' hint; both languages (the words from
// `gobbler/web/src/i18n/{en,zh_hant}/findings.rs`), both themes, 360 and 1280 px, no overflow,
// axe-core with no violation. Environment: see common.mjs.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { HERE, withBrowser, assertNoErrors, screenshot, overflow, LOOKS } from './common.mjs';
import { open, messageTable, fill } from './gobbler.mjs';

const ROOT = path.join(HERE, '..');
const SUMMARY = JSON.parse(readFileSync(path.join(ROOT, 'gobbler/findings/summary.json'), 'utf8'));

/** The `FINDINGS` message table of `lang` (`en`, `zh_hant`): field → template. */
function words(lang) {
  const out = messageTable(lang, 'findings.rs', 'FINDINGS');
  assert.ok(out.tab && out.fair_text, `the FINDINGS table of ${lang} is read`);
  return out;
}
const WORDS = { en: words('en'), zh: words('zh_hant') };

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const TAB = '.gb-tabs [data-gb="screen:findings"]';

/** Whether the squares named (`a1`, …) all have one colour. */
const oneColour = (names) => new Set(names.map((n) => (n.charCodeAt(0) + Number(n[1])) % 2)).size <= 1;

/** The sentences the summary gives, in the words of `w`. */
function expected(w) {
  const s = SUMMARY;
  const e = s.eaten;
  const pct = (x) => (100 * x).toFixed(1);
  return [
    fill(w.eaten_text, e.mean.toFixed(1), e.low.toFixed(1), e.high.toFixed(1), e.median, e.min, e.max),
    fill(w.fair_text, s.fair.threshold, s.fair.low, s.fair.high, s.fair.littles_wins, s.games),
    fill(w.at_40, s.at_40.littles_wins, s.games, pct(s.at_40.rate), pct(s.at_40.low), pct(s.at_40.high)),
    ...s.corners.map((c) => fill(w.corner_counts, c.k, c.safe, 2 ** (c.k * c.k), c.largest[0].length)),
    ...s.corners.map((c) => fill(w.in_games, c.game_corners, c.game_corners_singles, c.game_corners_safe)),
    ...s.corners.flatMap((c) => c.largest.map((p) => fill(oneColour(p) ? w.caption_safe : w.caption_mixed, p.join(' ')))),
  ];
}

describe('the Gobbler findings', () => {
  for (const { lang, locale, kind, viewport, scheme } of LOOKS) {
    test(`${lang} ${kind} ${scheme}: the summary's figures, chart, corners; no overflow; axe`, { timeout: 60_000 }, async (t) => {
      await withBrowser({ viewport, locale, colorScheme: scheme }, async (b) => {
        const { page } = b;
        await open(page);
        const w = WORDS[lang];
        assert.equal((await page.textContent(TAB)).trim(), w.tab);
        await page.click(TAB);
        await page.waitForSelector('.gb-findings');
        assert.equal(await page.getAttribute(TAB, 'aria-pressed'), 'true');
        const text = await page.textContent('.gb-findings');
        for (const sentence of expected(w)) assert.ok(text.includes(sentence), `${lang}: "${sentence}"`);
        // One bar per eaten value, each as tall as its share of the tallest; the table too.
        const hist = SUMMARY.eaten.histogram;
        const bars = await page.$$eval('.gb-hist-col', (cols) =>
          cols.map((c) => ({ x: c.querySelector('.gb-hist-x').textContent, h: c.querySelector('.gb-hist-bar').getBoundingClientRect().height })),
        );
        assert.deepEqual(bars.map((b) => Number(b.x)), hist.map((p) => p[0]));
        const most = Math.max(...hist.map((p) => p[1]));
        const tallest = Math.max(...bars.map((b) => b.h));
        hist.forEach((p, i) => assert.ok(Math.abs(bars[i].h - (tallest * p[1]) / most) < 1.5, `bar ${p[0]}: ${bars[i].h} px, tallest ${tallest} px`));
        // No two of the chart's visible labels (counts and values) overlap: the text's own boxes.
        const labels = await page.$$eval('.gb-hist-n, .gb-hist-x', (spans) =>
          spans
            .filter((s) => s.textContent !== '' && getComputedStyle(s).visibility === 'visible')
            .map((s) => {
              const range = document.createRange();
              range.selectNodeContents(s);
              const r = range.getBoundingClientRect();
              return { text: s.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
            }),
        );
        assert.ok(labels.length >= hist.length, `${labels.length} labels for ${hist.length} bars`);
        for (const [i, a] of labels.entries()) {
          for (const c of labels.slice(i + 1)) {
            const apart = a.right <= c.left || c.right <= a.left || a.bottom <= c.top || c.bottom <= a.top;
            assert.ok(apart, `${kind}: the labels ${a.text} and ${c.text} overlap`);
          }
        }
        const rows = await page.$$eval('.gb-details tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => Number(c.textContent))));
        assert.deepEqual(rows, hist);
        assert.equal(
          await page.getAttribute('.gb-hist', 'aria-label'),
          fill(w.chart_label, SUMMARY.games, SUMMARY.eaten.min, SUMMARY.eaten.max),
        );
        // The first moves' table: one row per group of the summary.
        const groups = SUMMARY.first_turns.gobblers.groups;
        const moves = await page.$$eval('#gb-find-first tbody tr', (trs) => trs.map((tr) => tr.cells[0].textContent));
        assert.deepEqual(moves, groups.map((g) => g.turn));
        // Right under it, the warning that each move answered its own first turn of the Littles.
        const after = await page.$eval('#gb-find-first table', (t) => t.nextElementSibling?.textContent);
        assert.equal(after, w.first_mixed);
        // The corners: a small board per pattern shown, its Littles where the summary says.
        const patterns = await page.$$eval('.gb-pattern', (figs) => figs.map((f) => f.querySelectorAll('.gb-lit').length));
        const shown = SUMMARY.corners.flatMap((c) => [...c.largest]);
        assert.ok(patterns.length >= shown.length, `${patterns.length} diagrams`);
        assert.deepEqual(patterns.slice(0, SUMMARY.corners[0].largest.length), SUMMARY.corners[0].largest.map((p) => p.length));
        assert.ok((await overflow(page)) <= 0, 'no horizontal overflow');
        const r = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        assert.deepEqual(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
        await screenshot(page, `gobbler-findings-${lang}-${kind}-${scheme}.png`);
        assertNoErrors(t, b);
      });
    });
  }

  test("the rules' hint about checker patterns leads to the findings", { timeout: 60_000 }, async (t) => {
    await withBrowser({ locale: 'en-GB' }, async (b) => {
      const { page } = b;
      await open(page);
      await page.click('.gb-tabs [data-gb="screen:rules"]');
      const link = '.gb-tip [data-gb="screen:findings"]';
      assert.equal((await page.textContent(link)).trim(), WORDS.en.rules_link);
      await page.click(link);
      await page.waitForSelector('.gb-findings');
      assert.equal(await page.getAttribute(TAB, 'aria-pressed'), 'true');
      assertNoErrors(t, b);
    });
  });
});
