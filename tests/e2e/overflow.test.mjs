// Long games on a phone: with nearly every piece taken, the captured pieces
// (each kind once with a count, wrapping onto a second line where needed),
// the move list of a 150-move game and the three-player end banner never make
// the page scroll sideways; the banner leaves the board on screen. One
// screenshot per game and size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GAMES, LAYOUT_SIZES, OUTPUT, openApp, snap, useApp } from './browser.mjs';

const app = useApp();

/**
 * Per game, a share link to a game in which nearly every piece that can be
 * taken has been taken, and how many pieces each player took. Made with the
 * rules crate (`share::fragment`) from games that capture whenever they can;
 * in three-player chess white takes 15 of grey's pieces and all 16 of
 * black's, and the others never take white's. Share links of format version 1
 * open in every later version of the app.
 */
const TAKEN = {
  standard: { by: { white: 15, black: 15 }, link: '#g=1.YAAAXQQECgAABQAQEQcKExAGGREVEw8KCgECHwYgABkODwMgCBQREAQZCQEFAQcKBggCAAUHAAoBBwUHABgGFwAGBQUBDgQRAQMGAQMMAA8ABQISARMCFgATAAsAAQEHAfUCwx8' },
  'pawn-race': { by: { white: 6, black: 6 }, link: '#g=1.KwEAKAILAQ0HAQkLBQgEBgQBAQEGBgAEBgECAAQAAAIEAgEDAgEBAQEBAAHFi_xl' },
  antichess: { by: { white: 15, black: 16 }, link: '#g=1.MwIAMBENCBEAAA4AAAoAAAECAAoAAAEADwAACwAVAwAAAQAAAgAAAAAAAAAZAAgAAQUGAGO6rGs' },
  'chess-attack': { by: { white: 9, black: 9 }, link: '#g=1.MQMALgYCAgEEAAcDAgAGAgAEBgIABAUFAQUBBAIFAQAFAQQBAAAEAwgCAQMCAQUCAQS0S2Tt' },
  dice: { by: { white: 14, black: 13 }, link: '#g=1.iQEEAk8AAQoADAECAgAAAAABAQAGAwgCAgAIAAQDAgMEBQQBAAEDAAIJAQEDBQMEAwAHAAIDBAMBBQQCCgAAAwQAAQAEAQIAAQABAAEAAgABAQYAa0EkZWMRMUIjJDMhZSIiE0ZDRiRGZkYhQRVkRlYzZUNVYmRjMxUyVWEkRlVjIhJkZBJWJUU0EDRbnd4' },
  'three-player': { by: { white: 31, grey: 0, black: 0 }, link: '#g=1.kwEFAI8BCwUDFRYFDgEOIgsTJB4BJRUhIR4RKjEjLhUALhILKg4uLCgJMAYAKB4SLQcCKBoDJR4QJRUVJBIRHgkEIA8UCA0TDAIKHgELTAIQNQgBTAwCVA4BRhABPAkAPgEBQQEALQACUgAFXQEAHgABGAAAQwEAKQEpAQUAMgFKASMBUwAuASIALQBDAEYALgFmAAHGUUK6' },
};

/** 150 moves of standard chess (300 plies), the game still going. */
const LONG_GAME = '#g=1.sAIAAKwCDwwNEgYECggNCBIOAAkKDxQOFQAUBwoNFg0SDgMPEAcGEwsIDAcSCg4YABcPGQQOCgAOBQINBQAPDhIICxoJEAAFAg8EGwETARgAGQ4YAwYGDgAIAA0EDAALAQYAIAAFABUBDQACAgAADgIRARcCCAAUAw0BEAQaBAQCBAMEBA0BBAAQAxABBwIEARAACAEIAQEBCAELBAcBDQICAAACBQEEARAAGQAHAxEAAAQWAQACAwERABICFwISAg8DAwMEAxIDAwIaARwACQMWAAcBEwEdBRUHAgQIAx8DCQAOABECCQQCBBwABAIHAwUFDgAIAwEBEAQFAx8CFwEJACABGwIIBAkCGwAZAg0AFwASAxUBHQIAAxEBDAIHAQ8ADAEQBQQBIQEIAA0BFAIGO3bddA';

/** Three-player chess ended by white mating grey, then black. */
const DOUBLE_OUT = '#g=1.KwUAKAQBCQcNHwAJFxAHHwQSFRkSBSYAEAMZCRAkBS0MHwIJJAcnAhIzAC_Sqnxi';

/** The phone sizes of the issue: every screenshot is taken at these. */
const PHONES = LAYOUT_SIZES.filter(({ width, embed }) => !embed && width < 400);

/** "360x640", or "embed-300x450". */
const label = ({ width, height, embed }) => `${embed ? 'embed-' : ''}${width}x${height}`;

/** Opens `game` at the end of `link`, in `lang`, at `size`. */
function openLink(game, link, size, lang = 'en') {
  const url = `${app.server.url}?game=${game}&lang=${lang}${size.embed ? '&embed=1' : ''}${link}`;
  return openApp(app.browser, url, size.width, size.height);
}

/** The page's width as laid out, beside the viewport's. */
const widths = (page) => page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);

/**
 * Every element of `selector` with its text and box: across as laid out,
 * down once scrolled into view (a phone shows them below the fold).
 */
const boxes = (page, selector) => page.$$eval(selector, (els) => els.map((el) => {
  const { x, right } = el.getBoundingClientRect();
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const { y, bottom } = el.getBoundingClientRect();
  return { text: el.textContent, x, y, right, bottom };
}));

