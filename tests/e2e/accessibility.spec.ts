import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoUser, demoEmail, demoPassword } from '../../src/server/admin/create-demo-user';
import { pathTo, routeIds, routes, type RouteId } from '../../src/shared/routing/paths';
import { HttpClient } from '../support/http-client';
import { startAppServer, type RunningApp } from './support/app-server';
import { closeAll, launchBrowser, newContext, startApp, type ContextOptions } from './support/browser';

/**
 * axe-core on every page — as a visitor, and signed in for the private ones — in the dark and light
 * themes and in a right-to-left language: no violation of any rule axe checks by default (WCAG 2.x A
 * and AA, and its best practices).
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: RunningApp;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer({ env: { TRUST_PROXY: 'true' } });
  browser = await launchBrowser();
  await createDemoUser(server.app.database.db, server.app.database.kind, { days: 14 });
});
afterAll(async () => {
  await closeAll(undefined, browser);
  await server.close();
});

const visitorRoutes = routeIds.filter((id) => routes[id].access !== 'signed-in');
// The private pages, and two public ones whose navbar differs once signed in.
const signedInRoutes: RouteId[] = [
  'home',
  'pose',
  ...routeIds.filter((id) => routes[id].access === 'signed-in'),
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * Opens a page: the first one loads the document (and axe), the next ones are reached the way the app
 * moves between pages, through the router, so a pass over every route stays quick.
 */
async function open(page: Page, path: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window).catch(() => false))) {
    await page.goto(server.url + path);
    // The next pages are reached through the app's router, which a content page loads on interaction.
    await startApp(page);
    await page.evaluate(axeSource);
  } else {
    await page.evaluate(() => document.querySelector('main h1')?.setAttribute('data-seen', ''));
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  // The page is there when its heading is new and nothing is loading any more.
  const ready = () =>
    page.waitForFunction(
      () =>
        document.querySelector('main h1:not([data-seen])') &&
        !document.querySelector('[role="status"][aria-busy="true"]'),
    );
  await ready();
  await page.waitForTimeout(50);
  await ready();
}

/** Axe's violations on the page, one line each: rule, impact, what it asks, and the first elements. */
async function violations(page: Page, theme: string): Promise<string[]> {
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
  const found = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  })) as Violation[];
  const path = new URL(page.url()).pathname;
  return found.map(
    (v) =>
      `${path} ${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
  );
}

async function signedInContext(options: ContextOptions) {
  const client = new HttpClient(server.url, '198.51.100.21');
  const signIn = await client.post('/api/auth/sign-in/email', { email: demoEmail, password: demoPassword });
  expect(signIn.status).toBe(200);
  const [name = '', value = ''] = client.cookieHeader
    .split('; ')
    .find((c) => c.startsWith('postura.session_token='))!
    .split(/=(.*)/s);
  const made = await newContext(browser, options);
  await made.context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  return made;
}

describe.each([
  { language: 'en', theme: 'dark' },
  { language: 'en', theme: 'light' },
  { language: 'ar', theme: 'dark' },
] as const)('accessibility in $language, $theme theme', ({ language, theme }) => {
  it('finds no axe violation on any page a visitor can open', async () => {
    const { context } = await newContext(browser, { theme });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    for (const id of [...visitorRoutes, 'missing' as const]) {
      const path = id === 'missing' ? `/${language}/this-page-does-not-exist` : pathTo(language, id);
      await open(page, path);
      found.push(...(await violations(page, theme)));
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('finds no axe violation on the signed-in pages', async () => {
    const { context } = await signedInContext({ theme });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    for (const id of signedInRoutes) {
      await open(page, pathTo(language, id));
      expect(new URL(page.url()).pathname).toBe(pathTo(language, id));
      found.push(...(await violations(page, theme)));
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
