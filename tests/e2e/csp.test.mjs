// The Content-Security-Policy of index.html: the app, its service worker, its
// engine worker and our scripts added after the first draw all run under it
// with no violation, and it does block an inline script.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, playMoves, status, useApp } from './browser.mjs';

const app = useApp();

/** Records every CSP violation the page reports in window.__violations. */
function recordViolations() {
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
  });
}

test('the app plays against the computer under its CSP with no violation', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(recordViolations);
  const page = await openApp(context, `${app.server.url}?game=standard&lang=en&ai=black&level=1`, 1280, 800);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval';/);
  assert.doesNotMatch(policy, /'unsafe-inline'/, 'nothing inline, not even style attributes');
  assert.equal(await page.evaluate(() => [...document.scripts].filter((s) => !s.src).length), 0, 'no inline script');
  // The engine worker answers.
  await playMoves(page, ['e2e4']);
  await page.waitForFunction(() => document.querySelectorAll('.move-list .move').length === 2, null, { timeout: 30_000 });
  assert.match(await status(page), /^White to move/);
  // The service worker and our scripts.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => typeof window.sjakkboks?.play === 'function' && typeof window.sjakkboks?.awakeChanged === 'function');
  // The share dialog's QR code (worker, then an SVG put in the page).
  await page.click('[data-action="share"]');
  await page.locator('[data-share-qr] svg').waitFor({ timeout: 30_000 });
  // A reload is served by the service worker, still under the policy.
  await page.reload();
  await page.waitForSelector('svg.board [data-piece]');
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'served by the service worker');
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(page.problems, []);

  // The policy is in force: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = true';
    document.head.append(script);
  });
  await page.waitForFunction(() => window.__violations.length > 0);
  assert.equal(await page.evaluate(() => window.__ran), undefined);
  assert.match((await page.evaluate(() => window.__violations))[0], /^script-src/);
  await context.close();
});
