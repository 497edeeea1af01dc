// Screenshots of a running app at the phone and laptop sizes.
// Usage: node tests/e2e/screenshot.mjs [url] [output dir]
// (defaults: http://127.0.0.1:8080/ as `bash scripts/serve.sh` serves it, tests/e2e/output/)
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, openApp, SIZES } from './browser.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const outDir = process.argv[3] ?? fileURLToPath(new URL('./output/', import.meta.url));

await mkdir(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  for (const { name, width, height } of SIZES) {
    const page = await openApp(browser, url, width, height);
    const path = join(outDir, `serve-${name}-${width}x${height}.png`);
    await page.screenshot({ path });
    console.log(`saved ${path}`);
    for (const problem of page.problems) console.log(problem);
    await page.close();
  }
} finally {
  await browser.close();
}
