// Every game at every screen size, without scrolling to play: the board, whose
// turn it is, the undo, resign and draw buttons, the die in dice chess and the
// move list (where there is room beside or below the board) lie inside the
// viewport; every button is a finger's size. One screenshot per game and size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTPUT, snap, useApp } from './browser.mjs';

const app = useApp();

const GAMES = ['standard', 'pawn-race', 'antichess', 'chess-attack', 'dice', 'three-player'];

/** Phones upright and sideways, tablets, club PCs, and club sites' iframes. */
const SIZES = [
  [360, 640], [390, 844], [740, 360], [844, 390], [768, 1024], [1024, 768], [1366, 768],
  [1920, 1080],
].map(([width, height]) => ({ width, height, embed: false }))
  .concat([[300, 450], [400, 500], [600, 400]].map(([width, height]) => ({ width, height, embed: true })));

/** Whether the move list has room on screen: beside the board, or below it on a tablet. */
const roomForMoves = ({ width, height, embed }) => !embed && (width > height || width >= 700);

/** What must be on screen in `game`, by name and selector. */
function named(game, size) {
  const list = [
    ['board', 'svg.board'],
    ['status', '[data-status]'],
    ['undo', '[data-action="undo"]'],
    ['draw offer', '[data-action="draw"]'],
  ];
  // In dice chess a player may resign only after rolling a one.
  list.push(game === 'dice' ? ['die', '.die-button'] : ['resign', '[data-action="resign"]']);
  if (roomForMoves(size)) list.push(['move list', '.moves']);
  return list;
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
      const boxes = await page.evaluate((list) => list.map(([name, selector]) => {
        const el = document.querySelector(selector);
        const r = el?.getBoundingClientRect();
        return [name, r && { x: r.x, y: r.y, right: r.right, bottom: r.bottom }];
      }), named(game, size));
      for (const [name, box] of boxes) {
        assert.ok(box, `${game} ${label}: no ${name}`);
        const inside = box.x >= -0.5 && box.y >= -0.5 && box.right <= width + 0.5
          && box.bottom <= height + 0.5;
        assert.ok(inside, `${game} ${label}: ${name} outside the viewport: ${JSON.stringify(box)}`);
      }
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
