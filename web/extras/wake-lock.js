// Keeps the screen on while a game is being played (Screen Wake Lock API).
// The app adds this script after its first draw, sets `window.sjakkboks.awake`
// (a game is on screen and not over) and calls `window.sjakkboks.awakeChanged()`;
// the last state set in one go counts.
// The lock is released when the game ends or the page is left, and when the
// tab is hidden (the browser drops it then anyway); it is asked for again
// when the tab shows again mid-game. A refusal (battery saver, no
// permission) stands until the tab shows again: not asked again at every move.
(() => {
  const api = (window.sjakkboks ??= {});
  let lock = null;
  let asking = false;
  let refused = false;

  const wanted = () => Boolean(api.awake) && document.visibilityState === 'visible';

  async function update() {
    if (asking) return;
    if (wanted() && !lock && !refused && navigator.wakeLock) {
      asking = true;
      try {
        const sentinel = await navigator.wakeLock.request('screen');
        sentinel.addEventListener('release', () => {
          if (lock === sentinel) lock = null;
        });
        lock = sentinel;
      } catch {
        // Refused (battery saver, no permission): the screen may turn off.
        refused = true;
      } finally {
        asking = false;
      }
      // The game may have ended or the tab been hidden meanwhile.
      if (!wanted()) update();
    } else if (!wanted() && lock) {
      const held = lock;
      lock = null;
      held.release().catch(() => {});
    }
  }

  // Calls made in one go ("off, then on" as the page redraws) come to one update.
  api.awakeChanged = () => queueMicrotask(update);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refused = false;
    update();
  });
  update();
})();
