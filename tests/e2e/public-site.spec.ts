import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningApp } from './support/app-server';
import { closeAll, launchBrowser, newContext, screenshot, viewports } from './support/browser';

/** The public pages as visitors use them: FAQ, searchable help, contact form, head kept in step. */
let server: RunningApp;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer({ env: { TRUST_PROXY: 'true' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeAll(undefined, browser);
  await server.close();
});

describe('public site', () => {
  it('opens FAQ answers in place and keeps the head in step while navigating', async () => {
    const { context, errors } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/en/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/en/faq');
    await page.getByText('Is my video uploaded anywhere?').click();
    await page.getByText('The video is analysed on your device and never leaves it.').waitFor();
    expect(await page.title()).toBe('Frequently asked questions – Postura');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${server.url}/en/faq`);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type']));
    expect(types).toContain('FAQPage');
    expect(await page.locator('link[rel="alternate"]').count()).toBe(25);
    await screenshot(page, 'faq-desktop-dark');
    // A page_view per route, and web vitals, reach our own server (queued, sent within 5 s).
    const sent = async () =>
      server.app.database.db.selectFrom('analytics_event').select(['name', 'path', 'params']).execute();
    const deadline = Date.now() + 10_000;
    while (!(await sent()).some((e) => e.path === '/en/faq') && Date.now() < deadline)
      await page.waitForTimeout(250);
    const events = await sent();
    expect(events.filter((e) => e.name === 'page_view').map((e) => e.path)).toEqual(
      expect.arrayContaining(['/en/', '/en/faq']),
    );
    expect(JSON.parse(events.find((e) => e.path === '/en/faq')!.params)).toMatchObject({
      page_title: 'Frequently asked questions – Postura',
      page_location: `${server.url}/en/faq`,
    });
    expect(events.some((e) => e.name === 'web_vital')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters help articles as you type, ignoring accents and case', async () => {
    const { context, errors } = await newContext(browser, { viewport: viewports.phone, theme: 'light' });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/help`);
    const search = page.getByRole('searchbox', { name: 'Search the help centre' });
    await search.waitFor();
    const all = await page.getByRole('article').count();
    expect(all).toBeGreaterThanOrEqual(8);
    await search.fill('CALIBRÁTE');
    await page.getByText(/articles? found/).waitFor();
    const some = await page.getByRole('article').count();
    expect(some).toBeGreaterThan(0);
    expect(some).toBeLessThan(all);
    await search.fill('zzqx');
    await page.getByText('Nothing matches your search.', { exact: false }).waitFor();
    await screenshot(page, 'help-phone-light-empty-search');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the contact form, explaining what is missing first', async () => {
    const { context, errors } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/en/contact`);
    await page.getByLabel('Your name').fill('Grace');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid e-mail address.' }).waitFor();
    await page.getByLabel('E-mail').fill('grace@example.com');
    await page.getByLabel('Topic').selectOption('feedback');
    await page.getByLabel('Message').fill('I love the break reminders. Could they snooze?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you — your message has been sent.').waitFor();
    const stored = await server.app.database.db.selectFrom('contact_message').selectAll().execute();
    expect(stored).toContainEqual(
      expect.objectContaining({ name: 'Grace', topic: 'feedback', language: 'en' }),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['features', 'desktop', 'dark', 'en'],
    ['privacy', 'phone', 'light', 'en'],
    ['help', 'desktop', 'light', 'ar'],
    ['download', 'phone', 'dark', 'ja'],
  ] as const)('lays out /%s at %s width (%s, %s)', async (route, size, theme, language) => {
    const { context, errors } = await newContext(browser, { viewport: viewports[size], theme });
    const page = await context.newPage();
    await page.goto(`${server.url}/${language}/${route}`);
    await page.locator('main h1').waitFor();
    await page.locator('main section, main article').first().waitFor();
    await screenshot(page, `${route}-${size}-${theme}-${language}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
