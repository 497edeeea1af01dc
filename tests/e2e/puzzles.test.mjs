// Puzzles: one puzzle of every game's file solved by clicks (the opponent's move
// slides in first), a wrong move said and tried again, a hint picking up the piece
// to move, and the rating changing after a solve and kept after a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { GAMES, LAYOUT_SIZES, OUTPUT, assertBoardFits, snap, tap, useApp } from './browser.mjs';

const app = useApp();

/** The puzzles of `game` as {id, moves}, from its file (none without a file). */
function puzzles(game) {
  const url = new URL(`../../web/puzzles/${game}.csv`, import.meta.url);
  if (!existsSync(url)) return [];
  const [, ...lines] = readFileSync(url, 'utf8').trim().split('\n');
  return lines.map((line) => {
    // A field with commas (the round board's position text) stands in quotes.
    const [id, , moves] = line.match(/"[^"]*"|[^,]+/g);
    return { id, moves: moves.split(' ') };
  });
}

/** The number of players of `game`. */
const players = (game) => (game === 'three-player' ? 3 : 2);

/** Opens puzzle `id` of `game` and waits until the setting move has slid in. */
async function openPuzzle(context, game, id) {
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  await page.goto(`${app.server.url}?page=puzzles&game=${game}&id=${id}&lang=en`);
  await page.waitForSelector(`[data-puzzle="${id}"][data-puzzle-state="solving"]`);
  await page.waitForSelector('[data-action="hint"]:not([disabled])');
  return page;
}

/** Plays the solver's `move` by clicks. */
async function solverMove(page, move) {
  const [, from, to, promo] = move.match(/^([a-x]\d+)([a-x]\d+)([qrbnk]?)$/);
  await tap(page, from);
  await page.waitForSelector(`[data-dest="${to}"]`);
  await tap(page, to);
  if (promo) await page.click(`[data-promote="${promo}"]`);
}

/** Solves a puzzle on `page` by clicks: each solver move, then the reply sliding in. */
async function solve(page, game, moves) {
  for (let i = 1; i < moves.length; i += players(game)) {
    await solverMove(page, moves[i]);
    if (i + players(game) < moves.length) {
      await page.waitForSelector('[data-action="hint"]:not([disabled])');
    }
  }
  await page.waitForSelector('[data-puzzle-state="solved"]');
}

/** The rating the page shows. */
const rating = (page) => page.locator('[data-rating]').first().getAttribute('data-rating');

test('one puzzle of every game is solved by clicks, and the rating goes up', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  let solved = 0;
  for (const game of GAMES) {
    const all = puzzles(game);
    if (all.length === 0) continue;
    // The shortest puzzle, so that the test stays quick.
    const puzzle = all.reduce((a, b) => (b.moves.length < a.moves.length ? b : a));
    const page = await openPuzzle(context, game, puzzle.id);
    if (game === 'dice') {
      assert.match(await page.locator('[data-die-kind]').innerText(), /The die shows/, 'the roll is said');
    }
    const before = Number(await rating(page));
    await solve(page, game, puzzle.moves);
    assert.match(await page.locator('.learn-result').innerText(), /Solved/);
    assert.ok(Number(await rating(page)) > before, `${game}: the rating goes up`);
    assert.equal(await page.locator('[data-action="next"]').count(), 1);
    await snap(page, `${OUTPUT}puzzle-${game}-solved-1280x800.png`);
    assert.deepEqual(page.problems, []);
    await page.close();
    solved += 1;
  }
  assert.ok(solved >= 4, 'puzzles of at least four games');
  await context.close();
});

