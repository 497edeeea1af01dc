// Never lose a game: autosave and reload, damaged saves, share links (valid,
// tampered, cut short, with an illegal move), and PGN out and back in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openFresh, OUTPUT, playMoves, status, useApp } from './browser.mjs';

const app = useApp();
const url = (game = 'standard', lang = 'en') => `${app.server.url}?game=${game}&lang=${lang}`;
const moveList = (page) => page.locator('.move-list').innerText().then((t) => t.replace(/\s+/g, ' ').trim());

/** The share link of the game on `page`, from the share dialog. */
async function shareLink(page) {
  await page.click('[data-action="share"]');
  const link = await page.locator('[data-share-link]').inputValue();
  await page.click('[data-action="close-dialog"]');
  return link;
}

/** The saved slot of a game, as the page's storage holds it. */
const slot = (page, game = 'standard') => page.evaluate((g) => localStorage.getItem(`sjakkboks.game.${g}`), game);

test('a reload resumes the game where it was', async () => {
  const page = await openFresh(app.browser, url());
  await playMoves(page, ['e2e4', 'e7e5', 'g1f3']);
  // The save is the game's share-link text.
  const saved = await slot(page);
  assert.match(saved, /^1\.[\w-]+$/);
  assert.ok((await shareLink(page)).endsWith(`#g=${saved}`), 'the save holds the shared game');
  await page.reload();
  await page.waitForSelector('[data-piece][data-at="f3"]');
  assert.equal(await moveList(page), '1. e4 e5 2. Nf3');
  assert.equal(await status(page), 'Black to move');
  await page.click('[data-action="undo"]');
  await page.reload();
  await page.waitForSelector('[data-piece][data-at="g1"]');
  assert.equal(await moveList(page), '1. e4 e5', 'an undo is saved too');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a reload resumes dice chess with its rolls', async () => {
  const page = await openFresh(app.browser, url('dice'));
  // White rolls a king and cannot move (a pass), black rolls a pawn, white a knight.
  const saved = '1.CAQCAggCAxZAG_bW3A';
  await page.evaluate((s) => localStorage.setItem('sjakkboks.game.dice', s), saved);
  await page.reload();
  await page.waitForSelector('[data-piece][data-at="f3"]');
  await page.waitForSelector('[data-piece][data-at="e5"]');
  assert.match(await status(page), /Black/);
  assert.equal(await slot(page, 'dice'), saved, 'reading a save does not change it');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('two tabs on the same game keep each other up to date', async () => {
  const a = await openFresh(app.browser, url());
  const b = await a.context().newPage();
  b.problems = [];
  b.on('pageerror', (err) => b.problems.push(`page error: ${err.message}`));
  await b.goto(url());
  await b.waitForSelector('[data-piece][data-at="e2"]');
  await playMoves(a, ['e2e4']);
  // The other tab shows the move, says why, and plays on from there.
  await b.waitForSelector('[data-piece="white-pawn"][data-at="e4"]');
  assert.match(await b.locator('[data-notice="changed-elsewhere"]').innerText(), /another tab/);
  assert.equal(await status(b), 'Black to move');
  await playMoves(b, ['e7e5']);
  await a.waitForSelector('[data-piece="black-pawn"][data-at="e5"]');
  assert.equal(await moveList(a), '1. e4 e5');
  // Nothing was lost: a reload of either shows both moves.
  await a.reload();
  await a.waitForSelector('[data-piece][data-at="e5"]');
  assert.equal(await moveList(a), '1. e4 e5');
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
});

test('a damaged save gives a notice, a backup and a fresh game', async () => {
  for (const [saved, why] of [
    // 1. e4 saved, then cut short; the same with a newer format; and a move
    // index past the 20 legal moves of the start, with a good checksum.
    ['1.BAAAAQsB1z', /it is damaged/],
    ['7.BAAAAQsB1zwP', /newer version/],
    ['1.BAAAAWNCvtVl', /cannot be replayed at move 1/],
  ]) {
    const page = await openFresh(app.browser, url());
    await page.evaluate((s) => localStorage.setItem('sjakkboks.game.standard', s), saved);
    await page.reload();
    const notice = page.locator('[data-notice="unreadable-save"]');
    await notice.waitFor();
    const text = await notice.innerText();
    assert.match(text, why);
    assert.match(text, /A fresh game starts/);
    const backups = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('sjakkboks.backup.standard.'))
        .map((k) => [k, localStorage.getItem(k)]));
    assert.equal(backups.length, 1);
    assert.equal(backups[0][1], saved, 'the backup holds the damaged text');
    assert.ok(text.includes(backups[0][0]), 'the notice names the backup key');
    assert.equal(await status(page), 'White to move');
    assert.equal(await page.locator('[data-piece]').count(), 32);
    await playMoves(page, ['d2d4']);
    assert.equal(await slot(page), '1.BAAAAQnv2V0j', 'the new game (1. d4) is saved');
    await page.reload();
    assert.equal(await page.locator('[data-notice]').count(), 0, 'the notice comes once');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('a Norwegian notice for a damaged save', async () => {
  const page = await openFresh(app.browser, url('standard', 'nb'), 360, 640);
  await page.evaluate(() => localStorage.setItem('sjakkboks.game.standard', 'not json'));
  await page.reload();
  const notice = page.locator('[data-notice="unreadable-save"]');
  assert.match(await notice.innerText(), /Det lagrede partiet kunne ikke leses.*Et nytt parti begynner/s);
  await page.screenshot({ path: `${OUTPUT}persist-notice-phone-360x640.png` });
  await page.context().close();
});

test('a share link opened in a fresh browser shows the same game, ready to go on', async () => {
  const a = await openFresh(app.browser, url());
  await playMoves(a, ['e2e4', 'c7c5', 'g1f3', 'd7d6']);
  await a.click('[data-action="share"]');
  const field = a.locator('[data-share-link]');
  await field.waitFor();
  await a.screenshot({ path: `${OUTPUT}persist-share-laptop-1280x800.png` });
  const link = await field.inputValue();
  assert.match(link, /\?game=standard#g=1\.[A-Za-z0-9_-]+$/);
  // Whatever `?game=` says, the link opens its own game.
  const b = await openFresh(app.browser, link.replace('?game=standard', '?game=antichess&lang=en'), 360, 640);
  await b.waitForSelector('[data-piece][data-at="d6"]');
  assert.equal(await moveList(b), '1. e4 c5 2. Nf3 d6');
  assert.equal(await status(b), 'White to move');
  await b.locator('[data-notice="opened"]').waitFor();
  assert.equal(await b.locator('[data-action="restore-previous"]').count(), 0, 'nothing was replaced');
  assert.ok(b.url().endsWith('?game=standard&lang=en'), `the link leaves the address once opened: ${b.url()}`);
  await playMoves(b, ['d2d4']);
  await b.reload();
  await b.waitForSelector('[data-piece][data-at="d4"]');
  assert.equal(await moveList(b), '1. e4 c5 2. Nf3 d6 3. d4', 'the shared game is now the saved game');
  await b.click('[data-action="share"]');
  await b.locator('[data-share-link]').waitFor();
  await b.screenshot({ path: `${OUTPUT}persist-share-phone-360x640.png` });
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
  await b.context().close();
});

test('a valid link replaces the saved game, which can be brought back', async () => {
  const a = await openFresh(app.browser, url());
  await playMoves(a, ['d2d4', 'd7d5']);
  const link = await shareLink(a);
  await a.waitForFunction(() => document.activeElement?.dataset.action === 'share');
  await a.click('[data-action="embed"]');
  await a.keyboard.press('Escape');
  await a.waitForFunction(() => document.activeElement?.dataset.action === 'embed');
  assert.equal(await a.locator('[data-dialog]').count(), 0, 'Escape closes the dialog');
  const b = await openFresh(app.browser, url());
  await playMoves(b, ['e2e4']);
  await b.goto(link);
  await b.waitForSelector('[data-piece][data-at="d5"]');
  const notice = b.locator('[data-notice="opened"]');
  assert.match(await notice.innerText(), /kept/);
  const backups = await b.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sjakkboks.backup.')));
  assert.equal(backups.length, 1);
  await b.click('[data-action="restore-previous"]');
  await b.waitForSelector('[data-piece][data-at="e4"]');
  assert.equal(await moveList(b), '1. e4');
  await b.reload();
  await b.waitForSelector('[data-piece][data-at="e4"]');
  assert.equal(await moveList(b), '1. e4');
  await a.context().close();
  await b.context().close();
});

/** CRC-32 (IEEE) of bytes, as the link format checks it. */
function crc32(bytes) {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

test('a tampered or cut link says what is wrong and leaves the saved game alone', async () => {
  const a = await openFresh(app.browser, url());
  await playMoves(a, ['e2e4', 'e7e5', 'g1f3']);
  const link = await shareLink(a);
  const b = await openFresh(app.browser, url());
  await playMoves(b, ['c2c4']);
  const before = await slot(b);
  const data = link.split('#g=1.')[1];
  const flip = (ch) => (ch === 'A' ? 'B' : 'A');
  const tampered = `${link.split('#')[0]}#g=1.${data.slice(0, 4)}${flip(data[4])}${data.slice(5)}`;
  const cut = link.slice(0, link.length - 4);
  for (const [target, why] of [[tampered, /changed or damaged/], [cut, /cut short/]]) {
    await b.goto(target);
    const notice = b.locator('[data-notice="bad-link"]');
    await notice.waitFor();
    assert.match(await notice.innerText(), why);
    assert.match(await notice.innerText(), /Your saved game has not been changed/);
    await b.waitForSelector('[data-piece][data-at="c4"]');
    assert.equal(await moveList(b), '1. c4');
    assert.equal(await slot(b), before);
  }
  await b.screenshot({ path: `${OUTPUT}persist-bad-link-laptop-1280x800.png` });
  assert.deepEqual(b.problems, []);
  await a.context().close();
  await b.context().close();
});

test('a link with an illegal move replays up to it and says where it stopped', async () => {
  const a = await openFresh(app.browser, url());
  await playMoves(a, ['e2e4', 'e7e5', 'g1f3']);
  const link = await shareLink(a);
  const base64 = link.split('#g=1.')[1];
  const bytes = [...Buffer.from(base64, 'base64url')];
  // length 6: code 0, flags 0, 3 moves, their indices; then the checksum.
  assert.deepEqual(bytes.slice(0, 4), [6, 0, 0, 3]);
  bytes[6] = 100; // the third move: there are not 101 legal moves
  const body = bytes.slice(0, 7);
  const check = crc32([1, ...body]);
  const sealed = [...body, check >>> 24, (check >>> 16) & 255, (check >>> 8) & 255, check & 255];
  const bad = `${link.split('#')[0]}#g=1.${Buffer.from(sealed).toString('base64url')}`;
  const b = await openFresh(app.browser, bad);
  const notice = b.locator('[data-notice="link-stopped"]');
  await notice.waitFor();
  assert.match(await notice.innerText(), /stops at move 2 \(white to play\)/);
  assert.equal(await moveList(b), '1. e4 e5');
  assert.equal(await status(b), 'White to move');
  await a.context().close();
  await b.context().close();
});

test('PGN out and back in gives the same game; errors name the line and move', async () => {
  const a = await openFresh(app.browser, url());
  await playMoves(a, ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5']);
  await a.click('[data-action="pgn"]');
  const pgn = await a.locator('[data-pgn-export]').inputValue();
  assert.match(pgn, /\[White "\?"\]/);
  assert.match(pgn, /1\. e4 e5 2\. Nf3 Nc6 3\. Bb5 \*/);
  const href = await a.locator('[data-action="download-pgn"]').getAttribute('href');
  assert.equal(decodeURIComponent(href.split(',')[1]), pgn);
  const b = await openFresh(app.browser, url(), 360, 640);
  await b.click('[data-action="pgn"]');
  await b.fill('[data-pgn-import]', '1. e4 e5\n2. Nf3 Nf6 3. Ke3 *');
  await b.click('[data-action="import-pgn"]');
  assert.equal(await b.locator('[data-pgn-error]').innerText(),
    'Could not import: line 2, move 3. Ke3: not a legal move');
  await b.screenshot({ path: `${OUTPUT}persist-pgn-phone-360x640.png` });
  await b.fill('[data-pgn-import]', pgn);
  await b.click('[data-action="import-pgn"]');
  await b.waitForSelector('[data-piece][data-at="b5"]');
  assert.equal(await moveList(b), await moveList(a));
  assert.equal(await b.locator('[data-dialog]').count(), 0);
  await b.locator('[data-notice="opened"]').waitFor();
  await b.reload();
  await b.waitForSelector('[data-piece][data-at="b5"]');
  assert.equal(await moveList(b), '1. e4 e5 2. Nf3 Nc6 3. Bb5');
  await b.click('[data-action="pgn"]');
  assert.equal(await b.locator('[data-pgn-export]').inputValue(), pgn, 'the same PGN out again');
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
  await b.context().close();
});

test('a PGN file of another game opens that game', async () => {
  const page = await openFresh(app.browser, url());
  await page.click('[data-action="pgn"]');
  const text = '[Variant "Antichess"]\n\n1. e3 b5 2. Bxb5 *\n';
  await page.setInputFiles('[data-pgn-file]', { name: 'game.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(text) });
  await page.waitForURL(/game=antichess/);
  await page.waitForSelector('[data-piece][data-at="b5"]');
  assert.equal(await moveList(page), '1. e3 b5 2. Bxb5');
  await page.locator('[data-notice="opened"]').waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('share links carry dice rolls and three-player resignations', async () => {
  for (const [game, saved, square] of [
    ['dice', '1.CAQCAggCAxZAG_bW3A', 'f3'],
    ['three-player', '1.BwUABAsKCifZfN-l', 'u3'],
  ]) {
    const a = await openFresh(app.browser, url(game));
    await a.evaluate(([g, s]) => localStorage.setItem(`sjakkboks.game.${g}`, s), [game, saved]);
    await a.reload();
    await a.waitForSelector(`[data-piece][data-at="${square}"]`);
    assert.equal(await slot(a, game), saved, `${game} resumes`);
    const link = await shareLink(a);
    const b = await openFresh(app.browser, link);
    await b.waitForSelector(`[data-piece][data-at="${square}"]`);
    await b.locator('[data-notice="opened"]').waitFor();
    assert.equal(await slot(b, game), saved, `${game}: the link holds the whole game`);
    assert.deepEqual([...a.problems, ...b.problems], []);
    await a.context().close();
    await b.context().close();
  }
});

test('PGN of dice chess keeps the rolls, and an import replays them', async () => {
  const saved = '1.CAQCAggCAxZAG_bW3A';
  const a = await openFresh(app.browser, url('dice'));
  await a.evaluate((s) => localStorage.setItem('sjakkboks.game.dice', s), saved);
  await a.reload();
  await a.click('[data-action="pgn"]');
  const pgn = await a.locator('[data-pgn-export]').inputValue();
  assert.match(pgn, /\[Variant "Dice Chess"\]/);
  assert.match(pgn, /\{roll 1\} 1\. -- \{roll 6\} 1\.\.\. e5 \{roll 4\} 2\. Nf3 \*/);
  const b = await openFresh(app.browser, url());
  await b.click('[data-action="pgn"]');
  await b.fill('[data-pgn-import]', pgn);
  await b.click('[data-action="import-pgn"]');
  await b.waitForURL(/game=dice/);
  await b.waitForSelector('[data-piece][data-at="f3"]');
  assert.equal(await slot(b, 'dice'), saved);
  await a.context().close();
  await b.context().close();
});

test('a full storage says that the game is not saved', async () => {
  const context = await app.browser.newContext();
  await context.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  await page.goto(url());
  await playMoves(page, ['e2e4']);
  const notice = page.locator('[data-notice="not-saved"]');
  assert.match(await notice.innerText(), /no room to save the game/);
  assert.equal(await notice.count(), 1);
  assert.deepEqual(page.problems, []);
  await context.close();
});
