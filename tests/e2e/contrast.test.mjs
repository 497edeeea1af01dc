// Contrast, computed from the colours the browser paints the boards with:
// each army against the cells and against the other armies, the coordinates
// against their cells, and every text against its background.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, useApp } from './browser.mjs';

const app = useApp();

/** [r, g, b] of a computed colour `rgb(r, g, b)` / `rgba(r, g, b, a)`, with its alpha. */
function parse(css) {
  const hex = css.match(/^#([\da-f]{3}|[\da-f]{6})$/i)?.[1];
  if (hex) {
    const digits = hex.length === 3 ? [...hex].map((d) => d + d) : hex.match(/../g);
    return { rgb: digits.map((d) => parseInt(d, 16)), alpha: 1 };
  }
  const [r, g, b, a = 1] = css.match(/[\d.]+/g).map(Number);
  return { rgb: [r, g, b], alpha: a };
}

/** Relative luminance (WCAG 2). */
function luminance([r, g, b]) {
  const lin = (c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of two computed colours. */
function contrast(a, b) {
  const [la, lb] = [luminance(parse(a).rgb), luminance(parse(b).rgb)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The fills the page paints: cells, each army's body and outline, the coordinates. */
function paints(page) {
  return page.evaluate(() => {
    const fill = (selector) => {
      const el = document.querySelector(selector);
      return el && getComputedStyle(el).fill;
    };
    // A piece is a <use> of its kind's drawing, whose parts are filled with
    // the <use>'s --body and outlined with its --rim: the drawing's fills
    // must be those properties, and each army's values are the paints.
    const drawing = document.querySelector('.drawing');
    const declared = (selector) => [...document.styleSheets].flatMap((s) => [...s.cssRules])
      .find((r) => r.selectorText === selector)?.style.fill;
    const armies = {
      drawing: { body: declared('.drawing .parts'), rim: declared('.drawing .outline'), found: !!drawing },
    };
    for (const piece of document.querySelectorAll('[data-piece]')) {
      const color = piece.dataset.piece.split('-')[0];
      const style = getComputedStyle(piece);
      armies[color] ??= {
        body: style.getPropertyValue('--body').trim(),
        rim: style.getPropertyValue('--rim').trim(),
      };
    }
    const marks = [...document.querySelectorAll('.marks text')].map((t) => ({
      kind: [...t.classList].find((c) => c !== 'mark'),
      fill: getComputedStyle(t).fill,
    }));
    return {
      light: fill('.cell.light'),
      dark: fill('.cell.dark'),
      page: getComputedStyle(document.body).backgroundColor,
      armies,
      marks,
    };
  });
}

for (const game of ['three-player', 'standard']) {
  test(`${game}: the armies read against every cell and each other, the coordinates against their cells`, async () => {
    const page = await openApp(app.browser, `${app.server.url}?game=${game}&lang=en`, 360, 640);
    const { light, dark, page: background, armies: painted, marks } = await paints(page);
    const { drawing, ...armies } = painted;
    assert.deepEqual(drawing, { body: 'var(--body)', rim: 'var(--rim)', found: true });
    const cells = { light, dark };
    for (const [army, { body, rim }] of Object.entries(armies)) {
      for (const [shade, cell] of Object.entries(cells)) {
        // A body close to the cell's colour is read by its outline, which
        // must then stand out from both the cell and the body.
        const direct = contrast(body, cell);
        const framed = Math.min(contrast(rim, cell), contrast(body, rim));
        assert.ok(Math.max(direct, framed) >= 3,
          `${army} on ${shade}: body ${direct.toFixed(2)}, outline ${framed.toFixed(2)}`);
      }
    }
    const names = Object.keys(armies);
    assert.equal(names.length, game === 'three-player' ? 3 : 2);
    for (let i = 0; i < names.length; i++) {
      for (const other of names.slice(i + 1)) {
        const ratio = contrast(armies[names[i]].body, armies[other].body);
        assert.ok(ratio >= 3, `${names[i]} against ${other}: ${ratio.toFixed(2)}`);
      }
    }
    assert.ok(marks.length > 0, 'coordinates drawn');
    for (const { kind, fill } of marks) {
      // Ring numbers sit on the line between a light and a dark cell; the
      // letters round the round board on the page.
      const grounds = { 'on-light': [light], 'on-dark': [dark], ring: [light, dark], edge: [background] }[kind];
      assert.ok(grounds, `a mark of kind ${kind}`);
      for (const ground of grounds) {
        const ratio = contrast(fill, ground);
        assert.ok(ratio >= (kind === 'edge' ? 4.5 : 3), `${kind} mark: ${ratio.toFixed(2)}`);
      }
    }
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test('every text on a game page is 4.5:1 against its background', async () => {
  for (const [game, width, height] of [['dice', 360, 640], ['three-player', 1366, 768]]) {
    const page = await openApp(app.browser, `${app.server.url}?game=${game}&lang=en`, width, height);
    const texts = await page.evaluate(() => {
      const opaque = (el) => {
        for (let e = el; e; e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          const alpha = Number((bg.match(/[\d.]+/g) ?? [])[3] ?? 1);
          if (bg !== 'rgba(0, 0, 0, 0)' && alpha === 1) return bg;
        }
        return getComputedStyle(document.body).backgroundColor;
      };
      const out = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        const el = node.parentElement;
        const style = getComputedStyle(el);
        if (!node.textContent.trim() || el.closest('svg, .visually-hidden, :disabled')) continue;
        if (style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
        out.push({ text: node.textContent.trim().slice(0, 30), color: style.color, ground: opaque(el) });
      }
      return out;
    });
    assert.ok(texts.length > 5, `${game}: texts found`);
    for (const { text, color, ground } of texts) {
      const ratio = contrast(color, ground);
      assert.ok(ratio >= 4.5, `${game} "${text}": ${ratio.toFixed(2)} (${color} on ${ground})`);
    }
    await page.close();
  }
});
