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

test('on a phone, one touch picks a piece up and one plays it', async () => {
  const context = await app.browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto(url());
  await page.waitForSelector('[data-cell="e2"]');
  const touch = async (label) => {
    const { x, y } = await cellPoint(page, label);
    await page.touchscreen.tap(x, y);
  };
  await touch('e2');
  await page.locator('.target').first().waitFor();
  await snap(page, `${OUTPUT}three-player-picked-phone-360x640.png`);
  await touch('e4');
  await page.waitForSelector('[data-piece="white-pawn"][data-at="e4"]');
  assert.equal(await status(page), 'Grey to move');

  // A drag by touch picks the piece up at once.
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
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a 360 px phone the round board fills the width, with large pieces and labels clear of them', async () => {
  const page = await openApp(app.browser, url(), 360, 640);
  const board = await page.locator('svg.board').boundingBox();
  assert.ok(board.width >= 340, `board ${board.width} px wide`);
  /** Each piece's drawing box (px) and bounding box, and every label's box. */
  const measure = () => page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    };
    const pieces = [...document.querySelectorAll('[data-piece]')].map((g) => ({
      at: g.dataset.at,
      kind: g.dataset.piece,
      size: g.getScreenCTM().a * 100,
      box: box(g),
    }));
    const labels = [...document.querySelectorAll('.marks text')].map((t) => ({ text: t.textContent, box: box(t) }));
    return { pieces, labels };
  });
  const overlaps = ({ pieces, labels }) => labels.flatMap((l) => pieces
    .filter(({ box: p }) => l.box.x < p.right - 0.5 && p.x < l.box.right - 0.5
      && l.box.y < p.bottom - 0.5 && p.y < l.box.bottom - 0.5)
    .map((p) => `label ${l.text} over ${p.kind} on ${p.at}`));

  const start = await measure();
  const outer = start.pieces.filter((p) => /[a-x][12]$/.test(p.at));
  assert.equal(outer.length, 48);
  const smallest = Math.min(...outer.map((p) => p.size));
  assert.ok(smallest >= 18, `pieces on the outer rings drawn ${smallest.toFixed(1)} px`);
  // The pieces as drawn (their glyphs' boxes, pawns are narrow): a median of 18 px or more.
  const widths = outer.map((p) => p.box.width).sort((a, b) => a - b);
  const median = widths[Math.floor(widths.length / 2)];
  assert.ok(median >= 18, `the pieces' median width is ${median.toFixed(1)} px`);
  for (const king of outer.filter((p) => p.kind.endsWith('-king'))) {
    assert.ok(king.box.height >= 18, `${king.kind} ${king.box.height.toFixed(1)} px tall`);
  }
  assert.deepEqual(overlaps(start), []);

  // A pawn steps beside a line: the ring number there gives way to it.
  const rings = await page.locator('.mark.ring').count();
  await playMoves(page, ['a2a3']);
  assert.equal(await page.locator('.mark.ring').count(), rings - 1);
  await page.waitForTimeout(400);
  assert.deepEqual(overlaps(await measure()), []);
  await snap(page, `${OUTPUT}three-player-a3-phone-360x640.png`);
  assert.deepEqual(page.problems, []);
  await page.close();
});
