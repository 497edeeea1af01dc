// The tap's warm-up (web/extras/warm-tap.js): once the page is idle it picks a
// piece up and puts it down within one task, so that the first real tap runs
// compiled code. It must leave no trace: no selection, no refusal shown, no
// move, nothing saved, the pieces where they stood.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, playMoves, useApp } from './browser.mjs';

const app = useApp();

/** Waits for the warm-up to finish; its answer: the cell it used, or null. */
async function warmedUp(page) {
  await page.waitForFunction(() => window.sjakkboks?.tapWarmUp !== undefined, null, { timeout: 30_000 });
  return page.evaluate(() => window.sjakkboks.tapWarmUp);
}

/** Where each piece stands, sorted: `white-pawn@e2`, ... */
const placement = (page) => page.evaluate(() => [...document.querySelectorAll('svg.board [data-at]')]
  .map((p) => `${p.dataset.piece}@${p.dataset.at}`).sort());

/** The standard game as saved in the browser. */
const saved = (page) => page.evaluate(() => localStorage.getItem('sjakkboks.game.standard'));

/** What a player sees besides the pieces: highlights, the refusal, the status line. */
const shown = (page) => page.evaluate(() => ({
  targets: document.querySelectorAll('.highlights .target').length,
  refusal: document.querySelector('.refusal')?.textContent ?? null,
  status: document.querySelector('[data-status]').textContent,
  plies: document.querySelectorAll('.move-list [data-ply]').length,
}));

test('the warm-up picks a piece up and puts it down, leaving no trace', async () => {
  // The same game in a page without the warm-up's script, for comparison.
  const plain = await openApp(app.browser, `${app.server.url}?game=standard&lang=en`, 390, 844);
  await plain.route('**/extras/warm-tap.js', (route) => route.abort());
  await plain.reload();
  await plain.waitForSelector('svg.board [data-at]');
  const before = { pieces: await placement(plain), shown: await shown(plain), saved: await saved(plain) };
  await plain.close();

  const page = await openApp(app.browser, `${app.server.url}?game=standard&lang=en`, 390, 844);
  const cell = await warmedUp(page);
  assert.match(cell ?? '', /^[a-h][12]$/, 'a white piece that can move was picked up');
  assert.deepEqual(await placement(page), before.pieces);
  assert.deepEqual(await shown(page), before.shown);
  assert.equal(await saved(page), before.saved, 'the saved game is the game opened: no move was made');
  // The first real tap and move still work.
  await playMoves(page, ['e2e4']);
  assert.equal(await page.locator('[data-piece="white-pawn"][data-at="e4"]').count(), 1);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('with black to move, the warm-up passes over the white pieces', async () => {
  const first = await openApp(app.browser, `${app.server.url}?game=standard&lang=en`, 390, 844);
  await playMoves(first, ['e2e4']);
  await first.waitForFunction(() => /^1\./.test(localStorage.getItem('sjakkboks.game.standard') ?? ''));
  const link = `${app.server.url}?game=standard&lang=en#g=${await saved(first)}`;
  await first.close();
  const page = await openApp(app.browser, link, 390, 844);
  await page.waitForSelector('[data-piece="white-pawn"][data-at="e4"]');
  assert.match(await warmedUp(page) ?? '', /^[a-h]7$/, 'a black pawn was picked up');
  const after = await shown(page);
  assert.equal(after.targets, 0);
  assert.equal(after.refusal, null);
  assert.equal(after.plies, 1);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('where no piece may move yet (dice chess before the roll), nothing is left shown', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=dice&lang=en&seed=1865`, 390, 844);
  assert.equal(await warmedUp(page), null, 'every piece waits for the die');
  const after = await shown(page);
  assert.equal(after.targets, 0);
  assert.equal(after.refusal, null, 'the reason of a refused tap is not left on screen');
  assert.equal(after.plies, 0);
  await page.click('[data-action="roll"]');
  await page.waitForSelector('svg.die:not(.tumbling)[data-die-face]');
  assert.deepEqual(page.problems, []);
  await page.close();
});
