// `cargo xtask bench lighthouse`: Lighthouse (pinned in this folder's package-lock.json) on
// every page of the built site, with its mobile preset (a mid-range phone on a slow 4G link,
// simulated) and its desktop preset, in Debian's Chromium with the browser tests' flags. Prints
// one table: performance, largest contentful paint, accessibility and best practices per page and
// preset, and each audit that kept accessibility or best practices under 100. Exits non-zero only
// when a run fails (the targets are reported, not asserted: a loaded machine moves the scores).
//
// Environment: LH_URL (the site, e.g. http://127.0.0.1:8123/gobblet/), CHROME_PATH (the
// browser; default /usr/bin/chromium), LH_PAGES (optional: a comma-separated subset of the
// pages, `explore` for the bare address), LH_RUNS (runs per page and preset, default 1: the
// median performance run is reported), LH_PRESETS (optional: `mobile`, `desktop` or both, the
// default), LH_REPORTS (optional: a folder where each reported run's
// full JSON report is written as `<page>-<preset>.json`, for its LCP element and breakdown).
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.mjs';

const base = process.env.LH_URL;
if (!base) throw new Error('set LH_URL to the site (cargo xtask bench lighthouse does)');
const PAGES = (process.env.LH_PAGES ?? 'explore,play,two,learn,puzzles,findings,editor,gobbler,offline')
  .split(',').map((s) => s.trim()).filter(Boolean);
const RUNS = Number(process.env.LH_RUNS ?? 1);
const PRESETS = [['mobile', undefined], ['desktop', desktopConfig]]
  .filter(([name]) => (process.env.LH_PRESETS ?? 'mobile,desktop').split(',').includes(name));
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const urlOf = (page) => (page === 'explore' ? base : `${base}?page=${page}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run in a fresh browser: its report (lhr). */
async function audit(url, config) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES }, config);
    if (!result?.lhr) throw new Error(`no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr, cat) => Math.round((lhr.categories[cat]?.score ?? 0) * 100);
/** The audits of a category that did not pass, as `id` (what Lighthouse says). */
const failing = (lhr, cat) =>
  (lhr.categories[cat]?.auditRefs ?? [])
    .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
    .map((r) => `${r.id}: ${lhr.audits[r.id].title}`);

const rows = [];
const notes = [];
for (const page of PAGES) {
  for (const [preset, config] of PRESETS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(urlOf(page), config));
    const perf = median(runs.map((l) => score(l, 'performance')));
    const lhr = runs.find((l) => score(l, 'performance') === perf);
    if (process.env.LH_REPORTS) {
      mkdirSync(process.env.LH_REPORTS, { recursive: true });
      writeFileSync(`${process.env.LH_REPORTS}/${page}-${preset}.json`, JSON.stringify(lhr));
    }
    const lcp = lhr.audits['largest-contentful-paint'].numericValue / 1000;
    const row = {
      page, preset, perf, lcp,
      fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      a11y: score(lhr, 'accessibility'),
      bp: score(lhr, 'best-practices'),
    };
    rows.push(row);
    console.log(`${page} ${preset}: performance ${perf}, LCP ${lcp.toFixed(2)} s, accessibility ${row.a11y}, best practices ${row.bp}`);
    for (const cat of ['accessibility', 'best-practices']) {
      for (const f of failing(lhr, cat)) notes.push(`${page} ${preset} ${cat}: ${f}`);
    }
  }
}

const version = lighthouse.version ?? '12.2.3';
console.log(`\nLighthouse ${version}, ${RUNS} run(s) per page and preset (median performance), ${base}`);
console.log('| page | preset | performance | LCP | FCP | TBT | CLS | accessibility | best practices |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.page} | ${r.preset} | ${r.perf} | ${r.lcp.toFixed(2)} s | ${r.fcp.toFixed(2)} s | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${r.a11y} | ${r.bp} |`);
}
const mobile = rows.filter((r) => r.preset === 'mobile');
const misses = [
  ...mobile.filter((r) => r.perf < 95).map((r) => `${r.page}: mobile performance ${r.perf} < 95`),
  ...mobile.filter((r) => r.lcp > 2.5).map((r) => `${r.page}: mobile LCP ${r.lcp.toFixed(2)} s > 2.5 s`),
  ...rows.filter((r) => r.a11y < 100).map((r) => `${r.page} ${r.preset}: accessibility ${r.a11y}`),
  ...rows.filter((r) => r.bp < 100).map((r) => `${r.page} ${r.preset}: best practices ${r.bp}`),
];
console.log(`\ntargets (mobile performance >= 95, LCP <= 2.5 s, accessibility and best practices 100): ${misses.length === 0 ? 'all met' : `${misses.length} missed`}`);
for (const m of misses) console.log(`  missed: ${m}`);
for (const n of [...new Set(notes)]) console.log(`  audit: ${n}`);
