// First One Over, Must Capture and Chess Attack, each played to its end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTPUT, openApp, playMoves, snap, status, tap, useApp } from './browser.mjs';

const app = useApp();
const url = (game, lang = 'en') => `${app.server.url}?game=${game}&lang=${lang}`;

test('first one over: a pawn reaching the far rank wins', async () => {
  const page = await openApp(app.browser, url('pawn-race', 'nb'), 360, 640);
  assert.equal(await page.locator('[data-piece]').count(), 16);
  await playMoves(page, ['a2a4', 'b7b5', 'a4b5', 'h7h6', 'b5b6', 'h6h5', 'b6c7', 'h5h4', 'c7c8']);
  assert.equal(await status(page), 'Hvit vinner: en bonde nådde 8. rad');
  assert.equal(await page.locator('[data-piece="white-pawn"][data-at="c8"]').count(), 1, 'not promoted');
  await snap(page, `${OUTPUT}pawn-race-phone-360x640.png`, { fullPage: true });
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('must capture: captures are forced, and the side left without moves wins', async () => {
  const page = await openApp(app.browser, url('antichess'), 1280, 800);
  await playMoves(page, ['g1f3', 'e7e6', 'h2h4', 'd8h4']);
  // Capturing is compulsory: the knight on f3 must take on h4; g2 offers nothing.
  await tap(page, 'g2');
  assert.equal(await page.locator('.highlights .target').count(), 0, 'g2 may not move now');
  await playMoves(page, [
    'f3h4', 'f8b4', 'h4g6', 'h7g6', 'h1h8', 'b4d2', 'h8g8', 'd2c1', 'g8g7', 'c1b2', 'd1d7',
    'c8d7', 'g7f7', 'e8f7', 'g2g4', 'b2a1', 'b1c3', 'a1c3', 'g4g5', 'c3e1', 'e2e4', 'e1f2',
    'f1a6', 'b7a6', 'a2a4', 'd7a4', 'e4e5', 'a4c2',
  ]);
  assert.equal(await status(page), 'White wins: no legal move left');
  await snap(page, `${OUTPUT}antichess-laptop-1280x800.png`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('must capture: a pawn may become a king, and the picker offers it', async () => {
  const page = await openApp(app.browser, url('standard'), 1280, 800);
  // A position to start from, brought in as PGN with a FEN.
  await page.click('[data-action="pgn"]');
  await page.fill('[data-pgn-import]', '[Variant "Antichess"]\n[SetUp "1"]\n[FEN "8/1P6/8/8/8/8/6p1/8 w - - 0 1"]\n\n*\n');
  await page.click('[data-action="import-pgn"]');
  await page.waitForURL(/game=antichess/);
  await page.waitForSelector('[data-piece="white-pawn"][data-at="b7"]');
  await tap(page, 'b7');
  await tap(page, 'b8');
  const choices = await page.locator('[data-promote]').evaluateAll((els) => els.map((e) => e.dataset.promote));
  assert.deepEqual(choices, ['q', 'r', 'b', 'n', 'k']);
  await page.click('[data-promote="k"]');
  await page.waitForSelector('[data-piece="white-king"][data-at="b8"]');
  assert.equal(await page.locator('[data-piece="white-pawn"]').count(), 0);
  assert.equal(await status(page), 'Black to move');
  assert.match(await page.locator('.move-list').innerText(), /b8=K/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('chess attack: a mate on the 5x6 board', async () => {
  const page = await openApp(app.browser, url('chess-attack'), 360, 640);
  assert.equal(await page.locator('[data-cell]').count(), 30);
  assert.match(await page.locator('[data-cell="a1"]').getAttribute('class'), /\bdark\b/);
  await playMoves(page, ['d2d3', 'e5e3', 'd1d2', 'e6e5', 'd2e3']);
  assert.equal(await status(page), 'White wins: checkmate');
  await snap(page, `${OUTPUT}chess-attack-phone-360x640.png`, { fullPage: true });
  assert.deepEqual(page.problems, []);
  await page.close();
});
