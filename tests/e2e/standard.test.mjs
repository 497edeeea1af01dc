// Standard chess played by taps, drags and the keyboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTPUT, openApp, playMoves, snap, status, tap, useApp } from './browser.mjs';

const app = useApp();
const url = (lang = 'en') => `${app.server.url}?game=standard&lang=${lang}`;

test("fool's mate by taps and drags ends the game", async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  await playMoves(page, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  assert.equal(await status(page), 'Black wins: checkmate');
  assert.equal(await page.locator('[data-action="resign"]').count(), 0);
  assert.equal(await page.locator('.move-list').innerText().then((t) => t.replace(/\s+/g, ' ')), '1. f3 e5 2. g4 Qh4#');
  assert.deepEqual(page.problems, []);
  await snap(page, `${OUTPUT}standard-mate-laptop-1280x800.png`);
  await page.close();
});

test('the result and the moves read in Norwegian too', async () => {
  const page = await openApp(app.browser, url('nb'), 360, 640);
  assert.equal(await status(page), 'Hvit i trekket');
  await playMoves(page, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  assert.equal(await status(page), 'Svart vinner: sjakkmatt');
  // Norwegian piece letters: D for dronning (PGN keeps Q).
  assert.equal(await page.locator('.move-list').innerText().then((t) => t.replace(/\s+/g, ' ')), '1. f3 e5 2. g4 Dh4#');
  await snap(page, `${OUTPUT}standard-mate-phone-360x640.png`, { fullPage: true });
  await page.close();
});

test('the board turns to the player to move, unless told to keep still', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  const rank1Below8 = async () => {
    const a1 = await page.locator('[data-cell="a1"]').boundingBox();
    const a8 = await page.locator('[data-cell="a8"]').boundingBox();
    return a1.y > a8.y;
  };
  await playMoves(page, ['e2e4']);
  assert.equal(await rank1Below8(), false, 'black sits at the bottom');
  await page.click('[data-action="flip"]');
  // The board turns back once the turn that waits (as after a move) is due.
  await page.waitForSelector('svg.board[data-bottom="white"]:not([data-turn-pending])');
  assert.equal(await rank1Below8(), true, 'the board keeps still');
  await page.close();
});

test('the coordinates turn with the board, written into the same marks', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  // The marks in screen order: numbers down the left edge, letters along the bottom.
  const edges = () => page.evaluate(() => {
    const marks = [...document.querySelectorAll('.marks text')].map((t) => ({ t, box: t.getBoundingClientRect() }));
    const read = (list, by) => list.sort((a, b) => a.box[by] - b.box[by]).map(({ t }) => t.textContent).join('');
    const left = Math.min(...marks.map(({ box }) => box.x));
    const numbers = marks.filter(({ box }) => box.x < left + box.width);
    const letters = marks.filter((m) => !numbers.includes(m));
    return { numbers: read(numbers, 'y'), letters: read(letters, 'x'), kept: marks.filter(({ t }) => t.seen).length };
  });
  assert.deepEqual(await edges(), { numbers: '87654321', letters: 'abcdefgh', kept: 0 });
  await page.evaluate(() => document.querySelectorAll('.marks text').forEach((t) => { t.seen = true; }));
  await playMoves(page, ['e2e4']);
  assert.deepEqual(await edges(), { numbers: '12345678', letters: 'hgfedcba', kept: 16 });
  await page.close();
});

test('a move made with the keyboard only', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  await page.focus('svg.board');
  // The focus ring starts on the king (e1): up to e2, pick up, up twice, drop.
  for (const key of ['ArrowUp', 'Enter', 'ArrowUp', 'ArrowUp', ' ']) {
    await page.keyboard.press(key);
  }
  await page.waitForSelector('[data-piece="white-pawn"][data-at="e4"]');
  assert.equal(await status(page), 'Black to move');
  assert.match(await page.locator('[aria-live="polite"]').innerText(), /White pawn e2 to e4/);
  await page.close();
});

