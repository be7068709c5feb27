import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningApp } from './support/app-server';
import { closeAll, launchBrowser, newContext } from './support/browser';

/** The installable app: manifest, service worker, offline pages and model, and the update prompt. */
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

describe('installable app', () => {
  it('serves a manifest with name, icons and colours', async () => {
    const manifest = await (await fetch(`${server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: expect.stringContaining('Postura'), display: 'standalone' });
    expect(manifest.icons.length).toBeGreaterThan(0);
  });

  it('works offline after the first visit: pages, translations and the pose model', async () => {
    const { context, errors } = await newContext(browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${server.url}/fr/faq`);
    await page.locator('main h1').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    // The model is cached on first use (here fetched as /pose would).
    expect(await page.evaluate(async () => (await fetch('/models/movenet-lightning.json')).ok)).toBe(true);
    const heading = await page.locator('main h1').textContent();

    await context.setOffline(true);
    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await page.locator('main h1').textContent()).toBe(heading);
    // A page never opened before still starts from the cached app shell and its precached files.
    await page.goto(`${server.url}/fr/help`);
    await page.getByRole('searchbox').waitFor();
    expect(await page.evaluate(async () => (await fetch('/models/movenet-lightning.json')).ok)).toBe(true);
    await context.setOffline(false);
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('offers a reload when a new version has been deployed', async () => {
    const { context } = await newContext(browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/faq`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    // A deploy: the service worker file changes.
    const fs = await import('node:fs');
    const path = await import('node:path');
    const file = path.join(server.webDir, 'sw.js');
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n// next build\n`);
    await page.reload();
    await page.getByText('A new version of Postura is available.').waitFor({ timeout: 15_000 });
    // The page reloads once the new worker has taken over. Its document is enough: the 'load' event
    // also waits for every subresource, which on a busy CI machine took more than the default 30 s.
    await Promise.all([
      page.waitForEvent('domcontentloaded', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await page.locator('main h1').waitFor();
    // The new version now runs the page: nothing is waiting any more.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return Boolean(registration?.waiting);
      }),
    ).toBe(false);
    await context.close();
  });
});
