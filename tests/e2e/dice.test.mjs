// Dice chess under a fixed seed: a passed turn, a check escaped by rolling
// again, and a resignation after a one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTPUT, openApp, playMoves, snap, status, useApp } from './browser.mjs';

const app = useApp();

/** Rolls the die and waits until it settles; returns the face. */
async function roll(page) {
  await page.click('[data-action="roll"]');
  await page.waitForSelector('svg.die.tumbling');
  await page.waitForSelector('svg.die:not(.tumbling)[data-die-face]');
  return Number(await page.locator('svg.die').getAttribute('data-die-face'));
}

// Seed 1865 rolls these faces; after each, what happens on the board.
const SCRIPT = [
  [4, 'b1a3'], [5, 'pass'], [4, 'a3b5'], [1, 'pass'], [5, 'a1b1'], [1, 'pass'],
  [4, 'b5c7'], [4, 'again'], [5, 'again'], [2, 'd8c7'], [5, 'b1a1'], [1, 'resign'],
];

test('a seeded dice game: pass, re-roll out of check, resign after a one', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=dice&lang=en&seed=1865`, 1280, 800);
  assert.equal(await status(page), 'White: roll the die');
  assert.equal(await page.locator('[data-action="resign"]').count(), 0, 'no resigning before a one');
  let shots = 0;
  for (const [face, then] of SCRIPT) {
    assert.equal(await roll(page), face);
    if (then === 'pass') {
      assert.match(await page.locator('[data-notice="pass"]').innerText(), /the turn passes/);
      const offered = await page.locator('[data-notice="pass"] [data-answer="resign"]').count();
      assert.equal(offered, face === 1 ? 1 : 0, 'resigning is offered after a one only');
      if (shots++ === 0) await snap(page, `${OUTPUT}dice-pass-laptop-1280x800.png`);
      await page.click('[data-answer="ok"]');
    } else if (then === 'again') {
      assert.match(await page.locator('.roll-again').innerText(), /Roll again/);
      assert.match(await status(page), /Black: roll the die – check!/);
    } else if (then === 'resign') {
      await page.click('[data-action="resign"]');
      await page.click('[data-answer="accept"]');
    } else {
      assert.ok(await page.locator('.highlights .movable').count() > 0, 'the pieces that may move glow');
      await playMoves(page, [then]);
    }
  }
  assert.equal(await status(page), 'White wins: the opponent resigned');
  assert.match(await page.locator('.move-list').innerText(), /⚃⚄⚁ Qxc7/);
  await snap(page, `${OUTPUT}dice-end-laptop-1280x800.png`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('while the board waits after the roll, the pulse of the pieces that may move animates only what Chromium runs off the main thread', async () => {
  // A pulse of fill-opacity had Chromium paint the board at every frame for
  // as long as the player looked at it: about 60% of the main thread on a
  // phone (CPU slowed down 4x), where opacity and transform cost none.
  const page = await openApp(app.browser, `${app.server.url}?game=dice&lang=en&seed=1865`, 360, 640);
  assert.equal(await roll(page), 4);
  await page.waitForFunction(() => document.querySelector('.highlights .movable')?.getAnimations().length > 0);
  const endless = await page.evaluate(() => document.getAnimations()
    .filter((a) => a.playState === 'running' && a.effect.getTiming().iterations === Infinity)
    .map((a) => ({
      name: a.animationName,
      properties: [...new Set(a.effect.getKeyframes().flatMap((k) => Object.keys(k)))]
        .filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p)),
    })));
  assert.ok(endless.some((a) => a.name === 'glow'), `the pieces pulse: ${JSON.stringify(endless)}`);
  for (const a of endless) {
    assert.deepEqual(a.properties.filter((p) => !['opacity', 'transform'].includes(p)), [], `${a.name} animates ${a.properties}`);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a one that passes the turn at once still lets that player resign', async () => {
  // Seed 19 rolls a one first: the king cannot move, so the turn passes.
  const page = await openApp(app.browser, `${app.server.url}?game=dice&lang=en&seed=19`, 360, 640);
  assert.equal(await roll(page), 1);
  const notice = page.locator('[data-notice="pass"]');
  assert.match(await notice.innerText(), /the turn passes/);
  await notice.locator('[data-answer="resign"]').click();
  assert.match(await page.locator('[role="dialog"]').innerText(), /Does white really resign\?/);
  await page.click('[data-answer="decline"]');
  // Declining goes back to the notice, from where resigning can be asked again.
  await notice.locator('[data-answer="resign"]').click();
  await page.click('[data-answer="accept"]');
  assert.equal(await status(page), 'Black wins: the opponent resigned');
  assert.equal(await page.locator('[data-notice="pass"]').count(), 0);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('undo takes back a move with its roll, and the die shows that face again', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=dice&lang=en&seed=1865`, 360, 640);
  assert.equal(await roll(page), 4);
  await playMoves(page, ['b1a3']);
  await page.click('[data-action="undo"]');
  await page.waitForSelector('[data-piece="white-knight"][data-at="b1"]');
  assert.equal(await status(page), 'White: roll the die');
  await snap(page, `${OUTPUT}dice-phone-360x640.png`, { fullPage: true });
  // Seed 1865's next new face would be 5; the face taken back comes first.
  assert.equal(await roll(page), 4, 'undo never changes a rolled face');
  await playMoves(page, ['g1f3']);
  assert.equal(await roll(page), 5, "black's rooks cannot move: the turn passes");
  await page.click('[data-answer="ok"]');
  // Take back the pass and white's move, each with its roll: both faces come again.
  await page.click('[data-action="undo"]');
  await page.click('[data-action="undo"]');
  await page.waitForSelector('[data-piece="white-knight"][data-at="g1"]');
  assert.equal(await roll(page), 4);
  await playMoves(page, ['b1c3']);
  assert.equal(await roll(page), 5);
  await page.click('[data-answer="ok"]');
  assert.equal(await status(page), 'White: roll the die');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('passes are no moves: both players pass again and again with no draw', async () => {
  // Seed 121 rolls 5 2 5 5 5 5 5 2 first: no rook, queen or bishop can move at the start.
  const page = await openApp(app.browser, `${app.server.url}?game=dice&lang=en&seed=121`, 1280, 800);
  for (const face of [5, 2, 5, 5, 5, 5, 5, 2]) {
    assert.equal(await roll(page), face);
    assert.match(await page.locator('[data-notice="pass"]').innerText(), /the turn passes/);
    await page.click('[data-answer="ok"]');
    assert.equal(await page.locator('[data-action="claim"]').count(), 0, 'no draw to claim');
  }
  assert.equal(await status(page), 'White: roll the die');
  assert.equal(await roll(page), 6);
  await playMoves(page, ['e2e4']);
  assert.equal(await page.locator('[data-action="claim"]').count(), 0);
  assert.deepEqual(page.problems, []);
  await page.close();
});

