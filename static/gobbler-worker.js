// The Gobbler computer's Web Worker: the page never waits for the search.
// It loads the Gobbler module (the same files as the page, beside this script), and answers each
// request {id, position, level, budget, seed} with {id, turn, ms} (the turn in notation, the time
// it took) or {id, error}.
import init, { think } from './gobbler-web.js';

const ready = init();

self.onmessage = async (event) => {
  const { id, position, level, budget, seed } = event.data;
  try {
    await ready;
    const t0 = performance.now();
    const turn = think(position, level, budget, seed);
    self.postMessage({ id, turn, ms: performance.now() - t0 });
  } catch (e) {
    self.postMessage({ id, error: String(e && e.message ? e.message : e) });
  }
};
