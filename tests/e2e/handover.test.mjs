// The two modules: a pass-and-play visit fetches the first one only; opening
// a dialog, the rules or the computer fetches the full module, which takes the
// page over with the game as it stands and opens what was asked for; when the
// full module cannot be fetched the page says so and the game stays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playMoves, useApp } from './browser.mjs';

const app = useApp();

/** A fresh page of a game, with every request it makes listed in `page.fetched`. */
async function freshGame(game = 'standard', extra = '') {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.fetched = [];
  page.problems = [];
  page.on('request', (r) => page.fetched.push(new URL(r.url()).pathname));
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  await page.goto(`${app.server.url}?game=${game}&lang=en${extra}`);
  await page.waitForSelector('svg.board [data-piece]');
  return { context, page };
}

/** Whether the page has asked for the full module. */
const fullFetched = (page) => page.fetched.some((p) => p.includes('sjakkboks-full'));

/** The pieces on the board, as "<piece> <cell>" sorted. */
async function pieces(page) {
  const list = await page.$$eval('svg.board [data-piece][data-at]', (els) =>
    els.map((e) => `${e.getAttribute('data-piece')} ${e.getAttribute('data-at')}`),
  );
  return list.sort();
}

test('playing on one device fetches only the first module', async () => {
  const { context, page } = await freshGame();
  await playMoves(page, ['e2e4', 'e7e5', 'g1f3']);
  await page.waitForTimeout(1_500);
  assert.ok(!fullFetched(page), `no full module: ${page.fetched.join(' ')}`);
  assert.ok(!page.fetched.some((p) => p.includes('sjakkboks-worker')), 'no engine');
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('the share button hands the page to the full module with the game as it stands', async () => {
  const { context, page } = await freshGame();
  await playMoves(page, ['e2e4', 'e7e5', 'g1f3']);
  const before = await pieces(page);
  const moves = await page.locator('[data-ply]').count();
  await page.click('[data-action="share"]');
  // The full module opens the dialog as if its own button had been pressed.
  const link = await page.locator('[data-share-link]').inputValue({ timeout: 30_000 });
  assert.ok(fullFetched(page), 'the full module was fetched');
  assert.match(link, /\?game=standard#g=/);
  assert.deepEqual(await pieces(page), before, 'the same position');
  assert.equal(await page.locator('[data-ply]').count(), moves, 'the same moves');
  // One app on the page: one board, one header.
  assert.equal(await page.locator('svg.board').count(), 1);
  assert.equal(await page.locator('header.app-header').count(), 1);
  // Closing the dialog gives the focus back to the share button.
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-share-link]', { state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'share');
  // The game goes on in the full module, and a reload finds it.
  await playMoves(page, ['b8c6']);
  await page.reload();
  await page.waitForSelector('svg.board [data-piece]');
  assert.equal(await page.locator('[data-ply]').count(), moves + 1);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('the new-game button opens in the full module, then the rules page', async () => {
  const { context, page } = await freshGame('antichess');
  await playMoves(page, ['e2e3']);
  await page.click('[data-action="new"]');
  await page.waitForSelector('[data-dialog="setup"]', { timeout: 30_000 });
  assert.ok(fullFetched(page));
  // Started from the set-up: a fresh game.
  await page.click('[data-answer="start"]');
  await page.waitForSelector('[data-dialog="setup"]', { state: 'detached' });
  assert.equal(await page.locator('[data-ply]').count(), 0, 'a new game');
  await page.click('[data-nav="rules"]');
  await page.waitForSelector('.rules li', { timeout: 30_000 });
  assert.equal(new URL(page.url()).searchParams.get('page'), 'rules');
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('a full module that cannot be fetched is said, with a reload, and the game stays', async () => {
  const { context, page } = await freshGame();
  await page.route('**/sjakkboks-full*', (route) => route.abort());
  await playMoves(page, ['d2d4']);
  const before = await pieces(page);
  await page.click('[data-action="share"]');
  const notice = page.locator('[data-notice="opening-failed"]');
  await notice.waitFor({ timeout: 30_000 });
  assert.match(await notice.innerText(), /could not be opened/);
  assert.equal(await notice.locator('[data-action="reload"]').count(), 1);
  assert.deepEqual(await pieces(page), before, 'the game is still on the board');
  // The board still plays.
  await playMoves(page, ['d7d5']);
  await context.close();
});

test('a rules page opened by its address is drawn by the full module', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${app.server.url}?game=dice&page=rules&lang=nb`);
  await page.waitForSelector('.rules li', { timeout: 30_000 });
  assert.equal(await page.locator('main.app').count(), 1);
  await context.close();
});