test('a wrong move is said and taken back, the right one then plays on; the rating is kept', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const puzzle = puzzles('standard').find((p) => p.moves.length >= 4);
  const page = await openPuzzle(context, 'standard', puzzle.id);
  const start = Number(await rating(page));
  const [from, to] = [puzzle.moves[1].slice(0, 2), puzzle.moves[1].slice(2, 4)];
  await tap(page, from);
  const dests = await page.$$eval('[data-dest]', (els) => els.map((e) => e.getAttribute('data-dest')));
  const wrong = dests.find((d) => d !== to);
  assert.ok(wrong, 'the first piece has another move');
  await tap(page, wrong);
  await page.waitForSelector('[data-puzzle-state="failed"]');
  assert.match(await page.locator('.learn-result').innerText(), /Not that move/);
  const after = Number(await rating(page));
  assert.ok(after < start, 'a wrong move costs rating');
  await solve(page, 'standard', puzzle.moves);
  assert.equal(Number(await rating(page)), after, 'a puzzle is rated once');
  await page.reload();
  await page.waitForSelector('[data-rating]');
  assert.equal(Number(await rating(page)), after, 'the rating is kept');
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('the hint picks up the piece to move', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const [puzzle] = puzzles('antichess').length ? puzzles('antichess') : puzzles('standard');
  const game = puzzles('antichess').length ? 'antichess' : 'standard';
  const page = await openPuzzle(context, game, puzzle.id);
  await page.click('[data-action="hint"]');
  const from = puzzle.moves[1].slice(0, 2);
  await page.waitForSelector(`[data-hint="${from}"]`);
  await page.waitForSelector(`[data-dest="${puzzle.moves[1].slice(2, 4)}"]`);
  await page.click('[data-action="solution"]');
  await page.waitForSelector('[data-puzzle-state="solved"]');
  assert.deepEqual(page.problems, []);
  await context.close();
});

/** Moves the board's active cell to `label` with the arrow keys, by where the cells are drawn. */
async function arrowTo(page, label) {
  for (let step = 0; step < 40; step += 1) {
    const active = await page.locator('svg.board').getAttribute('aria-activedescendant');
    if (active === `cell-${label}`) return;
    const box = async (id) => page.locator(`[id="${id}"]`).boundingBox();
    const [from, to] = [await box(active), await box(`cell-${label}`)];
    const [dx, dy] = [to.x - from.x, to.y - from.y];
    const key = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : (dy > 0 ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press(key);
  }
  assert.fail(`the arrows did not reach ${label}`);
}

test('on a phone, a puzzle is solved with the keyboard alone, and the outcome is said in a live region', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  const plain = puzzles('standard').filter((p) => p.moves.every((m) => m.length === 4));
  const [puzzle] = plain.sort((a, b) => a.moves.length - b.moves.length);
  assert.ok(puzzle, 'a standard puzzle without a promotion');
  const page = await openPuzzle(context, 'standard', puzzle.id);
  assert.match(await page.locator('[data-goal]').innerText(), /You play (white|black)/);
  const said = page.locator('.learn-result[role="status"][aria-live="polite"]');
  assert.equal(await said.count(), 1, 'one live region for what the trainer says');
  await page.focus('svg.board');
  for (let i = 1; i < puzzle.moves.length; i += 2) {
    const move = puzzle.moves[i];
    await arrowTo(page, move.slice(0, 2));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`[data-dest="${move.slice(2, 4)}"]`);
    await arrowTo(page, move.slice(2, 4));
    await page.keyboard.press('Enter');
    if (i + 2 < puzzle.moves.length) {
      await page.waitForSelector('[data-action="hint"]:not([disabled])');
      await page.focus('svg.board');
    }
  }
  await page.waitForSelector('[data-puzzle-state="solved"]');
  assert.ok((await said.innerText()).trim().length > 3, 'the solve is said');
  await snap(page, `${OUTPUT}puzzles-keyboard-phone-390x844.png`);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("each game's trainer fits every size the layout tests use for the app, board and goal in view", async () => {
  for (const { width, height } of LAYOUT_SIZES.filter((s) => !s.embed)) {
    const context = await app.browser.newContext({ viewport: { width, height } });
    for (const game of GAMES.filter((g) => puzzles(g).length)) {
      const page = await openPuzzle(context, game, puzzles(game)[0].id);
      await assertBoardFits(page, width, height, game);
      const goal = await page.locator('[data-goal]').boundingBox();
      assert.ok(goal.y >= 0 && goal.y + goal.height <= height, `${game} ${width}x${height}: the goal in view`);
      if (width === 360) await snap(page, `${OUTPUT}puzzles-${game}-360x640.png`);
      await page.close();
    }
    await context.close();
  }
});
