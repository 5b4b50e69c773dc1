// The Gobbler page in a browser test: the CLI that checks positions and the page's small
// helpers, shared by the gobbler*.test.mjs files.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { URLS, HERE } from './common.mjs';

const ROOT = path.join(HERE, '..');
const TARGET = process.env.CARGO_TARGET_DIR ?? path.join(ROOT, 'target');
const CLI = path.join(TARGET, 'debug', 'gobbler');

/** Builds the CLI `cli` runs (a test file's `before`). */
export function buildCli() {
  execFileSync('cargo', ['build', '-q', '-p', 'gobbler-cli'], { cwd: ROOT, stdio: 'inherit' });
}

/** `gobbler show START GAME`: the position line and the game-over line, if any (throws on an
 * illegal turn). */
export function cli(game, start = 'start') {
  const out = execFileSync(CLI, ['show', start, game], { encoding: 'utf8' });
  return {
    position: /^position: (.*)$/m.exec(out)[1],
    over: /^game over: (.*)$/m.exec(out)?.[1] ?? null,
  };
}

/** A whole game of the strong players, the first of the findings' games
 * (`gobbler/findings/games.txt`): turns of one to three steps, hops of one and two. */
export const FINDINGS_GAME = readFileSync(path.join(ROOT, 'gobbler/findings/games.txt'), 'utf8')
  .split('\n')
  .find((l) => l.startsWith('seed '))
  .replace(/^[^:]*: /, '');

/** Opens the Gobbler page of the first served site, with `query`, and waits for its board. */
export async function open(page, query = '') {
  await page.goto(`${URLS[0]}?page=gobbler${query}`);
  await mounted(page);
}

/**
 * Waits until the page's module draws it. A built site's index.html draws the page before its
 * module runs (xtask/src/dist/first.rs), without what the browser keeps (ranks, the evaluation
 * switch): the module has it once its board has its one Tab stop (web_kit::roving, on its
 * redraw; the explorer's redraws leave the tab stops inside the page's `data-foreign` container
 * to it, first-paint.test.mjs checks, else a slow machine clicked the HTML's board).
 */
export async function mounted(page) {
  await page.waitForSelector('.gb-board [tabindex="0"]');
}

/**
 * The message table `name` (`pub const NAME: … = … {` up to its `};`) of the page's words in
 * `lang` (`en`, `zh_hant`), from `gobbler/web/src/i18n/<lang>/<file>`: field → template, or
 * field → templates for a field of several forms (`[one, many]`: pick one with [`form`]).
 */
export function messageTable(lang, file, name) {
  const src = readFileSync(path.join(ROOT, `gobbler/web/src/i18n/${lang}/${file}`), 'utf8');
  const start = src.indexOf(`pub const ${name}:`);
  if (start < 0) throw new Error(`no table ${name} in ${lang}/${file}`);
  const table = src.slice(start, src.indexOf('\n};', start));
  const out = {};
  const literal = /"(?:[^"\\]|\\.)*"/g;
  for (const m of table.matchAll(/^\s*(\w+):\s*("(?:[^"\\]|\\.)*"),?$/gm)) out[m[1]] = JSON.parse(m[2]);
  for (const m of table.matchAll(/^\s*(\w+):\s*\[((?:\s*"(?:[^"\\]|\\.)*",?)+)\s*\],?$/gm)) {
    out[m[1]] = [...m[2].matchAll(literal)].map((l) => JSON.parse(l[0]));
  }
  return out;
}

/** Which of a text's `[one, many]` forms says `n` of something (`crate::i18n::form`). */
export const form = (n) => (n === 1 ? 0 : 1);

/** `{0}`, `{1}`, … filled as `crate::i18n::fill` does. */
export const fill = (template, ...args) => template.replace(/\{(\d+)\}/g, (_, i) => String(args[Number(i)]));

/** The selector of square `s`'s button. */
export const sq = (s) => `.gb-board [data-gb-sq="${s}"]`;
/** The position the board shows, in the CLI's notation. */
export const position = (page) => page.getAttribute('.gb-board', 'data-position');
/** The game's text box (its turns in notation). */
export const gameText = (page) => page.inputValue('#gb-game-text');

/**
 * Who plays each side, from the next game on (at once before the first turn). A person's side
 * is chosen first: the other order can seat the computer on both sides in between, and the
 * medium computer plays a whole game against itself (and ranks it) before the second choice.
 */
export async function seat(page, littles, gobblers) {
  const person = (p) => p === 'you' || p === 'friend';
  const order = person(littles) || !person(gobblers) ? ['littles', 'gobblers'] : ['gobblers', 'littles'];
  for (const side of order) {
    await page.selectOption(`[data-gb-player="${side}"]`, side === 'littles' ? littles : gobblers);
  }
}

/**
 * How long and how often to wait for the computer's answer (the strong player thinks 800 ms in
 * its worker, and the worker loads the module first).
 */
export const ANSWER = { polling: 50, timeout: 30_000 };

/**
 * Plays `rounds` rounds as the Littles against the easy Gobblers (a pass, then their reply) and
 * returns the game's turns in notation.
 */
export async function playRounds(page, rounds) {
  await seat(page, 'you', 'easy');
  for (let i = 1; i <= rounds; i++) {
    await page.click('[data-gb="pass"]');
    await page.waitForFunction(
      (n) => document.querySelectorAll('#gb-turns li').length === n && document.querySelector('[data-gb="pass"]'),
      2 * i,
      ANSWER,
    );
  }
  return (await gameText(page)).split('; ');
}

/** Waits until nobody is thinking (the computer's status line). */
export async function settledTurn(page) {
  await page.waitForFunction(() => !/thinking|思考/.test(document.querySelector('#gb-status').textContent), null, {
    polling: 20,
    timeout: 30_000,
  });
}
