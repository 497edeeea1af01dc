// Learn: every game's first stage played through by clicks, a failure shown
// on the board and Try again, the stars kept after a reload, the next level
// opening by itself, and each game's first level on a phone and a laptop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { GAMES, LAYOUT_SIZES, OUTPUT, assertBoardFits, snap, tap, useApp } from './browser.mjs';

const app = useApp();

/** The levels of a game's course as [stage, level, {solution, safe, goal}], from its file. */
function levels(game) {
  const text = readFileSync(new URL(`../../web/learn/${game}.txt`, import.meta.url), 'utf8');
  const out = [];
  let stage = 0;
  let level = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === 'stage') {
      stage += 1;
      level = 0;
    } else if (line === 'level') {
      level += 1;
      out.push({ stage, level, solution: [], safe: false, goal: '', engine: 0 });
    } else if (out.length && line.startsWith('solution ')) {
      out.at(-1).solution = line.slice(9).trim().split(/\s+/);
    } else if (out.length && line === 'safe yes') {
      out.at(-1).safe = true;
    } else if (out.length && line.startsWith('engine ')) {
      out.at(-1).engine = Number(line.slice(7));
    } else if (out.length && line.startsWith('goal ')) {
      out.at(-1).goal = line.slice(5).trim();
    }
  }
  return out;
}

/** Plays moves by clicks after `played` moves, waiting for the engine's answer before each. */
async function playAgainstEngine(page, moves, played) {
  for (const [i, move] of moves.entries()) {
    await page.waitForSelector('[data-level="playing"] svg.board:not([data-thinking])');
    await learnerMove(page, move, played + i + 1);
  }
}

/** Opens a level of `game` in a fresh page of `context`. */
async function openLevel(context, game, stage, level) {
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  await page.goto(`${app.server.url}?page=learn&game=${game}&stage=${stage}&level=${level}&lang=en`);
  await page.waitForSelector('[data-level="playing"] svg.board [data-piece]');
  return page;
}

/** Plays one learner's move by clicks and waits until the level has taken it. */
async function learnerMove(page, move, count) {
  const [, from, to, promo] = move.match(/^([a-x]\d+)([a-x]\d+)([qrbnk]?)$/);
  await tap(page, from);
  await page.waitForSelector(`[data-dest="${to}"]`);
  await tap(page, to);
  if (promo) await page.click(`[data-promote="${promo}"]`);
  await page.waitForSelector(`[data-moves="${count}"]`);
}

/** The pieces on the board, as "<piece> <cell>" sorted. */
async function pieces(page) {
  const list = await page.$$eval('svg.board [data-piece][data-at]', (els) =>
    els.map((e) => `${e.getAttribute('data-piece')} ${e.getAttribute('data-at')}`),
  );
  return list.sort();
}

test('the first stage of every game is played through by clicks, with three stars', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  for (const game of GAMES) {
    const first = levels(game).filter((l) => l.stage === 1);
    assert.ok(first.length >= 4, `${game}: the first stage has its levels`);
    for (const { stage, level, solution } of first) {
      const page = await openLevel(context, game, stage, level);
      assert.ok((await page.locator('[data-goal]').innerText()).length > 5, `${game} ${stage}-${level}: a goal`);
      for (const [i, move] of solution.entries()) await learnerMove(page, move, i + 1);
      const frame = page.locator('[data-level]');
      assert.equal(await frame.getAttribute('data-level'), 'done', `${game} ${stage}-${level}`);
      assert.equal(await frame.getAttribute('data-stars'), '3', `${game} ${stage}-${level}`);
      assert.equal(await page.locator('[data-target]').count(), 0, 'every star collected');
      assert.equal(await page.locator('[data-action="next"]').count(), 1);
      assert.deepEqual(page.problems, []);
      await page.close();
    }
  }
  await context.close();
});

