// Sounds (web/extras/sounds.js, played through window.sjakkboks) and the
// screen wake lock (web/extras/wake-lock.js), both added after the first draw.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, playMoves, useApp } from './browser.mjs';

const app = useApp();

/** The sounds played so far: how many, and the last one's name. */
async function sounds(page) {
  await page.waitForFunction(() => typeof window.sjakkboks?.play === 'function');
  return page.evaluate(() => ({ played: window.sjakkboks.played, last: window.sjakkboks.lastSound }));
}

test('moves, captures, checks, the end and the die make their sounds', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=standard&lang=en`, 1280, 800);
  assert.equal(await page.locator('[data-action="sound"]').getAttribute('aria-pressed'), 'true', 'on by default');
  assert.deepEqual(await sounds(page), { played: 0, last: null }, 'opening a game is silent');
  await playMoves(page, ['e2e4']);
  assert.deepEqual(await sounds(page), { played: 1, last: 'move' });
  await playMoves(page, ['d7d5', 'e4d5']);
  assert.deepEqual(await sounds(page), { played: 3, last: 'capture' });
  await playMoves(page, ['e7e6', 'f1b5']);
  assert.deepEqual(await sounds(page), { played: 5, last: 'check' });
  await page.click('[data-action="undo"]');
  await page.waitForSelector('[data-piece="white-bishop"][data-at="f1"]');
  assert.equal((await sounds(page)).played, 5, 'undo is silent');
  assert.deepEqual(page.problems, []);
  await page.close();

  const mate = await openApp(app.browser, `${app.server.url}?game=standard&lang=en`, 1280, 800);
  await playMoves(mate, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  assert.equal((await sounds(mate)).last, 'gameover');
  await mate.close();

  const dice = await openApp(app.browser, `${app.server.url}?game=dice&lang=en&seed=1865`, 1280, 800);
  await sounds(dice);
  await dice.click('[data-action="roll"]');
  await dice.waitForFunction(() => window.sjakkboks.lastSound === 'roll');
  await dice.close();
});

test('the sound switch is remembered, and an embed starts silent', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${app.server.url}?game=antichess&lang=en`);
  const toggle = page.locator('[data-action="sound"]');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  await page.reload();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false', 'remembered across a reload');
  await playMoves(page, ['e2e3']);
  assert.equal((await sounds(page)).played, 0, 'no sound when off');
  await toggle.click();
  await playMoves(page, ['e7e6']);
  assert.deepEqual(await sounds(page), { played: 1, last: 'move' });

  // Sound is on in the app now; an embed of the same origin still starts silent.
  await page.goto(`${app.server.url}?game=standard&embed=1&lang=en`);
  const embedded = page.locator('[data-action="sound"]');
  assert.equal(await embedded.getAttribute('aria-pressed'), 'false', 'off by default in an embed');
  await playMoves(page, ['e2e4']);
  assert.equal((await sounds(page)).played, 0);
  await context.close();
});

/**
 * Stubs navigator.wakeLock and document.visibilityState, logging to
 * window.__wake; while `window.__refuse` is set, every request is refused.
 */
function stubWakeLock() {
  window.__wake = [];
  window.__hidden = false;
  window.__refuse = false;
  Object.defineProperty(Navigator.prototype, 'wakeLock', {
    configurable: true,
    get: () => ({
      request: async (type) => {
        window.__wake.push(`request ${type}`);
        if (window.__refuse) throw new DOMException('refused', 'NotAllowedError');
        const listeners = [];
        return {
          addEventListener: (_, f) => listeners.push(f),
          release: async () => {
            window.__wake.push('release');
            listeners.forEach((f) => f());
          },
        };
      },
    }),
  });
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (window.__hidden ? 'hidden' : 'visible'),
  });
}

test('the screen stays on during a game, and is let go when hidden or over', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(stubWakeLock);
  const page = await context.newPage();
  const log = (n) => page.waitForFunction((n) => window.__wake.length === n, n).then(() => page.evaluate(() => window.__wake));
  const show = (hidden) => page.evaluate((hidden) => {
    window.__hidden = hidden;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await page.goto(`${app.server.url}?game=standard&lang=en`);
  assert.deepEqual(await log(1), ['request screen']);
  await show(true);
  assert.deepEqual(await log(2), ['request screen', 'release']);
  await show(false);
  assert.deepEqual(await log(3), ['request screen', 'release', 'request screen'], 'asked again mid-game');
  await playMoves(page, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  assert.deepEqual(await log(4), ['request screen', 'release', 'request screen', 'release'], 'let go at the end');
  await page.click('[data-action="undo"]');
  assert.equal((await log(5))[4], 'request screen', 'the game goes on after an undo');
  await page.click('[data-nav="home"]');
  assert.equal((await log(6))[5], 'release', 'let go on leaving the game');
  await context.close();
});

test('a refused wake lock is not asked for again until the tab shows again', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(stubWakeLock);
  await context.addInitScript(() => { window.__refuse = true; });
  const page = await context.newPage();
  await page.goto(`${app.server.url}?game=standard&lang=en`);
  await page.waitForFunction(() => window.__wake.length === 1);
  await playMoves(page, ['e2e4', 'e7e5', 'g1f3']);
  assert.deepEqual(await page.evaluate(() => window.__wake), ['request screen'], 'asked once in three moves');
  await page.evaluate(() => {
    window.__refuse = false;
    window.__hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    window.__hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForFunction(() => window.__wake.length === 2);
  assert.deepEqual(await page.evaluate(() => window.__wake), ['request screen', 'request screen'], 'asked again once shown');
  await context.close();
});
