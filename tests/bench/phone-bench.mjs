// A modest phone: the built app (dist/) in headless Chromium at 390x844 with
// the CPU slowed down four times (DevTools protocol). A benchmark, not a test.
//   node tests/bench/phone-bench.mjs [dist-dir]   (after `trunk build --release`)
// Prints, each against its target: the time from navigation to the board
// being painted, from a tap to the highlighted destinations on every board
// (and, after the taps, how busy the main thread is while the board waits),
// and the long tasks (over 50 ms) while playing moves. Beside the board's
// paint, in the same run and interleaved with the app's loads, two pages that
// run no script: the page as the app draws it, saved as static HTML, and a
// page with nothing but one piece. They show what this machine's Chromium
// takes to paint that much without the app, which varies from day to day.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser, playMoves } from '../e2e/browser.mjs';
import { serveDir } from '../e2e/static-server.mjs';
import { boardPainted, idleBusy, median, tapLatency } from './measure.mjs';

/** The built app: dist/, or the directory given as the first argument. */
const DIST = process.argv[2] ?? fileURLToPath(new URL('../../dist/', import.meta.url));
const VIEWPORT = { width: 390, height: 844 };
const SLOWDOWN = 4;
const RUNS = 5;
const TAPS = 8;
/**
 * How long a player looks at a new board before the first tap (ms). Taps made
 * the moment the board appears would time the page still loading, which no
 * hand is quick enough to meet.
 */
const LOOK_MS = 500;

/**
 * Every board and a cell whose piece can move at the start (dice chess after
 * seed 1865's first roll, a four: a knight). The taps are a mouse's.
 */
const BOARDS = [
  ['standard', 'e2'],
  ['pawn-race', 'e2'],
  ['antichess', 'e2'],
  ['chess-attack', 'b2'],
  ['dice', 'g1'],
  ['three-player', 'e2'],
];

/** Moves played while long tasks are counted. */
const GAMES = [
  ['standard', ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'd2d3', 'f8c5']],
  ['chess-attack', ['d2d3', 'e5e3', 'd1d2', 'e6e5', 'd2e3']],
];

/** A new page of a phone's size with a slowed-down CPU, long tasks recorded. */
async function phonePage(browser) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  return page;
}

/** Bytes of `text` compressed as a server would send it (gzip, level 9). */
const gzipped = (text) => gzipSync(text, { level: 9 }).length;

/**
 * Two directories of pages with no script, served like the app: `drawn`, a
 * copy of `DIST` whose index.html is the page as the app draws the standard
 * board at the phone's size (scripts and the sheet the app adds later
 * removed), and `bare`, one SVG board holding one piece. `remove()` deletes
 * both. `added` is what shipping `drawn`'s page (the page drawn in advance)
 * would add to the first load, gzip bytes: the whole page, and the board alone.
 */
