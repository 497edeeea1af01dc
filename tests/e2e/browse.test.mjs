// Around the board: going back through the moves (keys, buttons, clicks on
// moves, the wheel) without changing the game, the captured pieces beside the
// players, and "play again" with the colours swapped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTPUT, openApp, playMoves, snap, status, tap, useApp } from './browser.mjs';

const app = useApp();
const url = (query) => `${app.server.url}?lang=en&${query}`;

/** Where every piece on the board stands, sorted. */
const board = (page) => page.$$eval(
  'svg.board [data-piece][data-at]',
  (els) => els.map((e) => `${e.dataset.piece}@${e.dataset.at}`).sort().join(' '),
);

/** The board's `data-viewing`: the ply shown, or null at the present. */
const viewing = (page) => page.locator('svg.board').getAttribute('data-viewing');

/** The pieces `color` has captured, each kind once with its count: `black-pawn×2`. */
const captured = (page, color) => page.$$eval(
  `[data-captured="${color}"] [data-piece]`,
  (els) => els.map((e) => `${e.dataset.piece}${e.textContent}`),
);

/** How many moves the move list holds. */
const plies = (page) => page.locator('.move-list [data-ply]').count();

/** Whether `top` is drawn above `bottom` on the page. */
const above = (page, top, bottom) => page.evaluate(([top, bottom]) => {
  const y = (label) => document.querySelector(`[data-cell="${label}"]`).getBoundingClientRect().y;
  return y(top) < y(bottom);
}, [top, bottom]);

test('the moves are gone through with keys, buttons, clicks and the wheel; the game stays', async () => {
  const page = await openApp(app.browser, url('game=standard'), 1280, 800);
  const moves = ['e2e4', 'd7d5', 'e4d5', 'd8d5'];
  const seen = [await board(page)];
  for (const move of moves) {
    await playMoves(page, [move]);
    seen.push(await board(page));
  }
  assert.equal(await viewing(page), null);
  // After moves made by clicks the focus is on the board with its ring
  // hidden: the arrows go through the moves, as on lichess.
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('board')), true);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await viewing(page), '3', 'the left arrow after clicks shows the move before');
  await page.keyboard.press('ArrowRight');
  assert.equal(await viewing(page), null);
  // The board reached with the keyboard (its ring showing) keeps its arrows for the ring.
  await page.focus('[data-action="lang"]');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('board')), true,
    'Tab from the header reaches the board');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await viewing(page), null, 'the board keeps its arrows');
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('ArrowLeft');
  assert.equal(await viewing(page), '3');
  assert.equal(await board(page), seen[3]);
  assert.match(await page.locator('p.viewing').innerText(), /Viewing move 3/);
  assert.equal(await page.locator('[aria-current]').getAttribute('data-ply'), '3');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await board(page), seen[2]);
  await page.keyboard.press('Home');
  assert.equal(await viewing(page), '0');
  assert.equal(await board(page), seen[0]);
  assert.match(await page.locator('p.viewing').innerText(), /The start position/);
  await page.keyboard.press('ArrowRight');
  assert.equal(await board(page), seen[1]);
  await page.keyboard.press('End');
  assert.equal(await viewing(page), null);
  assert.equal(await board(page), seen[4]);
  // A click on a move shows the board after it.
  await page.click('[data-ply="2"]');
  assert.equal(await viewing(page), '2');
  assert.equal(await board(page), seen[2]);
  assert.equal(await page.locator('[aria-current]').getAttribute('data-ply'), '2');
  await snap(page, `${OUTPUT}browse-viewing-laptop-1280x800.png`);
  // While the past is shown, taps move nothing (the first goes back to the present).
  await tap(page, 'g1');
  await tap(page, 'f3');
  assert.equal(await viewing(page), null);
  assert.equal(await plies(page), 4);
  assert.equal(await board(page), seen[4]);
  // The buttons under the board.
  await page.click('[data-action="first"]');
  assert.equal(await board(page), seen[0]);
  await page.click('[data-action="next"]');
  await page.click('[data-action="next"]');
  assert.equal(await board(page), seen[2]);
  await page.click('[data-action="prev"]');
  assert.equal(await board(page), seen[1]);
  await page.click('[data-action="last"]');
  assert.equal(await board(page), seen[4]);
  // The wheel over the move list.
  await page.hover('.move-list');
  await page.mouse.wheel(0, -100);
  await page.waitForSelector('svg.board[data-viewing="3"]');
  await page.mouse.wheel(0, -100);
  await page.waitForSelector('svg.board[data-viewing="2"]');
  await page.mouse.wheel(0, 100);
  await page.waitForSelector('svg.board[data-viewing="3"]');
  await page.click('[data-action="present"]');
  assert.equal(await viewing(page), null);
  // The game goes on as it stood.
  await playMoves(page, ['g1f3']);
  assert.equal(await plies(page), 5);
  assert.equal(await status(page), 'Black to move');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('captured pieces follow the captures played, and the shown position', async () => {
  const page = await openApp(app.browser, url('game=standard'), 360, 640);
  await playMoves(page, ['e2e4', 'd7d5', 'e4d5', 'g8f6', 'f1b5', 'c7c6', 'd5c6', 'd8d2']);
  assert.deepEqual(await captured(page, 'white'), ['black-pawn×2']);
  assert.deepEqual(await captured(page, 'black'), ['white-pawn']);
  assert.equal(await page.locator('[data-captured="white"] .balance').innerText(), '+1');
  assert.equal(await page.locator('[data-captured="black"] .balance').count(), 0);
  assert.match(await page.locator('[data-captured="white"]').innerText(), /White has taken/);
  assert.equal(await page.locator('[data-captured] [data-at]').count(), 0);
  await page.click('[data-ply="3"]');
  assert.deepEqual(await captured(page, 'white'), ['black-pawn']);
  assert.deepEqual(await captured(page, 'black'), []);
  await snap(page, `${OUTPUT}browse-captures-phone-360x640.png`, { fullPage: true });
  await page.close();
});

