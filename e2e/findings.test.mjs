// The findings page in a real browser: every figure it shows equals what the served
// `tb/stats.json` says (computed here from the file, never typed in), every chart is an SVG with
// an accessible label, a broken stats.json is explained, no console errors, no horizontal overflow
// on a 360-px phone, screenshots at desktop and phone sizes in English and Chinese.
//
// The words come from the message tables `app/src/i18n/{en,zh_hant}/full/findings.rs`.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { URLS, HERE, TB, DESKTOP, PHONE, TEST, withBrowser, assertNoErrors, screenshot, overflow } from './common.mjs';
import { started } from './game.mjs';

const base = URLS[0];
const url = `${base}?page=findings`;

// ---------------------------------------------------------------------------------------------
// What the page should show, from the message tables and the stats file.

const source = (rel) => readFileSync(path.join(HERE, '..', rel), 'utf8');

/** One language's strings (every field is one plain string literal on its own line). */
function readText(lang) {
  const out = {};
  for (const m of source(`app/src/i18n/${lang}/full/findings.rs`).matchAll(/^\s*(\w+): ("(?:[^"\\]|\\.)*"),?$/gm)) {
    out[m[1]] = JSON.parse(m[2]);
  }
  return out;
}

const TEXT = { en: readText('en'), zh: readText('zh_hant') };
const STATS = JSON.parse(readFileSync(path.join(TB, 'stats.json'), 'utf8'));

