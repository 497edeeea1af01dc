// Main-thread work of the built app, in CPU milliseconds from Chromium's trace
// (each task's thread time), so that other programs on the machine do not
// change the figures the way they change wall-clock times. A benchmark, not a
// test. Compares builds side by side in one run:
//   node tests/bench/main-thread-bench.mjs [dist-dir ...]   (default dist/)
// Prints per build: CPU from navigation to the painted board, per tap that
// picks a piece up or puts it down (three boards), per move played, and the
// longest task while 8 moves of standard chess are played, and in each game the
// longest task from a person's move to the computer's reply on the board
// (level 1, so the reply comes after the app's least thinking time). The phone bench
// slows the CPU 4x: a task over 12.5 ms here is a long task (50 ms) there.
import { fileURLToPath } from 'node:url';
import {
  COMPUTER_GAMES, computerAnswers, launchBrowser, personMoves, playMoves,
} from '../e2e/browser.mjs';
import { serveDir } from '../e2e/static-server.mjs';
import {
  gotoBoard, mainThreadTasks, median, watchBoardFrame,
} from './measure.mjs';

const DISTS = process.argv.length > 2
  ? process.argv.slice(2)
  : [fileURLToPath(new URL('../../dist/', import.meta.url))];
const ROUNDS = 3;
const TAPS = 16;
const BOARDS = [['standard', 'e2'], ['antichess', 'e2'], ['three-player', 'e2']];
const MOVES = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'd2d3', 'f8c5'];

const sum = (tasks) => tasks.reduce((a, t) => a + t.ms, 0);

/** CPU from navigation to the end of the paint of the first frame with the board's pieces. */
async function load(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await watchBoardFrame(page);
  const tasks = await mainThreadTasks(page, () => gotoBoard(page, url));
  await page.close();
  return sum(tasks.filter((t) => t.start <= tasks.painted));
}

/** CPU per tap on `cell` (taps alternate picking the piece up and putting it down). */
async function taps(browser, url, cell) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(url);
  await page.waitForSelector('svg.board [data-piece]');
  await page.waitForTimeout(1500);
  const tasks = await mainThreadTasks(page, () => page.evaluate(async ({ label, count }) => {
    const el = document.querySelector(`[data-cell="${label}"]`);
    const box = el.getBoundingClientRect();
    const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    for (let i = 0; i < count; i++) {
      for (const type of ['pointerdown', 'pointerup']) {
        el.dispatchEvent(new PointerEvent(type, { ...at, bubbles: true, isPrimary: true, pointerId: 1, button: 0, pointerType: 'mouse' }));
      }
      await new Promise((ok) => setTimeout(ok, 60));
    }
  }, { label: cell, count: TAPS }));
  await page.close();
  return sum(tasks) / TAPS;
}

/** CPU per move and the longest task while the moves are played. */
async function moves(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(url);
  await page.waitForSelector('svg.board [data-piece]');
  await page.waitForTimeout(1500);
  const tasks = await mainThreadTasks(page, async () => {
    await playMoves(page, MOVES);
    await page.waitForTimeout(500);
  });
  await page.close();
  return { perMove: sum(tasks) / MOVES.length, longest: Math.max(...tasks.map((t) => t.ms)) };
}

/** The longest task from a person's first move to the computer's replies on the board. */
async function computerReply(browser, url, replies) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(url);
  await page.waitForSelector('svg.board [data-piece]');
  await page.waitForTimeout(1500);
  const tasks = await mainThreadTasks(page, async () => {
    await personMoves(page, 'white');
    await computerAnswers(page, 1, replies);
    await page.waitForTimeout(300);
  });
  await page.close();
  return Math.max(...tasks.map((t) => t.ms));
}

const browser = await launchBrowser();
try {
  const rows = new Map(DISTS.map((d) => [d, { load: [], taps: {}, perMove: [], longest: [], computer: {} }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const dist of DISTS) {
      const server = await serveDir(dist);
      const row = rows.get(dist);
      const url = (game) => `${server.url}?game=${game}&lang=en&seed=1865`;
      row.load.push(await load(browser, url('standard')));
      for (const [game, cell] of BOARDS) (row.taps[game] ??= []).push(await taps(browser, url(game), cell));
      const m = await moves(browser, url('standard'));
      row.perMove.push(m.perMove);
      row.longest.push(m.longest);
      for (const { game, ai } of COMPUTER_GAMES) {
        const longest = await computerReply(browser, `${url(game)}&ai=${ai}&level=1`, ai.split(',').length);
        (row.computer[game] ??= []).push(longest);
      }
      await server.close();
    }
  }
  const f = (xs) => median(xs).toFixed(1);
  console.log(`main-thread CPU ms (Chromium trace, no throttling; medians of ${ROUNDS} rounds)`);
  for (const [dist, row] of rows) {
    const tapText = BOARDS.map(([game]) => `${game} ${f(row.taps[game])}`).join(', ');
    console.log(`${dist}\n  to the painted board ${f(row.load)}; per tap: ${tapText}; per move ${f(row.perMove)}; longest task while playing ${f(row.longest)}`);
    const replyText = COMPUTER_GAMES.map(({ game }) => `${game} ${f(row.computer[game])}`).join(', ');
    console.log(`  longest task from a move to the computer's reply: ${replyText}`);
  }
} finally {
  await browser.close();
}
