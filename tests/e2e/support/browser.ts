import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium at a lower priority (the script says why): for work beside the camera tests that is not
 * itself timed, such as rendering a rig video in set-up.
 */
export const backgroundChromiumPath = path.resolve('tests/e2e/support/chromium-in-background.sh');

export const screenshotDir = path.resolve('test-results/screenshots');

/** Flags for a quiet, reproducible headless Chromium in a container (tests and benchmarks). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(
  extraArgs: string[] = [],
  executablePath = chromiumPath,
): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [...chromiumArgs, ...extraArgs],
    // The background script runs the Chromium this process would (scripts/run-tests.mjs names it when
    // CHROMIUM_PATH is the script itself): a CHROMIUM_PATH given by hand holds for rig renders too.
    env: { ...process.env, POSTURA_CHROMIUM: process.env.POSTURA_CHROMIUM ?? chromiumPath },
  });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

export interface ContextOptions {
  viewport?: { width: number; height: number };
  /** The service worker is blocked unless a test is about it, so every request reaches the server. */
  serviceWorkers?: 'allow' | 'block';
  theme?: 'light' | 'dark';
  locale?: string;
}

/** A fresh browser profile; page errors and console errors are collected so tests can assert none. */
export async function newContext(browser: Browser, options: ContextOptions = {}) {
  const context = await browser.newContext({
    viewport: options.viewport ?? viewports.desktop,
    locale: options.locale ?? 'en-US',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  if (options.theme) {
    await context.addInitScript((theme) => {
      try {
        localStorage.setItem('theme', theme);
      } catch {
        // about:blank has no storage.
      }
    }, options.theme);
  }
  const errors: string[] = [];
  context.on('page', (page) => watchErrors(page, errors));
  return { context, errors };
}

function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
}

/**
 * Starts the app on a content page (home, features, FAQ, terms, privacy), which loads it at the
 * visitor's first interaction (src/web/deferred-start.ts), and waits until React has hydrated it.
 */
export async function startApp(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
}

/**
 * Scrolls each shown lazy picture into view and waits until it is decoded, then back to the top: a
 * full-page screenshot shows the page as a reader who scrolled through it saw it, not the empty
 * frames of pictures Chromium had not yet fetched because they lay below the fold.
 */
async function loadLazyPictures(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const shown = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].filter(
      (img) => img.getClientRects().length > 0,
    );
    if (!shown.length) return;
    for (const img of shown) {
      img.scrollIntoView({ block: 'center' });
      // A picture that fails to load, or takes over 5 s, leaves its frame empty in the screenshot,
      // where it is seen.
      await Promise.race([
        img.decode().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]);
    }
    window.scrollTo(0, 0);
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await loadLazyPictures(page);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

export async function closeAll(
  context: BrowserContext | undefined,
  browser: Browser | undefined,
): Promise<void> {
  await context?.close().catch(() => undefined);
  await browser?.close().catch(() => undefined);
}
