// Measures the game review in the built app (dist/): a 40-move standard game
// (80 moves, played by the engine against itself at level 6) is played on
// the board, then Review is pressed; printed are the time from the press to
// the summary (the full module's handover included) and from the first
// progress to the summary (the engine's work). A benchmark, not a test.
//   node tests/bench/review-bench.mjs     (after `trunk build --release`)
import { DIST, launchBrowser, playMoves } from '../e2e/browser.mjs';
import { serveDir } from '../e2e/static-server.mjs';

const GAME = `d2d4 g8f6 e2e4 f6e4 b1d2 d7d5 d2e4 d5e4 f1c4 b8c6 c2c3 e7e5 g1e2 e5d4
  d1b3 d8f6 e2d4 c6d4 c3d4 f8e7 e1g1 c7c6 c4e2 e8g8 c1e3 a7a5 b3c2 f6g6 f1e1 f8d8
  a2a3 c8e6 a1c1 d8d7 c2d2 e6b3 h2h3 a5a4 e3f4 f7f5 d2c3 e7g5 f4g5 g6g5 c3e3 g5e3
  f2e3 f5f4 e2c4 b3c4 c1c4 a8a6 e3f4 b7b5 c4c5 d7d4 c5e5 d4d2 e1e4 d2b2 e5e8 g8f7
  e8e7 f7g6 e4e6 g6f5 e6e4 h7h5 g1f1 b2b3 g2g4 h5g4 e7e5 f5g6 h3g4 b3a3 e5g5 g6f7
  g5f5 f7g8`.split(/\s+/);

const server = await serveDir(DIST);
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`${server.url}?game=standard&lang=en`);
  await page.waitForSelector('svg.board [data-piece]');
  await playMoves(page, GAME);
  const t0 = await page.evaluate(() => performance.now());
  await page.click('[data-action="review"]');
  await page.waitForSelector('[data-review-progress]', { timeout: 60_000 });
  const t1 = await page.evaluate(() => performance.now());
  await page.waitForSelector('[data-review-summary]', { timeout: 300_000 });
  const t2 = await page.evaluate(() => performance.now());
  const judged = await page.locator('.move-list [data-judgement]').count();
  console.log(`${GAME.length} moves reviewed: ${((t2 - t0) / 1000).toFixed(1)} s from the press `
    + `(${((t2 - t1) / 1000).toFixed(1)} s of the engine's work); ${judged} moves judged`);
} finally {
  await browser.close();
  await server.close();
}
