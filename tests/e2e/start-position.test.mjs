// The app draws the standard start position from the rules crate's data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, playMoves, useApp } from './browser.mjs';

const app = useApp();
const url = () => `${app.server.url}?game=standard&lang=en`;

test('the start position has 64 cells and 32 pieces', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  assert.equal(await page.locator('[data-cell]').count(), 64);
  assert.equal(await page.locator('[data-piece]').count(), 32);
  assert.equal(await page.locator('[data-piece="white-king"][data-at="e1"]').count(), 1);
  assert.equal(await page.locator('[data-piece="black-queen"][data-at="d8"]').count(), 1);
  assert.equal(await page.locator('[data-piece="white-pawn"]').count(), 8);
  assert.equal(await page.locator('[data-piece="black-knight"]').count(), 2);
  assert.equal(await page.locator('[data-status]').innerText(), 'White to move');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a1 is dark, h1 is light, white sits at the bottom', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  const classOf = (label) => page.locator(`[data-cell="${label}"]`).getAttribute('class');
  assert.match(await classOf('a1'), /\bdark\b/);
  assert.match(await classOf('h1'), /\blight\b/);
  const a1 = await page.locator('[data-cell="a1"]').boundingBox();
  const a8 = await page.locator('[data-cell="a8"]').boundingBox();
  const h1 = await page.locator('[data-cell="h1"]').boundingBox();
  assert.ok(a1.y > a8.y, 'rank 1 is below rank 8');
  assert.ok(h1.x > a1.x, 'file h is right of file a');
  await page.close();
});

test('every piece is drawn inside its cell', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  const misplaced = await page.evaluate(() => {
    const bad = [];
    for (const piece of document.querySelectorAll('[data-piece]')) {
      const cell = document.querySelector(`[data-cell="${piece.dataset.at}"]`);
      const p = piece.getBoundingClientRect();
      const c = cell.getBoundingClientRect();
      const x = p.x + p.width / 2;
      const y = p.y + p.height / 2;
      const inside = x > c.left && x < c.right && y > c.top && y < c.bottom;
      if (!inside || p.width < c.width / 2) bad.push(piece.dataset.at);
    }
    return bad;
  });
  assert.deepEqual(misplaced, []);
  await page.close();
});

test('cells have names for screen readers', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  assert.equal(await page.locator('[data-cell="g1"]').getAttribute('aria-label'), 'g1, white knight');
  assert.equal(await page.locator('[data-cell="e4"]').getAttribute('aria-label'), 'e4, empty');
  // The names follow the game: the cells are written again after a move.
  await playMoves(page, ['e2e4']);
  assert.equal(await page.locator('[data-cell="e4"]').getAttribute('aria-label'), 'e4, white pawn');
  assert.equal(await page.locator('[data-cell="e2"]').getAttribute('aria-label'), 'e2, empty');
  assert.equal(await page.locator('[data-cell]').count(), 64);
  await page.close();
});
