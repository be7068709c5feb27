import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningApp } from './support/app-server';
import { chromiumPath, screenshot } from './support/browser';
import { fakeWebcamArgs, fakeWebcamVideo, type Segment } from './support/fake-webcam';

/**
 * Snooze, quiet hours and cue styles with the real model on a fake webcam: the engine still decides
 * a cue is due (window.posturaDiagnostics counts it), and the page must hold it back or show it in
 * the chosen style. Ends of a pause are driven through the stored snooze, not by waiting minutes.
 */
let server: RunningApp;
let calibration = '';

beforeAll(async () => {
  server = await startAppServer();
  // One calibration on the upright picture, used by every test below.
  await withWebcam('upright', {}, async (page) => {
    await page.getByRole('button', { name: 'Calibrate' }).click();
    await page.getByRole('status').filter({ hasText: 'Good posture' }).waitFor({ timeout: 30_000 });
    calibration = (await page.evaluate(() => localStorage.getItem('postura:calibration:latest'))) ?? '';
  });
}, 180_000);
afterAll(async () => server.close());

async function withWebcam(
  segment: Segment,
  options: {
    storage?: Record<string, string>;
    reducedMotion?: boolean;
    url?: string;
    viewport?: { width: number; height: number };
  },
  run: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      ...fakeWebcamArgs(fakeWebcamVideo(segment)),
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 900 },
      serviceWorkers: 'block',
      reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    });
    const storage = {
      ...(calibration ? { 'postura:calibration:latest': calibration } : {}),
      ...options.storage,
    };
    await context.addInitScript((entries) => {
      // Once per browser, not on every reload: a test may change what it stored.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    await page.goto(`${server.url}${options.url ?? '/en/pose'}`);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await page.locator('button:has-text("alibrate"):not([disabled])').waitFor({ timeout: 60_000 });
    await run(page, context);
  } finally {
    await browser.close();
  }
}

/** Waits until the engine has decided on a cue (whether or not the page shows it). */
async function cueDue(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      ((window as unknown as { posturaDiagnostics?: { alerts: unknown[] } }).posturaDiagnostics?.alerts
        .length ?? 0) > 0,
    undefined,
    { timeout: 40_000 },
  );
}

const settings = (extra: Record<string, unknown>) => JSON.stringify({ sound: false, ...extra });

