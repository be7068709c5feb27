import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEnv, startPricedStandIn, testWebhookSecret } from '../support/billing-test-app';
import { signedInClient } from '../support/signed-in-client';
import type { StripeStandIn } from '../support/stripe-stand-in';
import { startAppServer, type RunningApp } from './support/app-server';
import { closeAll, launchBrowser, newContext, screenshot, viewports } from './support/browser';

/**
 * Buying Pro as a person would, in Chromium: a free user compares the plans, pays on the Stripe
 * stand-in's checkout page (which sends the signed webhooks back), sees Pro unlocked on /pose, cancels,
 * reactivates and finds the invoice. Stripe itself cannot be reached here; the stand-in speaks its API.
 */
let server: RunningApp;
let standIn: StripeStandIn;
let browser: Browser;

beforeAll(async () => {
  standIn = await startPricedStandIn();
  server = await startAppServer({ env: { TRUST_PROXY: 'true', ...stripeEnv(standIn) } });
  standIn.setWebhookTarget(`${server.url}/api/billing/webhook`, testWebhookSecret);
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeAll(undefined, browser);
  await server.close();
  await standIn.close();
});

/** A browser profile signed in as a fresh verified user. */
async function signedInContext(email: string, options: Parameters<typeof newContext>[1] = {}) {
  const client = await signedInClient(server.app, server.url, email);
  const [name = '', value = ''] = client.cookieHeader
    .split('; ')
    .find((c) => c.startsWith('postura.session_token='))!
    .split(/=(.*)/s);
  const made = await newContext(browser, options);
  await made.context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  return made;
}

async function proControlsShown(page: Page): Promise<boolean> {
  await page.goto(`${server.url}/en/pose`);
  await page.getByRole('heading', { name: 'Alerts' }).waitFor();
  // The subscription is read one second after sign-in is known (spec §9); give it time to land.
  await page.waitForTimeout(1800);
  return (await page.getByRole('slider', { name: 'Sensitivity' }).count()) === 1;
}

describe('plans and billing in the browser (Stripe stand-in)', () => {
  let context: BrowserContext;
  let errors: string[];

  afterAll(async () => context?.close());

  it('free user → /upgrade → checkout → pro features unlocked on /pose', async () => {
    ({ context, errors } = await signedInContext('buyer@example.com'));
    const page = await context.newPage();
    expect(await proControlsShown(page)).toBe(false);
    expect(await page.getByRole('link', { name: 'Available with Pro — upgrade to unlock' }).count()).toBe(3);

    await page.goto(`${server.url}/en/upgrade`);
    await page.getByTestId('pro-price').waitFor();
    expect(await page.getByRole('radio', { name: /Yearly/ }).textContent()).toMatch(/Save 33%/);
    expect(await page.getByTestId('pro-price').textContent()).toContain('$39.99');
    await page.getByRole('radio', { name: 'Monthly' }).click();
    expect(await page.getByTestId('pro-price').textContent()).toContain('$4.99');
    expect(await page.getByRole('table').textContent()).toContain('Sound alerts');
    await screenshot(page, 'upgrade-desktop-dark-free');

    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(`${standIn.url}/checkout/**`);
    expect(await page.textContent('body')).toContain('4.99 USD / month');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(`${server.url}/en/subscription/success?session_id=cs_*`);
    await page.getByText('Your payment went through and Postura Pro is now active.').waitFor();
    expect(await page.textContent('main')).toMatch(/Monthly/);
    await screenshot(page, 'subscription-success-desktop-dark');
    expect(standIn.events.map((e) => [e.type, e.status])).toEqual([
      ['checkout.session.completed', 200],
      ['customer.subscription.created', 200],
      ['invoice.paid', 200],
    ]);

    expect(await proControlsShown(page)).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Sound/ }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('cancel at period end with confirmation, then reactivate', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/en/subscription/manage`);
    await page.getByRole('heading', { name: 'Your plan' }).waitFor();
    expect(await page.textContent('main')).toMatch(/Renews on/);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel at the end of the period' }).click();
    await page.getByText(/Your subscription is cancelled\. Pro stays active until/).waitFor();
    expect(await page.textContent('main')).toMatch(/Ends on/);
    await screenshot(page, 'subscription-manage-desktop-dark-cancelled');

    await page.getByRole('link', { name: 'Keep Pro' }).click();
    await page.waitForURL('**/en/subscription/reactivate');
    await page.getByRole('button', { name: 'Keep Pro' }).click();
    await page.getByText('Welcome back: your Pro subscription will renew as usual.').waitFor();
    const subscriptionId = [...standIn.subscriptions.keys()][0]!;
    expect(standIn.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
  });

  it('switches to yearly after seeing the proration, and lists the invoices with their PDF', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/en/subscription/manage`);
    await page.getByRole('button', { name: 'Switch to yearly billing' }).click();
    await page.getByTestId('proration').waitFor();
    expect(await page.getByTestId('proration').textContent()).toMatch(/You will be charged \$[\d.]+ now/);
    await page.getByRole('button', { name: 'Confirm the switch' }).click();
    await page.getByText('Your billing interval has been changed.').waitFor();
    expect(await page.textContent('main')).toMatch(/Yearly/);

    await page.goto(`${server.url}/en/billing-history`);
    const row = page.getByRole('row').filter({ hasText: 'Paid' });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('$4.99');
    expect(await row.first().getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toMatch(
      /\.pdf$/,
    );
    await screenshot(page, 'billing-history-desktop-dark');
    expect(errors).toEqual([]);
  });

  it('update payment goes to the Billing Portal and comes back to the subscription page', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/en/subscription/update-payment`);
    await page.getByRole('button', { name: 'Update payment method' }).click();
    await page.waitForURL(`${standIn.url}/portal/**`);
    await page.getByRole('link', { name: 'Return' }).click();
    await page.waitForURL(`${server.url}/en/subscription/manage`);
    await page.getByRole('heading', { name: 'Your plan' }).waitFor();
  });
});

describe('the upgrade page for visitors and at every size', () => {
  it('sends a visitor to sign up first, with the way back', async () => {
    const { context, errors } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/en/upgrade`);
    const signUp = page.getByRole('link', { name: 'Create an account to upgrade' });
    await signUp.waitFor();
    expect(await signUp.getAttribute('href')).toBe('/en/signup?redirect=%2Fen%2Fupgrade');
    await signUp.click();
    await page.waitForURL('**/en/signup?redirect=*');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['phone', 'light', 'en'],
    ['desktop', 'light', 'ar'],
    ['phone', 'dark', 'de'],
  ] as const)('lays out at %s width in %s theme (%s)', async (size, theme, language) => {
    const { context, errors } = await newContext(browser, { viewport: viewports[size], theme });
    const page = await context.newPage();
    await page.goto(`${server.url}/${language}/upgrade`);
    await page.getByTestId('pro-price').waitFor();
    await screenshot(page, `upgrade-${size}-${theme}-${language}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