test('losing chess shows the pieces left to lose', async () => {
  const page = await openApp(app.browser, url('game=antichess'), 1280, 800);
  await playMoves(page, ['e2e4', 'd7d5', 'e4d5']);
  assert.deepEqual(await captured(page, 'white'), ['black-pawn']);
  assert.equal(await page.locator('[data-captured="black"] .balance').innerText(), '15 left to lose');
  assert.equal(await page.locator('[data-captured="white"] .balance').innerText(), '16 left to lose');
  await page.close();
});

test('play again swaps the colours of people who keep the board still', async () => {
  const page = await openApp(app.browser, url('game=standard'), 1280, 800);
  await page.click('[data-action="flip"]');
  assert.equal(await page.locator('[data-action="rematch"]').count(), 0);
  await playMoves(page, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  assert.equal(await above(page, 'e8', 'e1'), true, 'white at the bottom');
  await page.click('[data-action="rematch"]');
  // The board turns to the new seats once its turn delay has passed (board-feel).
  await page.waitForFunction(() => !document.querySelector('[data-turn-pending]'));
  assert.equal(await status(page), 'White to move');
  assert.equal(await plies(page), 0);
  assert.equal(await above(page, 'e1', 'e8'), true, 'black at the bottom now');
  await page.close();
});

test('play again against the computer: the person plays the other colour', async () => {
  const page = await openApp(app.browser, url('game=standard&ai=black&level=1'), 1280, 800);
  await page.waitForSelector('svg.board [data-piece]');
  assert.equal(await above(page, 'e8', 'e1'), true, 'the person plays white');
  await page.click('[data-action="resign"]');
  await page.click('[data-answer="accept"]');
  await page.click('[data-action="rematch"]');
  // The computer now plays white and moves first; the person sits at the bottom with black.
  await page.waitForSelector('.move-list [data-ply="1"]', { timeout: 30_000 });
  assert.equal(await above(page, 'e1', 'e8'), true, 'the person plays black');
  assert.equal(await status(page), 'Black to move');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('three players: moves are gone through, and play again moves the seats on', async () => {
  const page = await openApp(app.browser, url('game=three-player'), 1280, 800);
  await page.click('[data-action="flip"]');
  const start = await board(page);
  await playMoves(page, ['f2f4', 'j2j4', 'u2u3']);
  const now = await board(page);
  await page.click('[data-ply="1"]');
  assert.equal(await viewing(page), '1');
  await page.click('[data-action="first"]');
  assert.equal(await board(page), start);
  await page.click('[data-action="last"]');
  assert.equal(await board(page), now);
  for (let i = 0; i < 2; i++) {
    await page.click('[data-action="resign"]');
    await page.click('[data-answer="accept"]');
  }
  await page.click('[data-action="rematch"]');
  // The board turns to the new seats once its turn delay has passed (board-feel).
  await page.waitForFunction(() => !document.querySelector('[data-turn-pending]'));
  assert.equal(await plies(page), 0);
  assert.equal(await status(page), 'White to move');
  // Grey's king sits lowest now.
  const kingY = (color) => page.locator(`svg.board [data-piece="${color}-king"]`).boundingBox().then((b) => b.y);
  const [w, g, b] = [await kingY('white'), await kingY('grey'), await kingY('black')];
  assert.ok(g > w && g > b, `grey at the bottom: ${w} ${g} ${b}`);
  await page.close();
});
