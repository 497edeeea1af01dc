// Runs one count of this folder's wasm32 module `times` times and nothing else, so that
// a repeatable instruction count can be taken under callgrind (see the repository
// README, "Benchmark"): the count of `times` = 4 less that of 1, over 3, is one run's.
//   node once.mjs <ours|bulk|shakmaty> <times> [module]
// "ours" is our standard perft(5), listed; "bulk" the same in bulk; "shakmaty" its chess
// perft(5). The module is looked for as run.mjs looks for it.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const target = process.env.CARGO_TARGET_DIR
  ? pathToFileURL(`${process.env.CARGO_TARGET_DIR}/`)
  : new URL('target/', import.meta.url);
const path = process.argv[4] ?? new URL('wasm32-unknown-unknown/release/sjakkboks_rules_wasm_bench.wasm', target);
const w = (await WebAssembly.instantiate(readFileSync(path), {})).instance.exports;
const count = {
  ours: () => w.sjakkboks_perft_listed(0, 5),
  bulk: () => w.sjakkboks_perft(0, 5),
  shakmaty: () => w.shakmaty_perft(5),
}[process.argv[2]];
if (!count) {
  console.error('usage: node once.mjs <ours|bulk|shakmaty> <times> [module]');
  process.exit(2);
}
for (let i = 0; i < Number(process.argv[3] ?? 1); i++) count();
