// The game review: a standard game where white leaves the queen to be taken
// is reviewed from the Review button (the first module hands over to the
// full one), with a progress bar; that move is a blunder and the quiet moves
// are not; the graph has a point per move; the review is kept with the game
// and shown again at once after a reload; Try again refuses the blunder and
// accepts the engine's move. A dice game and a three-player game
// are reviewed to the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTPUT, personMoves, playMoves, snap, useApp } from './browser.mjs';

const app = useApp();

/** A fresh page of `game` (its own storage), with its requests and errors listed. */
async function freshGame(game, width = 1366, height = 768) {
  const context = await app.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.fetched = [];
  page.problems = [];
  page.on('request', (r) => page.fetched.push(new URL(r.url()).pathname));
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  await page.goto(`${app.server.url}?game=${game}&lang=en&seed=5`);
  await page.waitForSelector('svg.board [data-piece]');
  return { context, page };
}

/** Presses Review and waits until every move is reviewed (the summary shows). */
async function reviewToTheEnd(page, moves) {
  await page.click('[data-action="review"]');
  await page.waitForSelector('[data-review-progress]', { timeout: 30_000 });
  await page.waitForSelector('[data-review-summary]', { timeout: 120_000 });
  const points = await page.locator('[data-eval-graph] [data-ply]').count();
  assert.equal(points, moves, 'one point of the graph per move');
}

/** Each move's judgement in the move list, by its number (from 1). */
const judgements = (page) => page.$$eval('.move-list [data-ply]', (els) =>
  Object.fromEntries(els.map((e) => [e.dataset.ply, e.dataset.judgement ?? null])));

test('a queen left to be taken is a blunder, the quiet moves are not, and the review stays', async () => {
  const { context, page } = await freshGame('standard');
  await playMoves(page, ['e2e4', 'd7d5', 'd1g4', 'c8g4']);
  await page.click('[data-action="review"]');
  // The full module takes the page over and starts the review it was asked for.
  const progress = await page.waitForSelector('[data-review-progress]', { timeout: 30_000 });
  const value = Number(await progress.getAttribute('value'));
  assert.ok(value >= 0 && value <= 100, `progress ${value}`);
  await page.waitForSelector('[data-review-summary]', { timeout: 60_000 });
  const judged = await judgements(page);
  assert.equal(judged['3'], 'blunder', JSON.stringify(judged));
  assert.equal(judged['1'], null, 'e4 is no mistake');
  assert.equal(judged['4'], null, 'taking the queen is no mistake');
  assert.equal(await page.locator('[data-eval-graph] [data-ply]').count(), 4);
  // Tapping the blunder's point shows the position after it, and why.
  await page.click('[data-eval-graph] [data-ply="3"]');
  await page.waitForSelector('.move-list [data-ply="3"][aria-current]');
  const advice = await page.locator('[data-advice]').innerText();
  assert.match(advice, /Blunder/, advice);
  // The better move is drawn on the board; a move not judged has no arrow.
  await page.waitForSelector('svg.board .best-arrow');
  await page.click('.move-list [data-ply="1"]');
  await page.waitForSelector('svg.board .best-arrow', { state: 'detached' });
  await page.click('[data-eval-graph] [data-ply="3"]');
  await page.waitForSelector('svg.board .best-arrow');
  await snap(page, `${OUTPUT}review-laptop.png`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${OUTPUT}review-phone.png`, { fullPage: true });
  // After a reload the review is kept: pressing Review shows it at once,
  // without asking the engine again.
  await page.reload();
  await page.waitForSelector('svg.board [data-piece]');
  page.fetched = [];
  await page.click('[data-action="review"]');
  await page.waitForSelector('.move-list [data-ply="3"][data-judgement="blunder"]', { timeout: 30_000 });
  assert.ok(await page.locator('[data-review-summary]').count(), 'the summary is back');
  assert.ok(!page.fetched.some((p) => p.includes('sjakkboks-worker')), 'no engine for a kept review');
  // Try again: the position before the blunder comes back; the blunder is
  // refused (twice, then the engine's move is shown) and the engine's move
  // is accepted.
  await page.click('.move-list [data-ply="3"]');
  await page.click('[data-action="try-again"]');
  await page.waitForSelector('[data-try="3"] svg.board [data-piece="white-queen"][data-at="d1"]');
  await playMoves(page, ['d1g4']);
  await page.waitForSelector('[data-try-result="missed"]', { timeout: 30_000 });
  assert.equal(await page.locator('[data-best]').count(), 0, 'the engine\'s move waits for a second try');
  await page.waitForSelector('[data-try="3"] [data-piece="white-queen"][data-at="d1"]');
  await playMoves(page, ['d1g4']);
  const best = await (await page.waitForSelector('[data-best]', { timeout: 30_000 })).getAttribute('data-best');
  await page.waitForSelector('[data-try="3"] [data-piece="white-queen"][data-at="d1"]');
  // The engine's move is drawn on the board as an arrow too.
  await page.waitForSelector(`[data-try="3"] [data-hint="${best}"]`);
  await playMoves(page, [best]);
  await page.waitForSelector('[data-try-result="found"]', { timeout: 30_000 });
  await snap(page, `${OUTPUT}review-try-phone.png`, { fullPage: true });
  await page.click('[data-action="stop-trying"]');
  await page.waitForSelector('[data-try]', { state: 'detached' });
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('a review can be cancelled and the board stays free', async () => {
  const { context, page } = await freshGame('standard');
  await playMoves(page, ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'd2d3', 'f8c5', 'c2c3', 'd7d6']);
  await page.click('[data-action="review"]');
  await page.waitForSelector('[data-review-progress]', { timeout: 30_000 });
  await page.click('[data-action="cancel-review"]');
  await page.waitForSelector('[data-review-progress]', { state: 'detached' });
  assert.equal(await page.locator('[data-review-summary]').count(), 0);
  // The game goes on.
  await playMoves(page, ['b1d2']);
  assert.ok(await page.locator('[data-action="review"]').count(), 'Review can start again');
  assert.deepEqual(page.problems, []);
  await context.close();
});

for (const [game, colors] of [['dice', ['white', 'black']], ['three-player', ['white', 'grey', 'black']]]) {
  test(`${game}: a game is reviewed to the end`, async () => {
    const { context, page } = await freshGame(game);
    for (let turn = 0; turn < 6; turn++) {
      await personMoves(page, colors[turn % colors.length]);
      await page.waitForFunction(() => !document.querySelector('[data-turn-pending]'));
    }
    const moves = await page.locator('.move-list [data-ply]').count();
    await reviewToTheEnd(page, moves);
    await snap(page, `${OUTPUT}review-${game}-laptop.png`);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}
