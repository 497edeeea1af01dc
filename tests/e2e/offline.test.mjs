// Offline: after one visit the service worker has cached the build, so with
// the network off a reload still loads and plays (rules pages, lessons and the
// computer too); a new build replaces the
// cache on the next online visit; the manifest makes the app installable.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, launchBrowser, playMoves, status } from './browser.mjs';
import { serveDir } from './static-server.mjs';

const site = {};

before(async () => {
  // A copy of the build, so that the test can put a "new build" in its place.
  site.dir = await mkdtemp(join(tmpdir(), 'sjakkboks-offline-'));
  await cp(DIST, site.dir, { recursive: true });
  site.server = await serveDir(site.dir);
  site.browser = await launchBrowser();
});

after(async () => {
  await site.browser?.close();
  await site.server?.close();
  await rm(site.dir, { recursive: true, force: true });
});

/** Opens the app and waits until the service worker controls the page. */
async function controlledPage(context, url) {
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  await page.goto(url);
  await page.waitForSelector('main.app > *', { timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
  return page;
}

const cacheNames = (page) => page.evaluate(() => caches.keys());

test('with the network off, a reload still loads and plays', async () => {
  const context = await site.browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await controlledPage(context, `${site.server.url}?game=standard&lang=en`);
  await playMoves(page, ['e2e4']);
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('[data-piece][data-at="e4"]', { timeout: 30_000 });
  assert.equal(await status(page), 'Black to move');
  await playMoves(page, ['e7e5']);
  assert.equal(await status(page), 'White to move');
  // Another game's page, never opened before, loads offline too.
  await page.goto(`${site.server.url}?game=three-player&lang=en`);
  await page.waitForSelector('svg.board', { timeout: 30_000 });
  // A rules page: its text (dist/rules/) comes from the cache.
  await page.goto(`${site.server.url}?game=dice&page=rules&lang=nb`);
  await page.waitForSelector('.rules li', { timeout: 30_000 });
  // Learn, never opened online: a course and a level come from the cache.
  await page.goto(`${site.server.url}?page=learn&game=pawn-race&lang=en`);
  await page.waitForSelector('[data-level-link="1-1"]', { timeout: 30_000 });
  await page.goto(`${site.server.url}?page=learn&game=pawn-race&stage=1&level=1&lang=en`);
  await page.waitForSelector('[data-level="playing"] svg.board [data-piece]', { timeout: 30_000 });
  // Puzzles, never opened online: the full module and the game's puzzle file
  // come from the cache.
  await page.goto(`${site.server.url}?page=puzzles&game=pawn-race&lang=en`);
  await page.waitForSelector('[data-puzzle][data-puzzle-state="solving"]', { timeout: 30_000 });
  // A game against the computer, never played online: the engine's worker
  // comes from the cache too.
  await page.goto(`${site.server.url}?game=standard&lang=en&ai=black&level=1`);
  await page.waitForSelector('svg.board [data-piece]', { timeout: 30_000 });
  const moves = () => page.locator('.move-list .move').count();
  const before = await moves();
  await playMoves(page, [before === 0 ? 'd2d4' : 'a2a3']);
  await page.waitForFunction((n) => document.querySelectorAll('.move-list .move').length >= n
    && !document.querySelector('svg.board[data-thinking]'), before + 2, { timeout: 30_000 });
  assert.equal(await page.locator('[data-notice="computer-failed"]').count(), 0);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('a new build replaces the cache on the next online visit', async () => {
  const context = await site.browser.newContext();
  const page = await controlledPage(context, `${site.server.url}?game=standard`);
  const worker = await readFile(join(site.dir, 'sw.js'), 'utf8');
  const version = worker.match(/VERSION\s*=\s*"([0-9a-f]+)"/)[1];
  assert.deepEqual(await cacheNames(page), [`sjakkboks-${version}`]);
  await writeFile(join(site.dir, 'sw.js'), worker.replace(version, 'feedfacefeedface'));
  await page.reload();
  await page.waitForFunction(
    async () => (await caches.keys()).join() === 'sjakkboks-feedfacefeedface', null, { timeout: 30_000 });
  await writeFile(join(site.dir, 'sw.js'), worker);
  await context.close();
});

test('the manifest makes the app installable', async () => {
  const page = await site.browser.newPage();
  await page.goto(site.server.url);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.evaluate(async (h) => (await fetch(h)).json(), href);
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  assert.ok(manifest.name);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    assert.ok(icon, `a ${size} icon`);
    assert.equal(await page.evaluate(async (src) => (await fetch(src)).status, icon.src), 200);
  }
  // The tab's icon is a picture, not an SVG document, which Chromium would
  // draw on the page's main thread after loading and after the first move.
  const tabIcon = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="icon"]').href;
    const answer = await fetch(href);
    return { href, status: answer.status, type: answer.headers.get('content-type') };
  });
  assert.equal(tabIcon.status, 200, tabIcon.href);
  assert.equal(tabIcon.type, 'image/png', tabIcon.href);
  await page.close();
});