/** `{0}`, `{1}`, … filled as `crate::i18n::fill` does. */
const fill = (template, args) => template.replace(/\{(\d+)\}/g, (all, i) => (i < args.length ? String(args[i]) : all));
/** Thousands separators, as the page writes them in both languages. */
const group = (n) => BigInt(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** A share with one decimal (shares of at least 0.1 %, or zero). */
const pct = (t, share) => fill(t.percent, [(share * 100).toFixed(1)]);
const norm = (s) => s.replace(/\s+/g, ' ').trim();
const sum = (a) => a.reduce((x, y) => x + y, 0);

/** Everything the page should show, from the file. */
function expected(s, t) {
  const plies = s.start.plies;
  const winner = s.start.outcome === 'win' ? t.first_player : t.second_player;
  const count = (o) => s.first_moves.filter((m) => m.outcome === o).length;
  const label = (m) =>
    m.outcome === 'win' ? fill(t.label_win, [m.plies]) : m.outcome === 'loss' ? fill(t.label_loss, [m.plies]) : t.label_draw;
  const nonzero = (h) => h.flatMap((n, p) => (n > 0 ? [[p, n]] : []));
  const won = sum(s.win_histogram);
  return {
    start: s.start.outcome === 'draw' ? t.start_draw : fill(t.start_wins, [winner, plies]),
    dots: s.start.outcome === 'draw' ? 0 : plies,
    numbers: {
      reachable: group(s.reachable),
      terminal: group(s.terminal_line),
      'in-play': group(s.non_terminal),
      'p1-wins': group(s.p1_wins),
      'p2-wins': group(s.p2_wins),
      draws: group(s.draws),
      'no-move': group(s.no_move),
    },
    firstCounts: { win: count('win'), loss: count('loss'), draw: count('draw') },
    firstSummary: fill(t.first_summary, [count('win'), count('loss'), count('draw')]),
    firstLabels: Object.fromEntries(s.first_moves.map((m) => [m.move, label(m)])),
    wins: nonzero(s.win_histogram).map(([p, n]) => [String(p), group(n)]),
    losses: nonzero(s.loss_histogram).map(([p, n]) => [String(p), group(n)]),
    pieces: s.outcomes_by_pieces_on_board.map((c, p) => [
      String(p), group(c.wins), group(c.losses), group(c.draws), group(c.wins + c.losses + c.draws),
    ]),
    draws: s.draws === 0 ? null : s.draws_by_pieces_on_board.map((n, p) => [String(p), group(n)]),
    drawsText: s.draws === 0 ? t.no_draws : null,
    shares: [
      [t.share_immediate, pct(t, s.immediate_wins / s.non_terminal)],
      [t.share_single, pct(t, s.single_winning_move / won)],
      [t.share_single_fastest, pct(t, s.single_fastest_move / won)],
      [t.share_pinned, pct(t, s.pinned / s.non_terminal)],
    ],
    deepest: fill(t.deepest, [s.deepest_win.plies, group(s.deepest_win.positions)]),
    // One board per deepest-win position, each a link to the explorer at that position.
    // (The start's link is the explorer's root, `./`.)
    deepestLinks: s.deepest_win_positions.map((p) => (p === '.,.,./.,.,./.,.,. 1' ? './' : `?p=${p.replace(' ', '_')}`)),
  };
}

// ---------------------------------------------------------------------------------------------
// What the page shows.

async function open(page) {
  await page.goto(url);
  await started(page);
  await page.waitForSelector('.findings .findings-grid svg.chart');
}

/** Every figure on the page, read from the DOM. */
function read(page) {
  return page.evaluate(() => {
    const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const rows = (sel) =>
      [...document.querySelectorAll(`${sel} tbody tr`)].map((tr) => [...tr.children].map(text));
    const numbers = {};
    for (const tr of document.querySelectorAll('#f-numbers table.numbers tbody tr')) {
      numbers[tr.classList[0]] = text(tr.querySelector('td.num'));
    }
    const firstCounts = {};
    for (const o of ['win', 'loss', 'draw', 'unknown']) {
      firstCounts[o] = document.querySelectorAll(`#f-first g.fm.${o}`).length;
    }
    const firstLabels = {};
    for (const g of document.querySelectorAll('#f-first g.fm')) firstLabels[g.dataset.move] = text(g.querySelector('text'));
    const bars = (cls) =>
      [...document.querySelectorAll(`#f-distance g.bar.${cls}`)].map((g) => [
        text(g.querySelector('.row-label')),
        text(g.querySelector('.value')),
      ]);
    return {
      lang: document.documentElement.lang,
      title: text(document.querySelector('.findings-title')),
      start: text(document.querySelector('#f-start .headline')),
      dots: document.querySelectorAll('#f-start g.ply').length,
      lastDot: text(document.querySelector('#f-start g.ply.last text')),
      numbers,
      firstCounts,
      firstSummary: text(document.querySelector('#f-first .summary')),
      firstLabels,
      wins: bars('win'),
      losses: bars('loss'),
      winTable: rows('#f-distance figure.win'),
      lossTable: rows('#f-distance figure.loss'),
      pieceRows: document.querySelectorAll('#f-pieces svg g.row').length,
      pieces: rows('#f-pieces'),
      drawColumns: document.querySelectorAll('#f-draws svg g.col').length,
      draws: document.querySelector('#f-draws table') ? rows('#f-draws') : null,
      drawsText: text(document.querySelector('#f-draws .explain')),
      shares: [...document.querySelectorAll('#f-shares g.share')].map((g) => [
        text(g.querySelector('.share-label')),
        text(g.querySelector('.share-value')),
      ]),
      deepest: text(document.querySelector('#f-shares .deepest')),
      deepestLinks: [...document.querySelectorAll('#f-shares a.deepest-board')].map((a) => decodeURIComponent(a.getAttribute('href'))),
      charts: [...document.querySelectorAll('.findings svg')].map((svg) => ({
        cls: svg.getAttribute('class'),
        role: svg.getAttribute('role'),
        label: svg.getAttribute('aria-label') ?? '',
        title: text(svg.querySelector(':scope > title')),
        viewBox: svg.getAttribute('viewBox'),
        width: svg.getBoundingClientRect().width,
      })),
      sections: [...document.querySelectorAll('.findings section.finding')].map((s) => ({
        id: s.id,
        title: text(s.querySelector('h3')),
      })),
    };
  });
}




/** Asserts that the page shows exactly the figures of the stats file, in language `t`. */
function assertFigures(shown, t, what) {
  const e = expected(STATS, t);
  assert.equal(shown.title, t.title, `${what}: the title`);
  assert.equal(shown.start, norm(e.start), `${what}: the start value`);
  assert.equal(shown.dots, e.dots, `${what}: one dot per ply`);
  if (e.dots) assert.equal(shown.lastDot, String(e.dots), `${what}: the last dot`);
  assert.deepEqual(shown.numbers, e.numbers, `${what}: the solve in numbers`);
  assert.deepEqual(shown.firstCounts, { ...e.firstCounts, unknown: 0 }, `${what}: first-move cells by outcome`);
  assert.equal(sum(Object.values(shown.firstCounts)), STATS.first_moves.length, `${what}: a cell per first move`);
  assert.equal(shown.firstSummary, norm(e.firstSummary), `${what}: first-move summary`);
  assert.deepEqual(shown.firstLabels, e.firstLabels, `${what}: first-move labels`);
  assert.deepEqual(shown.wins, e.wins, `${what}: win bars (plies, count)`);
  assert.deepEqual(shown.losses, e.losses, `${what}: loss bars (plies, count)`);
  assert.deepEqual(shown.winTable, e.wins, `${what}: win table`);
  assert.deepEqual(shown.lossTable, e.losses, `${what}: loss table`);
  assert.equal(shown.pieceRows, e.pieces.length, `${what}: a bar per piece count`);
  assert.deepEqual(shown.pieces, e.pieces, `${what}: outcomes by pieces on the board`);
  assert.equal(
    sum(STATS.outcomes_by_pieces_on_board.map((c) => c.wins + c.losses + c.draws)),
    STATS.non_terminal,
    'the file: outcomes by pieces add up to the positions in play',
  );
  if (e.draws) {
    assert.deepEqual(shown.draws, e.draws, `${what}: draws by pieces`);
    assert.equal(shown.drawColumns, e.draws.length, `${what}: a column per piece count`);
  } else {
    assert.equal(shown.drawColumns, 0, `${what}: no draw chart without draws`);
    assert.equal(shown.drawsText, norm(e.drawsText), `${what}: no draws said`);
  }
  assert.deepEqual(shown.shares, e.shares, `${what}: the shares`);
  assert.equal(shown.deepest, norm(e.deepest), `${what}: the deepest win`);
  assert.deepEqual(shown.deepestLinks, e.deepestLinks, `${what}: the deepest win's boards link to their positions`);
  // Every chart: an SVG image with a label, a title, a viewBox, never wider than the screen.
  assert.ok(shown.charts.length >= 6, `${what}: ${shown.charts.length} charts`);
  for (const c of shown.charts) {
    assert.ok(c.cls.startsWith('chart'), `${what}: ${c.cls}`);
    assert.equal(c.role, 'img', `${what}: ${c.cls} role`);
    assert.ok(c.label.length > 10, `${what}: ${c.cls} aria-label "${c.label}"`);
    assert.equal(c.title, norm(c.label), `${what}: ${c.cls} title`);
    assert.match(c.viewBox, /^0 0 \d+ \d+$/, `${what}: ${c.cls} viewBox`);
  }
  // Every section has a title and a one-line explanation or a headline.
  for (const s of shown.sections) assert.ok(s.title, `${what}: section ${s.id} has a title`);
}

// ---------------------------------------------------------------------------------------------
// The tests.

describe('findings', () => {
  test('the message tables and the stats file were read', async () => {
    for (const t of Object.values(TEXT)) {
      for (const k of ['title', 'start_wins', 'first_summary', 'label_win', 'deepest', 'percent', 'no_draws']) {
        assert.ok(t[k], `${k} read`);
      }
    }
    assert.ok(STATS.first_moves.length === 27 && STATS.outcomes_by_pieces_on_board?.length === 13, 'stats.json has every field');
    // The site serves the same file the tablebase was built with.
    const served = await (await fetch(`${base}tb/stats.json`)).json();
    assert.deepEqual(served, STATS, 'the served tb/stats.json is the tablebase directory\'s');
  });

  for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-TW']]) {
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      test(`every figure equals stats.json (${lang}, ${size})`, TEST, async (t) => {
        await withBrowser({ viewport, locale }, async (b) => {
          const { page } = b;
          await open(page);
          const shown = await read(page);
          assert.match(shown.lang, lang === 'en' ? /^en/ : /^zh/, 'the page language');
          assertFigures(shown, TEXT[lang], `${lang} ${size}`);
          for (const c of shown.charts) {
            assert.ok(c.width <= viewport.width, `${c.cls} is ${c.width}px wide`);
          }
          assert.ok((await overflow(page)) <= 0, `no horizontal overflow at ${viewport.width}px`);
          const file = await screenshot(page, `findings-${lang}-${size}.png`);
          t.diagnostic(`screenshot ${file}`);
          assertNoErrors(t, b);
        });
      });
    }
  }

  test('a stats.json that cannot be read is explained, not drawn', TEST, async (t) => {
    // Service workers blocked: a worker that takes the page before the findings fetch
    // stats.json fetches it itself, past the page's route (seen once on a loaded machine).
    await withBrowser({ viewport: PHONE, serviceWorkers: 'block' }, async (b) => {
      const { page } = b;
      await page.route('**/tb/stats.json', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"reachable": "many"' }),
      );
      await page.goto(url);
      await page.waitForSelector('.findings .findings-error');
      const said = norm(await page.textContent('.findings .findings-error'));
      const prefix = TEXT.en.failed.split('{0}')[0];
      assert.ok(said.startsWith(norm(prefix)), said);
      assert.match(said, /stats\.json/, said);
      assert.equal(await page.locator('.findings svg').count(), 0, 'no chart drawn');
      assertNoErrors(t, b);
    });
  });
});
