// Times perft in two wasm32 modules, beside chessops (lichess's TypeScript rules) in
// the same node process: this folder's, holding sjakkboks-rules and shakmaty without
// its `variant` feature (as a chess program uses it; the feature slows its chess), and
// ../antichess's, holding sjakkboks-rules and shakmaty with `variant`, for losing
// chess beside its `Antichess`. Mnps, the best of ROUNDS runs (default 3) and of as
// many more as fit in MIN_SECONDS (default 3): a count of a few milliseconds would
// otherwise be timed before V8 has optimised it, and on a shared machine one count in
// a process can take twice as long as the next (measured: 41 to 75 ms for one perft).
// Build and run: `npm run bench` (see the repository README, "Benchmark"); the modules
// are looked for in CARGO_TARGET_DIR where it is set, or given as the two arguments.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

/** The wasm file of the package in `folder`, built for wasm32 in release. */
function built(folder, name) {
  const target = process.env.CARGO_TARGET_DIR
    ? pathToFileURL(`${process.env.CARGO_TARGET_DIR}/`)
    : new URL(`${folder}/target/`, import.meta.url);
  return new URL(`wasm32-unknown-unknown/release/${name}.wasm`, target);
}

async function load(path) {
  return (await WebAssembly.instantiate(readFileSync(path), {})).instance.exports;
}

const w = await load(process.argv[2] ?? built('.', 'sjakkboks_rules_wasm_bench'));
const anti = await load(process.argv[3] ?? built('../antichess', 'sjakkboks_rules_antichess_bench'));
const rounds = Number(process.env.ROUNDS ?? 3);
const minSeconds = Number(process.env.MIN_SECONDS ?? 3);

function report(name, count) {
  let best = Infinity;
  let nodes = 0;
  let spent = 0;
  for (let i = 0; i < rounds || spent < minSeconds * 1000; i++) {
    const start = performance.now();
    nodes = count();
    const took = performance.now() - start;
    best = Math.min(best, took);
    spent += took;
  }
  const mnps = nodes / best / 1000;
  console.log(`${name.padEnd(32)} ${String(nodes).padStart(11)} nodes ${(best / 1000).toFixed(3).padStart(8)} s ${mnps.toFixed(1).padStart(8)} Mnps`);
}

// GameId::ALL order: standard, pawn-race, antichess, chess-attack, dice, three-player.
report('standard perft 5, listed', () => w.sjakkboks_perft_listed(0, 5));
report('standard perft 5, bulk', () => w.sjakkboks_perft(0, 5));
report('  shakmaty chess perft 5', () => w.shakmaty_perft(5));
let chessops = null;
try {
  chessops = { ...(await import('chessops/chess')), ...(await import('chessops/debug')) };
} catch {
  console.log('  chessops: not installed (npm install in this folder)');
}
if (chessops) {
  report('  chessops chess perft 5', () => chessops.perft(chessops.Chess.default(), 5, false));
}
report('antichess perft 4, listed', () => anti.sjakkboks_antichess_perft_listed(4));
report('antichess perft 4, bulk', () => anti.sjakkboks_antichess_perft(4));
report('  shakmaty antichess perft 4', () => anti.shakmaty_antichess_perft(4));
report('chess-attack perft 5, listed', () => w.sjakkboks_perft_listed(3, 5));
report('chess-attack perft 5, bulk', () => w.sjakkboks_perft(3, 5));
report('pawn-race perft 6, listed', () => w.sjakkboks_perft_listed(1, 6));
report('pawn-race perft 6, bulk', () => w.sjakkboks_perft(1, 6));
report('dice perft 4 (roll: pawn)', () => w.sjakkboks_perft(4, 4));
report('three-player perft 4, listed', () => w.sjakkboks_perft_listed(5, 4));
report('three-player perft 4, bulk', () => w.sjakkboks_perft(5, 4));
