// Embedding on a club's website: the snippet from the embed dialog, put on a
// page of another origin (a second local port), shows the board at 280 px and
// a move is played inside the frame; `lang` and `flip` work there.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, OUTPUT, openApp, useApp } from './browser.mjs';
import { serveDir } from './static-server.mjs';

const app = useApp();
const club = {};

before(async () => {
  club.dir = await mkdtemp(join(tmpdir(), 'sjakkboks-club-'));
  club.server = await serveDir(club.dir);
  // Another origin: another host name and another port.
  club.url = club.server.url.replace('127.0.0.1', 'localhost');
});

after(async () => {
  await club.server?.close();
  await rm(club.dir, { recursive: true, force: true });
});

/** Puts `snippet` on the club's page, in a column `width` px wide, and opens it. */
async function clubPage(snippet, width, height = 800) {
  await writeFile(join(club.dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sjakkklubben</title></head>
<body style="margin:0;font-family:sans-serif"><h1 style="font-size:18px;margin:8px">Sjakkklubben</h1>
<div style="width:${width}px">${snippet}</div></body></html>`);
  const page = await app.browser.newPage({ viewport: { width: Math.max(width, 320), height } });
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  await page.goto(club.url);
  const frame = page.frameLocator('iframe');
  await frame.locator('svg.board').waitFor({ timeout: 30_000 });
  return { page, frame };
}

test('the embed dialog gives an iframe snippet that plays on another origin at 280 px', async () => {
  const home = await openApp(app.browser, `${app.server.url}?game=standard&lang=en`, 1280, 800);
  await home.click('[data-action="embed"]');
  const snippet = await home.locator('[data-embed-snippet]').inputValue();
  await home.screenshot({ path: `${OUTPUT}embed-dialog-laptop-1280x800.png` });
  assert.match(snippet, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?game=standard&embed=1&lang=en"/);
  await home.close();

  const { page, frame } = await clubPage(snippet, 280);
  assert.equal(await frame.locator('.app-header').count(), 0, 'no header');
  assert.equal(await frame.locator('.move-list').count(), 0, 'no move list');
  assert.equal(await frame.locator('[data-action="share"]').count(), 0);
  const board = await frame.locator('svg.board').boundingBox();
  const iframe = await page.locator('iframe').boundingBox();
  assert.equal(Math.round(iframe.width), 280);
  assert.ok(board.width >= 200 && board.x >= iframe.x && board.x + board.width <= iframe.x + iframe.width + 1,
    `the board fits the frame (${board.width} px)`);
  const scrolls = await page.frames()[1].evaluate(() => document.documentElement.scrollWidth > innerWidth);
  assert.equal(scrolls, false, 'nothing sticks out sideways');
  await frame.locator('[data-cell="e2"]').click();
  await frame.locator('[data-cell="e4"]').click();
  await frame.locator('[data-piece][data-at="e4"]').waitFor();
  assert.equal(await frame.locator('[data-status]').innerText(), 'Black to move');
  await page.screenshot({ path: `${OUTPUT}embed-280.png`, fullPage: true });
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('lang and flip work in the embed', async () => {
  const src = `${app.server.url}?game=antichess&embed=1&lang=nb&flip=1`;
  const { page, frame } = await clubPage(
    `<iframe src="${src}" title="Sjakkboks" style="width:100%;aspect-ratio:2/3;border:0"></iframe>`, 360);
  assert.equal(await frame.locator('[data-status]').innerText(), 'Hvit i trekket');
  const a1 = await frame.locator('[data-cell="a1"]').boundingBox();
  const a8 = await frame.locator('[data-cell="a8"]').boundingBox();
  assert.ok(a1.y < a8.y, 'black sits at the bottom');
  await frame.locator('[data-cell="e2"]').click();
  await frame.locator('[data-cell="e3"]').click();
  await frame.locator('[data-piece][data-at="e3"]').waitFor();
  assert.ok((await frame.locator('[data-cell="a1"]').boundingBox()).y < a8.y, 'and stays there');
  await page.screenshot({ path: `${OUTPUT}embed-360-nb-flip.png`, fullPage: true });
  await page.close();
});

test('a sandboxed frame without storage still plays (storage and service worker are guarded)', async () => {
  // A frame sandboxed without allow-same-origin has an opaque origin: the
  // browser then loads the app's scripts only from a host that allows CORS,
  // and localStorage and navigator.serviceWorker throw.
  const cors = await serveDir(DIST, { 'access-control-allow-origin': '*' });
  after(() => cors.close());
  const src = `${cors.url}?game=standard&embed=1&lang=en`;
  const { page, frame } = await clubPage(
    `<iframe sandbox="allow-scripts" src="${src}" title="Sjakkboks" style="width:100%;aspect-ratio:2/3;border:0"></iframe>`, 320);
  await frame.locator('[data-cell="d2"]').click();
  await frame.locator('[data-cell="d4"]').click();
  await frame.locator('[data-piece][data-at="d4"]').waitFor();
  assert.equal(await frame.locator('[data-status]').innerText(), 'Black to move');
  assert.deepEqual(page.problems, []);
  await page.close();
});
