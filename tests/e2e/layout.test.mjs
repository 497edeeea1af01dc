// Every game at every screen size, without scrolling to play: the board, whose
// turn it is, the undo, resign and draw buttons, the die in dice chess and the
// move list (where there is room beside or below the board) lie inside the
// viewport; every button is a finger's size. One screenshot per game and size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GAMES, LAYOUT_SIZES as SIZES, OUTPUT, openApp, playMoves, snap, useApp } from './browser.mjs';

const app = useApp();

/** Whether the move list has room on screen: beside the board, or below it on a tablet. */
const roomForMoves = ({ width, height, embed }) => !embed && (width > height || width >= 700);

/** The games also checked on the clock: two clocks, a die, three clocks. */
const CLOCK_GAMES = ['standard', 'dice', 'three-player'];

/** What must be on screen in `game`, by name and selector; on the clock, every
 * player's time (`data-clock`) and the pause button too. */
function named(game, size, clock = false) {
  const list = [
    ['board', 'svg.board'],
    ['status', '[data-status]'],
    ['undo', '[data-action="undo"]'],
    ['draw offer', '[data-action="draw"]'],
  ];
  // In dice chess a player may resign only after rolling a one.
  list.push(game === 'dice' ? ['die', '.die-button'] : ['resign', '[data-action="resign"]']);
  if (roomForMoves(size)) list.push(['move list', '.moves']);
  if (clock) {
    const colors = game === 'three-player' ? ['white', 'grey', 'black'] : ['white', 'black'];
    for (const color of colors) list.push([`${color}'s clock`, `[data-clock="${color}"]`]);
    list.push(['pause', '[data-action="pause"]']);
  }
  return list;
}

/** Asserts that every thing `named` lists for `game` lies inside the viewport. */
async function assertInside(page, game, size, clock, label) {
  const { width, height } = size;
  const boxes = await page.evaluate((list) => list.map(([name, selector]) => {
    const el = document.querySelector(selector);
    const r = el?.getBoundingClientRect();
    return [name, r && { x: r.x, y: r.y, right: r.right, bottom: r.bottom }];
  }), named(game, size, clock));
  for (const [name, box] of boxes) {
    assert.ok(box, `${game} ${label}: no ${name}`);
    const inside = box.x >= -0.5 && box.y >= -0.5 && box.right <= width + 0.5
      && box.bottom <= height + 0.5;
    assert.ok(inside, `${game} ${label}: ${name} outside the viewport: ${JSON.stringify(box)}`);
  }
}

for (const size of SIZES) {
  const { width, height, embed } = size;
  const label = `${embed ? 'embed ' : ''}${width}x${height}`;
  test(`every game fits ${label} without scrolling`, async () => {
    const page = await app.browser.newPage({ viewport: { width, height } });
    const problems = [];
    page.on('pageerror', (err) => problems.push(err.message));
    for (const game of GAMES) {
      await page.goto(`${app.server.url}?game=${game}&lang=en${embed ? '&embed=1' : ''}`);
      await page.waitForSelector('[data-piece]');
      await assertInside(page, game, size, false, label);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `${game} ${label}: sideways scrolling (${scrollWidth})`);
      const small = await page.locator('button:visible').evaluateAll((els) => els
        .map((b) => [b.dataset.action ?? b.textContent, b.getBoundingClientRect()])
        .filter(([, r]) => r.height < 40 || r.width < 40)
        .map(([name, r]) => `${name} ${Math.round(r.width)}x${Math.round(r.height)}`));
      assert.deepEqual(small, [], `${game} ${label}: touch targets under 40 px`);
      await snap(page, `${OUTPUT}layout-${game}-${embed ? 'embed-' : ''}${width}x${height}.png`);
    }
    assert.deepEqual(problems, []);
    await page.close();
  });
}

// On the clock, every player's time and the pause button are on screen too;
// viewing the past, "back to the game" can be reached (scrolled to on a phone)
// and brings the game back.
for (const size of SIZES) {
  const { width, height, embed } = size;
  const label = `${embed ? 'embed ' : ''}${width}x${height} on the clock`;
  test(`games on the clock fit ${label}`, async () => {
    const page = await app.browser.newPage({ viewport: { width, height } });
    const problems = [];
    page.on('pageerror', (err) => problems.push(err.message));
    for (const game of CLOCK_GAMES) {
      await page.goto(`${app.server.url}?game=${game}&lang=en&clock=5+3${embed ? '&embed=1' : ''}`);
      await page.waitForSelector('[data-piece]');
      await assertInside(page, game, size, true, label);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `${game} ${label}: sideways scrolling (${scrollWidth})`);
      await snap(page, `${OUTPUT}layout-${game}-clock-${embed ? 'embed-' : ''}${width}x${height}.png`);
    }
    // Two moves with a capture, then one back: the past is shown.
    await page.goto(`${app.server.url}?game=standard&lang=en&clock=5+3${embed ? '&embed=1' : ''}`);
    await page.waitForSelector('[data-piece]');
    await playMoves(page, ['e2e4', 'd7d5', 'e4d5', 'd8d5']);
    // The arrow keys go through the moves when the board does not hold the focus.
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.locator('svg.board').getAttribute('data-viewing'), '3');
    const back = page.locator('[data-action="present"]');
    await back.scrollIntoViewIfNeeded();
    const box = await back.boundingBox();
    assert.ok(box && box.y >= -0.5 && box.y + box.height <= height + 0.5
      && box.x >= -0.5 && box.x + box.width <= width + 0.5, `${label}: back to the game unreachable`);
    await snap(page, `${OUTPUT}layout-viewing-${embed ? 'embed-' : ''}${width}x${height}.png`);
    await back.click();
    assert.equal(await page.locator('svg.board').getAttribute('data-viewing'), null);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('the dialogs, refused taps and drags are styled by a sheet added after the board is drawn', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=standard&lang=en`, 390, 844);
  // The first load's stylesheet has the board's styles and not the later ones.
  const rules = await page.evaluate(() => [...document.styleSheets].map((sheet) => ({
    href: sheet.href ?? '',
    selectors: [...sheet.cssRules].map((r) => r.selectorText ?? '').join(' '),
  })));
  const first = rules.find((r) => /\/style-[0-9a-f]+\.css$/.test(r.href));
  const later = rules.find((r) => r.href.endsWith('/extras/later.css'));
  assert.ok(first && later, 'both stylesheets on the page');
  assert.match(first.selectors, /\.board/);
  assert.doesNotMatch(first.selectors, /\.modal|\.overlay|\.flash|\.refusal|\.drag-over|\.raised|\.turn-a/);
  assert.match(later.selectors, /\.overlay.*\.flash.*\.drag-over/);
  // The new-game dialog and the share dialog cover the page.
  await page.click('[data-action="new"]');
  const setup = page.locator('[data-dialog="setup"]');
  await setup.waitFor();
  assert.equal(await page.locator('.overlay.whole-page').evaluate((el) => getComputedStyle(el).position), 'fixed');
  await page.click('[data-answer="decline"]');
  await setup.waitFor({ state: 'detached' });
  await page.click('[data-action="share"]');
  await page.locator('[data-dialog="share"]').waitFor();
  assert.equal(await page.locator('.modal-backdrop').evaluate((el) => getComputedStyle(el).position), 'fixed');
  assert.deepEqual(page.problems, []);
  await page.close();
});
