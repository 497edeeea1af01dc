import assert from 'node:assert/strict';
// Starts the system's Chromium through playwright-core, headless, with a fresh profile.
import { after, before } from 'node:test';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveDir } from './static-server.mjs';

/** Chromium to drive: $CHROMIUM, else Debian's /usr/bin/chromium. */
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

/** Flags that keep Chromium quiet and offline-friendly when run as root in CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches a headless browser. Playwright gives every launch its own
 * temporary user data dir and removes it on close.
 */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Opens `url` in a new page of the given size and waits until the app has
 * drawn its page (home, game or rules). Page errors and console errors are
 * collected in `page.problems`.
 */
export async function openApp(browser, url, width, height) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.problems.push(`console error: ${msg.text()}`);
  });
  await page.goto(url);
  await page.waitForSelector('main.app > *', { timeout: 30_000 });
  await laterStyles(page);
  return page;
}

/**
 * Waits for the stylesheet of the dialogs, refused taps and drags, which the app
 * adds after its first draw (a person cannot open a dialog sooner; a test can).
 */
export function laterStyles(page) {
  return page.waitForFunction(() => [...document.styleSheets]
    .some((sheet) => sheet.href?.endsWith('/extras/later.css') && sheet.cssRules.length > 0));
}

/**
 * [`openApp`] in a fresh browser context (its own storage), like another
 * device; `page.context().close()` closes both.
 */
export async function openFresh(browser, url, width = 1280, height = 800) {
  const context = await browser.newContext({ viewport: { width, height } });
  return openApp(context, url, width, height);
}

/** The two screen sizes every screenshot is taken at: a phone and a laptop. */
export const SIZES = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'laptop', width: 1280, height: 800 },
];

/**
 * A point of the page inside the board cell `label`: the point nearest the
 * middle of the cell's box that the page says belongs to the cell (ring
 * segments are not boxes). A board about to turn for the next player turns first.
 */
export async function cellPoint(page, label) {
  await page.waitForFunction(() => !document.querySelector('[data-turn-pending]'));
  const point = await page.evaluate((label) => {
    const cell = document.querySelector(`[data-cell="${label}"]`);
    if (!cell) return null;
    // As a click does: bring the cell into view first (the page may have scrolled).
    cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = cell.getBoundingClientRect();
    const hits = (x, y) => document.elementFromPoint(x, y)?.closest('[data-cell]') === cell;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    for (let ring = 0; ring <= 10; ring++) {
      for (let i = -ring; i <= ring; i++) {
        for (const [dx, dy] of [[i, -ring], [i, ring], [-ring, i], [ring, i]]) {
          const x = cx + (dx * box.width) / 22;
          const y = cy + (dy * box.height) / 22;
          if (hits(x, y)) return { x, y };
        }
      }
    }
    return null;
  }, label);
  if (!point) throw new Error(`no visible point in cell ${label}`);
  return point;
}

/** Taps (clicks) the board cell `label`. */
export async function tap(page, label) {
  const { x, y } = await cellPoint(page, label);
  await page.mouse.click(x, y);
}