test('the promotion picker offers Q R B N and promotes', async () => {
  const page = await openApp(app.browser, url(), 360, 640);
  await playMoves(page, ['e2e4', 'd7d5', 'e4d5', 'c7c6', 'd5c6', 'g8f6', 'c6b7', 'b8d7']);
  await tap(page, 'b7');
  await tap(page, 'a8');
  const choices = await page.locator('[data-promote]').evaluateAll((els) => els.map((e) => e.dataset.promote));
  assert.deepEqual(choices.sort(), ['b', 'n', 'q', 'r']);
  await snap(page, `${OUTPUT}promotion-phone-360x640.png`);
  await page.click('[data-promote="n"]');
  await page.waitForSelector('[data-piece="white-knight"][data-at="a8"]');
  assert.equal(await page.locator('[data-promote]').count(), 0);
  await page.close();
});

test('an illegal drop slides back and changes nothing', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  const { drag } = await import('./browser.mjs');
  await drag(page, 'e2', 'e5');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('[data-piece="white-pawn"][data-at="e2"]').count(), 1);
  assert.equal(await status(page), 'White to move');
  await page.close();
});

test('a king moved or dragged into check stays, with an arrow from the attacker and the reason in the status', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  await playMoves(page, ['e2e4', 'd7d5', 'e1e2', 'd8d6', 'e2e3', 'd6c5']);
  await tap(page, 'e3');
  await tap(page, 'd4');
  await page.waitForSelector('[data-threat="c5d4"]');
  assert.equal(await page.locator('[data-danger="d4"]').count(), 1);
  assert.match(await page.locator('.refusal').innerText(), /Your king would be in check there/);
  assert.equal(await page.locator('[data-piece="white-king"][data-at="e3"]').count(), 1);
  const { drag } = await import('./browser.mjs');
  // A tap on the king puts it down; dragging it there is refused the same way.
  await tap(page, 'e3');
  await page.waitForFunction(() => !document.querySelector('[data-threat]'));
  await drag(page, 'e3', 'd4');
  await page.waitForSelector('[data-threat="c5d4"]');
  assert.match(await page.locator('.refusal').innerText(), /Your king would be in check there/);
  assert.equal(await page.locator('[data-piece="white-king"][data-at="e3"]').count(), 1, 'the drop slid back');
  await tap(page, 'f3');
  await page.waitForSelector('[data-piece="white-king"][data-at="f3"]');
  assert.equal(await page.locator('[data-threat]').count(), 0);
  assert.equal(await status(page), 'Black to move');
  await page.close();
});

test('undo takes back the last move', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  await playMoves(page, ['e2e4', 'e7e5']);
  await page.click('[data-action="undo"]');
  await page.waitForSelector('[data-piece="black-pawn"][data-at="e7"]');
  assert.equal(await status(page), 'Black to move');
  await page.click('[data-action="undo"]');
  await page.waitForSelector('[data-piece="white-pawn"][data-at="e2"]');
  assert.equal(await page.locator('[data-action="undo"]').isDisabled(), true);
  await page.close();
});

test('a draw offered and accepted on the same device', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  await playMoves(page, ['e2e4']);
  await page.click('[data-action="draw"]');
  await page.click('[data-answer="decline"]');
  assert.equal(await status(page), 'Black to move');
  await page.click('[data-action="draw"]');
  await page.click('[data-answer="accept"]');
  assert.equal(await status(page), 'Draw: the players agreed');
  await page.close();
});

test('resigning asks first, then ends the game', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  await page.click('[data-action="resign"]');
  await page.click('[data-answer="accept"]');
  assert.equal(await status(page), 'Black wins: the opponent resigned');
  await page.close();
});

