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
    // What happened when, kept to say which step stalled if one does (this test hung on busy CI runs).
    const started = Date.now();
    const steps: string[] = [];
    const note = (what: string) => steps.push(`${Date.now() - started} ms ${what}`);
    page.on('console', (message) => note(`console: ${message.text()}`));
    page.on('domcontentloaded', () => note('domcontentloaded'));
    const workers = () =>
      page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return JSON.stringify({
            active: registration?.active?.state,
            waiting: registration?.waiting?.state,
            installing: registration?.installing?.state,
            controller: navigator.serviceWorker.controller?.state ?? null,
          });
        })
        .catch((error: unknown) => `unknown (${String(error).split('\n')[0]})`);
    const step = async <T>(what: string, action: () => Promise<T>): Promise<T> => {
      note(what);
      try {
        return await action();
      } catch (error) {
        note(`failed; service workers: ${await workers()}`);
        throw new Error(`${what}: ${String(error).split('\n')[0]}\n${steps.join('\n')}`);
      }
    };

    await step('first visit', () => page.goto(`${server.url}/en/faq`));
    await step('first worker takes control', () =>
      page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 }),
    );
    // A deploy: the service worker file changes.
    const fs = await import('node:fs');
    const path = await import('node:path');
    const file = path.join(server.webDir, 'sw.js');
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n// next build\n`);
    await step('visit after the deploy', () => page.reload());
    await step('update prompt', () =>
      page.getByText('A new version of Postura is available.').waitFor({ timeout: 20_000 }),
    );
    note(`service workers: ${await workers()}`);
    // The page reloads once the new worker has taken over, or after about 12 s anyway. Its document is
    // enough: the 'load' event also waits for every subresource, which on a busy CI machine took more
    // than the default 30 s.
    await step('reload into the new version', () =>
      Promise.all([
        page.waitForEvent('domcontentloaded', { timeout: 45_000 }),
        page.getByRole('button', { name: 'Reload' }).click(),
      ]),
    );
    await step('page after the reload', () => page.locator('main h1').waitFor());
    // The new version now runs the page: nothing is waiting any more. If the handover stalled and the
    // button reloaded anyway (about 12 s after the click), the new version takes over once the old one
    // is idle.
    const inCharge = JSON.stringify({ active: 'activated', controller: 'activated' });
    await step('new version in charge', () =>
      expect.poll(workers, { timeout: 30_000, interval: 500 }).toBe(inCharge),
    );
    await context.close();
  }, 180_000);
});
