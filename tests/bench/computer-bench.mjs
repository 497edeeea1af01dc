// Measures how long the computer takes to answer in the built app (dist/):
// from a person's move to the computer's move on the board, per level, in
// standard chess, on this machine and with the CPU throttled 4x (Chromium's
// throttle slows the page; the worker runs beside it). A benchmark, not a test.
//   node tests/bench/computer-bench.mjs     (after `trunk build --release`)
// Every answer includes the app's least thinking time (500 ms), so the move
// is seen to land first.
import { launchBrowser } from '../e2e/browser.mjs';
import { serveDir } from '../e2e/static-server.mjs';
import { DIST, tap } from '../e2e/browser.mjs';

const OPENINGS = [['e2', 'e4'], ['d2', 'd4'], ['g1', 'f3']];

/** Milliseconds from the person's move to the computer's reply, per opening. */
async function replyTimes(browser, base, level, throttle) {
  const out = [];
  for (const [from, to] of OPENINGS) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    if (throttle > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.goto(`${base}?game=standard&lang=en&ai=black&level=${level}&seed=${level}`);
    await page.waitForSelector('svg.board [data-piece]');
    await tap(page, from);
    await tap(page, to);
    const t0 = await page.evaluate(() => performance.now());
    await page.waitForFunction(() => document.querySelectorAll('.move-list .move').length >= 2
      && !document.querySelector('svg.board[data-thinking]'), null, { timeout: 60_000 });
    out.push(await page.evaluate((t) => performance.now() - t, t0));
    await page.close();
  }
  return out;
}

const server = await serveDir(DIST);
const browser = await launchBrowser();
try {
  console.log('level | this machine, ms (3 openings) | CPU throttled 4x, ms');
  for (let level = 1; level <= 8; level++) {
    const fast = await replyTimes(browser, server.url, level, 1);
    const slow = await replyTimes(browser, server.url, level, 4);
    const show = (xs) => xs.map((x) => x.toFixed(0)).join(' / ');
    console.log(`${level} | ${show(fast)} | ${show(slow)}`);
  }
} finally {
  await browser.close();
  await server.close();
}
