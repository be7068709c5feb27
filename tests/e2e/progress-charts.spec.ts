import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoUser, demoEmail, demoPassword } from '../../src/server/admin/create-demo-user';
import { setPlan } from '../../src/server/admin/set-plan';
import { HttpClient } from '../support/http-client';
import { startAppServer, type RunningApp } from './support/app-server';
import {
  closeAll,
  launchBrowser,
  newContext,
  screenshot,
  viewports,
  type ContextOptions,
} from './support/browser';
import { chartGeometry, watchCanvasDrawing, type ChartGeometry } from './support/chart-geometry';

/**
 * The progress charts read as drawn: one label per day (or week, or month), each bar centred over its
 * label and whole inside the plot, a key rather than a row of dashes, values only while a day is
 * pointed at or reached with the keyboard, right-to-left pages reading from the right. Checked on what
 * the canvas really drew, for a signed-in Pro user with 0, 1, 7+ days and a year of history.
 */
let server: RunningApp;
let browser: Browser;
let signIns = 0;

beforeAll(async () => {
  server = await startAppServer({ env: { TRUST_PROXY: 'true' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeAll(undefined, browser);
  await server.close();
});

async function seed(days: number) {
  // The demo's working day runs from about 9:00 to 18:00. Seeded as of 23:00 today, a run before nine
  // in the morning sees the same complete day as one in the evening, not an empty today.
  const lateToday = new Date();
  lateToday.setHours(23, 0, 0, 0);
  await createDemoUser(server.app.database.db, server.app.database.kind, {
    days,
    offsetMinutes: -lateToday.getTimezoneOffset(),
    now: lateToday.getTime(),
  });
  await setPlan(server.app.database.db, demoEmail, 'pro');
}

async function openProgress(language: string, options: ContextOptions) {
  // Each sign-in from its own address (one no other browser test uses), so the per-address sign-in
  // limit never interferes.
  const client = new HttpClient(server.url, `192.0.2.${++signIns}`);
  const signIn = await client.post('/api/auth/sign-in/email', { email: demoEmail, password: demoPassword });
  expect(signIn.status).toBe(200);
  const [name = '', value = ''] = client.cookieHeader
    .split('; ')
    .find((c) => c.startsWith('postura.session_token='))!
    .split(/=(.*)/s);
  const made = await newContext(browser, options);
  await made.context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  await watchCanvasDrawing(made.context);
  const page = await made.context.newPage();
  await page.goto(`${server.url}/${language}/progress`);
  return { ...made, page };
}

/** The rows of the table of figures beside the `index`-th chart with this test id: one per day. */
function tableRows(page: Page, testId: string, index = 0) {
  return page.locator(`figure:has([data-testid="${testId}"])`).nth(index).locator('table tbody tr');
}

/** The text of a day's row as the table writes it (the readout writes the day the same way). */
async function dayText(page: Page, testId: string, row: number) {
  const rows = tableRows(page, testId);
  return (await rows
    .nth(row < 0 ? (await rows.count()) + row : row)
    .locator('td, th')
    .first()
    .textContent())!;
}

/**
 * The checks every chart of days must pass: at most one label a day, labels not touching, each on the centre of its
 * day's slot (the plot split evenly between the days), every bar whole inside the plot and centred on
 * its day's slot.
 */
function expectReadable(chart: ChartGeometry, days: number) {
  const { plot, bars, labels } = chart;
  const slot = (plot.right - plot.left) / days;
  const slotIndex = (x: number) => (x - plot.left) / slot - 0.5;
  expect(labels.length).toBeGreaterThan(0);
  // Never two labels for one day.
  expect(new Set(labels.map((l) => Math.round(slotIndex(l.centre)))).size).toBe(labels.length);
  for (const label of labels) {
    expect(Math.abs(slotIndex(label.centre) - Math.round(slotIndex(label.centre))) * slot).toBeLessThan(2);
  }
  for (let i = 1; i < labels.length; i++) {
    expect(labels[i]!.centre - labels[i - 1]!.centre).toBeGreaterThan(
      (labels[i]!.width + labels[i - 1]!.width) / 2,
    );
  }
  expect(bars.length).toBeLessThanOrEqual(days);
  for (const bar of bars) {
    expect(bar.left).toBeGreaterThanOrEqual(plot.left - 0.5);
    expect(bar.right).toBeLessThanOrEqual(plot.right + 0.5);
    expect(Math.abs(slotIndex(bar.centre) - Math.round(slotIndex(bar.centre))) * slot).toBeLessThan(2);
  }
}

/** With one label per day: as many labels as days, and each bar within a few pixels of its label. */
function expectOneLabelPerDay(chart: ChartGeometry, days: number) {
  expect(chart.labels).toHaveLength(days);
  expect(new Set(chart.labels.map((l) => l.text)).size).toBe(days);
  for (const bar of chart.bars) {
    const nearest = Math.min(...chart.labels.map((l) => Math.abs(l.centre - bar.centre)));
    expect(nearest).toBeLessThan(2);
  }
}

async function noHorizontalScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

describe('progress charts', () => {
  it('label each of the last 7 days once under its bar, clip nothing, and show a key with values only on hover or focus', async () => {
    await seed(90);
    const { context, errors, page } = await openProgress('en', { theme: 'dark' });
    const week = await chartGeometry(page, 'daily-chart');
    expect(await tableRows(page, 'daily-chart').count()).toBe(7);
    expectReadable(week, 7);
    expectOneLabelPerDay(week, 7);
    expect(week.bars.filter((b) => b.height > 0).length).toBeGreaterThan(3);

    // The key names each series; no values (nor dashes standing in for them) until a day is pointed at.
    // The week's chart; "Your history in depth" below shows another key of its own once it has loaded.
    const key = page.getByRole('figure', { name: 'The last 7 days' }).getByTestId('daily-chart-key');
    expect(await key.textContent()).toBe('Minutes trackedScore');
    const chartText = await page
      .locator('figure:has([data-testid="daily-chart"])')
      .first()
      .evaluate((figure) =>
        [...figure.children]
          .filter((child) => child.tagName !== 'DETAILS')
          .map((child) => child.textContent)
          .join(' '),
      );
    expect(chartText).toContain('Minutes tracked');
    expect(chartText).not.toContain('—');
    expect(await page.getByTestId('daily-chart-readout').count()).toBe(0);

    // Pointing at a bar shows that day's figures; the leftmost slot is the oldest day.
    const oldest = await dayText(page, 'daily-chart', 0);
    const newest = await dayText(page, 'daily-chart', -1);
    const slot = (week.plot.right - week.plot.left) / 7;
    const middle = (week.plot.top + week.plot.bottom) / 2;
    await page.mouse.move(week.plot.left + slot / 2, middle);
    const readout = page.getByTestId('daily-chart-readout');
    await readout.waitFor();
    expect(await readout.textContent()).toContain(oldest);
    expect(await readout.textContent()).toMatch(/Minutes tracked[\d,]+ min|Minutes tracked—/);
    await screenshot(page, 'progress-charts-desktop-dark-hover');
    await page.mouse.move(week.plot.right + 200, week.plot.bottom + 200);
    await readout.waitFor({ state: 'detached' });

    // The keyboard reaches the chart and walks its days; Escape puts the figures away.
    await page.getByTestId('daily-chart').first().focus();
    await readout.waitFor();
    await page.keyboard.press('End');
    expect(await readout.textContent()).toContain(newest);
    await page.keyboard.press('Home');
    expect(await readout.textContent()).toContain(oldest);
    await page.keyboard.press('ArrowRight');
    expect(await readout.textContent()).toContain(await dayText(page, 'daily-chart', 1));
    await page.keyboard.press('Escape');
    await readout.waitFor({ state: 'detached' });

    // Pro's 30 days: a label on every day that has room for one, the bars whole and on their days.
    await page.getByRole('heading', { name: 'Your history in depth' }).waitFor();
    const month = await chartGeometry(page, 'daily-chart', 1);
    expect(await tableRows(page, 'daily-chart', 1).count()).toBe(30);
    expectReadable(month, 30);
    expectOneLabelPerDay(month, 30);
    const trends = await chartGeometry(page, 'trend-chart');
    expectReadable(trends, 30);
    expect(await page.getByTestId('trend-chart-key').textContent()).toBe(
      'Head dropLeaning inHead forwardShoulder tiltHead tilt',
    );
    await screenshot(page, 'progress-charts-desktop-dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('read the same on a phone in the light theme, without widening the page', async () => {
    await seed(90);
    const { context, errors, page } = await openProgress('en', { viewport: viewports.phone, theme: 'light' });
    const week = await chartGeometry(page, 'daily-chart');
    expectReadable(week, 7);
    expectOneLabelPerDay(week, 7);
    await page.getByTestId('heat-map').waitFor();
    expectReadable(await chartGeometry(page, 'daily-chart', 1), 30);
    expectReadable(await chartGeometry(page, 'trend-chart'), 30);
    await noHorizontalScroll(page);
    await screenshot(page, 'progress-charts-phone-light');
    // The figures of a day near the middle stay inside the chart, whichever side they open on.
    const again = await chartGeometry(page, 'daily-chart');
    for (const at of [0.45, 0.55, 0.95]) {
      await page.mouse.move(again.plot.left + (again.plot.right - again.plot.left) * at, again.plot.top + 20);
      const box = (await page.getByTestId('daily-chart-readout').boundingBox())!;
      const frame = (await page.getByTestId('daily-chart').first().boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    }
    await noHorizontalScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('read from the right in Arabic, with dates in the language of the page', async () => {
    await seed(90);
    for (const viewport of [viewports.desktop, viewports.phone]) {
      const { context, errors, page } = await openProgress('ar', { viewport, theme: 'dark' });
      const week = await chartGeometry(page, 'daily-chart');
      expectReadable(week, 7);
      expectOneLabelPerDay(week, 7);
      const format = new Intl.DateTimeFormat('ar', { month: 'short' });
      expect(week.labels.some((l) => l.text.includes(format.format(new Date())))).toBe(true);
      // The newest day is at the left end of a right-to-left chart.
      const newest = await dayText(page, 'daily-chart', -1);
      const slot = (week.plot.right - week.plot.left) / 7;
      await page.mouse.move(week.plot.left + slot / 2, (week.plot.top + week.plot.bottom) / 2);
      expect(await page.getByTestId('daily-chart-readout').textContent()).toContain(newest);
      await screenshot(page, `progress-charts-ar-${viewport.width}-dark`);
      await noHorizontalScroll(page);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('write Persian dates with Persian digits', async () => {
    await seed(90);
    const { context, page } = await openProgress('fa', { theme: 'light' });
    const week = await chartGeometry(page, 'daily-chart');
    expectReadable(week, 7);
    for (const label of week.labels) expect(label.text).toMatch(/^[۰-۹]+ /);
    await context.close();
  });

  it('label a year by weeks or months, none overlapping', async () => {
    await seed(365);
    const { context, errors, page } = await openProgress('en', { theme: 'dark' });
    await page.getByRole('radio', { name: 'Custom' }).click();
    // A start more than a year back is pulled forward to the longest range the server serves.
    await page.getByLabel('From').fill('2020-01-01');
    await page.waitForFunction(
      () =>
        (document.querySelectorAll('figure:has([data-testid="daily-chart"])')[1]?.querySelectorAll('tbody tr')
          .length ?? 0) > 360,
    );
    const days = await tableRows(page, 'daily-chart', 1).count();
    const year = await chartGeometry(page, 'daily-chart', 1);
    expectReadable(year, days);
    expect(year.labels.length).toBeGreaterThanOrEqual(6);
    expect(year.labels.length).toBeLessThanOrEqual(60);
    expectReadable(await chartGeometry(page, 'trend-chart'), days);
    await screenshot(page, 'progress-charts-year-dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('show one day as a whole bar on its label, and no days as an empty state', async () => {
    await seed(1);
    const one = await openProgress('en', { viewport: viewports.phone, theme: 'dark' });
    const week = await chartGeometry(one.page, 'daily-chart');
    expectReadable(week, 7);
    expectOneLabelPerDay(week, 7);
    const tracked = week.bars.filter((b) => b.height > 0);
    expect(tracked).toHaveLength(1);
    expect(Math.abs(tracked[0]!.centre - week.labels[6]!.centre)).toBeLessThan(2);
    await one.page.getByRole('radio', { name: 'Today' }).click();
    await one.page.waitForFunction(
      () => document.querySelectorAll('figure:has([data-testid="daily-chart"]) tbody tr').length === 8,
    );
    const today = await chartGeometry(one.page, 'daily-chart', 1);
    expectReadable(today, 1);
    expectOneLabelPerDay(today, 1);
    expect(Math.abs(today.bars[0]!.centre - (today.plot.left + today.plot.right) / 2)).toBeLessThan(2);
    await screenshot(one.page, 'progress-charts-one-day-phone-dark');
    expect(one.errors).toEqual([]);
    await one.context.close();

    await seed(0);
    const none = await openProgress('en', { theme: 'light' });
    await none.page.getByTestId('daily-chart-empty').first().waitFor();
    expect(await none.page.getByTestId('daily-chart-empty').first().textContent()).toContain(
      'Nothing tracked in this period yet.',
    );
    await none.page.getByTestId('trend-chart-empty').waitFor();
    await none.page.getByTestId('heat-map-empty').waitFor();
    expect(await none.page.locator('canvas').count()).toBe(0);
    await screenshot(none.page, 'progress-charts-empty-light');
    expect(none.errors).toEqual([]);
    await none.context.close();
  });
});
