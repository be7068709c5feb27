import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { createDemoUser, demoEmail, demoPassword } from '../../../src/server/admin/create-demo-user';
import { setPlan } from '../../../src/server/admin/set-plan';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config/load-config';
import { languageCodes } from '../../../src/shared/i18n/languages';
import {
  productCaptureName,
  productCaptures,
  productThemes,
  type ProductCapture,
  type ProductPictureId,
  type ProductTheme,
} from '../../../src/shared/product-pictures';
import { cameraPhoto, chromiumPath } from './capture-inputs';
import { fakeCameraScript } from './fake-camera';
import { fakePictureInPictureScript, miniFrameAttribute } from './fake-picture-in-picture';

/** Each picture by its capture's name (productCaptureName). */
export type Captures = Map<string, Buffer>;

/**
 * Text the pictures leave out (decision 017: a picture has no words, so it suits every language):
 * the status badge over the camera view and the labels of the limit lines. Hidden, not blanked — the
 * picture is cropped to what remains, the picture, its landmarks and lines in the status colour.
 */
const withoutText = `
  [data-capture] [role='status'], [data-capture] [data-testid='limits-overlay'] text { visibility: hidden !important; }
  /* The page frames the picture itself: no second border, no page colour in rounded corners. */
  [data-capture] { border: 0 !important; border-radius: 0 !important; }
`;

/**
 * Runs the built app (the real server on a private SQLite file, the demo user's 90 days on the Pro
 * plan) and photographs it in headless Chromium: the posture view after calibrating, the same view
 * as a cue fires (leaning in), the mini view at that moment in every language, and the daily chart
 * of /progress — each in both themes, at twice the CSS size so the largest picture is sharp on a
 * dense screen.
 */
