import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, launchBrowser, newContext, screenshot, viewports } from './support/browser';
import { startAppServer, type RunningApp } from './support/app-server';

let server: RunningApp;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeAll(undefined, browser);
  await server.close();
});

const backgroundOf = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).map(Number);

describe('theme', () => {
  it('is dark on a first visit, toggles to light, and keeps light after a reload', async () => {
    const { context, errors } = await newContext(browser, { viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    // The first click loads the app, which then carries it out.
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    await page.waitForSelector('main h1');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    const [r, g, b] = backgroundOf(
      await page.$eval('body', (body) => getComputedStyle(body).backgroundColor),
    );
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(200);
    await screenshot(page, 'home-desktop-light');
    for (const width of [375]) {
      await page.setViewportSize({ width, height: 740 });
      await screenshot(page, 'home-phone-light');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('applies the saved theme before any script of the app runs (no flash)', async () => {
    const { context } = await newContext(browser, { theme: 'light' });
    const page = await context.newPage();
    // Block the app's JavaScript: only the HTML, its inline script and the CSS remain.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${server.url}/en/`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    const [r] = backgroundOf(await page.$eval('body', (body) => getComputedStyle(body).backgroundColor));
    expect(r).toBeGreaterThan(200);
    await context.close();
  });
});
