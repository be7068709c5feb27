import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPoseCamera } from './support/pose-camera';
import { startAppServer, type RunningApp } from './support/app-server';
import { screenshot } from './support/browser';
import { fakeWebcamSequence, type Segment } from './support/fake-webcam';
import { watchPictureChange } from './support/picture-change';

/**
 * As a new user does it, in one continuous camera stream: start the camera, calibrate sitting upright,
 * then slouch — no saved calibration, no second run. At the default sensitivity every free user has,
 * the slouch must earn a cue naming it, and nothing may cue while the user sits upright.
 */
let server: RunningApp;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => server.close());

// Room for the model to load and calibrate before the slouch: about 10 s here (the model loads in
// 1–2 s, calibration holds for about 8), so twice that on a busy machine still fits. The slouch is
// timed by the picture itself (support/picture-change.ts): the fake camera falls behind the clock
// on a busy machine.
const uprightSeconds = 30;
/** From the slouch's first frame on the page to its cue: 5 s of grace for the body, 10 s for the head. */
const cueWithinSeconds = 25;

describe('calibrate, then slouch, in one continuous session', () => {
  it.each([
    ['headDrop', 'upright', 'headDrop', 'Lift your head — your chin is dropping.'],
    ['leanInSlight', 'upright', 'lean', 'Sit back — you are leaning toward the screen.'],
    // The head alone pushed toward the screen: the face grows against shoulders that stay put.
    [
      'headForward',
      'upright',
      'headForward',
      'Tuck your chin and draw your head back — it is pushed toward the screen.',
    ],
    // A phone upright on the desk: its 480×640 picture must reach the model whole. Asked for
    // 640×480, the browser cut it to 480×480 about its middle, the leaning head's eyes off the top.
    ['phoneLeanInSlight', 'phoneUpright', 'lean', 'Sit back — you are leaning toward the screen.'],
    // A 1080p picture, the sitter small in the middle of a dark room, lit by the screen: the whole
    // frame's mean luminance is about 0.05 as /pose sees it, the face's 0.29, so calibration must go
    // by the face, not call it too dark. The sunk head: at this size MoveNet reads the
    // astronaut's suit as shoulders tilted some 12° once she leans in, so a lean here was cued as
    // either, whichever was further past its limit at the moment (the lean stays tested at 640×480).
    ['wideDarkHeadDrop', 'wideDarkUpright', 'headDrop', 'Lift your head — your chin is dropping.'],
  ] as const)(
    'cues a %s that follows the calibration',
    async (slouch: Segment, upright: Segment, metric: string, message: string) => {
      const video = fakeWebcamSequence([
        [upright, uprightSeconds],
        [slouch, 40],
      ]);
      await withPoseCamera(server.url, video, async (page) => {
        const pictureChangedAt = await watchPictureChange(page);
        await page.locator('button:has-text("Calibrate"):not([disabled])').waitFor({ timeout: 45_000 });
        await page.getByRole('button', { name: 'Calibrate' }).click();
        await calibrated(page);
        // Calibrated while the stream still shows the upright sitter.
        expect(await pictureChangedAt()).toBeUndefined();
        // The camera's own picture, not one cut to another shape.
        const shape = await page.evaluate(() => {
          const video = document.querySelector('video')!;
          return `${video.videoWidth}×${video.videoHeight}`;
        });
        const shapes: Partial<Record<Segment, string>> = {
          phoneUpright: '480×640',
          wideDarkUpright: '1920×1080',
        };
        expect(shape).toBe(shapes[upright] ?? '640×480');
        expect(await page.getByTestId('posture-cue').count()).toBe(0);

        // Nothing cued before the slouch began, and the cue came within 25 s of it.
        const slouchAt = await waitForSlouch(pictureChangedAt);
        expect(await page.getByTestId('posture-cue').count()).toBe(0);
        const cue = page.getByTestId('posture-cue').filter({ hasText: message });
        await cue.waitFor({ timeout: (cueWithinSeconds + 5) * 1000 });
        expect((Date.now() - slouchAt) / 1000).toBeLessThan(cueWithinSeconds);
        // The words and the number agree: "Fix your posture" with a score in the bad band.
        await expect
          .poll(() => page.locator('[data-status]').first().getAttribute('data-status'))
          .toBe('bad');
        expect(Number(await page.getByTestId('posture-score').textContent())).toBeLessThan(50);
        await screenshot(page, `pose-continuous-${slouch}`);

        // "I'm sitting fine" dismisses the cue and is remembered as more room for that measure.
        await cue.getByRole('button', { name: "I'm sitting fine" }).click();
        await expect.poll(() => page.getByTestId('posture-cue').count()).toBe(0);
        const learned = await page.getByTestId('learning-panel').textContent();
        expect(learned).toContain('12%');
        const stored = await page.evaluate(() => localStorage.getItem('postura:alert-settings'));
        expect(JSON.parse(stored!).learning).toMatchObject({
          [metric]: { fine: 1 },
        });
      });
    },
    240_000,
  );
});

describe('with BlazePose chosen', () => {
  // BlazePose loads and settles more slowly (about 13 s to calibrate here), so the upright part is longer.
  const blazeUprightSeconds = 45;

  it("cues the issue's sunk head, which BlazePose alone read as good posture (decision 064)", async () => {
    const video = fakeWebcamSequence([
      ['upright', blazeUprightSeconds],
      ['headDrop', 40],
    ]);
    await withPoseCamera(server.url, video, async (page) => {
      // The model is chosen with the camera off; started again, the fake camera plays from the start.
      await page.getByRole('button', { name: 'Stop camera' }).click();
      await page.getByRole('combobox', { name: 'Pose model' }).selectOption('precise');
      await page.getByRole('button', { name: 'Start camera' }).click();
      const pictureChangedAt = await watchPictureChange(page);
      await page.locator('button:has-text("Calibrate"):not([disabled])').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Calibrate', exact: true }).click();
      await calibrated(page);
      expect(await pictureChangedAt()).toBeUndefined();
      expect(await page.getByTestId('posture-cue').count()).toBe(0);

      const slouchAt = await waitForSlouch(pictureChangedAt);
      expect(await page.getByTestId('posture-cue').count()).toBe(0);
      const cue = page
        .getByTestId('posture-cue')
        .filter({ hasText: 'Lift your head — your chin is dropping.' });
      await cue.waitFor({ timeout: (cueWithinSeconds + 5) * 1000 });
      expect((Date.now() - slouchAt) / 1000).toBeLessThan(cueWithinSeconds);
    });
  }, 240_000);
});

/** When the slouch reached the page: its first frame after the upright ones (up to two minutes on). */
async function waitForSlouch(pictureChangedAt: () => Promise<number | undefined>): Promise<number> {
  await expect.poll(pictureChangedAt, { timeout: 120_000, interval: 250 }).toBeDefined();
  return (await pictureChangedAt())!;
}

/** Calibration ended well ("Good posture"); when it did not, the test fails with what /pose said. */
async function calibrated(page: Page): Promise<void> {
  const good = page.getByRole('status').filter({ hasText: 'Good posture' });
  const problem = page.locator('[role="alert"]:not([data-testid="posture-cue"])');
  const ended = await Promise.race([
    good.waitFor({ timeout: 40_000 }).then(
      () => 'good',
      () => 'not within 40 s',
    ),
    problem.waitFor({ timeout: 40_000 }).then(
      () => 'problem',
      () => 'not within 40 s',
    ),
  ]);
  if (ended === 'good') return;
  const said = ended === 'problem' ? await problem.first().textContent() : ended;
  throw new Error(`calibration did not end well: ${said}`);
}