export async function captureApp(
  webDir: string,
  log: (message: string) => void,
  /** Each picture as soon as it is taken, so it can be encoded while the next is made. */
  onCapture: (capture: ProductCapture, png: Buffer) => void,
): Promise<Captures> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postura-pictures-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      LOG_LEVEL: 'silent',
      // Nothing to send from a photo shoot: no weekly-report worker.
      JOB_WORKERS: 'false',
    }),
    { logger: false },
  );
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-sync'],
  });
  try {
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    await createDemoUser(app.database.db, app.database.kind, {
      days: 90,
      offsetMinutes: -new Date().getTimezoneOffset(),
    });
    await setPlan(app.database.db, demoEmail, 'pro');
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      deviceScaleFactor: 2,
      locale: 'en-US',
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
      // The capture's own stylesheet (withoutText) is inline; the app's policy allows only its files.
      bypassCSP: true,
    });
    const photo = `data:image/png;base64,${fs.readFileSync(cameraPhoto).toString('base64')}`;
    await context.addInitScript(fakeCameraScript(photo));
    await context.addInitScript(fakePictureInPictureScript());
    const page = await context.newPage();
    const captures: Captures = new Map();
    const keep = (capture: ProductCapture, png: Buffer) => {
      captures.set(productCaptureName(capture), png);
      onCapture(capture, png);
    };
    const shoot = async (id: ProductPictureId, target: Locator) => {
      for (const theme of productThemes) {
        await setTheme(page, theme);
        keep({ id, theme }, await target.screenshot({ animations: 'disabled' }));
      }
    };

    // Signed in (the session cookie from the API), so minutes are kept and /progress is the demo's.
    const signIn = await context.request.post(`${url}/api/auth/sign-in/email`, {
      data: { email: demoEmail, password: demoPassword },
      headers: { origin: url },
    });
    if (!signIn.ok()) throw new Error(`product pictures: demo sign-in failed (${signIn.status()})`);

    await page.goto(`${url}/en/pose`);
    await page.addStyleTag({ content: withoutText });
    await page.getByRole('button', { name: 'Start camera' }).click();
    await page.locator('button:has-text("Calibrate"):not([disabled])').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Calibrate' }).click();
    const stage = page.locator('video').locator('..');
    await stage.evaluate((element) => element.setAttribute('data-capture', ''));
    // The status badge is hidden (withoutText), so wait on its state rather than its words.
    await stage.locator('[data-status="good"]').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(600);
    await shoot('posture', stage);
    log(`product pictures: posture view at ${elapsed()}`);

    await page.evaluate(() => {
      (window as unknown as { posturaCapturePose: { pose: string } }).posturaCapturePose.pose = 'leanIn';
    });
    await page.getByRole('alert').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(300);
    await shoot('alert', stage);
    log(`product pictures: cue at ${elapsed()}`);

    // The mini view at the same moment (the cue stays until the posture is good again), in every
    // language: its words are all there is to it. The app's own language switch re-renders it in
    // place, so one camera session does for all.
    await page.getByRole('button', { name: 'Open mini view' }).click();
    const mini = page.locator(`iframe[${miniFrameAttribute}]`);
    await mini.contentFrame().getByRole('status').waitFor({ timeout: 10_000 });
    for (const theme of productThemes) {
      // The theme button is found by its English name.
      await showLanguage(page, 'en');
      await setTheme(page, theme);
      for (const language of languageCodes) {
        await showLanguage(page, language);
        keep({ id: 'mini', theme, language }, await mini.screenshot({ animations: 'disabled' }));
      }
    }
    await showLanguage(page, 'en');
    log(`product pictures: mini view in ${languageCodes.length} languages at ${elapsed()}`);

    // The chart at a tablet's column width, so its plot has a picture's shape (about 5:2), drawn at
    // three times the CSS size for the largest picture.
    const chartContext = await browser.newContext({
      viewport: { width: 640, height: 900 },
      deviceScaleFactor: 3,
      locale: 'en-US',
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
      bypassCSP: true,
      storageState: await context.storageState(),
    });
    const chartPage = await chartContext.newPage();
    await chartPage.goto(`${url}/en/progress`);
    await chartPage.addStyleTag({ content: withoutText });
    // The Pro section's chart of the range (30 days by default), below the week's.
    const plot = chartPage.locator('[data-testid="daily-chart"] .u-over').nth(1);
    await plot.waitFor({ timeout: 45_000 });
    await chartPage.mouse.move(0, 0);
    for (const theme of productThemes) {
      await setTheme(chartPage, theme);
      keep({ id: 'progress', theme }, await plot.screenshot({ animations: 'disabled' }));
    }
    if (process.env.PP_DEBUG)
      await chartPage.screenshot({ path: '/tmp/pp-progress-full.png', fullPage: true });
    log(`product pictures: progress at ${elapsed()}`);

    const missing = productCaptures.map(productCaptureName).filter((name) => !captures.has(name));
    if (missing.length) throw new Error(`product pictures: not captured: ${missing.join(', ')}`);
    return captures;
  } finally {
    await browser.close().catch(() => undefined);
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The app's own theme switch (the navbar's button), so every part of the page follows it as for a user. */
async function setTheme(page: Page, theme: ProductTheme): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.dataset.theme);
  if (current !== theme) {
    await page
      .getByRole('button', { name: theme === 'light' ? 'Switch to light theme' : 'Switch to dark theme' })
      .click();
    await page.waitForFunction((next) => document.documentElement.dataset.theme === next, theme);
  }
  // Canvas charts and the overlay redraw in the theme's colours on the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))));
}

/**
 * The app in another language without leaving the page (the camera session stays): i18next's own
 * switch, which loads the language's files and sets <html lang dir> (followed by the mini view).
 */
async function showLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate(async (next) => {
    const { i18n } = (
      window as unknown as { posturaCapture: { i18n: { changeLanguage(l: string): Promise<unknown> } } }
    ).posturaCapture;
    await i18n.changeLanguage(next);
  }, language);
  await page.waitForFunction(
    ([next, frame]) => {
      const mini = document.querySelector<HTMLIFrameElement>(`iframe[${frame}]`)?.contentDocument;
      return !mini || mini.documentElement.lang === next;
    },
    [language, miniFrameAttribute] as const,
  );
  // Its fonts (CJK, Thai, Devanagari…) and the re-render on the next frames.
  await page.evaluate(async (frame) => {
    await document.querySelector<HTMLIFrameElement>(`iframe[${frame}]`)?.contentDocument?.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
  }, miniFrameAttribute);
}