async function referencePages(browser, appUrl) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(appUrl);
  await page.waitForSelector('svg.board [data-piece]');
  const drawnHtml = await page.evaluate(() => {
    const root = document.documentElement.cloneNode(true);
    root.querySelectorAll('script, link[rel=modulepreload], link[rel=preload], link[href*="later.css"]')
      .forEach((e) => e.remove());
    return `<!doctype html>${root.outerHTML}`;
  });
  await page.close();
  const dir = await mkdtemp(join(tmpdir(), 'sjakkboks-phone-'));
  const drawn = join(dir, 'drawn');
  const bare = join(dir, 'bare');
  await cp(DIST, drawn, { recursive: true });
  await writeFile(join(drawn, 'index.html'), drawnHtml);
  await mkdir(bare);
  await writeFile(join(bare, 'index.html'), '<!doctype html><html><head><meta charset="utf-8">'
    + '<meta name="viewport" content="width=device-width"></head><body>'
    + '<svg class="board" viewBox="0 0 8 8" width="360" height="360">'
    + '<circle data-piece cx="4" cy="4" r="2"/></svg></body></html>');
  const board = drawnHtml.match(/<svg[^>]*class="board[\s\S]*?<\/svg>/)[0];
  const added = {
    page: gzipped(drawnHtml) - gzipped(await readFile(join(DIST, 'index.html'))),
    board: gzipped(board),
  };
  return { drawn, bare, added, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Long tasks since `since` (page time): count and the longest. */
async function longTasks(page, since) {
  const tasks = await page.evaluate((since) => window.__longTasks.filter(([t]) => t >= since), since);
  return { count: tasks.length, max: Math.max(0, ...tasks.map(([, d]) => d)) };
}

const server = await serveDir(DIST);
const browser = await launchBrowser();
const url = (game) => `${server.url}?game=${game}&lang=en&seed=1865`;
const ms = (n) => `${n.toFixed(1)} ms`;
try {
  console.log(`phone ${VIEWPORT.width}x${VIEWPORT.height}, CPU slowed down ${SLOWDOWN}x`);
  const pages = await referencePages(browser, url('standard'));
  const drawnServer = await serveDir(pages.drawn);
  const bareServer = await serveDir(pages.bare);
  const paints = [];
  const frameAfter = [];
  const loading = [];
  const reference = { drawn: [], bare: [] };
  for (let i = 0; i < RUNS; i++) {
    let page = await phonePage(browser);
    const board = await boardPainted(page, url('standard'));
    paints.push(board.painted);
    frameAfter.push(board.frameAfter);
    loading.push(await longTasks(page, 0));
    await page.close();
    for (const [name, served] of [['drawn', drawnServer], ['bare', bareServer]]) {
      page = await phonePage(browser);
      reference[name].push((await boardPainted(page, served.url)).painted);
      await page.close();
    }
  }
  await drawnServer.close();
  await bareServer.close();
  await pages.remove();
  const spread = (xs) => `median ${median(xs).toFixed(0)} ms of ${RUNS} loads (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;
  console.log(`board painted after navigation: ${spread(paints)}; target <= 400 ms`);
  console.log(`  the task after the board's frame: ${spread(frameAfter)}`);
  console.log(`  long tasks while loading: ${loading.map((l) => `${l.count} (max ${l.max.toFixed(0)} ms)`).join(', ')}`);
  console.log(`  beside it, pages without scripts: the page as the app draws it, saved as HTML: ${spread(reference.drawn)}; one piece on an empty page: ${spread(reference.bare)}`);
  console.log(`  shipping that page drawn in advance would add ${pages.added.page} B gzip to the first load (its board alone ${pages.added.board} B)`);

  for (const [game, cell] of BOARDS) {
    const page = await phonePage(browser);
    await page.goto(url(game));
    await page.waitForSelector('svg.board [data-piece]');
    await page.waitForTimeout(LOOK_MS);
    if (game === 'dice') {
      await page.click('[data-action="roll"]');
      await page.waitForSelector('svg.die:not(.tumbling)[data-die-face]');
    }
    const times = await tapLatency(page, cell, TAPS, 'mouse');
    const idle = await idleBusy(page);
    const done = times.filter((t) => t !== null);
    const fast = done.filter((t) => t < 16).length;
    console.log(`tap to highlighted destinations, ${game} (${cell}): ${fast} of ${TAPS} taps under 16 ms (target >= 7); median ${ms(median(done))}, max ${ms(Math.max(...done))}; each: ${times.map((t) => (t === null ? 'none' : t.toFixed(1))).join(' ')}; after them, waiting for a move, the main thread works ${ms(idle)} a second`);
    await page.close();
  }

  for (const [game, moves] of GAMES) {
    const page = await phonePage(browser);
    await page.goto(url(game));
    await page.waitForSelector('svg.board [data-piece]');
    await page.waitForTimeout(LOOK_MS);
    const since = await page.evaluate(() => performance.now());
    await playMoves(page, moves);
    const { count, max } = await longTasks(page, since);
    console.log(`long tasks over 50 ms while playing ${moves.length} moves of ${game}: ${count} (longest ${max.toFixed(0)} ms); target 0`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
