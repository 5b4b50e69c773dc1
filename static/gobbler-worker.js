// The Gobbler page's Web Worker (the page makes two: the computer's and the advisor's), so the
// page never waits for a search. It loads the Gobbler module (the same files as the page: their
// URLs come in this script's query, `?js=…&wasm=…`, since a built site hashes their names;
// without them, the files beside this script), and answers each request
// {id, kind, position, level, budget, seed} with {id, turn, ms} (the time it took) or
// {id, error}: kind 'think' answers the computer's turn in notation, kind 'advise' the strong
// player's advice (its estimate and turn, as `think::Advice` writes them).
const query = new URLSearchParams(self.location.search);
const at = (key, file) => new URL(query.get(key) || file, import.meta.url).href;

const ready = import(at('js', './gobbler-web.js')).then(async (m) => {
  await m.default({ module_or_path: at('wasm', './gobbler-web_bg.wasm') });
  return m;
});

self.onmessage = async (event) => {
  const { id, kind, position, level, budget, seed } = event.data;
  try {
    const m = await ready;
    const t0 = performance.now();
    const turn = kind === 'advise' ? m.advise(position, budget, seed) : m.think(position, level, budget, seed);
    self.postMessage({ id, turn, ms: performance.now() - t0 });
  } catch (e) {
    self.postMessage({ id, error: String(e && e.message ? e.message : e) });
  }
};
