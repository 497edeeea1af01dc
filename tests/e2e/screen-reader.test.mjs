// The board as a screen reader gets it: Chromium's accessibility tree, read
// through the DevTools protocol (Accessibility.getFullAXTree), holds a grid of
// rows of cells in the order the board is seen, each named for its piece.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, playMoves, useApp } from './browser.mjs';

const app = useApp();

/**
 * The board's grid in the accessibility tree: its rows, each the names of
 * its cells in the tree's order, and the id its active descendant points at.
 */
async function readGrid(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const role = (n) => n.role?.value;
  // Ignored nodes (an unnamed <g>) pass their children up, as a screen reader sees them.
  const children = (n) => (n.childIds ?? []).map((id) => byId.get(id)).filter(Boolean)
    .flatMap((c) => (c.ignored ? children(c) : [c]));
  const grids = nodes.filter((n) => role(n) === 'grid' && !n.ignored);
  assert.equal(grids.length, 1, 'one grid');
  const [grid] = grids;
  const rows = children(grid).filter((n) => role(n) === 'row').map((row) => children(row).map((cell) => {
    assert.equal(role(cell), 'gridcell');
    return cell.name.value;
  }));
  const active = grid.properties?.find((p) => p.name === 'activedescendant')?.value.relatedNodes?.[0]?.idref;
  return { rows, active, cells: nodes.filter((n) => role(n) === 'gridcell' && !n.ignored).length };
}

/**
 * What the page draws, as names in board order: the cells sorted the way a
 * person reads the board on screen (by rows from the top, left to right; on
 * the round board ring by ring from the outside, clockwise from the top),
 * each named for the piece drawn on it.
 */
function drawnNames(page) {
  return page.evaluate(() => {
    const board = document.querySelector('svg.board').getBoundingClientRect();
    const [cx, cy] = [board.x + board.width / 2, board.y + board.height / 2];
    const round = document.querySelectorAll('[data-cell]').length === 144;
    const cells = [...document.querySelectorAll('[data-cell]')].map((el) => {
      const box = el.getBoundingClientRect();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const label = el.dataset.cell;
      const piece = document.querySelector(`[data-piece][data-at="${label}"]`)?.dataset.piece.replace('-', ' ');
      // Ring n (1 outermost) from the label; the clockwise angle from straight up.
      const angle = (Math.atan2(x - cx, cy - y) + 2 * Math.PI) % (2 * Math.PI);
      const [row, along] = round ? [Number(label.slice(1)), angle] : [Math.round(y / (box.height / 2)), x];
      return { row, along, name: `${label}, ${piece ?? 'empty'}` };
    });
    cells.sort((a, b) => a.row - b.row || a.along - b.along);
    const rows = [];
    for (const c of cells) {
      if (rows.at(-1)?.row !== c.row) rows.push({ row: c.row, names: [] });
      rows.at(-1).names.push(c.name);
    }
    return rows.map((r) => r.names);
  });
}

for (const [game, count, rowCount, first] of [
  ['standard', 64, 8, 'a8, black rook'],
  ['chess-attack', 30, 6, 'a6, black rook'],
  ['three-player', 144, 6, 'q1, black rook'],
]) {
  test(`${game}: the accessibility tree holds ${count} cells in rows, named in board order`, async () => {
    const page = await openApp(app.browser, `${app.server.url}?game=${game}&lang=en`, 390, 844);
    const start = await readGrid(page);
    assert.equal(start.cells, count);
    assert.equal(start.rows.length, rowCount);
    assert.equal(start.rows.flat().length, count, 'every cell sits in a row');
    assert.equal(start.rows[0][0], first);
    assert.deepEqual(start.rows, await drawnNames(page));
    // The board turns for the next player; the rows are read as it is seen then.
    await playMoves(page, [game === 'three-player' ? 'e2e3' : 'b1c3']);
    const turned = await readGrid(page);
    assert.notDeepEqual(turned.rows, start.rows);
    assert.deepEqual(turned.rows, await drawnNames(page));
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test('the arrow keys move the active cell, and nb names agree with the pieces', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=standard&lang=nb`, 390, 844);
  const { rows } = await readGrid(page);
  assert.deepEqual(rows[7].slice(0, 5), ['a1, hvitt tårn', 'b1, hvit springer', 'c1, hvit løper', 'd1, hvit dronning', 'e1, hvit konge']);
  assert.deepEqual(rows[0].slice(0, 2), ['a8, svart tårn', 'b8, svart springer']);
  await page.focus('svg.board');
  assert.equal((await readGrid(page)).active, 'cell-e1', 'the focus starts on the king');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await readGrid(page)).active, 'cell-d2');
  assert.deepEqual(page.problems, []);
  await page.close();
});
