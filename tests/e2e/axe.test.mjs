// Accessibility checked by axe-core (the engine behind Lighthouse's checks):
// no violation of the WCAG 2.1 A and AA rules on home, a rules page, each of
// the six games at its start, with a piece picked up, after a move and at its
// end, the new-game, promotion, share and PGN dialogs, against the
// computer, and a game review with Try again; in nb on a phone, the way the
// issue that asked for it scanned it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  computerAnswers, laterStyles, personMoves, playMoves, tap, useApp,
} from './browser.mjs';

const app = useApp();
const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const GAMES = ['standard', 'pawn-race', 'antichess', 'chess-attack', 'dice', 'three-player'];

/**
 * Opens `query` on a phone in nb. The context bypasses the page's
 * Content-Security-Policy, which would refuse axe as an inline script.
 */
async function open(query, width = 390, height = 844) {
  const context = await app.browser.newContext({ viewport: { width, height }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${app.server.url}?lang=nb&seed=1865&${query}`);
  await page.waitForSelector('main.app > *', { timeout: 30_000 });
  await laterStyles(page);
  return page;
}

/** Runs axe on the page as it is now and fails with every rule broken and where. */
async function check(page, state) {
  // Animations (a move sliding, a dialog fading in) end first: axe reads colours as painted.
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => {}))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({
      rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, TAGS);
  const report = violations.map((v) => `${v.rule} (${v.impact}: ${v.help}) on ${v.nodes.length}: `
    + `${v.nodes.slice(0, 5).join(', ')}${v.nodes.length > 5 ? ', ...' : ''}`);
  if (report.length) assert.fail(`axe on ${state}:\n  ${report.join('\n  ')}`);
}

/** Rolls the die in dice chess, if it is there to roll, and waits until it settles. */
async function rollIfDice(page) {
  if (await page.locator('[data-action="roll"]:not([disabled])').count()) {
    await page.click('[data-action="roll"]');
    await page.waitForSelector('svg.die:not(.tumbling)[data-die-face]');
  }
}

/** Picks up the first white piece that has somewhere to go (after the roll in dice chess). */
async function pickUp(page) {
  await rollIfDice(page);
  const cells = await page.$$eval('svg.board [data-piece^="white-"]', (els) => els.map((e) => e.dataset.at));
  for (const at of cells) {
    await tap(page, at);
    if (await page.locator('.highlights .target').count()) return;
  }
  throw new Error('no white piece can move');
}

test('home and a rules page', async () => {
  for (const [query, width, height] of [['', 390, 844], ['', 1280, 800], ['game=dice&page=rules', 390, 844]]) {
    const page = await open(query, width, height);
    if (query) await page.waitForSelector('.rules h2, .rules p');
    await check(page, `?${query} at ${width}x${height}`);
    await page.context().close();
  }
});

for (const game of GAMES) {
  test(`${game}: at the start, a piece picked up, after a move, at the end`, async () => {
    const page = await open(`game=${game}`);
    await page.waitForSelector('svg.board [data-piece]');
    await check(page, `${game} at the start`);
    await pickUp(page);
    await check(page, `${game} with a piece picked up`);
    // The dots let taps through to the cells under them.
    const dot = await page.locator('.highlights .target').first().boundingBox();
    await page.mouse.click(dot.x + dot.width / 2, dot.y + dot.height / 2);
    await page.waitForFunction(() => !document.querySelector('[data-turn-pending]'));
    await check(page, `${game} after a move`);
    // Resigning ends a game of two at once and a game of three after two
    // players; in dice chess only after a one, which seed 19 rolls first.
    if (game === 'dice') {
      await page.goto(`${app.server.url}?lang=nb&seed=19&game=dice`);
      await page.click('[data-action="roll"]');
      await page.click('[data-notice="pass"] [data-answer="resign"]');
      await page.click('[data-answer="accept"]');
    }
    while (!(await page.locator('[data-action="rematch"]').count())) {
      await page.click('[data-action="resign"]');
      await page.click('[data-answer="accept"]');
    }
    await check(page, `${game} at the end`);
    await page.context().close();
  });
}

test('the new-game, share and PGN dialogs', async () => {
  const page = await open('game=standard');
  await playMoves(page, ['e2e4', 'e7e5']);
  for (const [action, dialog, close] of [
    ['new', 'setup', '[data-answer="decline"]'],
    ['share', 'share', '[data-action="close-dialog"]'],
    ['pgn', 'pgn', '[data-action="close-dialog"]'],
  ]) {
    await page.click(`[data-action="${action}"]`);
    await page.waitForSelector(`[data-dialog="${dialog}"]`);
    await check(page, `the ${dialog} dialog`);
    await page.click(close);
    await page.locator('[data-dialog]').waitFor({ state: 'detached' });
  }
  await page.context().close();
});

test('the promotion picker', async () => {
  const page = await open('game=standard');
  await playMoves(page, ['e2e4', 'd7d5', 'e4d5', 'c7c6', 'd5c6', 'g8f6', 'c6b7', 'b8d7']);
  await tap(page, 'b7');
  await tap(page, 'a8');
  await page.waitForSelector('[data-promote]');
  await check(page, 'the promotion picker');
  await page.context().close();
});

test('against the computer', async () => {
  const page = await open('game=three-player&ai=grey,black&level=1');
  await page.waitForSelector('svg.board [data-piece]');
  await personMoves(page, 'white');
  await computerAnswers(page, 1, 2);
  await check(page, 'three-player against the computer, after its replies');
  await page.context().close();
});

test('Learn: the courses, a course, a level, a failed level and a reached one', async () => {
  const page = await open('page=learn');
  await page.waitForSelector('[data-course]');
  await check(page, 'the courses');
  await page.goto(`${app.server.url}?lang=nb&page=learn&game=standard`);
  await page.waitForSelector('[data-level-link]');
  await check(page, 'the standard course');
  await page.goto(`${app.server.url}?lang=nb&page=learn&game=dice&stage=1&level=1`);
  await page.waitForSelector('[data-level="playing"] svg.board [data-piece]');
  await check(page, 'a dice chess level');
  await page.goto(`${app.server.url}?lang=nb&page=learn&game=three-player&stage=1&level=1`);
  await page.waitForSelector('[data-level="playing"] svg.board [data-piece]');
  await check(page, 'a three-player level');
  await page.goto(`${app.server.url}?lang=nb&page=learn&game=standard&stage=1&level=1`);
  await page.waitForSelector('[data-level="playing"] svg.board [data-piece]');
  await tap(page, 'd1');
  await tap(page, 'd5');
  await page.waitForSelector('[data-level="done"]');
  await check(page, 'a level reached');
});

test('a game review, and Try again', async () => {
  const page = await open('game=standard');
  await playMoves(page, ['e2e4', 'd7d5', 'd1g4', 'c8g4']);
  await page.click('[data-action="review"]');
  await page.waitForSelector('[data-review-summary]', { timeout: 60_000 });
  await page.click('.move-list [data-ply="3"]');
  await page.waitForSelector('[data-advice]');
  await check(page, 'a reviewed game');
  await page.click('[data-action="try-again"]');
  await page.waitForSelector('[data-try="3"]');
  await check(page, 'Try again');
  await page.context().close();
});
