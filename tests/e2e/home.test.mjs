// The home page, the language switch and the rules pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTPUT, SIZES, openApp, snap, useApp } from './browser.mjs';

const app = useApp();

test('home lists the games; a card opens its game', async () => {
  const page = await openApp(app.browser, `${app.server.url}?lang=en`, 1280, 800);
  const ids = await page.locator('[data-game]').evaluateAll((els) => els.map((e) => e.dataset.game));
  assert.deepEqual(ids, ['standard', 'pawn-race', 'antichess', 'chess-attack', 'dice', 'three-player']);
  assert.equal(await page.locator('[data-game="standard"] .card-title').innerText(), 'Chess');
  await page.click('[data-game="standard"] .card-main');
  await page.waitForSelector('[data-status]');
  assert.match(page.url(), /game=standard/);
  await page.goBack();
  await page.waitForSelector('[data-game]');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the language follows the browser, then the remembered switch', async () => {
  const context = await app.browser.newContext({ locale: 'nb-NO', viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await page.goto(app.server.url);
  await page.waitForSelector('[data-game]');
  assert.equal(await page.locator('[data-game="standard"] .card-title').innerText(), 'Sjakk');
  await page.click('[data-action="lang"]');
  assert.equal(await page.locator('[data-game="standard"] .card-title').innerText(), 'Chess');
  await page.reload();
  await page.waitForSelector('[data-game]');
  assert.equal(await page.locator('[data-game="standard"] .card-title').innerText(), 'Chess', 'remembered');
  await page.goto(`${app.server.url}?lang=nb`);
  await page.waitForSelector('[data-game]');
  assert.equal(await page.locator('[data-game="standard"] .card-title').innerText(), 'Sjakk', '?lang wins');
  await context.close();
});

test('every game has a rules page in both languages with a diagram', async () => {
  const page = await openApp(app.browser, `${app.server.url}?lang=en`, 360, 640);
  const ids = await page.locator('[data-game]').evaluateAll((els) => els.map((e) => e.dataset.game));
  for (const id of ids) {
    for (const lang of ['nb', 'en']) {
      await page.goto(`${app.server.url}?game=${id}&page=rules&lang=${lang}`);
      // The texts are fetched (web/rules/) after the page opens.
      await page.waitForSelector('.rules li');
      assert.ok((await page.locator('.rules li').count()) >= 4, `${id} ${lang}`);
      assert.equal(await page.locator('.rules .diagram svg').count(), 1);
    }
  }
  await page.close();
});

test('the Norwegian rules of chess say the queen and the rook go back too', async () => {
  const page = await openApp(app.browser, `${app.server.url}?game=standard&page=rules&lang=nb`, 360, 640);
  await page.waitForSelector('.rules li');
  const rules = await page.locator('.rules').innerText();
  assert.match(rules, /Dronningen går så langt den vil: fram, bakover, til siden og på skrå/);
  assert.match(rules, /Tårnet går så langt det vil: fram, bakover og til siden/);
  assert.match(rules, /uavgjort \(remis\)/i);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a rules text that fails to load: a message and a button that tries again', async () => {
  // Playwright cannot route requests a service worker answers, so none here.
  const context = await app.browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    // The aborted requests themselves are logged by the browser; nothing else may be.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      errors.push(`console error: ${msg.text()}`);
    }
  });
  await page.route('**/rules/**', (route) => route.abort());
  await page.goto(`${app.server.url}?game=dice&page=rules&lang=en`);
  const alert = page.locator('.rules [role="alert"]');
  await alert.waitFor();
  assert.match(await alert.innerText(), /could not be loaded/);
  assert.equal(await page.locator('.rules li').count(), 0);
  assert.equal(await page.locator('.rules .diagram svg').count(), 1, 'the diagram still shows');
  assert.equal(await page.locator('.rules h1').innerText(), 'Rules: Dice Chess');
  // The other language fetches its own file, and fails the same way.
  await page.click('[data-action="lang"]');
  await page.waitForFunction(() => /kunne ikke hentes/.test(document.querySelector('.rules [role="alert"]')?.textContent ?? ''));
  assert.equal(await page.locator('[data-action="retry-rules"]').innerText(), 'Prøv igjen');
  // With the network back, trying again shows the rules.
  await page.unroute('**/rules/**');
  await page.click('[data-action="retry-rules"]');
  await page.waitForSelector('.rules li');
  assert.ok((await page.locator('.rules li').count()) >= 4);
  assert.equal(await alert.count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const { name, width, height } of SIZES) {
  test(`home and rules at ${width}x${height} (screenshots)`, async () => {
    const page = await openApp(app.browser, `${app.server.url}?lang=nb`, width, height);
    await snap(page, `${OUTPUT}home-${name}-${width}x${height}.png`, { fullPage: true });
    await page.goto(`${app.server.url}?game=standard&page=rules&lang=nb`);
    await page.waitForSelector('.rules li');
    await snap(page, `${OUTPUT}rules-${name}-${width}x${height}.png`);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test('every game fits a 360 px phone without sideways scrolling', async () => {
  const page = await openApp(app.browser, `${app.server.url}?lang=nb`, 360, 640);
  const ids = await page.locator('[data-game]').evaluateAll((els) => els.map((e) => e.dataset.game));
  for (const id of ids) {
    await page.goto(`${app.server.url}?game=${id}&lang=nb`);
    await page.waitForSelector('[data-status]');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= 360, `${id}: ${scrollWidth}`);
    const board = await page.locator('svg.board').boundingBox();
    assert.ok(board.width >= 300, `${id}: board ${board.width} wide`);
  }
  await page.close();
});
