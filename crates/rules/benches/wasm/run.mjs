// Times perft in one wasm32 module holding sjakkboks-rules and shakmaty, beside
// chessops (lichess's TypeScript rules) in the same node process. Mnps, the best of
// ROUNDS runs (default 3) and of as many more as fit in MIN_SECONDS (default 1): a
// count of a few milliseconds would otherwise be timed before V8 has optimised it.
// Build and run: see the repository README ("Benchmark").
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const wasmPath = process.argv[2]
  ?? new URL('target/wasm32-unknown-unknown/release/sjakkboks_rules_wasm_bench.wasm', import.meta.url);
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const w = instance.exports;
const rounds = Number(process.env.ROUNDS ?? 3);
const minSeconds = Number(process.env.MIN_SECONDS ?? 1);

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
report('  shakmaty chess perft 5', () => w.shakmaty_perft(0, 5));
let chessops = null;
try {
  chessops = { ...(await import('chessops/chess')), ...(await import('chessops/debug')) };
} catch {
  console.log('  chessops: not installed (npm install in this folder)');
}
if (chessops) {
  report('  chessops chess perft 5', () => chessops.perft(chessops.Chess.default(), 5, false));
}
report('antichess perft 4, listed', () => w.sjakkboks_perft_listed(2, 4));
report('antichess perft 4, bulk', () => w.sjakkboks_perft(2, 4));
report('  shakmaty antichess perft 4', () => w.shakmaty_perft(1, 4));
report('chess-attack perft 5, listed', () => w.sjakkboks_perft_listed(3, 5));
report('chess-attack perft 5, bulk', () => w.sjakkboks_perft(3, 5));
report('pawn-race perft 6, listed', () => w.sjakkboks_perft_listed(1, 6));
report('pawn-race perft 6, bulk', () => w.sjakkboks_perft(1, 6));
report('dice perft 4 (roll: pawn)', () => w.sjakkboks_perft(4, 4));
report('three-player perft 4, listed', () => w.sjakkboks_perft_listed(5, 4));
report('three-player perft 4, bulk', () => w.sjakkboks_perft(5, 4));
