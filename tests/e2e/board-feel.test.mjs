// How the board answers: a move slides before the board turns for the next
// player, a refused tap shows the pieces that can move and says why, and a
// finger lifts the piece it drags, shows the cell under it and slides back
// from an illegal drop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTPUT, cellPoint, openApp, playMoves, snap, status, tap, useApp } from './browser.mjs';

const app = useApp();

/**
 * Logs, in the page, the order of two events: the piece that will stand on
 * `to` starting its slide ("slide", with who sits at the bottom then) and the
 * board turning ("turn", with who sits at the bottom after).
 */
async function watchSlideAndTurn(page, piece, to) {
  await page.evaluate(({ piece, to }) => {
    window.__order = [];
    const board = document.querySelector('svg.board');
    document.addEventListener('transitionrun', (e) => {
      const el = e.target;
      if (el.dataset?.piece === piece && el.dataset.at === to && e.propertyName === 'transform') {
        window.__order.push(['slide', board.dataset.bottom]);
      }
    });
    new MutationObserver(() => window.__order.push(['turn', board.dataset.bottom]))
      .observe(board, { attributes: true, attributeFilter: ['data-bottom'] });
  }, { piece, to });
}

for (const [game, next] of [['standard', 'black'], ['three-player', 'grey']]) {
  test(`${game}: the move slides first, then the board turns to ${next}`, async () => {
    const page = await openApp(app.browser, `${app.server.url}?game=${game}&lang=en`, 390, 844);
    assert.equal(await page.locator('svg.board').getAttribute('data-bottom'), 'white');
    await watchSlideAndTurn(page, 'white-pawn', 'e4');
    await tap(page, 'e2');
    await tap(page, 'e4');
    await page.waitForSelector(`svg.board[data-bottom="${next}"]:not([data-turn-pending])`);
    const order = await page.evaluate(() => window.__order);
    assert.deepEqual(order[0], ['slide', 'white'], `the pawn slides while white still sits at the bottom: ${JSON.stringify(order)}`);
    assert.deepEqual(order.slice(1), [['turn', next]], 'then the board turns, once');
    await page.close();
  });
}

test('with reduced motion the board still turns after the move, without motion', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=standard&lang=en`, 390, 844);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await watchSlideAndTurn(page, 'white-pawn', 'e4');
  await playMoves(page, ['e2e4']);
  await page.waitForSelector('svg.board[data-bottom="black"]');
  const order = await page.evaluate(() => window.__order.map(([what]) => what));
  assert.deepEqual(order, ['slide', 'turn']);
  const animation = await page.locator('svg.board').evaluate((el) => getComputedStyle(el).animationName);
  assert.equal(animation, 'none', 'the turn does not move');
  await page.close();
});

/** The `<colour>-<kind>@<cell>` of the pieces that flash. */
const flashing = (page) => page.locator('[data-flash]').evaluateAll((els) =>
  els.map((el) => `${el.dataset.piece}@${el.dataset.at}`).sort());

test('losing chess: a piece that may not move shows the pieces that must capture', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=antichess&lang=en`, 390, 844);
  await playMoves(page, ['e2e3', 'b7b5']);
  await tap(page, 'a2');
  assert.equal(await page.locator('.refusal').innerText(), 'You must capture');
  assert.equal(await status(page), 'You must capture', 'in place of whose turn it is');
  assert.match(await page.locator('.visually-hidden[aria-live="polite"]').innerText(), /^You must capture\. White to move/);
  assert.deepEqual(await flashing(page), ['white-bishop@f1']);
  assert.equal(await page.locator('.highlights .flash').count(), 1);
  await snap(page, `${OUTPUT}refused-must-capture-phone-390x844.png`);
  // Another tap on it flashes again (under the animation's other name).
  const flashClass = () => page.locator('.highlights .flash').getAttribute('class');
  const first = await flashClass();
  await tap(page, 'a2');
  assert.equal(await page.locator('.highlights .flash').count(), 1);
  assert.notEqual(await flashClass(), first, 'a new name starts the animation anew');
  // The piece that can capture is taken up, and the line goes.
  await tap(page, 'f1');
  assert.equal(await page.locator('.refusal').count(), 0);
  assert.deepEqual(await flashing(page), []);
  assert.equal(await page.locator('.highlights .flash').count(), 0);
  await page.close();
});