test('a piece left to be taken is marked with the threat, said, and Try again puts the level back', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const safe = levels('standard').find((l) => l.safe && l.goal === 'collect');
  assert.ok(safe, 'the standard course has a level that keeps pieces safe');
  const page = await openLevel(context, 'standard', safe.stage, safe.level);
  const start = await pieces(page);
  const from = safe.solution[0].slice(0, 2);
  // Try the first piece's moves until one leaves it to be taken.
  let failed = false;
  await tap(page, from);
  const dests = await page.$$eval('[data-dest]', (els) => els.map((e) => e.getAttribute('data-dest')));
  await tap(page, from);
  for (const to of dests) {
    await tap(page, from);
    await tap(page, to);
    await page.waitForSelector('[data-moves="1"]');
    if ((await page.locator('[data-level]').getAttribute('data-level')) === 'failed') {
      failed = true;
      break;
    }
    await page.click('[data-action="retry"]');
    await page.waitForSelector('[data-moves="0"][data-level="playing"]');
  }
  assert.ok(failed, 'some move of the first piece leaves it to be taken');
  assert.ok((await page.locator('[data-danger]').count()) >= 1, 'the piece in danger is marked');
  assert.ok((await page.locator('[data-threat]').count()) >= 1, 'an arrow from the attacker');
  assert.match(await page.locator('.learn-result').innerText(), /can be taken/);
  await snap(page, `${OUTPUT}learn-failed-laptop-1280x800.png`);
  await page.click('[data-action="retry"]');
  await page.waitForSelector('[data-moves="0"][data-level="playing"]');
  assert.deepEqual(await pieces(page), start, 'the level is back at its start');
  assert.equal(await page.locator('[data-danger]').count(), 0);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('a move into check is refused: the attacker points at the square, the words say why, the king stays picked up', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const kings = levels('standard').find((l) => l.solution.join(' ') === 'c7d6 d6e6 e6f6 f6g7');
  assert.ok(kings, 'the standard course has the level where the kings may not stand side by side');
  const page = await openLevel(context, 'standard', kings.stage, kings.level);
  await tap(page, 'c7');
  await tap(page, 'd7');
  await page.waitForSelector('[data-threat="e8d7"]');
  assert.equal(await page.locator('[data-danger="d7"]').count(), 1, 'the square is marked');
  assert.match(await page.locator('.learn-refusal').innerText(), /would be in check there/);
  const frame = page.locator('[data-level]');
  assert.equal(await frame.getAttribute('data-level'), 'playing');
  assert.equal(await frame.getAttribute('data-moves'), '0', 'nothing was played');
  assert.ok((await page.locator('[data-dest]').count()) > 0, 'the king is still picked up');
  await snap(page, `${OUTPUT}learn-into-check-laptop-1280x800.png`);
  await tap(page, 'd6');
  await page.waitForSelector('[data-moves="1"]');
  assert.equal(await page.locator('[data-threat]').count(), 0);
  assert.equal(await page.locator('.learn-refusal').count(), 0);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('against the computer: the engine answers each move (in the full module) and the mate is reached', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const versus = levels('standard').find((l) => l.engine > 0 && l.goal === 'mate');
  assert.ok(versus, 'the standard course has a level against the computer');
  const page = await openLevel(context, 'standard', versus.stage, versus.level);
  const start = await pieces(page);
  await learnerMove(page, versus.solution[0], 1);
  await page.waitForSelector('[data-level="playing"] svg.board:not([data-thinking])');
  const after = await pieces(page);
  const black = (list) => list.filter((p) => p.startsWith('b'));
  assert.notDeepEqual(black(after), black(start), 'the computer moved a black piece');
  await playAgainstEngine(page, versus.solution.slice(1), 1);
  const frame = page.locator('[data-level]');
  await page.waitForSelector('[data-level="done"]');
  assert.equal(await frame.getAttribute('data-stars'), '3');
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('a draw by threefold repetition is claimed with the claim button', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const claim = levels('standard').find((l) => l.goal === 'claim' && l.solution.length === 5);
  assert.ok(claim, 'the standard course teaches the repetition claim');
  const page = await openLevel(context, 'standard', claim.stage, claim.level);
  const moves = claim.solution.slice(0, -1);
  for (const [i, move] of moves.entries()) {
    assert.equal(await page.locator('[data-action="claim"]').count(), 0, `no claim before move ${i + 1}`);
    await learnerMove(page, move, i + 1);
  }
  await page.click('[data-action="claim"]');
  await page.waitForSelector('[data-level="done"][data-stars="3"]');
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('dice chess: resigning is refused and said until the die shows a one, then the level is done', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  const resign = levels('dice').find((l) => l.goal === 'resign');
  assert.ok(resign, 'the dice course teaches resigning on a one');
  const page = await openLevel(context, 'dice', resign.stage, resign.level);
  await page.click('[data-action="resign"]');
  await page.waitForSelector('.learn-refusal');
  assert.match(await page.locator('.learn-refusal').innerText(), /only on a turn when you rolled a one/);
  assert.equal(await page.locator('[data-level]').getAttribute('data-level'), 'playing');
  await snap(page, `${OUTPUT}learn-resign-refused-phone-390x844.png`);
  await learnerMove(page, resign.solution[0], 1);
  assert.match(await page.locator('[data-die-kind]').innerText(), /king/);
  await page.click('[data-action="resign"]');
  await page.waitForSelector('[data-level="done"][data-stars="3"]');
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('a wrong move in a mate in one fails, and the level can be solved after Try again', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const mate = levels('standard').find((l) => l.goal === 'mate' && l.solution.length === 1);
  const page = await openLevel(context, 'standard', mate.stage, mate.level);
  const [from, to] = [mate.solution[0].slice(0, 2), mate.solution[0].slice(2, 4)];
  await tap(page, from);
  const dests = await page.$$eval('[data-dest]', (els) => els.map((e) => e.getAttribute('data-dest')));
  const wrong = dests.find((d) => d !== to);
  assert.ok(wrong, 'the mating piece has another move');
  await tap(page, wrong);
  await page.waitForSelector('[data-level="failed"]');
  await page.click('[data-action="retry"]');
  await learnerMove(page, mate.solution[0], 1);
  assert.equal(await page.locator('[data-level]').getAttribute('data-level'), 'done');
  await context.close();
});

test('stars are kept after a reload, on the course and the home page, and the next level opens by itself', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const [first] = levels('pawn-race');
  const page = await openLevel(context, 'pawn-race', 1, 1);
  for (const [i, move] of first.solution.entries()) await learnerMove(page, move, i + 1);
  await page.waitForSelector('[data-level="done"][data-stars="3"]');
  // The next level opens by itself.
  await page.waitForFunction(() => new URL(location.href).searchParams.get('level') === '2', null, {
    timeout: 10_000,
  });
  await page.waitForSelector('[data-level="playing"]');
  await page.goto(`${app.server.url}?page=learn&game=pawn-race&lang=en`);
  await page.waitForSelector('[data-level-link="1-1"]');
  assert.equal(await page.locator('.levels [data-level-link="1-1"]').getAttribute('data-stars'), '3');
  await page.reload();
  await page.waitForSelector('[data-level-link="1-1"]');
  assert.equal(await page.locator('.levels [data-level-link="1-1"]').getAttribute('data-stars'), '3');
  assert.equal(await page.locator('.levels [data-level-link="1-2"]').getAttribute('data-stars'), '0');
  assert.match(await page.locator('[data-course-stars]').innerText(), /^3 of \d+ stars$/);
  // Continue goes to the first level not done yet.
  assert.equal(await page.locator('.course-go-on [data-level-link]').getAttribute('data-level-link'), '1-2');
  await page.goto(`${app.server.url}?lang=en`);
  await page.waitForSelector('.game-card');
  assert.match(await page.locator('[data-game="pawn-race"] [data-stars-total]').innerText(), /^3 of \d+ stars$/);
  assert.equal(await page.locator('[data-game="standard"] [data-stars-total]').count(), 0, 'a course never opened');
  await context.close();
});

test("each game's first level fits a phone and a laptop, board and goal in view", async () => {
  for (const [width, height] of [[360, 640], [1366, 768]]) {
    const context = await app.browser.newContext({ viewport: { width, height } });
    for (const game of ['three-player', ...GAMES.filter((g) => g !== 'three-player')]) {
      const page = await openLevel(context, game, 1, 1);
      for (const selector of ['svg.board', '[data-goal]']) {
        const box = await page.locator(selector).boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= width + 1, `${game} ${width}: ${selector} across`);
        assert.ok(box.y >= 0 && box.y + box.height <= height + 1, `${game} ${width}x${height}: ${selector} in view`);
      }
      await snap(page, `${OUTPUT}learn-${game}-${width}x${height}.png`);
      await page.close();
    }
    await context.close();
  }
});

test("each game's first level fits every size the layout tests use for the app, with no sideways scrolling", async () => {
  // The app's sizes (the embedded board's small frames do not show Learn).
  for (const { width, height } of LAYOUT_SIZES.filter((s) => !s.embed)) {
    const context = await app.browser.newContext({ viewport: { width, height } });
    for (const game of GAMES) {
      const page = await openLevel(context, game, 1, 1);
      await assertBoardFits(page, width, height, game);
      await page.close();
    }
    await context.close();
  }
});

test('the home page and a game page lead to Learn', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${app.server.url}?lang=en`);
  await page.click('[data-nav="learn"]');
  await page.waitForSelector('[data-course="dice"]');
  await page.goto(`${app.server.url}?game=dice&lang=en`);
  await page.click('[data-nav="learn"]');
  await page.waitForSelector('[data-level-link="1-1"]');
  assert.equal(new URL(page.url()).searchParams.get('game'), 'dice');
  await context.close();
});
