// The share dialog: the system share sheet where the browser has one, copying
// otherwise (and saying plainly when the copy failed), and the link's QR code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTPUT, playMoves, snap, useApp } from './browser.mjs';

const app = useApp();

/** A page in a fresh context with `init` run before the app, a move played. */
async function gamePage(init, options = {}) {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  await page.goto(`${app.server.url}?game=standard&lang=en`);
  await page.waitForSelector('svg.board');
  await playMoves(page, ['e2e4']);
  return { context, page };
}

/** The status line of the open dialog once it says something. */
async function copyStatus(page) {
  const status = page.locator('[data-copy-status]');
  await page.waitForFunction(() => (document.querySelector('[data-copy-status]')?.textContent ?? '') !== '');
  return status.innerText();
}

test('the system share sheet is used where the browser has one', async () => {
  const { context, page } = await gamePage(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data) => {
        window.__shared = data;
      },
    });
  });
  await page.click('[data-action="share"]');
  const link = await page.locator('[data-share-link]').inputValue();
  assert.match(link, /\?game=standard#g=/);
  const shared = await page.waitForFunction(() => window.__shared).then((h) => h.jsonValue());
  assert.equal(shared.url, link, 'the sheet gets the link');
  assert.equal(await copyStatus(page), 'Shared!');
  // The QR code of the link beside it, made by the worker.
  const qr = page.locator('[data-share-qr] svg[data-qr-modules]');
  await qr.waitFor({ timeout: 30_000 });
  const modules = Number(await qr.getAttribute('data-qr-modules'));
  assert.ok(modules >= 21 && (modules - 17) % 4 === 0, `a QR code's width: ${modules} modules`);
  const squares = await qr.locator('path').getAttribute('d');
  assert.ok(squares.split('M').length > modules * 4, 'dark modules are drawn');
  const box = await qr.boundingBox();
  assert.ok(box.width >= 150, `big enough to scan (${box.width} px)`);
  await snap(page, `${OUTPUT}share-dialog-laptop-1280x800.png`);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('a closed share sheet says the link was not shared', async () => {
  const { context, page } = await gamePage(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: () => Promise.reject(new DOMException('closed', 'AbortError')),
    });
  });
  await page.click('[data-action="share"]');
  assert.equal(await copyStatus(page), 'Not shared. You can copy the link instead.');
  await context.close();
});

test('without a share sheet the link is copied, and "copied" is said only then', async () => {
  const noShare = () => Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
  const { context, page } = await gamePage(noShare, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.click('[data-action="share"]');
  assert.equal(await copyStatus(page), 'Copied!');
  const link = await page.locator('[data-share-link]').inputValue();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  await context.close();

  // A clipboard that refuses, and no old-style copy either.
  const refused = await gamePage(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
    });
    Document.prototype.execCommand = () => false;
  });
  await refused.page.click('[data-action="share"]');
  assert.match(await copyStatus(refused.page), /^Could not copy\. The text is selected/);
  await refused.context.close();
});
