// Against the computer: every game at level 1 answered with legal moves by the
// engine in its Web Worker, a free main thread while it thinks (at level 8),
// undo of the pair, a reload that resumes with the computer's seats, the hint,
// the new-game dialog, and no engine download for a pass-and-play visit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  COMPUTER_GAMES, OUTPUT, computerAnswers, openApp, personMoves, snap, tap, useApp,
} from './browser.mjs';

const app = useApp();
const url = (query) => `${app.server.url}?lang=en&${query}`;

/** How many moves (passes included) the move list holds. */
const moveCount = (page) => page.locator('.move-list .move').count();

/** Where each piece of `color` stands, sorted. */
const placement = (page, color) => page.$$eval(
  `svg.board [data-piece^="${color}-"]`,
  (els) => els.map((e) => `${e.dataset.piece}@${e.dataset.at}`).sort(),
);

/** Whether e1 is drawn below e8: white sits at the bottom. */
const whiteAtBottom = (page) => page.evaluate(() => {
  const y = (label) => document.querySelector(`[data-cell="${label}"]`).getBoundingClientRect().y;
  return y('e1') > y('e8');
});

/** Records the main thread's long tasks from the start of the page. */
async function watchLongTasks(page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

for (const { game, ai } of COMPUTER_GAMES) {
  test(`${game}: the computer answers every move, undo takes the pair back, a reload resumes`, async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.problems = [];
    page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
    await page.goto(url(`game=${game}&ai=${ai}&level=1&seed=7`));
    await page.waitForSelector('svg.board [data-piece]');
    assert.doesNotMatch(page.url(), /ai=/, 'the address forgets ?ai= once the game has it');
    const replies = ai.split(',').length;
    const start = await placement(page, 'white');
    for (let round = 0; round < 3; round++) {
      if (await page.locator('.status.over').count()) break;
      const before = await moveCount(page);
      const theirs = await placement(page, ai.split(',')[0]);
      await personMoves(page, 'white');
      // While it thinks the board is marked.
      const thinking = await page.waitForSelector('svg.board[data-thinking="true"]', { timeout: 10_000 })
        .then(() => true, () => false);
      // A tap during the computer's turn moves nothing of its pieces.
      await tap(page, (await placement(page, ai.split(',')[0]))[0].split('@')[1]);
      await computerAnswers(page, before + 1, replies);
      if (round === 0) {
        assert.ok(thinking, 'the board says the computer is thinking');
        if (game === 'standard') {
          assert.ok(await whiteAtBottom(page), 'the person stays at the bottom on the computer\'s turn');
        }
        // (In dice chess the computer may pass: the move list counted its turn.)
        if (game !== 'dice') {
          assert.notDeepEqual(await placement(page, ai.split(',')[0]), theirs, 'the computer moved');
        }
      }
    }
    if (game !== 'dice' && !(await page.locator('.status.over').count())) {
      // A reload in the middle: the computer's seat is kept.
      const before = await moveCount(page);
      await personMoves(page, 'white');
      await page.reload();
      await page.waitForSelector('svg.board [data-piece]');
      await computerAnswers(page, before + 1, replies);
      // Undo takes back the computer's replies and the person's move together.
      const now = await moveCount(page);
      await page.click('[data-action="undo"]');
      await page.waitForFunction(([n]) => document.querySelectorAll('.move-list .move').length === n,
        [now - 1 - replies]);
      assert.equal(await page.locator('svg.board[data-thinking]').count(), 0, 'a person is to move');
    }
    if (game === 'standard') {
      while (await moveCount(page) > 0) {
        const n = await moveCount(page);
        await page.click('[data-action="undo"]');
        await page.waitForFunction(([n]) => document.querySelectorAll('.move-list .move').length < n, [n]);
      }
      assert.deepEqual(await placement(page, 'white'), start, 'undone to the start');
    }
    await snap(page, `${OUTPUT}computer-${game}-laptop-1280x800.png`);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}

// The engine searches in its worker, not on the page's main thread. Level 8
// searches the position after 1. e4 to its full budget (2,000,000 nodes or
// 3 s: several hundred milliseconds even on a fast machine), and the thought
// lasts at least the app's least thinking time (500 ms). Had the search run on
// the main thread, one task would last as long as the search, and a click
// would wait for it: the bound, a quarter of the measured thought, catches
// any such search over 125 ms. A slow or busy machine stretches the page's
// own short tasks and the thought alike, so it does not decide the result.
// (How long the page's own tasks take is measured by
// tests/bench/main-thread-bench.mjs, not asserted here.)
test('the computer searches in its worker: while it thinks at level 8, a click is answered and no task holds the page', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  await watchLongTasks(page);
  await page.goto(url('game=standard&ai=black&level=8&seed=7'));
  await page.waitForSelector('svg.board [data-piece]');
  await tap(page, 'e2');
  await tap(page, 'e4');
  await page.waitForSelector('svg.board[data-thinking="true"]', { timeout: 10_000 });
  const t0 = await page.evaluate(() => performance.now());
  await page.click('[data-action="prev"]');
  await page.waitForSelector('svg.board[data-viewing="0"]');
  assert.equal(await page.locator('svg.board[data-thinking="true"]').count(), 1,
    'the click back to the start was drawn while the computer still thinks');
  await page.click('[data-action="present"]');
  await computerAnswers(page, 1);
  const t1 = await page.evaluate(() => performance.now());
  const thought = t1 - t0;
  const longest = await page.evaluate(([a, b]) => Math.max(0, ...window.__longTasks
    .filter((t) => t.start + t.ms > a && t.start < b).map((t) => t.ms)), [t0, t1]);
  assert.ok(longest < thought / 4,
    `the longest main-thread task (${longest.toFixed(0)} ms) is short beside the thought (${thought.toFixed(0)} ms)`);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('dice: the computer rolls and moves first when it plays white', async () => {
  const page = await openApp(app.browser, url('game=dice&ai=white&level=1&seed=5'), 360, 640);
  await page.waitForSelector('svg.die.tumbling', { timeout: 10_000 });
  await computerAnswers(page, 0, 1);
  assert.ok(await moveCount(page) >= 1, 'white has played (or passed)');
  assert.equal(await page.locator('svg.board[data-thinking]').count(), 0);
  await personMoves(page, 'black');
  await computerAnswers(page, 2, 1);
  await snap(page, `${OUTPUT}computer-dice-white-phone-360x640.png`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a pass-and-play visit never fetches the engine; choosing the computer does', async () => {
  const page = await openApp(app.browser, url('game=standard'), 1280, 800);
  const fetched = [];
  page.on('request', (r) => { if (!r.serviceWorker()) fetched.push(r.url()); });
  await page.waitForSelector('svg.board [data-piece]');
  await tap(page, 'e2');
  await tap(page, 'e4');
  await page.waitForTimeout(1500);
  assert.equal(fetched.filter((u) => u.includes('sjakkboks-worker')).length, 0, 'no engine yet');
  assert.equal(await page.locator('[data-action="hint"]').count(), 0, 'no hint between people');
  // New game: against the computer, which plays white at level 1.
  await page.click('[data-action="new"]');
  await page.click('[data-choice="mode"][data-value="computer"]');
  await page.click('[data-choice="side"][data-value="black"]');
  await page.click('[data-choice="level"][data-value="1"]');
  assert.equal(await page.locator('[data-dialog="setup"] legend').last().innerText(), 'Level: Beginner');
  await snap(page, `${OUTPUT}computer-setup-laptop-1280x800.png`);
  await page.click('[data-answer="start"]');
  await computerAnswers(page, 0, 1);
  assert.ok(fetched.some((u) => u.includes('sjakkboks-worker')), 'the engine was fetched');
  assert.equal(await whiteAtBottom(page), false, 'black, the person, sits at the bottom');
  assert.equal(await page.locator('[data-action="flip"]').count(), 0, 'no board-turning against the computer');
  assert.equal(await page.locator('[data-action="draw"]').count(), 0, 'no draw offers to the computer');
  // The hint: an arrow of a legal move for the person, gone after the move.
  await page.click('[data-action="hint"]');
  const hint = await page.waitForSelector('[data-hint]', { timeout: 10_000 });
  const text = await hint.getAttribute('data-hint');
  assert.match(text, /^[a-h][1-8][a-h][1-8]$/);
  await snap(page, `${OUTPUT}computer-hint-laptop-1280x800.png`);
  await tap(page, text.slice(0, 2));
  await tap(page, text.slice(2, 4));
  await page.waitForSelector('[data-hint]', { state: 'detached' });
  await computerAnswers(page, 2, 1);
  // The setting hides the hint button, and is remembered.
  await page.click('[data-action="hints"]');
  assert.equal(await page.locator('[data-action="hint"]').count(), 0);
  await page.reload();
  await page.waitForSelector('svg.board [data-piece]');
  assert.equal(await page.locator('[data-action="hints"]').getAttribute('aria-pressed'), 'false');
  assert.equal(await page.locator('[data-action="hint"]').count(), 0);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('three players: one computer seat takes the seat after the person', async () => {
  const page = await openApp(app.browser, url('game=three-player'), 360, 640);
  await page.click('[data-action="new"]');
  await page.click('[data-choice="mode"][data-value="computer"]');
  await page.click('[data-choice="side"][data-value="white"]');
  await page.click('[data-choice="seats"][data-value="1"]');
  await page.click('[data-choice="level"][data-value="1"]');
  await snap(page, `${OUTPUT}computer-setup-three-player-phone-360x640.png`);
  await page.click('[data-answer="start"]');
  await personMoves(page, 'white');
  await computerAnswers(page, 1, 1);
  // Black is a person: no thinking on black's turn.
  await page.waitForTimeout(800);
  assert.equal(await moveCount(page), 2);
  assert.equal(await page.locator('svg.board[data-thinking]').count(), 0);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a share link keeps the computer\'s seats', async () => {
  const page = await openApp(app.browser, url('game=standard&ai=black&level=1&seed=3'), 1280, 800);
  await personMoves(page, 'white');
  await computerAnswers(page, 1, 1);
  await page.click('[data-action="share"]');
  const link = await page.locator('[data-share-link]').inputValue();
  assert.match(link, /[?&]ai=black&level=1/);
  // The same game shared between people (no ai= in the link) opens for people,
  // although this browser last played it against the computer.
  await page.goto(link.replace('&ai=black&level=1', ''));
  await page.waitForSelector('[data-notice="opened"]');
  await personMoves(page, 'white');
  await page.waitForTimeout(1200);
  assert.equal(await page.locator('svg.board[data-thinking]').count(), 0, 'no computer');
  assert.match(await page.locator('[data-status]').innerText(), /Black to move/);
  await page.reload();
  await page.waitForSelector('svg.board [data-piece]');
  await page.waitForTimeout(1200);
  assert.match(await page.locator('[data-status]').innerText(), /Black to move/, 'still people only');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('an engine that cannot load says so, and "try again" recovers', async () => {
  // Service workers blocked, so that the page's own requests can be refused.
  const context = await app.browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  await context.route('**/sjakkboks-worker*', (route) => route.abort());
  await page.goto(url('game=standard&ai=black&level=1'));
  await page.waitForSelector('svg.board [data-piece]');
  await personMoves(page, 'white');
  const notice = page.locator('[data-notice="computer-failed"]');
  await notice.waitFor({ timeout: 15_000 });
  assert.match(await notice.innerText(), /The computer could not move/);
  assert.equal(await page.locator('svg.board[data-thinking]').count(), 0);
  await snap(page, `${OUTPUT}computer-failed-phone-360x640.png`);
  await context.unroute('**/sjakkboks-worker*');
  await page.click('[data-action="retry-computer"]');
  await computerAnswers(page, 1, 1);
  assert.equal(await notice.count(), 0, 'the notice goes once the computer has moved');
  assert.deepEqual(page.problems, []);
  await context.close();
});
