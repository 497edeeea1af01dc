// Three-player chess on the round board, through an elimination to the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTPUT, cellPoint, openApp, playMoves, snap, status, useApp } from './browser.mjs';

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
  assert.equal(
    await status(page),
    'Black wins: the opponent resigned. White is out: checkmated. Grey is out: resigned',
  );
  await page.close();
});

test('a game through two resignations shows both', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  await page.click('[data-action="resign"]');
  await page.click('[data-answer="accept"]');
  await playMoves(page, ['m2m4', 'u2u4']);
  await page.click('[data-action="resign"]');
  await page.click('[data-answer="accept"]');
  assert.equal(
    await status(page),
    'Black wins: the opponent resigned. White is out: resigned. Grey is out: resigned',
  );
  assert.equal(await page.locator('[data-player="white"]').innerText(), 'White is out: resigned');
  assert.equal(await page.locator('[data-player="grey"]').innerText(), 'Grey is out: resigned');
  assert.equal(await page.locator('[data-player="black"]').innerText(), 'Black');
  const list = await page.locator('.move-list').innerText();
  assert.equal(list.match(/resigns/g)?.length, 2, list);
  await snap(page, `${OUTPUT}three-player-two-resignations-laptop-1280x800.png`);
  assert.deepEqual(page.problems, []);
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

test('on a phone, a touch on the small cells zooms in before it acts', async () => {
  const context = await app.browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto(url());
  await page.waitForSelector('[data-cell="e2"]');
  const board = page.locator('svg.board');
  const size = (label) => page.locator(`[data-cell="${label}"]`).boundingBox();
  const touch = async (label) => {
    const { x, y } = await cellPoint(page, label);
    await page.touchscreen.tap(x, y);
  };
  const small = await size('e2');
  assert.ok(Math.min(small.width, small.height) < 40, 'the pawn ring is smaller than a fingertip here');

  // The first touch zooms in and does nothing else.
  await touch('e2');
  await page.locator('.zoom-hint').waitFor();
  assert.match(await board.getAttribute('class'), /\bzoomed\b/);
  assert.equal(await page.locator('.target').count(), 0, 'nothing picked up yet');
  const big = await size('e2');
  assert.ok(Math.min(big.width, big.height) >= 40, `zoomed cell ${JSON.stringify(big)}`);
  await snap(page, `${OUTPUT}three-player-zoomed-phone-360x640.png`);

  // The next touch picks the pawn up and shows the whole board again.
  await touch('e2');
  await page.locator('.target').first().waitFor();
  assert.doesNotMatch(await board.getAttribute('class'), /\bzoomed\b/);
  assert.equal(await page.locator('.zoom-hint').count(), 0);

  // The destination: zoom, then the move.
  await touch('e4');
  await page.locator('.zoom-hint').waitFor();
  await touch('e4');
  await page.waitForSelector('[data-piece="white-pawn"][data-at="e4"]');
  assert.equal(await status(page), 'Grey to move');
  await page.waitForSelector('.zoom-hint', { state: 'detached' });

  // A drag by touch from a small cell picks the piece up at once.
  const from = await cellPoint(page, 'm2');
  const to = await cellPoint(page, 'm3');
  const cdp = await context.newCDPSession(page);
  const point = ({ x, y }) => [{ x: Math.round(x), y: Math.round(y) }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= 5; i++) {
    const at = { x: from.x + ((to.x - from.x) * i) / 5, y: from.y + ((to.y - from.y) * i) / 5 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(at) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForSelector('[data-piece="grey-pawn"][data-at="m3"]');
  assert.equal(await status(page), 'Black to move');
  assert.equal(await page.locator('.zoom-hint').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