/** Whether a box lies across inside a viewport `width` wide (a pixel of slack for rounding). */
const across = (box, { width }) => box.x >= -1 && box.right <= width + 1;

/** Whether a box lies wholly inside a viewport of `width` x `height`. */
const inside = (box, size) => across(box, size) && box.y >= -1 && box.bottom <= size.height + 1;

for (const size of LAYOUT_SIZES) {
  test(`the pieces taken in a long game of each game fit ${label(size)}`, async () => {
    for (const game of GAMES) {
      const { link, by } = TAKEN[game];
      const page = await openLink(game, link, size);
      await page.waitForSelector('[data-captured] .taken');
      const [scrollWidth, innerWidth] = await widths(page);
      assert.ok(scrollWidth <= innerWidth, `${game} ${label(size)}: sideways scrolling (${scrollWidth})`);
      for (const [color, count] of Object.entries(by)) {
        const pieces = await boxes(page, `[data-captured="${color}"] .taken`);
        // Each kind once: "×7" after the piece for more than one.
        const counted = pieces.reduce((n, { text }) => n + Number(text.match(/^×(\d+)$/)?.[1] ?? 1), 0);
        assert.equal(counted, count, `${game}: the pieces ${color} took`);
        assert.ok(pieces.length <= 12, `${game}: ${color}'s pieces are grouped by kind`);
        // On a phone, scrolled to; elsewhere the panel beside the board may
        // have no room for them left, and they must fit across.
        const fits = PHONES.includes(size) ? inside : across;
        for (const box of [...pieces, ...await boxes(page, `[data-captured="${color}"] .balance`)]) {
          assert.ok(fits(box, size), `${game} ${label(size)}: ${color}'s ${box.text || 'piece'} off screen: ${JSON.stringify(box)}`);
        }
      }
      if (PHONES.includes(size)) {
        await snap(page, `${OUTPUT}overflow-${game}-${label(size)}.png`, { fullPage: true });
      }
      assert.deepEqual(page.problems, []);
      await page.close();
    }
  });
}

test('losing chess shows "left to lose" on one line on a phone', async () => {
  for (const lang of ['en', 'nb']) {
    const page = await openLink('antichess', TAKEN.antichess.link, PHONES[0], lang);
    const balances = await page.$$eval('[data-captured] .balance', (els) => els.map((el) => ({
      text: el.textContent,
      lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
    })));
    assert.deepEqual(balances.map((b) => b.text), lang === 'en'
      ? ['0 left to lose', '1 left to lose']
      : ['0 igjen å miste', '1 igjen å miste']);
    assert.deepEqual(balances.map((b) => b.lines), [1, 1], `${lang}: one line each`);
    await page.close();
  }
});

for (const size of PHONES) {
  test(`the move list of a 150-move game fits ${label(size)}`, async () => {
    const page = await openLink('standard', LONG_GAME, size);
    const list = page.locator('.move-list');
    await page.waitForSelector('.move-list [data-ply="300"]');
    await list.scrollIntoViewIfNeeded();
    const [scrollWidth, innerWidth] = await widths(page);
    assert.ok(scrollWidth <= innerWidth, `${label(size)}: sideways scrolling (${scrollWidth})`);
    const box = await list.boundingBox();
    assert.ok(inside({ ...box, right: box.x + box.width, bottom: box.y + box.height }, size),
      `${label(size)}: the move list off screen: ${JSON.stringify(box)}`);
    assert.ok(await list.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the list never scrolls sideways');
    // The last move is scrolled into view inside the list, numbered 150.
    const last = await boxes(page, '.move-list [data-ply="300"]');
    assert.ok(inside(last[0], size), `${label(size)}: the last move off screen`);
    assert.match(await page.locator('.move-list').innerText(), /150\./);
    await snap(page, `${OUTPUT}overflow-moves-${label(size)}.png`);
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  test(`the three-player end banner leaves the board on screen at ${label(size)}`, async () => {
    for (const lang of ['en', 'nb']) {
      const page = await openLink('three-player', DOUBLE_OUT, size, lang);
      const banner = page.locator('[data-status]');
      assert.equal(await banner.innerText(), lang === 'en'
        ? 'White wins: checkmate. Grey is out: checkmated. Black is out: checkmated'
        : 'Hvit vinner: sjakkmatt. Grå er ute: sjakkmatt. Svart er ute: sjakkmatt');
      // Just opened (the link's notice above it) and as a game played to its end.
      for (const state of ['opened', 'played']) {
        if (state === 'played') await page.click('[data-action="dismiss"]');
        const [scrollWidth, innerWidth] = await widths(page);
        assert.ok(scrollWidth <= innerWidth, `${lang} ${state} ${label(size)}: sideways scrolling (${scrollWidth})`);
        for (const selector of ['[data-status]', 'svg.board', '.players']) {
          const [box] = await page.$$eval(selector, (els) => els.map((el) => {
            const r = el.getBoundingClientRect();
            return { x: r.x, y: r.y, right: r.right, bottom: r.bottom };
          }));
          assert.ok(inside(box, size), `${lang} ${state} ${label(size)}: ${selector} below the fold: ${JSON.stringify(box)}`);
        }
        await snap(page, `${OUTPUT}overflow-banner-${lang}-${state}-${label(size)}.png`);
      }
      assert.deepEqual(page.problems, []);
      await page.close();
    }
  });
}
