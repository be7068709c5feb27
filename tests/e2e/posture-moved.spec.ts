import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningApp } from './support/app-server';
import { screenshot } from './support/browser';
import { fakeWebcamSequence } from './support/fake-webcam';
import { withPoseCamera } from './support/pose-camera';

/**
 * A user who moves well back after calibrating is no longer the calibrated user to the gate
 * (engine/user-gate.ts): /pose says it sees someone elsewhere instead of only reading "Away", keeps the
 * camera for them (the away pause would otherwise take it), and a recalibration where they now sit
 * brings tracking back. One continuous camera stream.
 */
let server: RunningApp;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => server.close());

// Room for the model to load and calibrate before the move: about 10 s here (the model loads in
// 1–2 s, calibration holds for about 8), so twice that on a busy machine still fits.
const upright = 28;
const hint = 'Postura sees someone, but not where you sat when you calibrated';

describe('a user who moved after calibrating', () => {
  it('is told so, keeps the camera, and recalibrates where they now sit', async () => {
    const video = fakeWebcamSequence([
      ['upright', upright],
      ['farBack', 120],
    ]);
    await withPoseCamera(
      server.url,
      video,
      async (page, cameraOn) => {
        await page.locator('button:has-text("Calibrate"):not([disabled])').waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: 'Calibrate' }).click();
        await page.getByRole('status').filter({ hasText: 'Good posture' }).waitFor({ timeout: 20_000 });
        expect(Date.now() - cameraOn).toBeLessThan((upright - 2) * 1000);
        expect(await page.getByText(hint).count()).toBe(0);

        // Moved back: away to the gate, then the hint, a few seconds later.
        await page
          .getByText(hint)
          .waitFor({ timeout: Math.max(0, cameraOn + (upright + 30) * 1000 - Date.now()) });
        const movedFor = (Date.now() - cameraOn) / 1000 - upright;
        expect(movedFor).toBeGreaterThan(0);
        expect(movedFor).toBeLessThan(25);
        expect(await page.locator('[data-status]').first().getAttribute('data-status')).toBe('away');
        await screenshot(page, 'pose-moved-hint');

        // Past the away pause (12 s here): someone is there, so the camera stays on.
        await page.waitForTimeout(15_000);
        await page.getByRole('button', { name: 'Stop camera' }).waitFor({ timeout: 1000 });
        expect(await page.getByText('Paused while you are away').count()).toBe(0);

        await page.getByRole('button', { name: 'Recalibrate' }).click();
        await page.getByRole('status').filter({ hasText: 'Good posture' }).waitFor({ timeout: 20_000 });
        expect(await page.getByText(hint).count()).toBe(0);
      },
      '?away-release=12',
    );
  }, 240_000);
});
