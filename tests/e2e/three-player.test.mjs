// Three-player chess on the round board, through an elimination to the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTPUT, openApp, playMoves, snap, status, useApp } from './browser.mjs';

const app = useApp();
const url = () => `${app.server.url}?game=three-player&lang=en`;

test('the round board has 144 cells and three armies', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  assert.equal(await page.locator('[data-cell]').count(), 144);
  assert.equal(await page.locator('[data-piece]').count(), 48);
  for (const [color, king] of [['white', 'e1'], ['grey', 'm1'], ['black', 'u1']]) {
    assert.equal(await page.locator(`[data-piece="${color}-king"][data-at="${king}"]`).count(), 1);
  }
  assert.equal(await page.locator('.moat').count(), 3);
  assert.equal(await page.locator('.creek').count(), 6);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('white is mated and out, frozen; grey resigns and black wins', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  await playMoves(page, ['f2f4', 'j2j4', 'u2u3', 'd2d3', 'k1h4']);
  assert.equal(await status(page), 'Black to move');
  await playMoves(page, ['q2q3']);
  assert.equal(await page.locator('[data-player="white"]').innerText(), 'White is out: checkmated');
  assert.equal(await status(page), 'Grey to move');
  assert.match(await page.locator('[data-piece="white-king"]').getAttribute('class'), /\bfrozen\b/);
  assert.match(await page.locator('.move-list').innerText(), /Bk1-h4/);
  await snap(page, `${OUTPUT}three-player-out-laptop-1280x800.png`);
  await page.click('[data-action="resign"]');
  await page.click('[data-answer="accept"]');
  assert.equal(await status(page), 'Black wins: the opponent resigned');
  await page.close();
});

test('resigning with three in the game puts only that player out', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  await page.click('[data-action="resign"]');
  await page.click('[data-answer="accept"]');
  assert.equal(await page.locator('[data-player="white"]').innerText(), 'White is out: resigned');
  assert.equal(await status(page), 'Grey to move');
  assert.match(await page.locator('.move-list').innerText(), /resigns/);
  await page.close();
});

test('the mover’s section turns to the bottom', async () => {
  const page = await openApp(app.browser, url(), 360, 640);
  const kingY = (color) => page.locator(`[data-piece="${color}-king"]`).boundingBox().then((b) => b.y);
  assert.ok((await kingY('white')) > (await kingY('grey')));
  await playMoves(page, ['e2e4']);
  await page.waitForTimeout(300);
  assert.ok((await kingY('grey')) > (await kingY('white')), 'grey at the bottom');
  assert.ok((await kingY('grey')) > (await kingY('black')), 'grey at the bottom');
  await snap(page, `${OUTPUT}three-player-phone-360x640.png`, { fullPage: true });
  await page.close();
});
