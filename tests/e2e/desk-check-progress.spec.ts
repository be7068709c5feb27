import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoUser } from '../../src/server/admin/create-demo-user';
import { HttpClient } from '../support/http-client';
import { startAppServer, type RunningApp } from './support/app-server';
import { closeAll, launchBrowser, newContext, screenshot, viewports } from './support/browser';

/** /progress says when the desk setup was last checked, from the account's history, in the page's language. */
let server: RunningApp;
let browser: Browser;
let client: HttpClient;

beforeAll(async () => {
  server = await startAppServer({ env: { TRUST_PROXY: 'true' } });
  browser = await launchBrowser();
  await createDemoUser(server.app.database.db, server.app.database.kind, {
    days: 3,
    offsetMinutes: -new Date().getTimezoneOffset(),
  });
  client = new HttpClient(server.url, '198.51.100.9');
  const signIn = await client.post('/api/auth/sign-in/email', {
    email: 'demo@postura.local',
    password: 'postura-demo-2026',
  });
  expect(signIn.status).toBe(200);
});
afterAll(async () => {
  await closeAll(undefined, browser);
  await server.close();
});

async function signedInPage(options: Parameters<typeof newContext>[1]) {
  const made = await newContext(browser, options);
  const [name = '', value = ''] = client.cookieHeader
    .split('; ')
    .find((c) => c.startsWith('postura.session_token='))!
    .split(/=(.*)/s);
  await made.context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  return made;
}

describe('desk check on /progress', () => {
  it('invites a user who never checked, then shows the last check with its distance', async () => {
    const { context, errors } = await signedInPage({ viewport: viewports.desktop, theme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/progress`);
    const line = page.getByTestId('desk-check-last');
    await line.waitFor({ timeout: 10_000 });
    expect(await line.textContent()).toContain('You have not checked your desk setup yet.');
    expect(await line.getByRole('link', { name: 'Check my desk setup' }).getAttribute('href')).toBe(
      '/en/pose',
    );

    const at = Date.UTC(2026, 10, 20, 9, 30);
    const saved = await client.post('/api/desk-checks', {
      distanceCm: 58,
      eyesAboveCm: 6,
      screenHeight: 'ok',
      lightLevel: 0.41,
      lighting: 'ok',
      at,
    });
    expect(saved.status).toBe(201);
    await page.reload();
    await line.waitFor({ timeout: 10_000 });
    expect(await line.textContent()).toContain(
      'Desk setup last checked on Nov 20, 2026: the screen was about 58 cm away.',
    );
    await screenshot(page, 'desk-check-progress-dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes the date and the number in Persian with Persian digits, right to left', async () => {
    const { context, errors } = await signedInPage({ viewport: viewports.phone, theme: 'light' });
    const page = await context.newPage();
    await page.goto(`${server.url}/fa/progress`);
    const line = page.getByTestId('desk-check-last');
    await line.waitFor({ timeout: 10_000 });
    expect(await line.textContent()).toContain('۵۸');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'desk-check-progress-fa-phone-light');
    expect(errors).toEqual([]);
    await context.close();
  });
});
