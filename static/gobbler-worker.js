// The Gobbler computer's Web Worker: the page never waits for the search.
// It loads the Gobbler module (the same files as the page: their URLs come in this script's
// query, `?js=…&wasm=…`, since a built site hashes their names; without them, the files beside
// this script), and answers each request {id, position, level, budget, seed} with {id, turn, ms}
// (the turn in notation, the time it took) or {id, error}.
const query = new URLSearchParams(self.location.search);
const at = (key, file) => new URL(query.get(key) || file, import.meta.url).href;

const ready = import(at('js', './gobbler-web.js')).then(async (m) => {
  await m.default({ module_or_path: at('wasm', './gobbler-web_bg.wasm') });
  return m;
});

self.onmessage = async (event) => {
  const { id, position, level, budget, seed } = event.data;
  try {
    const { think } = await ready;
    const t0 = performance.now();
    const turn = think(position, level, budget, seed);
    self.postMessage({ id, turn, ms: performance.now() - t0 });
  } catch (e) {
    self.postMessage({ id, error: String(e && e.message ? e.message : e) });
  }
};