/**
 * How long the die tumbles after a click on "roll", timed in the page from
 * the class `tumbling` appearing to its going (no round trips to the test).
 */
async function tumbleMs(browser, reducedMotion) {
  const context = await browser.newContext({ reducedMotion, viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await page.goto(`${app.server.url}?game=dice&lang=en&seed=1865`);
  await page.waitForSelector('[data-action="roll"]');
  const timed = page.evaluate(() => new Promise((done) => {
    let began;
    const die = document.querySelector('svg.die');
    new MutationObserver(() => {
      const tumbling = die.classList.contains('tumbling');
      if (tumbling && began === undefined) began = performance.now();
      if (!tumbling && began !== undefined) done(performance.now() - began);
    }).observe(die, { attributes: true, attributeFilter: ['class'] });
  }));
  await page.click('[data-action="roll"]');
  const ms = await timed;
  assert.equal(await page.locator('svg.die').getAttribute('data-die-face'), '4', 'the same face either way');
  await context.close();
  return ms;
}

test('reduced motion shortens the tumble', async () => {
  const full = await tumbleMs(app.browser, 'no-preference');
  const reduced = await tumbleMs(app.browser, 'reduce');
  assert.ok(reduced < full / 2, `the tumble takes ${reduced.toFixed(0)} ms with reduced motion, ${full.toFixed(0)} ms without`);
});

test('with "roll by itself" the die rolls at the start of each turn', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=dice&lang=en&seed=1865`, 1280, 800);
  await page.click('[data-action="auto-roll"]');
  await page.waitForSelector('svg.die:not(.tumbling)[data-die-face="4"]');
  assert.equal(await status(page), 'White: move a knight');
  await playMoves(page, ['b1a3']);
  await page.waitForSelector('[data-notice="pass"]');
  await page.click('[data-action="auto-roll"]');
  await page.close();
});

test('without a seed the faces come from crypto.getRandomValues, never Math.random', async () => {
  const context = await app.browser.newContext({ viewport: { width: 360, height: 640 } });
  await context.addInitScript(() => {
    window.cryptoCalls = 0;
    const real = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = (array) => {
      window.cryptoCalls += 1;
      return real(array);
    };
    Math.random = () => {
      throw new Error('Math.random was used');
    };
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto(`${app.server.url}?game=dice&lang=en`);
  await page.waitForSelector('[data-action="roll"]');
  const face = await roll(page);
  assert.ok(face >= 1 && face <= 6, `face ${face}`);
  assert.ok((await page.evaluate(() => window.cryptoCalls)) >= 1, 'the face came from crypto');
  assert.deepEqual(problems, []);
  await context.close();
});
