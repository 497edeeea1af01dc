// Measures the built app (dist/) in headless Chromium; a benchmark, not a test.
//   node tests/bench/app-bench.mjs [dist-dir]   (after `trunk build --release`)
// Prints: first-load transfer (what a visit to a game fetches before its board
// is first drawn, as Chromium requests it: the page with its piece drawings,
// wasm, JS, CSS; gzip), the full module and the engine's worker apart (fetched
// when opened), what the app fetches after its first draw: our scripts and
// styles in extras/, and the service worker sw.js, registered a second after
// the start), what opening Learn fetches and what a level against the computer
// adds, the time from navigation
// to the board being painted, and the time from a tap to the highlighted
// destinations (Performance API), each against its target.
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/browser.mjs';
import { serveDir } from '../e2e/static-server.mjs';
import { boardPainted, median, tapLatency } from './measure.mjs';

/** The built app: dist/, or the directory given as the first argument. */
const DIST = process.argv[2] ?? fileURLToPath(new URL('../../dist/', import.meta.url));
const RUNS = 7;
const TAPS = 30;

/** The engine's Web Worker: fetched only for a game against the computer. */
const isEngine = (name) => name.startsWith('sjakkboks-worker');

/** The full module (the app with its `full` feature) and its starter: fetched when opened. */
const isFull = (name) => name.startsWith('sjakkboks-full') || name === 'start-full.js';

/** The service worker: registered a second after the start (offline.rs). */
const SERVICE_WORKER = 'sw.js';

/** Gzip size of a file of the build. */
async function gzipped(name) {
  return gzipSync(await readFile(join(DIST, name)), { level: 9 }).length;
}

/**
 * Gzip sizes, by kind (`.html`, `.wasm`, `.js`, `.css`), of the files a visit
 * to `url` fetches before its board is first drawn: the requests Chromium makes
 * from navigation until `svg.board [data-piece]` is in the page.
 */
async function firstLoad(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const fetched = new Set();
  let drawn = false;
  page.on('request', (request) => {
    if (drawn) return;
    const path = new URL(request.url()).pathname.replace(/^\//, '');
    // What the app adds after its first draw is counted apart (afterFirstDraw).
    if (path.startsWith('extras/') || path === SERVICE_WORKER) return;
    fetched.add(path === '' ? 'index.html' : path);
  });
  await page.goto(url);
  await page.waitForSelector('svg.board [data-piece]');
  drawn = true;
  await page.close();
  const sizes = {};
  for (const name of fetched) {
    const ext = extname(name);
    sizes[ext] = (sizes[ext] ?? 0) + (await gzipped(name));
  }
  return sizes;
}

/** Gzip size of the files of the build named in `paths`. */
async function sizeOf(paths) {
  let total = 0;
  for (const name of paths) total += await gzipped(name);
  return total;
}

/**
 * What opening Learn fetches after a game's first draw, and what a level
 * against the computer fetches on top: from a game's page the header's Learn
 * button, the course and its first level; then the first level of the last
 * stage (standard: the engine plays black; opened in the full module) and one
 * move there, which brings the engine's worker. Gzip bytes of the files each
 * step fetches that the visit had not fetched before, apart from extras/ and sw.js.
 */
async function learnFetches(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // Files already fetched are in the browser's cache (their names carry a hash of their content).
  const seen = new Set();
  let fetched = new Set();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname.replace(/^\//, '');
    if (path.startsWith('extras/') || path === SERVICE_WORKER || path === '' || seen.has(path)) return;
    seen.add(path);
    fetched.add(path);
  });
  await page.goto(url);
  await page.waitForSelector('svg.board [data-piece]');
  await page.waitForLoadState('networkidle');
  fetched = new Set();
  await page.click('[data-nav="learn"]');
  await page.click('[data-level-link="1-1"]');
  await page.waitForSelector('[data-level="playing"] svg.board [data-piece]');
  const learn = await sizeOf(fetched);
  // The last stage of the standard course, and the first move of its first level.
  const course = (await readFile(join(DIST, 'learn', 'standard.txt'), 'utf8')).split(/^stage$/m);
  const stages = course.length - 1;
  const move = course[stages].match(/^solution (\S+)/m)[1];
  fetched = new Set();
  await page.goto(`${url.replace('?game=standard', '?page=learn&game=standard')}&stage=${stages}&level=1`);
  await page.waitForSelector('[data-level="playing"] svg.board [data-piece]');
  await page.waitForLoadState('networkidle');
  await page.click(`[data-cell="${move.slice(0, 2)}"]`);
  await page.click(`[data-cell="${move.slice(2, 4)}"]`);
  await page.waitForSelector('[data-moves="1"]');
  await page.waitForSelector('[data-level="playing"] svg.board:not([data-thinking])');
  const versus = await sizeOf(fetched);
  await page.close();
  return { learn, versus };
}

/** Gzip size of the files of the build that `which` picks. */
async function filesSize(which) {
  let total = 0;
  for (const name of await readdir(DIST)) {
    if (which(name)) total += await gzipped(name);
  }
  return total;
}

/**
 * Gzip size of what the app fetches after its first draw: our scripts and
 * styles in extras/, and the service worker.
 */
async function afterFirstDraw() {
  const files = (await readdir(join(DIST, 'extras'))).map((name) => join(DIST, 'extras', name));
  let total = 0;
  for (const file of [...files, join(DIST, SERVICE_WORKER)]) {
    total += gzipSync(await readFile(file), { level: 9 }).length;
  }
  return total;
}

/** Milliseconds from navigation start to the board's first paint. */
async function paintOnce(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const ms = (await boardPainted(page, url)).painted;
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
  const url = `${server.url}?game=standard&lang=en`;
  const sizes = await firstLoad(browser, url);
  const total = ['.html', '.wasm', '.js', '.css'].reduce((a, ext) => a + (sizes[ext] ?? 0), 0);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`first-load transfer, gzip: ${kb(total)} = ${total} B (page ${kb(sizes['.html'] ?? 0)}, wasm ${kb(sizes['.wasm'] ?? 0)}, JS ${kb(sizes['.js'] ?? 0)}, CSS ${kb(sizes['.css'] ?? 0)}); target <= 200 KB = 204800 B`);
  console.log(`full module (fetched when a dialog, the rules, the computer, a review or the puzzles are opened), gzip: ${kb(await filesSize(isFull))}`);
  console.log(`engine worker (fetched for games against the computer only), gzip: ${kb(await filesSize(isEngine))}`);
  console.log(`fetched after the first draw (extras/ and sw.js), gzip: ${kb(await afterFirstDraw())}`);
  const { learn, versus } = await learnFetches(browser, url);
  console.log(`opening Learn from a game (the standard course and its first level), gzip: ${kb(learn)}; target <= 120 KB`);
  console.log(`then a level against the computer (the full module, and the engine worker for its first reply), gzip: ${kb(versus)}`);

  const paints = [];
  for (let i = 0; i < RUNS; i++) paints.push(await paintOnce(browser, url));
  console.log(`board painted after navigation: median ${median(paints).toFixed(0)} ms of ${RUNS} loads (min ${Math.min(...paints).toFixed(0)}, max ${Math.max(...paints).toFixed(0)}); target <= 300 ms`);

  const taps = await tapTimes(browser, url);
  console.log(`tap to highlighted destinations: median ${median(taps).toFixed(2)} ms of ${TAPS} taps (max ${Math.max(...taps).toFixed(2)}); target <= 16 ms`);
} finally {
  await browser.close();
  await server.close();
}
