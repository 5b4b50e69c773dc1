// Helpers for the tests of the game pages (explorer, games): the expected values from
// `shard-tool probe`, waiting for the page to settle, reading what it shows, screenshots.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HERE, SHARD_TOOL, TB, SETTLE_MS } from './common.mjs';

export { assertNoErrors, screenshot } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// The expected values: `shard-tool probe`.

const probeCache = new Map();

/** One message table file's `name: "text"` fields (`app/src/i18n/<lang>/<file>`). */
export function readTable(lang, file) {
  const src = readFileSync(path.join(HERE, '..', `app/src/i18n/${lang}/${file}`), 'utf8');
  const out = {};
  for (const m of src.matchAll(/^\s*(\w+): ("(?:[^"\\]|\\.)*"),?$/gm)) out[m[1]] = JSON.parse(m[2]);
  return out;
}
/** The game pages' strings, by language (`ui.rs`). */
export const UI = { en: readTable('en', 'ui.rs'), zh: readTable('zh_hant', 'ui.rs') };
/** `crate::i18n::fill`: `{0}`, `{1}`… replaced by the arguments. */
export const fillIn = (template, ...args) => template.replace(/\{(\d+)\}/g, (all, i) => (i < args.length ? String(args[i]) : all));

/**
 * A value in the words the app must say (`UiText::value_words`), for `side` ('P1' or 'P2'), the
 * player the value belongs to: the plies played out one by one from its turn to find who makes
 * the last one and which of that player's moves it is (`wins with its 7th move (13 plies)`).
 */
export function valueWords(desc, side, lang = 'en') {
  const t = UI[lang];
  const m = /^(win|loss) (\d+)$/.exec(desc);
  if (!m) return desc === 'draw' ? t.draw : t.unknown;
  const [win, plies] = [m[1] === 'win', Number(m[2])];
  const name = (p) => (p === 'P1' ? t.p1 : t.p2);
  const other = side === 'P1' ? 'P2' : 'P1';
  if (plies === 0) return fillIn(t.has_won, name(win ? side : other));
  const made = { P1: 0, P2: 0 };
  let [who, last] = [side, null];
  for (let i = 0; i < plies; i++) {
    made[who] += 1;
    last = { who, nth: made[who] };
    who = who === 'P1' ? 'P2' : 'P1';
  }
  const form = [11, 12, 13].includes(last.nth % 100) ? t.nth : ({ 1: t.nth_1, 2: t.nth_2, 3: t.nth_3 }[last.nth % 10] ?? t.nth);
  const nth = fillIn(form, last.nth);
  const count = plies === 1 ? t.plies_one : fillIn(t.plies_many, plies);
  if (last.who === side) return fillIn(win ? t.win_own : t.loss_own, nth, count);
  return fillIn(win ? t.win_other : t.loss_other, name(other), nth, count);
}

/**
 * What the app shows for a value printed by the shard tool (`win 9`, `loss 8`, `draw`, …) of a
 * move `side` plays (or of a position `side` is to move in).
 */
export function shown(desc, side) {
  let m;
  if ((m = /^win (\d+)$/.exec(desc))) return { cls: 'win', label: `W${m[1]}`, words: valueWords(desc, side) };
  if ((m = /^loss (\d+)$/.exec(desc))) return { cls: 'loss', label: `L${m[1]}`, words: valueWords(desc, side) };
  if (desc === 'draw') return { cls: 'draw', label: 'D', words: 'draw' };
  if (desc.startsWith('unknown')) return { cls: 'unknown', label: '?', words: 'unknown' };
  throw new Error(`unexpected value from shard-tool probe: ${JSON.stringify(desc)}`);
}

/** The probe's view of the position after `moves`: board string, side, value, moves best first. */
export function probe(moves) {
  const key = moves.join(' ');
  if (!probeCache.has(key)) {
    const out = execFileSync(SHARD_TOOL, ['probe', TB, key], { encoding: 'utf8' });
    const lines = out.trimEnd().split('\n');
    const [board, side] = lines[0].split(' ');
    const head = /^(P[12]) to move: (.+)$/.exec(lines[1]);
    assert.ok(head, `unexpected probe output:\n${out}`);
    assert.equal(head[1], `P${side}`);
    const list = lines.slice(2).map((line) => {
      const m = /^(\S+)\s+(.+)$/.exec(line);
      assert.ok(m, `unexpected probe line ${JSON.stringify(line)}`);
      return { move: m[1], desc: m[2], ...shown(m[2], head[1]) };
    });
    probeCache.set(key, { board, side: head[1], value: head[2], moves: list });
  }
  return probeCache.get(key);
}

/**
 * `shard-tool probe` of `position` in the tablebase `dir`, under the reading `reveal` of the
 * reveal rule (the table's own when null): its value and every move, best first.
 */
export function probeIn(dir, position, reveal = null) {
  const args = ['probe', dir, position];
  if (reveal) args.push('--reveal', reveal);
  const lines = execFileSync(SHARD_TOOL, args, { encoding: 'utf8' }).trimEnd().split('\n');
  const side = /^(P[12]) to move/.exec(lines[1])[1];
  return {
    value: /to move: (.+)$/.exec(lines[1])[1],
    moves: lines.slice(2).map((l) => {
      const [, move, desc] = /^(\S+)\s+(.+)$/.exec(l);
      return { move, desc, ...shown(desc, side) };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// The one-piece variant's tablebase, for the reveal rule's two readings: the site's own table
// (cover off) has one reading, this one two (pinned pieces exist).

/** P1's large piece on a3 hides P2's column a; a3-c3 completes P1's column c too. */
export const PIN = 'sL,.,./m,.,S/l,.,M 1';

let onePiece = null;

/**
 * The one-piece variant solved under both readings, its tablebase and its other reading's file
 * (`other-reading.bin`): `{ tb, manifest }`. Built once per test file, on first use (about a
 * second), into a temporary folder removed when the process exits.
 */
export function onePieceTable() {
  if (onePiece) return onePiece;
  const work = mkdtempSync(path.join(tmpdir(), 'gobblet-one-piece-'));
  process.on('exit', () => rmSync(work, { recursive: true, force: true }));
  const tb = path.join(work, 'tb');
  const solver = path.join(path.dirname(SHARD_TOOL), 'solver');
  const run = (bin, args) => execFileSync(bin, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  run(solver, ['solve', '--pieces', '1', '--out', path.join(work, 'mc')]);
  run(solver, ['solve', '--pieces', '1', '--reveal', 'loses', '--out', path.join(work, 'loses')]);
  run(SHARD_TOOL, ['build', '--solved', path.join(work, 'mc'), '--out', tb]);
  run(SHARD_TOOL, ['reading', tb, '--solved', path.join(work, 'mc'), '--other', path.join(work, 'loses')]);
  onePiece = { tb, manifest: JSON.parse(readFileSync(path.join(tb, 'manifest.json'), 'utf8')) };
  return onePiece;
}

/** The square a move lands on (`L@b2` → b2, `b2-a1` → a1). */
export const target = (mv) => mv.slice(-2);
export const opponent = (side) => (side === 'P1' ? 'P2' : 'P1');
/** The English name the pages give a side (`ui.rs`: its colour; P1 and P2 are secondary labels). */
export const NAME = { P1: 'Orange', P2: 'Blue' };

/** The status line the app must show for a probed position. */
export function expectedStatus(p) {
  if (p.moves.length === 0) {
    // Game over: the probe says the side to move lost (a line shows, or it has no move).
    assert.equal(p.value, 'loss 0', 'a position without moves is lost at once');
    const s = p.side;
    const o = opponent(s);
    return new RegExp(`^(${NAME[o]} wins with the line .+|${NAME[s]} has no legal move: ${NAME[o]} wins)$`);
  }
  const v = shown(p.value, p.side);
  const words = v.cls === 'unknown' ? 'value unknown' : v.words;
  return `${NAME[p.side]} to move — ${words}`;
}

// ---------------------------------------------------------------------------------------------
// The puzzle page.

/** The puzzles the site was built with (`tb/puzzles.json`), read once when first asked for. */
export function puzzleSet() {
  puzzleSet.cached ??= JSON.parse(readFileSync(path.join(TB, 'puzzles.json'), 'utf8'));
  return puzzleSet.cached;
}
/** A square of the puzzle's board. */
export const puzzleSquare = (sq) => `#puzzle-grid [data-square="${sq}"]`;
/** The solver's reserve piece of `size` (`S`, `M` or `L`). */
export const puzzleReserve = (size) => `#puzzle [data-msg="puzzles:res-${size}"]`;

/** Plays `mv` on the puzzle's board by clicks: the reserve piece or the square it leaves, then where it lands. */
export async function playPuzzleMove(page, mv) {
  const place = mv.match(/^([SML])@([a-c][1-3])$/);
  if (place) {
    await page.click(puzzleReserve(place[1]));
    await page.click(puzzleSquare(place[2]));
    return;
  }
  const [from, to] = mv.split('-');
  await page.click(puzzleSquare(from));
  await page.click(puzzleSquare(to));
}

// ---------------------------------------------------------------------------------------------
// The browser.

/**
 * Waits until the page's module draws it: it runs (the loader's `window.wasmBindings`) and a page
 * index.html drew at build time (`#app[data-first-paint]`, xtask/src/dist/first.rs) has had its
 * first redraw, after the files it is drawn from. Before that the page runs no code of its own
 * (a click is lost), though it shows everything.
 */
export async function started(page) {
  await page.waitForFunction(
    () => window.wasmBindings !== undefined && !document.getElementById('app')?.hasAttribute('data-first-paint'),
    null,
    { timeout: SETTLE_MS, polling: 50 },
  );
}

/** Waits until the page shows every value: manifest loaded, no chunk in flight, no `…`. */
export async function settled(page, what = 'the position') {
  try {
    await page.waitForFunction(
      () => {
        if (window.wasmBindings === undefined || document.getElementById('app')?.hasAttribute('data-first-paint')) return false;
        // #tb's data-state: loading | busy (chunks in flight or retried) | ready | failed —
        // language-neutral, so the same wait serves both languages.
        if (document.querySelector('#tb')?.dataset.state !== 'ready') return false;
        return ![...document.querySelectorAll('#moves .mv .val')].some((v) => v.textContent.trim() === '…');
      },
      null,
      { timeout: SETTLE_MS, polling: 50 },
    );
  } catch (e) {
    const s = await page
      .evaluate(() => ({ status: document.querySelector('#status')?.textContent, tb: document.querySelector('#tb')?.textContent }))
      .catch(() => ({}));
    throw new Error(`${what} did not finish loading within ${SETTLE_MS} ms: status ${JSON.stringify(s.status)}, tablebase ${JSON.stringify(s.tb)} (${e.message.split('\n')[0]})`);
  }
}

/**
 * Waits until nothing is in flight (manifest loaded, no chunk being fetched or retried) without
 * requiring every value: a chunk given up on leaves its moves without one.
 */
export async function quiet(page, what = 'the position') {
  try {
    await page.waitForFunction(
      () => {
        if (window.wasmBindings === undefined || document.getElementById('app')?.hasAttribute('data-first-paint')) return false;
        return document.querySelector('#tb')?.dataset.state === 'ready';
      },
      null,
      { timeout: SETTLE_MS, polling: 50 },
    );
  } catch (e) {
    const tb = await page.evaluate(() => document.querySelector('#tb')?.textContent).catch(() => null);
    throw new Error(`${what} still loads after ${SETTLE_MS} ms: tablebase ${JSON.stringify(tb)} (${e.message.split('\n')[0]})`);
  }
}

/** Everything the tests read from the page. */
export async function read(page) {
  return page.evaluate(() => {
    const VALUE = ['win', 'loss', 'draw', 'unknown'];
    const text = (el) => (el ? el.textContent.trim() : null);
    const letter = (piece) => {
      const c = piece.classList;
      const l = c.contains('small') ? 'S' : c.contains('medium') ? 'M' : c.contains('large') ? 'L' : '?';
      return c.contains('p2') ? l.toLowerCase() : l;
    };
    const squares = {};
    for (const b of document.querySelectorAll('#board button.sq')) {
      squares[b.dataset.square] = {
        cls: VALUE.filter((c) => b.classList.contains(c)),
        label: text(b.querySelector('.label')),
        stack: [...b.querySelectorAll('.piece')].map(letter).join(''),
      };
    }
    let board = null;
    if (Object.keys(squares).length === 9) {
      board = [3, 2, 1]
        .map((r) => ['a', 'b', 'c'].map((f) => squares[`${f}${r}`].stack || '.').join(','))
        .join('/');
    }
    return {
      moves: [...document.querySelectorAll('#moves li button.mv')].map((b) => ({
        move: b.dataset.move,
        cls: VALUE.filter((c) => b.classList.contains(c)),
        label: text(b.querySelector('.val')),
        words: text(b.querySelector('.words')),
      })),
      squares,
      board,
      status: text(document.querySelector('#status')),
      notice: text(document.querySelector('#notice')) ?? '',
      tb: text(document.querySelector('#tb')),
      undoDisabled: document.querySelector('#undo')?.disabled ?? null,
      redoDisabled: document.querySelector('#redo')?.disabled ?? null,
      line: [...document.querySelectorAll('#line button[data-ply]')].map((b) => ({
        ply: Number(b.dataset.ply),
        current: b.getAttribute('aria-current') === 'step',
        text: text(b),
      })),
      url: location.href,
    };
  });
}


export const fmt = (m) => `${m.move} ${[].concat(m.cls).join('+')} ${m.label} ${m.words}`;

/**
 * Asserts that the page shows exactly what the probe says after `moves`: the board, the status,
 * every move with its class, label and words (best first), and the value on every square.
 */
export async function assertShows(page, moves, what = `after [${moves.join(' ')}]`) {
  const p = probe(moves);
  const s = await read(page);
  assert.equal(s.board, p.board, `board ${what}`);
  const status = expectedStatus(p);
  if (status instanceof RegExp) assert.match(s.status, status, `status ${what}`);
  else assert.equal(s.status, status, `status ${what}`);
  assert.deepEqual(s.moves.map(fmt).sort(), p.moves.map(fmt).sort(), `moves ${what}`);
  // Best first: ties may be listed in any order, the values may not.
  assert.deepEqual(
    s.moves.map((m) => m.label),
    p.moves.map((m) => m.label),
    `order of the values ${what}`,
  );
  // With nothing picked up, a square shows the best move that lands on it.
  for (const [sq, got] of Object.entries(s.squares)) {
    const best = p.moves.find((m) => target(m.move) === sq);
    const want = best ? { cls: [best.cls], label: best.label } : { cls: [], label: null };
    assert.deepEqual({ cls: got.cls, label: got.label }, want, `square ${sq} ${what}`);
  }
  return s;
}

/** Asserts the URL: the same path as `base`, `m` = the moves, `ply` as given (null: absent). */
export function assertUrl(url, base, moves, ply = null) {
  const u = new URL(url);
  assert.equal(u.pathname, new URL(base).pathname, `the page stays at ${base}`);
  assert.equal(u.searchParams.get('m'), moves.length ? moves.join('_') : null, `m= in ${url}`);
  assert.equal(u.searchParams.get('ply'), ply === null ? null : String(ply), `ply= in ${url}`);
}

export const linkTo = (base, moves, ply) =>
  `${base}?m=${moves.join('_')}${ply === undefined ? '' : `&ply=${ply}`}`;

/** The best line from the start, as far as `plies` (stops at the end of the game). */
export function bestLine(plies) {
  const line = [];
  while (line.length < plies) {
    const p = probe(line);
    if (p.moves.length === 0) break;
    line.push(p.moves[0].move);
  }
  return line;
}

/** Plays a move with the board: a reserve piece or a piece on the board, then the square. */
export async function playOnBoard(page, side, mv, movesBefore) {
  const place = /^([SML])@([a-c][1-3])$/.exec(mv);
  if (place) {
    await page.click(`[data-reserve="${side.slice(1)}${place[1]}"]`);
    // Picked up: the squares now show the value of placing this piece there.
    const p = probe(movesBefore);
    const s = await read(page);
    for (const [sq, got] of Object.entries(s.squares)) {
      const m = p.moves.find((x) => x.move === `${place[1]}@${sq}`);
      const want = m ? { cls: [m.cls], label: m.label } : { cls: [], label: null };
      assert.deepEqual({ cls: got.cls, label: got.label }, want, `square ${sq} with ${place[1]} picked up`);
    }
    await page.click(`#board [data-square="${place[2]}"]`);
  } else {
    const step = /^([a-c][1-3])-([a-c][1-3])$/.exec(mv);
    assert.ok(step, `not a move: ${mv}`);
    await page.click(`#board [data-square="${step[1]}"]`);
    await page.click(`#board [data-square="${step[2]}"]`);
  }
}


/** A short name for a base URL, for screenshot files (`gobblet` or the port). */
export function nameOf(base) {
  const u = new URL(base);
  const sub = u.pathname.replace(/^\/|\/$/g, '').replace(/\W+/g, '-');
  return sub || `root-${u.port}`;
}

