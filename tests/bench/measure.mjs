// Measurements the app benchmarks share: time to the painted board and from a
// tap to the highlighted destinations, both taken inside the page, and the
// main thread's tasks from Chromium's trace.

/** Median of a list of numbers. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** What the page watched by `watchBoardFrame` logs once the task after the board's frame has run. */
const BOARD_DRAWN = 'bench: the task after the board frame ran';

/**
 * Has `page` note the board's arrival: when the board's pieces come into the
 * DOM, the mark `inDom`; in the next frame, the one that paints them, that
 * frame's start as `window.__boardFrame`; in the task after that frame, the
 * mark `frameAfter` and its time as `window.__frameAfter`, and logs
 * `BOARD_DRAWN`.
 */
export async function watchBoardFrame(page) {
  await page.addInitScript((BOARD_DRAWN) => {
    const seen = () => document.querySelector('svg.board [data-piece]');
    new MutationObserver((_, observer) => {
      if (!seen()) return;
      observer.disconnect();
      performance.mark('inDom');
      requestAnimationFrame((frame) => {
        window.__boardFrame = frame;
        setTimeout(() => {
          performance.mark('frameAfter');
          window.__frameAfter = performance.now();
          console.debug(BOARD_DRAWN);
        }, 0);
      });
    }).observe(document, { childList: true, subtree: true });
  }, BOARD_DRAWN);
}

/**
 * Opens `url` in a page watched by `watchBoardFrame` and waits for the task
 * after the board's frame, by the page's console alone. Any Playwright call
 * into the page (`waitForFunction`, `evaluate`) would first compile
 * Playwright's own helper script there: on a page still loading, that took the
 * main thread for about 100 ms at 4x, just before the board's paint, and was
 * timed as the app's.
 */
export async function gotoBoard(page, url) {
  const drawn = page.waitForEvent('console', { predicate: (m) => m.text() === BOARD_DRAWN, timeout: 60000 });
  await page.goto(url, { waitUntil: 'commit' });
  await drawn;
}

/**
 * Opens `url` in `page` and returns the milliseconds from navigation start to
 * the board on screen, two ways: `painted`, the first contentful paint when it
 * is the frame that first drew the board (the board was in the DOM when that
 * frame began), else the task after that frame; and `frameAfter`, always the
 * task after that frame (an animation frame, then a timeout: it also counts
 * whatever the page queued before it, so it runs late when the page has work
 * waiting).
 */
export async function boardPainted(page, url) {
  await watchBoardFrame(page);
  await gotoBoard(page, url);
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const [frame, frameAfter, contentful] = await page.evaluate(() => [
    window.__boardFrame,
    window.__frameAfter,
    performance.getEntriesByName('first-contentful-paint')[0].startTime,
  ]);
  return { painted: contentful >= frame ? contentful : frameAfter, frameAfter };
}

/**
 * Taps the cell `label` of the board on screen `taps` times (each tap picks
 * the piece up or puts it down) and returns, per tap, the milliseconds from
 * the pointer going down to the destination dots coming or going in the
 * laid-out DOM (`null` for a tap that changed nothing within a second).
 */
export function tapLatency(page, label, taps, pointerType) {
  return page.evaluate(async ({ label, taps, pointerType }) => {
    const cell = document.querySelector(`[data-cell="${label}"]`);
    const box = cell.getBoundingClientRect();
    const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    const fire = (type) => cell.dispatchEvent(new PointerEvent(type, {
      ...at, bubbles: true, isPrimary: true, pointerId: 1, button: 0, pointerType,
    }));
    const highlighted = () => document.querySelectorAll('.highlights .target').length > 0;
    const frame = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
    const out = [];
    for (let i = 0; i < taps; i++) {
      const wanted = !highlighted();
      const t0 = performance.now();
      fire('pointerdown');
      fire('pointerup');
      while (highlighted() !== wanted && performance.now() - t0 < 1000) await Promise.resolve();
      document.querySelector('svg.board').getBoundingClientRect(); // style and layout
      out.push(highlighted() === wanted ? performance.now() - t0 : null);
      await frame();
    }
    return out;
  }, { label, taps, pointerType });
}

/**
 * Runs `work` under Chromium's tracing; the main thread's tasks (start and
 * thread ms each) and, if the page marks `inDom` and `frameAfter`, the end of
 * its first paint between the two (else the `frameAfter` mark: a trace now and
 * then has no paint event there). The main thread is the one Chromium names
 * `CrRendererMain`, found even when the page runs no script in that time.
 */
export async function mainThreadTasks(page, work) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((ok) => cdp.on('Tracing.tracingComplete', ok));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await work();
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tid === main?.tid && e.pid === main?.pid)
    .map((e) => ({ start: e.ts, ms: (e.tdur ?? 0) / 1000 }));
  const mark = (name) => events.find((e) => e.name === name)?.ts;
  const [inDom, frameAfter] = [mark('inDom'), mark('frameAfter')];
  const paint = events
    .filter((e) => e.ph === 'X' && e.name === 'Paint' && e.tid === main?.tid)
    .sort((a, b) => a.ts - b.ts)
    .find((e) => e.ts > inDom && e.ts < frameAfter);
  tasks.painted = paint ? paint.ts + paint.dur : frameAfter;
  return tasks;
}

/**
 * Milliseconds per second that the main thread of `page` works while nobody
 * touches it, over `ms` milliseconds (Chromium's trace: the renderer's main
 * thread's tasks, in CPU time). A board waiting for a move should cost next to
 * nothing; an animation the browser cannot run off the main thread shows here.
 */
export async function idleBusy(page, ms = 2000) {
  const tasks = await mainThreadTasks(page, () => page.waitForTimeout(ms));
  return tasks.reduce((sum, t) => sum + t.ms, 0) / (ms / 1000);
}
