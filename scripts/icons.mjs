// Draws the app's PNG icons (web/icon-192.png, web/icon-512.png) from
// web/icon.svg with headless Chromium. Run by hand after changing the icon:
//   node scripts/icons.mjs
import { readFile } from 'node:fs/promises';
import { launchBrowser } from '../tests/e2e/browser.mjs';

const svg = await readFile(new URL('../web/icon.svg', import.meta.url), 'utf8');
const browser = await launchBrowser();
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const body = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0">${body}</body></html>`);
    const path = new URL(`../web/icon-${size}.png`, import.meta.url).pathname;
    await page.screenshot({ path, omitBackground: false });
    console.log(`saved ${path}`);
    await page.close();
  }
} finally {
  await browser.close();
}
