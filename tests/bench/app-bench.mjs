// Measures the built app (dist/) in headless Chromium; a benchmark, not a test.
//   node tests/bench/app-bench.mjs        (after `trunk build --release`)
// Prints: first-load transfer (wasm + JS + CSS, gzip; our scripts in extras/,
// added after the first draw, apart), the time from navigation
// to the board being painted, and the time from a tap to the highlighted
// destinations (Performance API), each against its target.
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/browser.mjs';
import { serveDir } from '../e2e/static-server.mjs';
import { boardPainted, median, tapLatency } from './measure.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const RUNS = 7;
const TAPS = 30;

/** The engine's Web Worker: fetched only for a game against the computer. */
const isEngine = (name) => name.startsWith('sjakkboks-worker');

/**
 * Gzip sizes of the files the first load fetches (wasm, JS, CSS), and of
 * the engine's worker files apart (`engine`), which the first load never fetches.
 */
async function transfer() {
  const sizes = {};
  for (const name of await readdir(DIST)) {
    const ext = extname(name);
    if (!['.wasm', '.js', '.css'].includes(ext)) continue;
    const body = await readFile(join(DIST, name));
    const key = isEngine(name) ? 'engine' : ext;
    sizes[key] = (sizes[key] ?? 0) + gzipSync(body, { level: 9 }).length;
  }
  return sizes;
}

/** Gzip size of our scripts in extras/, which the app adds after its first draw. */
async function extras() {
  let total = 0;
  for (const name of await readdir(join(DIST, 'extras'))) {
    total += gzipSync(await readFile(join(DIST, 'extras', name)), { level: 9 }).length;
  }
  return total;
}

/** Milliseconds from navigation start to the first frame with the board's pieces. */
async function paintOnce(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const ms = await boardPainted(page, url);
  await page.close();
  return ms;
}

/** Milliseconds from a tap on e2 to its destination dots being in the laid-out DOM. */
async function tapTimes(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.waitForSelector('svg.board [data-piece]');
  const times = await tapLatency(page, 'e2', TAPS, 'touch');
  await page.close();
  return times;
}

const server = await serveDir(DIST);
const browser = await launchBrowser();
try {
  const sizes = await transfer();
  const total = ['.wasm', '.js', '.css'].reduce((a, ext) => a + (sizes[ext] ?? 0), 0);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`first-load transfer, gzip: ${kb(total)} (wasm ${kb(sizes['.wasm'] ?? 0)}, JS ${kb(sizes['.js'] ?? 0)}, CSS ${kb(sizes['.css'] ?? 0)}); target <= 200 KB`);
  console.log(`engine worker (fetched for games against the computer only), gzip: ${kb(sizes.engine ?? 0)}`);
  console.log(`our scripts added after the first draw (extras/), gzip: ${kb(await extras())}`);

  const url = `${server.url}?game=standard&lang=en`;
  const paints = [];
  for (let i = 0; i < RUNS; i++) paints.push(await paintOnce(browser, url));
  console.log(`board painted after navigation: median ${median(paints).toFixed(0)} ms of ${RUNS} loads (min ${Math.min(...paints).toFixed(0)}, max ${Math.max(...paints).toFixed(0)}); target <= 300 ms`);

  const taps = await tapTimes(browser, url);
  console.log(`tap to highlighted destinations: median ${median(taps).toFixed(2)} ms of ${TAPS} taps (max ${Math.max(...taps).toFixed(2)}); target <= 16 ms`);
} finally {
  await browser.close();
  await server.close();
}