test('in check: a piece that cannot answer it shows the pieces that can (in Norwegian)', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=standard&lang=nb`, 390, 844);
  await playMoves(page, ['e2e4', 'd7d5', 'f1b5']);
  await tap(page, 'a7');
  assert.equal(await page.locator('.refusal').innerText(), 'Du står i sjakk');
  assert.deepEqual(await flashing(page),
    ['black-bishop@c8', 'black-knight@b8', 'black-pawn@c7', 'black-queen@d8']);
  await page.close();
});

test('dice chess: a piece of another kind than the rolled one shows the rolled kind', async () => {
  // Seed 1865 rolls a four first: a knight moves.
  const page = await openApp(app.browser, `${app.server.url}?game=dice&lang=en&seed=1865`, 390, 844);
  await tap(page, 'e2');
  assert.equal(await page.locator('.refusal').innerText(), 'Roll the die first');
  await page.click('[data-action="roll"]');
  await page.waitForSelector('svg.die:not(.tumbling)[data-die-face="4"]');
  await tap(page, 'e2');
  assert.equal(await page.locator('.refusal').innerText(), 'Move a knight');
  assert.deepEqual(await flashing(page), ['white-knight@b1', 'white-knight@g1']);
  await page.close();
});

/** A finger on the page, driven through the DevTools protocol (pointer events of type touch). */
async function finger(page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  return {
    down: (p) => send('touchStart', [p]),
    move: (p) => send('touchMove', [p]),
    up: () => send('touchEnd', []),
  };
}

test('a finger lifts the piece it drags, shows the cell under it, and an illegal drop slides back', async () => {
  const context = await app.browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${app.server.url}?game=standard&lang=en`);
  await page.waitForSelector('[data-cell="e2"]');
  const touch = await finger(page);
  const e2 = await cellPoint(page, 'e2');
  const e5 = await cellPoint(page, 'e5');
  await touch.down(e2);
  await touch.move({ x: e2.x, y: (e2.y + e5.y) / 2 });
  await touch.move(e5);
  // The cell under the finger is highlighted (the same outline as e5's).
  await page.waitForFunction(() => document.querySelector('.drag-over')?.getAttribute('d')
    === document.querySelector('[data-cell="e5"]').getAttribute('d'));
  assert.equal(await page.locator('.drag-over').count(), 1);
  const pawn = page.locator('[data-piece="white-pawn"].dragging');
  assert.match(await pawn.getAttribute('class'), /raised/, 'the piece is lifted');
  const lifted = await pawn.boundingBox();
  const cell = await page.locator('[data-cell="e5"]').boundingBox();
  assert.ok(lifted.y + lifted.height / 2 < e5.y - cell.height / 2, 'the piece shows above the finger');
  assert.ok(lifted.width > cell.width, 'the piece is drawn larger than a cell');
  await snap(page, `${OUTPUT}touch-drag-tablet-768x1024.png`);
  await page.evaluate(() => {
    window.__slidBack = false;
    document.addEventListener('transitionrun', (e) => {
      if (e.target.dataset?.at === 'e2' && e.propertyName === 'transform') window.__slidBack = true;
    });
  });
  await touch.up();
  await page.waitForFunction(() => window.__slidBack);
  assert.equal(await page.locator('.drag-over').count(), 0, 'no cell is highlighted after the drop');
  await snap(page, `${OUTPUT}touch-drag-back-tablet-768x1024.png`);
  const back = await page.locator('[data-piece="white-pawn"][data-at="e2"]').boundingBox();
  const home = await page.locator('[data-cell="e2"]').boundingBox();
  assert.ok(Math.abs(back.x + back.width / 2 - (home.x + home.width / 2)) < 2, 'the pawn is back on e2');
  assert.equal(await status(page), 'White to move');
  // A drop on a cell the pawn can reach plays the move.
  await touch.down(e2);
  const e4 = await cellPoint(page, 'e4');
  await touch.move({ x: e2.x, y: (e2.y + e4.y) / 2 });
  await touch.move(e4);
  await touch.up();
  await page.waitForSelector('[data-piece="white-pawn"][data-at="e4"]');
  assert.equal(await status(page), 'Black to move');
  await context.close();
});

test('a captured piece fades out where it stood while the capturer slides in', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=standard&lang=en`, 390, 844);
  await playMoves(page, ['e2e4', 'd7d5']);
  assert.equal(await page.locator('.pieces .fading').count(), 0, 'nothing fades before a capture');
  await playMoves(page, ['e4d5']);
  const fading = page.locator('.pieces use.piece.fading');
  assert.equal(await fading.count(), 1);
  assert.match(await fading.getAttribute('class'), /\bblack\b/);
  assert.equal(await fading.getAttribute('href'), '#d-pawn');
  // Drawn on d5, where the white pawn now stands.
  const [gone, capturer] = await Promise.all([
    fading.getAttribute('transform'),
    page.waitForFunction(() => {
      const p = document.querySelector('[data-piece="white-pawn"][data-at="d5"]');
      return p && !p.getAnimations().length && p.getAttribute('transform');
    }).then((h) => h.jsonValue()),
  ]);
  assert.equal(gone, capturer);
  assert.deepEqual(page.problems, []);
  await page.close();
});
