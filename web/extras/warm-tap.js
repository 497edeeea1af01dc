// Gets a tap's code ready before the player's first tap. The browser compiles
// the app's code the first time it runs, so the first tap on a board took two
// or three times as long as the next ones (on a phone, 20-45 ms against 5-10).
// Once, when the page is idle and a board with pieces is on screen, this picks
// a piece up and puts it down again, as a tap does, all within one task: the
// page is never drawn in between, so nothing shows, and the status line ends
// as it began. Pawns are tried first, then the other pieces; a tap on the other
// player's piece does nothing, and the next is tried. At a piece of the player
// to move that may not move it stops (a tap on an empty cell clears the reason
// the app gives). A piece is only ever picked up while none is selected, so no
// move can be made; nothing is tried while an earlier position is shown (a tap
// there goes back to the game). When done, it sets
// `window.sjakkboks.tapWarmUp` to the cell of the piece it picked up, or null.
(() => {
  const api = (window.sjakkboks ??= {});
  const TRIES = 24;

  // A tap as the board's pointer handlers see it (a pointer id no real
  // pointer has, so that the board's pointer capture quietly fails).
  function tap(cell) {
    const box = cell.getBoundingClientRect();
    const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    for (const type of ['pointerdown', 'pointerup']) {
      cell.dispatchEvent(new PointerEvent(type, {
        ...at, bubbles: true, isPrimary: true, pointerId: 7919, button: 0, pointerType: 'pen',
      }));
    }
  }

  // Lets the app draw its answer (it draws in a microtask, not a new task).
  async function settled() {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  }

  const selected = (board) => board.querySelector('.highlights .target') !== null;
  const refused = () => document.querySelector('.refusal') !== null;

  async function warm(board) {
    api.tapWarmUp = await pickUpAndPutDown(board);
  }

  async function pickUpAndPutDown(board) {
    if (selected(board) || refused() || board.hasAttribute('data-viewing')) return null;
    // Pawns first: at the start of a game they are the pieces that can move.
    const pieces = [...board.querySelectorAll('[data-at]')];
    const pawnsFirst = [...pieces.filter((p) => p.dataset.piece.endsWith('-pawn')), ...pieces];
    const taken = new Set(pawnsFirst.map((p) => p.dataset.at));
    const empty = [...board.querySelectorAll('[data-cell]')].find((c) => !taken.has(c.dataset.cell));
    for (const at of [...taken].slice(0, TRIES)) {
      const cell = board.querySelector(`[data-cell="${at}"]`);
      if (!cell) continue;
      tap(cell);
      await settled();
      if (selected(board)) {
        tap(cell); // the second tap on a selected piece puts it down
        await settled();
        return at;
      }
      if (refused()) {
        // A piece of the player to move that may not move: the reason goes
        // again, and no more pieces are tried (the reason is said once at most).
        if (empty) tap(empty);
        await settled();
        return null;
      }
    }
    return null;
  }

  const idle = (f) => (window.requestIdleCallback ?? setTimeout)(f);
  function whenBoard() {
    const board = document.querySelector('svg.board');
    if (board && board.querySelector('[data-at]')) {
      idle(() => warm(board));
      return true;
    }
    return false;
  }
  if (!whenBoard()) {
    const watch = new MutationObserver(() => whenBoard() && watch.disconnect());
    watch.observe(document.body, { childList: true, subtree: true });
  }
})();
