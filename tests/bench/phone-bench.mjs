// A modest phone: the built app (dist/) in headless Chromium at 390x844 with
// the CPU slowed down four times (DevTools protocol). A benchmark, not a test.
//   node tests/bench/phone-bench.mjs [dist-dir]   (after `trunk build --release`)
// Prints, each against its target: the time from navigation to the board
// being painted, from a tap to the highlighted destinations on every board,
// and the long tasks (over 50 ms) while playing moves.
import { fileURLToPath } from 'node:url';
import { launchBrowser, playMoves } from '../e2e/browser.mjs';
import { serveDir } from '../e2e/static-server.mjs';
import { boardPainted, median, tapLatency } from './measure.mjs';

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
  const paints = [];
  const frameAfter = [];
  const loading = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await phonePage(browser);
    const board = await boardPainted(page, url('standard'));
    paints.push(board.painted);
    frameAfter.push(board.frameAfter);
    loading.push(await longTasks(page, 0));
    await page.close();
  }
  console.log(`board painted after navigation: median ${median(paints).toFixed(0)} ms of ${RUNS} loads (min ${Math.min(...paints).toFixed(0)}, max ${Math.max(...paints).toFixed(0)}); target <= 400 ms`);
  console.log(`  the task after the board's frame: median ${median(frameAfter).toFixed(0)} ms (min ${Math.min(...frameAfter).toFixed(0)}, max ${Math.max(...frameAfter).toFixed(0)})`);
  console.log(`  long tasks while loading: ${loading.map((l) => `${l.count} (max ${l.max.toFixed(0)} ms)`).join(', ')}`);

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
    const done = times.filter((t) => t !== null);
    const fast = done.filter((t) => t < 16).length;
    console.log(`tap to highlighted destinations, ${game} (${cell}): ${fast} of ${TAPS} taps under 16 ms (target >= 7); median ${ms(median(done))}, max ${ms(Math.max(...done))}; each: ${times.map((t) => (t === null ? 'none' : t.toFixed(1))).join(' ')}`);
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
