import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPoseCamera } from './support/pose-camera';
import { startAppServer, type RunningApp } from './support/app-server';
import { screenshot } from './support/browser';
import { fakeWebcamVideo, type Segment } from './support/fake-webcam';

/**
 * The first-session setup check with the real model and a fake webcam: a new user (nothing calibrated
 * on this device) sees the camera-height, framing and light checks, and calibrates after them or
 * after skipping them.
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's findings inside one part of the page (the checks appear only with a camera running). */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated, not a script tag: the page's Content Security Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: { run(context: string): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> };
      }
    ).axe;
    return (await axe.run(within)).violations.map((v) => `${v.id} (${v.nodes.length})`);
  }, selector);
  return found;
}

let server: RunningApp;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => server.close());

const withNewUser = (segment: Segment, run: (page: Page) => Promise<void>) =>
  withPoseCamera(server.url, fakeWebcamVideo(segment), (page) => run(page));

const checkState = (page: Page, id: string) =>
  page.locator(`[data-testid="setup-check"] [data-check="${id}"]`).getAttribute('data-state');

async function calibrateAndSeeGood(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Calibrate' }).click();
  await page.getByRole('status').filter({ hasText: 'Good posture' }).waitFor({ timeout: 20_000 });
}

describe('first-session setup check', () => {
  it('turns each check green for a sitter framed at eye level, then calibrates', async () => {
    await withNewUser('eyeLevel', async (page) => {
      await page.getByTestId('setup-check').waitFor({ timeout: 60_000 });
      for (const id of ['eyeLevel', 'framing', 'light'])
        await expect.poll(() => checkState(page, id), { timeout: 20_000 }).toBe('ok');
      await expect
        .poll(() => page.getByTestId('setup-check').getByRole('status').textContent())
        .toContain('All set.');
      await screenshot(page, 'setup-check-green');
      expect(await axeViolations(page, '[data-testid="setup-check"]')).toEqual([]);
      await calibrateAndSeeGood(page);
      // Calibrated: the setup check has done its job and leaves the page.
      expect(await page.getByTestId('setup-check').count()).toBe(0);

      // The desk check is offered once calibrated; this picture is a small face (far away) at eye level.
      const desk = page.getByTestId('desk-check');
      await desk.getByText('You are calibrated.', { exact: false }).waitFor();
      await desk.getByRole('button', { name: 'Check my desk setup' }).click();
      await page.getByTestId('desk-verdicts').waitFor({ timeout: 20_000 });
      const verdicts = await page
        .locator('[data-testid="desk-verdicts"] [data-verdict]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-verdict')));
      expect(verdicts).toEqual(['distance-far', 'height-ok', 'light-ok']);
      await desk.getByText('Saved in your history.').waitFor();
      // A visitor's history is this browser's: numbers and verdicts only.
      const kept = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('postura:desk-checks'))) ?? '[]',
      );
      expect(kept).toHaveLength(1);
      expect(Object.keys(kept[0]).sort()).toEqual(
        ['at', 'distanceCm', 'eyesAboveCm', 'lightLevel', 'lighting', 'screenHeight'].sort(),
      );
      expect(kept[0].distanceCm).toBeGreaterThan(75);
      await screenshot(page, 'desk-check-result');
      expect(await axeViolations(page, '[data-testid="desk-check"]')).toEqual([]);
    });
  });

  it('says the camera sits low when the eyes are near the top of the picture; skipping still calibrates', async () => {
    await withNewUser('upright', async (page) => {
      await page.getByTestId('setup-check').waitFor({ timeout: 60_000 });
      await expect.poll(() => checkState(page, 'eyeLevel'), { timeout: 20_000 }).toBe('cameraLow');
      await expect(
        page.getByText('The camera is below your eyes.', { exact: false }).isVisible(),
      ).resolves.toBe(true);
      await page.getByRole('button', { name: 'Skip the setup check' }).click();
      expect(await page.getByTestId('setup-check').count()).toBe(0);
      await page.getByText('Sit upright and comfortable', { exact: false }).waitFor();
      await calibrateAndSeeGood(page);
      // Skipped once: not offered again on this device.
      expect(await page.evaluate(() => localStorage.getItem('postura:setup-check-skipped'))).toBe('1');
    });
  });
});
