// The six piece drawings (web/pieces.svg): their shapes, and that the built
// page carries each once, before the app starts, for every board's <use>s.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openApp, useApp } from './browser.mjs';

const app = useApp();
const KINDS = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'];
const SVG = readFileSync(new URL('../../web/pieces.svg', import.meta.url), 'utf8');

/** The path data (and circles as text) of one group of a kind's drawing. */
function group(kind, name) {
  const drawing = SVG.match(new RegExp(`<g id="d-${kind}" class="drawing">([\\s\\S]*?)\\n    </g>`));
  assert.ok(drawing, `a drawing for the ${kind}`);
  const part = drawing[1].match(new RegExp(`<g class="${name}">([\\s\\S]*?)</g>`));
  assert.ok(part, `the ${kind}'s ${name}`);
  return [...part[1].matchAll(/<(path d|circle [^/]*)="?([^"]*)"?[^/]*\/>/g)].map((m) => m[0]);
}

test('every kind has closed parts inside its 100-unit box, an outline of the same parts, and a shape of its own', () => {
  const shapes = KINDS.map((kind) => {
    const parts = group(kind, 'parts');
    assert.ok(parts.length > 0, kind);
    assert.deepEqual(group(kind, 'outline'), parts, `${kind}: the outline is the parts drawn thick`);
    for (const part of parts) {
      const d = part.match(/d="([^"]*)"/)[1];
      assert.match(d, /^M.*Z$/, `${kind}: ${d} is closed`);
    }
    for (const element of [...parts, ...group(kind, 'details')]) {
      for (const n of element.match(/-?\d+(\.\d+)?/g) ?? []) {
        assert.ok(Math.abs(Number(n)) <= 50, `${kind}: ${n} in ${element}`);
      }
    }
    return parts.join();
  });
  assert.equal(new Set(shapes).size, KINDS.length, 'six different drawings');
});

test('the page carries each drawing once, outside the app, and the pieces show them', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=standard&lang=en`, 390, 844);
  const found = await page.evaluate((kinds) => kinds.map((kind) => {
    const all = document.querySelectorAll(`#d-${kind}`);
    return { kind, count: all.length, inApp: all[0]?.closest('#app') !== null };
  }), KINDS);
  for (const { kind, count, inApp } of found) {
    assert.equal(count, 1, `#d-${kind}`);
    assert.equal(inApp, false, `#d-${kind} is the page's, not the app's`);
  }
  // A piece's <use> is drawn the size of its drawing, not empty.
  const box = await page.locator('[data-piece="white-king"]').boundingBox();
  assert.ok(box && box.width > 20 && box.height > 20, JSON.stringify(box));
  assert.deepEqual(page.problems, []);
});