describe('snooze and quiet hours', () => {
  it('shows no cue while snoozed, and the held cue once the snooze ends', async () => {
    const until = Date.now() + 30 * 60_000;
    await withWebcam('leanIn', { storage: { 'postura:snooze': JSON.stringify({ until }) } }, async (page) => {
      const bar = page.getByTestId('snooze-bar');
      await bar.getByText('Cues paused.').waitFor();
      expect(await bar.getByRole('button', { name: 'Resume' }).isVisible()).toBe(true);
      await cueDue(page);
      await page.waitForTimeout(500);
      expect(await page.getByTestId('posture-cue').count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      // The session kept measuring all along.
      await page.getByRole('status').filter({ hasText: 'Fix your posture' }).waitFor();
      await screenshot(page, 'pose-desktop-dark-snoozed');
      // Another tab shortens the snooze to a second from now: it ends by itself, and the cue shows.
      const endsAt = await page.evaluate(() => {
        const end = Date.now() + 1000;
        localStorage.setItem('postura:snooze', JSON.stringify({ until: end }));
        window.dispatchEvent(new StorageEvent('storage', { key: 'postura:snooze' }));
        return end;
      });
      await page.getByTestId('posture-cue').waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(endsAt);
      expect(await page.evaluate(() => localStorage.getItem('postura:snooze'))).toBeNull();
      await bar.getByRole('button', { name: '15 min' }).waitFor();
    });
  });

  it('pauses from the page and with the P key, and "Resume" brings the cue back', async () => {
    await withWebcam('leanIn', {}, async (page) => {
      const bar = page.getByTestId('snooze-bar');
      await bar.getByRole('button', { name: '30 min' }).click();
      await expect
        .poll(() => bar.getByTestId('snooze-remaining').textContent())
        .toMatch(/^(30:00|29:\d\d) left$/);
      await cueDue(page);
      expect(await page.getByTestId('posture-cue').count()).toBe(0);
      await bar.getByRole('button', { name: 'Resume' }).click();
      await page.getByTestId('posture-cue').waitFor({ timeout: 5000 });
      // P pauses again (the cue goes), and P resumes.
      await page.keyboard.press('p');
      await bar.getByText('Cues paused.').waitFor();
      expect(await page.getByTestId('posture-cue').count()).toBe(0);
      await page.keyboard.press('p');
      await page.getByTestId('posture-cue').waitFor({ timeout: 5000 });
    });
  });

  it('holds cues back outside quiet hours, and cues once quiet hours are off', async () => {
    const quiet = settings({ cueHours: { enabled: true, days: Array(7).fill(null) } });
    await withWebcam('leanIn', { storage: { 'postura:alert-settings': quiet } }, async (page) => {
      await page.getByTestId('snooze-bar').getByText('Quiet hours: no cues now.').waitFor();
      await cueDue(page);
      await page.waitForTimeout(500);
      expect(await page.getByTestId('posture-cue').count()).toBe(0);
      await page.getByRole('checkbox', { name: 'Cue me only during these hours' }).uncheck();
      await page.getByTestId('posture-cue').waitFor({ timeout: 5000 });
    });
  });
});

describe('cue styles', () => {
  it('shows the cue as a banner, a coloured border, a dimming, or in the tab’s title and icon', async () => {
    await withWebcam('leanIn', {}, async (page) => {
      const title = await page.title();
      await page.getByTestId('posture-cue').waitFor({ timeout: 40_000 });
      const message = (await page.getByTestId('posture-cue').locator('p').textContent())!.trim();

      await page.getByRole('radio', { name: 'Coloured border around the page' }).check();
      const border = page.getByTestId('posture-cue-border');
      await border.waitFor();
      expect(await page.getByTestId('posture-cue').count()).toBe(0);
      const frame = await border.evaluate((element) => {
        const style = getComputedStyle(element);
        return { width: style.borderTopWidth, position: style.position, events: style.pointerEvents };
      });
      expect(frame).toEqual({ width: '6px', position: 'fixed', events: 'none' });
      await screenshot(page, 'pose-desktop-dark-cue-border');

      await page.getByRole('radio', { name: 'Gentle dimming of the page' }).check();
      const dim = page.getByTestId('posture-cue-dim');
      await dim.waitFor();
      expect(await dim.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(
        /rgba\(0, 0, 0, 0\.\d+\)/,
      );
      expect(await border.count()).toBe(0);
      // The dimming covers nothing a click needs.
      await page.getByRole('radio', { name: 'Only the tab’s title and icon, and the mini view' }).check();
      await expect.poll(() => page.title()).toBe(`⚠ ${message}`);
      expect(await page.getAttribute('link[rel~="icon"][type="image/svg+xml"]', 'href')).toMatch(
        /^data:image\/svg\+xml/,
      );
      expect(await dim.count()).toBe(0);

      await page.getByRole('radio', { name: 'Banner beside the picture' }).check();
      await page.getByTestId('posture-cue').waitFor();
      expect(await page.title()).toBe(title);
      // The choice is kept on this device.
      expect(
        JSON.parse((await page.evaluate(() => localStorage.getItem('postura:alert-settings')))!),
      ).toMatchObject({
        alertStyle: 'banner',
      });
    });
  });

  it('docks the banner in view on a phone, where the column beside the picture is far below it', async () => {
    const phone = { width: 390, height: 844 };
    await withWebcam('leanIn', { viewport: phone }, async (page) => {
      const cue = page.getByTestId('posture-cue');
      await cue.waitFor({ timeout: 40_000 });
      // Wherever the page is scrolled, the whole banner is inside the window, on an opaque ground.
      for (const scrolled of ['top', 'bottom'] as const) {
        await page.evaluate(
          (to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight),
          scrolled,
        );
        const box = (await cue.boundingBox())!;
        const inside =
          box.y >= 0 && box.y + box.height <= phone.height && box.x >= 0 && box.x + box.width <= phone.width;
        expect(inside, `the banner at ${JSON.stringify(box)}, the page scrolled to its ${scrolled}`).toBe(
          true,
        );
      }
      // Scrolled to the end, the page's last line (the footer's) clears the banner.
      const footerEnd = await page.evaluate(
        () => document.querySelector('footer')!.getBoundingClientRect().bottom,
      );
      expect(footerEnd, 'the footer ends above the banner').toBeLessThanOrEqual((await cue.boundingBox())!.y);
      const ground = await cue.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(ground, 'the banner is not see-through over the page').not.toMatch(/rgba\(.*, 0(\.\d+)?\)$/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'pose-phone-dark-cue-docked');
      // Nothing covers its answer: a real click reaches it.
      await cue.getByRole('button', { name: "I'm sitting fine" }).click();
      await expect.poll(() => cue.count()).toBe(0);
    });
  });

  it('does not animate a cue for someone who asked for reduced motion', async () => {
    const border = settings({ alertStyle: 'border' });
    await withWebcam(
      'leanIn',
      { storage: { 'postura:alert-settings': border }, reducedMotion: true },
      async (page) => {
        const frame = page.getByTestId('posture-cue-border');
        await frame.waitFor({ timeout: 40_000 });
        expect(await frame.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
      },
    );
  });
});
