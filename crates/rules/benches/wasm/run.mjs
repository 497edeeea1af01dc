// Times perft in two wasm32 modules, beside chessops (lichess's TypeScript rules) in
// the same node process: this folder's, holding sjakkboks-rules and shakmaty without
// its `variant` feature (as a chess program uses it; the feature slows its chess), and
// ../antichess's, holding sjakkboks-rules and shakmaty with `variant`, for losing
// chess beside its `Antichess`. Mnps, the best of ROUNDS runs (default 3) and of as
// many more as fit in MIN_SECONDS (default 3) per line, the lines of one game (and
// shakmaty's with ours) timed in turns: a count of a few milliseconds would
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

/**
 * Times each of `lines` ([name, count]) once per round, in turns, ROUNDS times and as
 * many more as fit in MIN_SECONDS per line, and prints each line's best as Mnps: counts
 * compared with each other share this machine's slow and fast spells, where one after
 * the other they could fall in different ones.
 */
function report(...lines) {
  const best = lines.map(() => Infinity);
  const nodes = lines.map(() => 0);
  let spent = 0;
  for (let i = 0; i < rounds || spent < minSeconds * 1000 * lines.length; i++) {
    lines.forEach(([, count], k) => {
      const start = performance.now();
      nodes[k] = count();
      const took = performance.now() - start;
      best[k] = Math.min(best[k], took);
      spent += took;
    });
  }
  lines.forEach(([name], k) => {
    const mnps = nodes[k] / best[k] / 1000;
    console.log(`${name.padEnd(32)} ${String(nodes[k]).padStart(11)} nodes ${(best[k] / 1000).toFixed(3).padStart(8)} s ${mnps.toFixed(1).padStart(8)} Mnps`);
  });
}

// GameId::ALL order: standard, pawn-race, antichess, chess-attack, dice, three-player.
report(
  ['standard perft 5, listed', () => w.sjakkboks_perft_listed(0, 5)],
  ['standard perft 5, bulk', () => w.sjakkboks_perft(0, 5)],
  ['  shakmaty chess perft 5', () => w.shakmaty_perft(5)],
);
let chessops = null;
try {
  chessops = { ...(await import('chessops/chess')), ...(await import('chessops/debug')) };
} catch {
  console.log('  chessops: not installed (npm install in this folder)');
}
if (chessops) {
  report(['  chessops chess perft 5', () => chessops.perft(chessops.Chess.default(), 5, false)]);
}
report(
  ['antichess perft 4, listed', () => anti.sjakkboks_antichess_perft_listed(4)],
  ['antichess perft 4, bulk', () => anti.sjakkboks_antichess_perft(4)],
  ['  shakmaty antichess perft 4', () => anti.shakmaty_antichess_perft(4)],
);
report(
  ['chess-attack perft 5, listed', () => w.sjakkboks_perft_listed(3, 5)],
  ['chess-attack perft 5, bulk', () => w.sjakkboks_perft(3, 5)],
);
report(
  ['pawn-race perft 6, listed', () => w.sjakkboks_perft_listed(1, 6)],
  ['pawn-race perft 6, bulk', () => w.sjakkboks_perft(1, 6)],
);
report(['dice perft 4 (roll: pawn)', () => w.sjakkboks_perft(4, 4)]);
report(
  ['three-player perft 4, listed', () => w.sjakkboks_perft_listed(5, 4)],
  ['three-player perft 4, bulk', () => w.sjakkboks_perft(5, 4)],
);
