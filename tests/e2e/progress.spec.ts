import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoUser } from '../../src/server/admin/create-demo-user';
import { setPlan } from '../../src/server/admin/set-plan';
import { HttpClient } from '../support/http-client';
import { startAppServer, type RunningApp } from './support/app-server';
import { closeAll, launchBrowser, newContext, screenshot, viewports } from './support/browser';

/**
 * /progress as people use it: the demo user's 90 days fill the charts; Pro switches ranges and
 * downloads the CSV; on the free plan the Pro sections are replaced by what Pro adds.
 */
let server: RunningApp;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer({ env: { TRUST_PROXY: 'true' } });
  browser = await launchBrowser();
  await createDemoUser(server.app.database.db, server.app.database.kind, {
    days: 90,
    offsetMinutes: -new Date().getTimezoneOffset(),
  });
});
afterAll(async () => {
  await closeAll(undefined, browser);
  await server.close();
});

async function demoContext(options: Parameters<typeof newContext>[1] = {}) {
  const client = new HttpClient(server.url, '198.51.100.7');
  const signIn = await client.post('/api/auth/sign-in/email', {
    email: 'demo@postura.local',
    password: 'postura-demo-2026',
  });
  expect(signIn.status).toBe(200);
  const [name = '', value = ''] = client.cookieHeader
    .split('; ')
    .find((c) => c.startsWith('postura.session_token='))!
    .split(/=(.*)/s);
  const made = await newContext(browser, { ...options });
  await made.context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  return made;
}

describe('progress page', () => {
  it('shows a free user the week, streak, advice and sessions, and what Pro adds instead of Pro sections', async () => {
    await setPlan(server.app.database.db, 'demo@postura.local', 'free');
    const { context, errors } = await demoContext({ viewport: viewports.phone, theme: 'light' });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/progress`);
    await page.getByRole('heading', { name: 'Your progress' }).waitFor();
    await page.getByTestId('pro-upsell').waitFor({ timeout: 10_000 });
    await page.locator('[data-testid="daily-chart"] canvas').waitFor();
    expect(await page.getByTestId('today-minutes').textContent()).toMatch(/min|h/);
    expect(await page.getByRole('heading', { name: 'Recommended for you' }).count()).toBe(1);
    expect(await page.locator('ol li h3').count()).toBe(1); // free: the top recommendation only
    expect(
      await page.getByText('Pro shows all your recommendations and a weekly exercise plan.').count(),
    ).toBe(1);
    expect(await page.getByTestId('heat-map').count()).toBe(0);
    // The five latest sessions first, the rest on request.
    expect(await page.getByRole('button', { name: /^Delete the session of/ }).count()).toBe(5);
    await page.getByRole('button', { name: 'Show all recent sessions' }).click();
    expect(await page.getByRole('button', { name: /^Delete the session of/ }).count()).toBe(20);
    await screenshot(page, 'progress-phone-light-free');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives Pro the heat map, trends and ranges, and a CSV download', async () => {
    await setPlan(server.app.database.db, 'demo@postura.local', 'pro');
    const { context, errors } = await demoContext({ theme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/progress`);
    await page.getByRole('heading', { name: 'Your history in depth' }).waitFor({ timeout: 10_000 });
    await page.getByTestId('heat-map').waitFor();
    await page.locator('[data-testid="trend-chart"] canvas').waitFor();
    expect(await page.getByTestId('best-worst').textContent()).toMatch(/Your best hour is around/);
    expect(await page.getByRole('heading', { name: 'Your plan for the week' }).count()).toBe(1);
    const monthMinutes = await page.getByTestId('range-totals').textContent();
    await screenshot(page, 'progress-desktop-dark-pro');

    await page.getByRole('radio', { name: '7 days' }).click();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="range-totals"]')?.textContent !== before,
      monthMinutes,
    );
    await page.getByRole('radio', { name: 'Custom' }).click();
    // A start more than a year back is pulled forward to the longest range the server serves.
    await page.getByLabel('From').fill('2020-01-01');
    await page.waitForFunction(
      () => (document.querySelector('input[type="date"]') as HTMLInputElement).value > '2020-01-01',
    );
    await page.getByTestId('range-totals').waitFor();

    const link = page.getByRole('link', { name: 'Download CSV' });
    expect(await link.getAttribute('download')).not.toBeNull();
    const answer = await page.request.get(new URL((await link.getAttribute('href'))!, server.url).href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-disposition']).toMatch(
      /^attachment; filename="postura-\d{4}-\d{2}-\d{2}-to-/,
    );
    const csv = await answer.text();
    expect(csv.split('\r\n')[0]).toMatch(/^minute_utc,minute_local,score,/);
    expect(csv.split('\r\n').length).toBeGreaterThan(100);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a session after confirmation', async () => {
    const { context } = await demoContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/en/progress`);
    const first = page.getByRole('button', { name: /^Delete the session of/ }).first();
    await first.waitFor();
    const label = (await first.getAttribute('aria-label'))!;
    await first.click();
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByRole('button', { name: label, exact: true }).waitFor({ state: 'detached' });
    await context.close();
  });
});
