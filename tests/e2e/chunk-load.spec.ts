import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, launchBrowser, newContext, screenshot, startApp } from './support/browser';
import { builtWebDir, startAppServer, type RunningApp } from './support/app-server';

/** After a deploy, an open tab asks for a page file that no longer exists. */
let server: RunningApp;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer({ copyBuild: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeAll(undefined, browser);
  await server.close();
});

describe('a page whose file is gone', () => {
  it('raises ChunkLoadError, reloads once, then shows a friendly error with a retry button', async () => {
    const assets = path.join(server.webDir, 'assets');
    // The help centre: a page that starts the app with it (the content pages' own HTML would be shown
    // as it is after the reload, decision 012).
    const pageChunk = fs.readdirSync(assets).find((name) => /^help-page-.*\.js$/.test(name));
    expect(pageChunk).toBeDefined();
    fs.rmSync(path.join(assets, pageChunk!));

    const { context } = await newContext(browser);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    let loads = 0;
    page.on('load', () => loads++);

    await page.goto(`${server.url}/en/`);
    await startApp(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help center' }).click();
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    expect(loads).toBe(2);
    expect(page.url()).toBe(`${server.url}/en/help`);
    expect(warnings.some((text) => text.includes('ChunkLoadError: Loading chunk help failed.'))).toBe(true);
    expect(warnings.some((text) => text.includes(`(error: ${server.url}/assets/${pageChunk})`))).toBe(true);
    // The navbar and footer are still there, so the user can go elsewhere.
    expect(await page.locator('footer').isVisible()).toBe(true);
    await screenshot(page, 'chunk-load-error-desktop-dark');

    // Once the file is back (the new build), the retry button recovers.
    fs.writeFileSync(
      path.join(assets, pageChunk!),
      fs.readFileSync(path.join(builtWebDir, 'assets', pageChunk!)),
    );
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('searchbox').waitFor();
    await context.close();
  });
});