/** Drags the piece on `from` to `to` with the pointer, in small steps. */
export async function drag(page, from, to) {
  const a = await cellPoint(page, from);
  const b = await cellPoint(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/**
 * Plays moves written `e2e4` (or `e7e8q`), alternating taps and drags; a
 * promotion letter is picked in the promotion picker. Each move ends once the
 * board has turned for the next player.
 */
export async function playMoves(page, moves) {
  let i = 0;
  for (const move of moves) {
    const [, from, to, promo] = move.match(/^([a-x]\d+)([a-x]\d+)([qrbnk]?)$/);
    if (i++ % 2 === 0) {
      await tap(page, from);
      await tap(page, to);
    } else {
      await drag(page, from, to);
    }
    if (promo) await page.click(`[data-promote="${promo}"]`);
    await page.waitForSelector(`[data-piece][data-at="${to}"]`);
    await page.waitForFunction(() => !document.querySelector('[data-turn-pending]'));
  }
}

/**
 * A person's turn: rolls first in dice chess (and goes on after a pass), then
 * plays the first legal move found by tapping the person's pieces.
 */
export async function personMoves(page, color) {
  if (await page.locator('[data-action="roll"]:not([disabled])').count()) {
    await page.click('[data-action="roll"]');
    await page.waitForSelector('svg.die:not(.tumbling)[data-die-face]');
    if (await page.locator('[data-notice="pass"]').count()) {
      await page.click('[data-notice="pass"] [data-answer="ok"]');
      return;
    }
  }
  const cells = await page.$$eval(
    `svg.board [data-piece^="${color}-"]:not(.frozen)`,
    (els) => els.map((e) => e.dataset.at),
  );
  // A page still busy (compiling the engine it was asked for, on a loaded machine)
  // may draw a tap's destinations late: each piece is tried again after a pause.
  for (let pass = 0; pass < 3; pass += 1) {
    if (pass > 0) await page.waitForTimeout(1000);
    for (const at of cells) {
      await page.locator(`[data-cell="${at}"]`).scrollIntoViewIfNeeded();
      await tap(page, at);
      const target = page.locator('.highlights .target').first();
      if (await target.count()) {
        await target.scrollIntoViewIfNeeded();
        const box = await target.boundingBox();
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        if (await page.locator('[data-promote]').count()) await page.locator('[data-promote]').first().click();
        return;
      }
    }
  }
  throw new Error(`${color} found no move`);
}

/**
 * Waits until the computer has made `replies` moves after `before` moves and
 * stopped thinking; goes on after a pass of the computer's.
 */
export async function computerAnswers(page, before, replies = 1) {
  await page.waitForFunction(
    ([n]) => document.querySelectorAll('.move-list .move').length >= n
      && !document.querySelector('svg.board[data-thinking]'),
    [before + replies],
    { timeout: 30_000 },
  );
  if (await page.locator('[data-notice="pass"]').count()) {
    await page.click('[data-notice="pass"] [data-answer="ok"]');
  }
}

/** Each game with the seats the computer takes in the tests: all but white's. */
export const COMPUTER_GAMES = [
  { game: 'standard', ai: 'black' },
  { game: 'pawn-race', ai: 'black' },
  { game: 'antichess', ai: 'black' },
  { game: 'chess-attack', ai: 'black' },
  { game: 'dice', ai: 'black' },
  { game: 'three-player', ai: 'grey,black' },
];

/** The six games, by their ids in the address. */
export const GAMES = ['standard', 'pawn-race', 'antichess', 'chess-attack', 'dice', 'three-player'];

/** Phones upright and sideways, tablets, club PCs, and club sites' iframes (`embed`). */
export const LAYOUT_SIZES = [
  [360, 640], [390, 844], [740, 360], [844, 390], [768, 1024], [1024, 768], [1366, 768],
  [1920, 1080],
].map(([width, height]) => ({ width, height, embed: false }))
  .concat([[300, 450], [400, 500], [600, 400]].map(([width, height]) => ({ width, height, embed: true })));

/**
 * Checks that the page in a `width` x `height` viewport has no sideways
 * scrolling and shows the whole board across, at least half as wide as the
 * viewport's shorter side; `what` names the page in messages.
 */
export async function assertBoardFits(page, width, height, what) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= width, `${what} ${width}x${height}: the page is ${wide} px wide`);
  const box = await page.locator('svg.board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= width + 1, `${what} ${width}x${height}: the board across`);
  assert.ok(box.width >= Math.min(width, height) * 0.5, `${what} ${width}x${height}: a board ${box.width} px wide`);
}

/** The text of the status line. */
export function status(page) {
  return page.locator('[data-status]').innerText();
}

/** Where the built app lies and where tests put their screenshots. */
export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
export const OUTPUT = fileURLToPath(new URL('./output/', import.meta.url));

/**
 * Serves dist/ and starts a browser before a test file's tests, and stops
 * both after them. Returns an object whose `server` and `browser` are set
 * once the tests run.
 */
export function useApp() {
  const app = {};
  before(async () => {
    app.server = await serveDir(DIST);
    app.browser = await launchBrowser();
    await mkdir(OUTPUT, { recursive: true });
  });
  after(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}

/** Waits for the page's finite animations (moves, the board turning) to end, then saves a screenshot. */
export async function snap(page, path, options = {}) {
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => {}))));
  await page.screenshot({ path, ...options });
}
