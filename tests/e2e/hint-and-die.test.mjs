// Small things round the board: the hint under the board goes once the game
// is over, and the die never shows the previous player's face before a roll.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, playMoves, status, useApp } from './browser.mjs';

const app = useApp();

test('the hint under the board goes when the game ends', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=standard&lang=en`, 1280, 800);
  assert.equal(await page.locator('p.hint').count(), 1, 'the hint is there during the game');
  await playMoves(page, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  assert.match(await status(page), /Black wins/);
  assert.equal(await page.locator('p.hint').count(), 0, 'no hint after the end');
  // Undo brings the game, and the hint, back.
  await page.click('[data-action="undo"]');
  await page.locator('p.hint').waitFor();
  assert.deepEqual(page.problems, []);
  await page.close();
});

/** The face the die shows (`null` for a blank die) and its number of pips. */
async function dieShows(page) {
  await page.waitForSelector('svg.die:not(.tumbling)');
  const face = await page.locator('svg.die').getAttribute('data-die-face');
  const pips = await page.locator('svg.die .pip').count();
  return { face: face === null ? null : Number(face), pips };
}

test('before a roll the die is blank, not the previous face', async () => {
  // Seed 1865 rolls 4 (white moves), then 5 (black cannot move: a pass).
  const page = await openApp(app.browser, `${app.server.url}?game=dice&lang=en&seed=1865`, 1280, 800);
  assert.deepEqual(await dieShows(page), { face: null, pips: 0 }, 'blank at the start');
  await page.click('[data-action="roll"]');
  await page.waitForSelector('svg.die:not(.tumbling)[data-die-face="4"]');
  assert.deepEqual(await dieShows(page), { face: 4, pips: 4 });
  await playMoves(page, ['b1a3']);
  assert.equal(await status(page), 'Black: roll the die');
  assert.deepEqual(await dieShows(page), { face: null, pips: 0 }, "black's turn: not white's 4");
  await page.click('[data-action="roll"]');
  await page.waitForSelector('[data-notice="pass"]');
  assert.deepEqual(await dieShows(page), { face: 5, pips: 5 }, 'the face that passed, while the notice is read');
  await page.click('[data-answer="ok"]');
  assert.equal(await status(page), 'White: roll the die');
  assert.deepEqual(await dieShows(page), { face: null, pips: 0 }, "white's turn: not black's 5");
  assert.deepEqual(page.problems, []);
  await page.close();
});
