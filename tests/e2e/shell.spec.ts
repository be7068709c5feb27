import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeIds, routes, pathTo } from '../../src/shared/routing/paths';
import { closeAll, launchBrowser, newContext, screenshot, startApp, viewports } from './support/browser';
import { startAppServer, type RunningApp } from './support/app-server';

/** Every route at desktop and phone widths: it loads, has the common layout, and nothing overflows. */
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

async function expectCommonLayout(page: Page, width: number) {
  const footerLinks = await page.$$eval('footer a[href]', (links) =>
    links.map((a) => a.getAttribute('href')),
  );
  expect(footerLinks).toEqual(
    expect.arrayContaining(['/en/help', '/en/contact', '/en/faq', '/en/privacy', '/en/terms']),
  );
  expect(await page.textContent('footer')).toContain(`© ${new Date().getFullYear()} Postura`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  const mainPadding = await page.$eval('main', (main) => getComputedStyle(main).paddingTop);
  expect(mainPadding).toBe('64px');
}

describe.each([
  ['desktop', viewports.desktop, 'dark'],
  ['phone', viewports.phone, 'dark'],
  ['desktop', viewports.desktop, 'light'],
  ['phone', viewports.phone, 'light'],
] as const)('every route at %s width', (name, viewport, theme) => {
  it(`renders the page with navbar and footer, without errors, in the ${theme} theme`, async () => {
    const { context, errors } = await newContext(browser, { viewport, theme });
    const page = await context.newPage();
    for (const id of [...routeIds, 'missing' as const]) {
      const path = id === 'missing' ? '/en/this-page-does-not-exist' : pathTo('en', id);
      await page.goto(server.url + path);
      await page.waitForSelector('main h1');
      const title = await page.title();
      expect(title, path).toMatch(/Postura/);
      if (id === 'missing') expect(await page.textContent('main h1')).toBe('Page not found');
      await expectCommonLayout(page, viewport.width);
      await screenshot(page, `${id}-${name}-${theme}`);
    }
    // The not-found page is served with status 404, which Chromium logs once; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    expect(errors.filter((e) => e.includes('status of 404'))).toHaveLength(1);
    await context.close();
    // A page load and a full-page screenshot for each of the routes: about 40 s on a quiet machine;
    // at a lower priority beside the camera tests (scripts/run-tests.mjs), once more than 150 s.
  }, 300_000);
});

describe('navbar', () => {
  it('shows FAQ, Sign in and Sign up on desktop, linking in the current language', async () => {
    const { context } = await newContext(browser, { viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/en/faq');
    expect(await nav.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/signin');
    expect(await nav.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/en/signup');
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await context.close();
  });

  it('folds the links into a menu on a phone that opens, follows a link, and closes on an outside click', async () => {
    const { context } = await newContext(browser, { viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/`);
    const faq = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' });
    expect(await faq.isVisible()).toBe(false);
    // The first tap loads the app, which then opens the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await faq.waitFor({ state: 'visible' });
    await page.mouse.click(200, 600);
    expect(await faq.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await faq.click();
    await page.waitForURL(/\/en\/faq$/);
    expect(await faq.isVisible()).toBe(false);
    await context.close();
  });
});

describe('footer', () => {
  it('has three columns on desktop, two on a tablet and one on a phone', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    const columns = async (width: number) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server.url}/en/help`);
      await page.locator('footer > div').first().waitFor();
      return page.$eval(
        'footer > div',
        (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length,
      );
    };
    expect(await columns(1280)).toBe(3);
    expect(await columns(768)).toBe(2);
    expect(await columns(480)).toBe(1);
    await context.close();
  });
});

describe('lazy pages', () => {
  it('shows "Loading..." while a page file is on its way', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/en/`);
    // Hydrated, the app follows the link itself and loads the FAQ page's file.
    await startApp(page);
    await page.route('**/assets/faq-page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await page.getByText('Loading...').waitFor();
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    await context.close();
  });

  it('keeps the page area within the 1200px layout width', async () => {
    const { context } = await newContext(browser, { viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}${pathTo('en', 'features')}`);
    // The page renders after the app's script runs; wait for it rather than race it.
    await page.locator('main h1').waitFor();
    expect(await page.$eval('main', (main) => main.getBoundingClientRect().width)).toBe(1200);
    expect(routes.features.path).toBe('/features');
    await context.close();
  });
});
