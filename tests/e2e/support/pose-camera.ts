import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './browser';
import { fakeWebcamArgs } from './fake-webcam';

/**
 * A new visitor on /pose, in a Chromium of its own whose camera plays `video` (fake-webcam.ts), with
 * the camera started. `cameraOn` is when it was: the video's clock, for tests that act on its timeline.
 */
export async function withPoseCamera(
  appUrl: string,
  video: string,
  run: (page: Page, cameraOn: number) => Promise<void>,
  /** Added to /en/pose, e.g. `?away-release=12`. */
  query = '',
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...fakeWebcamArgs(video)],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${appUrl}/en/pose${query}`);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await run(page, Date.now());
  } finally {
    await browser.close();
  }
}
