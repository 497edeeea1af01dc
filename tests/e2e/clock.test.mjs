// The chess clock: chosen in the new-game dialog or with ?clock=, a fallen flag
// ends the game and the status says so, pause stops it, a reload and a share
// link keep the times, and three players have three clocks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openFresh, OUTPUT, playMoves, snap, status, tap, useApp } from './browser.mjs';

const app = useApp();
const url = (query) => `${app.server.url}?${query}`;

/** The text of `color`'s clock. */
const clockText = (page, color) => page.locator(`[data-clock="${color}"]`).innerText();

/** A clock's text (`m:ss` or `s.t`) in seconds. */
function seconds(text) {
  const [m, s] = text.includes(':') ? text.split(':') : ['0', text];
  return Number(m) * 60 + Number(s);
}

test('a flag falls: the game ends and the status says who ran out', async () => {
  const page = await openFresh(app.browser, url('game=standard&lang=en&clock=0.1+0'));
  assert.doesNotMatch(page.url(), /clock=/, '?clock= is read once');
  assert.match(await clockText(page, 'white'), /^[0-6]\.\d$/, 'tenths under ten seconds');
  await playMoves(page, ['e2e4']);
  // Black's six seconds run out.
  await page.waitForFunction(() =>
    document.querySelector('[data-status]').textContent.includes('time ran out'), null, { timeout: 15_000 });
  assert.equal(await status(page), "Black's time ran out — White wins");
  assert.equal(await clockText(page, 'black'), '0.0');
  assert.equal(await page.locator('[data-action="pause"]').count(), 0, 'nothing to pause after the end');
  await snap(page, `${OUTPUT}clock-flag.png`);
  // No move after the flag.
  await tap(page, 'e7');
  assert.equal(await page.locator('[data-piece][data-at="e7"]').count(), 1);
  // Undo takes the flag back with white's move: white's clock runs again.
  await page.click('[data-action="undo"]');
  assert.equal(await status(page), 'White to move');
  assert.equal(await clockText(page, 'black'), '6.0');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the new-game dialog chooses the clock, and no clock is the default', async () => {
  const page = await openFresh(app.browser, url('game=standard&lang=nb'));
  assert.equal(await page.locator('[data-clock]').count(), 0, 'no clock unless chosen');
  await page.click('[data-action="new"]');
  await page.click('[data-choice="clock"][data-value="3+2"]');
  await page.click('[data-answer="start"]');
  assert.equal(await clockText(page, 'black'), '3:00');
  await playMoves(page, ['e2e4']);
  assert.match(await clockText(page, 'white'), /^3:0[12]$/, 'the increment');
  // A custom clock: a bad number says what is wrong, a good one starts.
  await page.click('[data-action="new"]');
  await page.click('[data-choice="clock"][data-value="custom"]');
  await page.fill('[data-clock-input="minutes"]', 'fem');
  await page.click('[data-answer="start"]');
  assert.match(await page.locator('.clock-problem').innerText(), /tall/);
  await page.fill('[data-clock-input="minutes"]', '0,5');
  await page.fill('[data-clock-input="increment"]', '1');
  await snap(page, `${OUTPUT}clock-setup.png`);
  await page.click('[data-answer="start"]');
  assert.equal(await clockText(page, 'black'), '0:30');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('pause stops the clock and the board', async () => {
  const page = await openFresh(app.browser, url('game=standard&lang=en&clock=0.15+0'));
  await page.click('[data-action="pause"]');
  assert.equal(await page.getAttribute('[data-action="pause"]', 'aria-pressed'), 'true');
  const paused = await clockText(page, 'white');
  await page.waitForTimeout(1_200);
  assert.equal(await clockText(page, 'white'), paused, 'a paused clock stands still');
  await tap(page, 'e2');
  await tap(page, 'e4');
  assert.equal(await page.locator('[data-piece][data-at="e2"]').count(), 1, 'no move while paused');
  await page.click('[data-action="pause"]');
  await page.waitForTimeout(1_200);
  assert.ok(seconds(await clockText(page, 'white')) < seconds(paused), 'it goes on');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a reload keeps the times: the running clock counts the time away', async () => {
  const page = await openFresh(app.browser, url('game=standard&lang=en&clock=5+0'));
  await playMoves(page, ['e2e4']);
  await page.waitForTimeout(2_500);
  const white = await clockText(page, 'white');
  const black = seconds(await clockText(page, 'black'));
  const before = Date.now();
  await page.reload();
  await page.waitForSelector('[data-clock="black"]');
  const away = (Date.now() - before) / 1000;
  assert.equal(await clockText(page, 'white'), white, 'the stopped clock keeps its time');
  const after = seconds(await clockText(page, 'black'));
  // Whole seconds shown, rounded down: within a second of the time it should show.
  assert.ok(Math.abs(after - (black - away)) <= 1, `black ${black} -> ${after} after ${away} s away`);
  assert.ok(after < 300 - 2, 'the time before the reload stays spent');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a share link carries the times, paused', async () => {
  const page = await openFresh(app.browser, url('game=standard&lang=en&clock=10+5'));
  await playMoves(page, ['d2d4', 'd7d5']);
  await page.click('[data-action="share"]');
  const link = await page.locator('[data-share-link]').inputValue();
  assert.match(link, /#g=2\./, 'format 2: with clocks');
  const white = await clockText(page, 'white');
  const black = await clockText(page, 'black');
  assert.ok(seconds(black) > 600, 'black has the increment');
  await page.context().close();
  const other = await openFresh(app.browser, link);
  await other.waitForSelector('[data-clock="white"]');
  assert.equal(await other.getAttribute('[data-action="pause"]', 'aria-pressed'), 'true');
  assert.ok(Math.abs(seconds(await clockText(other, 'white')) - seconds(white)) <= 1);
  assert.equal(await clockText(other, 'black'), black);
  assert.deepEqual(other.problems, []);
  await other.context().close();
});

test('three players have three clocks, and a flag puts a player out', async () => {
  const page = await openFresh(app.browser, url('game=three-player&lang=en&clock=0.05+0'), 1280, 900);
  assert.equal(await page.locator('[data-clock]').count(), 3);
  // White's three seconds run out, then grey's: black is the last one in.
  await page.waitForFunction(() =>
    document.querySelector('[data-status]').textContent.includes('Black wins'), null, { timeout: 20_000 });
  assert.equal(
    await status(page),
    "Grey's time ran out — Black wins. White is out: time ran out. Grey is out: time ran out",
  );
  assert.equal(await page.locator('[data-player="white"]').innerText(), 'White is out: time ran out');
  assert.equal(await clockText(page, 'white'), '0.0');
  assert.equal(await clockText(page, 'grey'), '0.0');
  assert.equal(await clockText(page, 'black'), '3.0');
  await snap(page, `${OUTPUT}clock-three-player.png`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a running clock that goes under ten seconds plays the low-time sound once', async () => {
  const page = await openFresh(app.browser, url('game=standard&lang=en&clock=0.2+0'));
  assert.equal(await page.locator('[data-action="sound"]').getAttribute('aria-pressed'), 'true', 'sound is on');
  await page.waitForFunction(() => typeof window.sjakkboks?.play === 'function');
  assert.ok(seconds(await clockText(page, 'white')) >= 10, 'twelve seconds to start with');
  await page.waitForFunction(() => window.sjakkboks.lastSound === 'lowtime', null, { timeout: 10_000 });
  const played = await page.evaluate(() => window.sjakkboks.played);
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.sjakkboks.played), played, 'once, not at every tick');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