test('the page fits from a phone to a desktop', async () => {
  const page = await openApp(app.browser, url(), 360, 640);
  for (const [width, height] of [[360, 640], [768, 1024], [1280, 800], [1920, 1080]]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(100);
    const board = await page.locator('svg.board').boundingBox();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= width, `no sideways scrolling at ${width}: ${scrollWidth}`);
    assert.ok(board.x >= 0 && board.x + board.width <= width, `board inside ${width}: ${JSON.stringify(board)}`);
    assert.ok(board.y + board.height <= height, `board inside ${height}: ${JSON.stringify(board)}`);
    assert.ok(board.width >= Math.min(width, height) * 0.6, `board is large at ${width}: ${board.width}`);
    const small = await page.locator('button:visible').evaluateAll((els) =>
      els.filter((b) => b.getBoundingClientRect().height < 40).map((b) => b.textContent));
    assert.deepEqual(small, [], `touch targets of 40 px at ${width}`);
  }
  await page.close();
});

test('a threefold repetition may be claimed as a draw', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  await playMoves(page, ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1']);
  assert.equal(await page.locator('[data-action="claim"]').count(), 0);
  await playMoves(page, ['f6g8']);
  await page.click('[data-action="claim"]');
  assert.equal(await status(page), 'Draw: the same position for the third time');
  await page.close();
});

test('a worker stopped with its answer on the way calls no handler that is gone', async () => {
  // The PGN dialog's worker is stopped when the dialog closes. A message it posted
  // just before may still wait in the page's queue: this page's workers deliver one
  // after they stop, as such a message would arrive. The handler must be off by
  // then (it once threw "closure invoked recursively or after being dropped",
  // about one close in 60, which failed the dialog test now and then).
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  await page.addInitScript(() => {
    const Real = window.Worker;
    window.Worker = class extends Real {
      terminate() {
        super.terminate();
        const late = new MessageEvent('message', { data: new Uint8Array([0]).buffer });
        setTimeout(() => this.onmessage?.(late), 0);
      }
    };
  });
  await page.goto(url());
  await page.waitForSelector('main.app > *');
  await page.click('[data-action="pgn"]');
  await page.waitForFunction(() => document.querySelector('[data-pgn-export]')?.value.includes('[Event'));
  await page.keyboard.press('Escape');
  await page.locator('[data-dialog="pgn"]').waitFor({ state: 'detached' });
  await page.waitForTimeout(200);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a dialog keeps the keyboard inside it and gives the focus back', async () => {
  const page = await openApp(app.browser, url(), 1280, 800);
  const focusIn = (selector) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);
  const focused = () => page.evaluate(() => document.activeElement?.dataset.answer ?? document.activeElement?.dataset.action ?? document.activeElement?.tagName);
  await page.focus('[data-action="resign"]');
  await page.keyboard.press('Enter');
  await page.locator('[role="dialog"] [data-answer="accept"]').waitFor();
  assert.ok(await focusIn('[role="dialog"]'), 'the question takes the focus');
  // Round the two answers, both ways, never out of the dialog.
  const seen = [];
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    assert.ok(await focusIn('[role="dialog"]'), `${key} stays in the dialog`);
    seen.push(await focused());
  }
  assert.deepEqual(seen, ['accept', 'decline', 'accept', 'decline', 'accept']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
  assert.equal(await focused(), 'resign', 'the focus is back on the button that asked');
  assert.equal(await status(page), 'White to move', 'declining changed nothing');

  // The same in a dialog with a text field (PGN).
  await page.focus('[data-action="pgn"]');
  await page.keyboard.press('Enter');
  await page.locator('[data-dialog="pgn"]').waitFor();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    assert.ok(await focusIn('[data-dialog="pgn"]'), `tab ${i} stays in the PGN dialog`);
  }
  await page.keyboard.press('Escape');
  await page.locator('[data-dialog="pgn"]').waitFor({ state: 'detached' });
  assert.equal(await focused(), 'pgn');
  assert.deepEqual(page.problems, []);
  await page.close();
});
