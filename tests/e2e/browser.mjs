// Starts the system's Chromium through playwright-core, headless, with a fresh profile.
import { chromium } from 'playwright-core';

/** Chromium to drive: $CHROMIUM, else Debian's /usr/bin/chromium. */
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

/** Flags that keep Chromium quiet and offline-friendly when run as root in CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches a headless browser. Playwright gives every launch its own
 * temporary user data dir and removes it on close.
 */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Opens `url` in a new page of the given size and waits until the app has
 * drawn (the status line is there). Page errors and console errors are
 * collected in `page.problems`.
 */
export async function openApp(browser, url, width, height) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.problems.push(`console error: ${msg.text()}`);
  });
  await page.goto(url);
  await page.waitForSelector('[data-status]', { timeout: 30_000 });
  return page;
}

/** The two screen sizes every screenshot is taken at: a phone and a laptop. */
export const SIZES = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'laptop', width: 1280, height: 800 },
];
