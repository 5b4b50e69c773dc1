// Runs the wasm_bench example module in Node (V8, as in Chromium) and prints the strong levels'
// per-move times: median and max per side. Usage (from the repository root):
//   cargo build --release --target wasm32-unknown-unknown -p gobbler-ai --example wasm_bench
//   node gobbler/ai/examples/wasm_bench.mjs [games] [budget_ms]
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const games = Number(process.argv[2] ?? 3);
const budget = Number(process.argv[3] ?? 800);
const file = "target/wasm32-unknown-unknown/release/examples/wasm_bench.wasm";
const { instance } = await WebAssembly.instantiate(readFileSync(file), {
  env: { now_ms: () => performance.now() },
});
const w = instance.exports;
const times = [[], []];
const eaten = [];
for (let g = 0; g < games; g++) {
  const e = w.play(2, 2, budget, BigInt(g + 1));
  if (e < 0) throw new Error(`game ${g + 1}: an illegal turn was chosen`);
  eaten.push(e);
  for (let i = 0; i < w.times_len(); i++) times[w.time_side(i)].push(w.time_at(i));
}
const stat = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  return `median ${v[Math.floor(v.length / 2)].toFixed(1)} ms, max ${v[v.length - 1].toFixed(1)} ms (${v.length} decisions)`;
};
console.log(`wasm, strong against strong, budget ${budget} ms, ${games} games, eaten ${eaten.join(" ")}`);
console.log(`Littles strong: ${stat(times[0])}`);
console.log(`Gobblers strong: ${stat(times[1])}`);
