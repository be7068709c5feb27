/**
 * The accuracy benchmark's clips played through /pose itself, as a user meets it: the rig's video on
 * Chromium's fake camera, the real build and server, the pose and face models in the page's worker,
 * Calibrate pressed while the person sits upright, then the clip in the same stream. What it reads is
 * what a user sees: whether a cue came, when, and what it said.
 *
 * The main benchmark (../run.ts) reads the same poses in Node, on the models' landmarks; this checks that
 * its findings hold on the browser's path (JPEG frames, the camera's colour conversion, the worker's
 * timing and frame rate), on people the limits were never read on. One clip a browser: a cue has a
 * minute's cool-down, and Chromium's fake camera starts its file from the beginning with each start.
 *
 * `npm run bench:accuracy:browser` (builds the app first). BENCH_BROWSER_CONDITIONS and
 * BENCH_BROWSER_CLIPS (comma-separated ids of ../truth-set.ts), BENCH_BROWSER_MODEL (fast | precise).
 * Videos are rendered once, as the browser tests render theirs (tests/e2e/support/rig-video.ts), and reused.
 */
import { chromium } from 'playwright-core';
import { badFromOf, clips, conditions, type Clip } from '../truth-set';
import { startAppServer } from '../../../tests/e2e/support/app-server';
import { chromiumArgs, chromiumPath } from '../../../tests/e2e/support/browser';
import { fakeWebcamArgs } from '../../../tests/e2e/support/fake-webcam';
import { rigVideo } from '../../../tests/e2e/support/rig-video';

const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').filter(Boolean);
const conditionIds = list('BENCH_BROWSER_CONDITIONS', 'guye-laptop,wilson-laptop,richardson-laptop');
const clipIds = list(
  'BENCH_BROWSER_CLIPS',
  'neck-30,sink-third,forward-head,slump-20,lean-10cm,slouch-combined,typing,read-phone,glance-keyboard,forward-head-3cm,neck-12',
);
const model = process.env.BENCH_BROWSER_MODEL === 'precise' ? 'precise' : 'fast';
/** Sitting upright before the clip: the model loads and settles, and calibration holds for 5 s. */
const uprightSeconds = model === 'precise' ? 45 : 25;

interface Played {
  condition: string;
  clip: string;
  label: string;
  calibratedAt?: number;
  /** Seconds after the clip's posture crossed its bad line (from the clip's start for good clips). */
  cueAfter?: number;
  cue?: string;
  error?: string;
}

async function play(appUrl: string, video: string, clip: Clip): Promise<Omit<Played, 'condition'>> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...fakeWebcamArgs(video)],
  });
  const result: Omit<Played, 'condition'> = { clip: clip.id, label: clip.label };
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${appUrl}/en/pose`);
    if (model === 'precise') {
      await page.getByRole('combobox', { name: 'Pose model' }).selectOption('precise');
    }
    await page.getByRole('button', { name: 'Start camera' }).click();
    const cameraOn = Date.now();
    const since = () => (Date.now() - cameraOn) / 1000;
    await page.locator('button:has-text("Calibrate"):not([disabled])').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Calibrate', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Good posture' }).waitFor({ timeout: 40_000 });
    result.calibratedAt = since();
    const from = uprightSeconds + (clip.label === 'bad' ? badFromOf(clip) : 0);
    const cue = page.getByTestId('posture-cue');
    // Until the clip ends, and 3 s more for a cue already on its way.
    const end = uprightSeconds + clip.seconds + 3;
    while (since() < end) {
      if (await cue.count()) {
        result.cueAfter = since() - from;
        result.cue = (await cue.first().textContent())?.replace("I'm sitting fine", '').trim();
        break;
      }
      await page.waitForTimeout(250);
    }
  } catch (error) {
    result.error = (error as Error).message.split('\n')[0];
  } finally {
    await browser.close();
  }
  return result;
}

const server = await startAppServer();
const results: Played[] = [];
try {
  for (const id of conditionIds) {
    const condition = conditions.find((c) => c.id === id);
    if (!condition) throw new Error(`No condition ${id} in the truth set`);
    const upright = clips.find((c) => c.id === 'upright')!;
    for (const clipId of clipIds) {
      const clip = clips.find((c) => c.id === clipId);
      if (!clip) throw new Error(`No clip ${clipId} in the truth set`);
      const video = await rigVideo(`bench-${id}-${clip.id}-${uprightSeconds}`, condition.view, [
        // Calibrated in the condition's calibration view where it has one (the light changing after).
        [upright, uprightSeconds, condition.calibrationView],
        [clip, clip.seconds],
      ]);
      const played = { condition: id, ...(await play(server.url, video, clip)) };
      results.push(played);
      console.log(JSON.stringify(played));
    }
  }
} finally {
  await server.close();
}

const bad = results.filter((r) => r.label === 'bad');
const quiet = results.filter((r) => r.label !== 'bad');
const cued = bad.filter((r) => r.cueAfter !== undefined && r.cueAfter >= -1);
const times = cued.map((r) => r.cueAfter!).sort((a, b) => a - b);
console.log(`\nModel ${model}, in the browser (/pose on Chromium's fake camera):`);
console.log('| condition | clip | label | calibrated at | cue after onset | cue |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  const at = r.cueAfter === undefined ? '—' : `${r.cueAfter.toFixed(1)} s`;
  console.log(
    `| ${r.condition} | ${r.clip} | ${r.label} | ${r.calibratedAt?.toFixed(1) ?? r.error} | ${at} | ${r.cue ?? ''} |`,
  );
}
console.log(
  `\nbad cued ${cued.length}/${bad.length}` +
    (times.length
      ? ` (median ${times[Math.floor(times.length / 2)]!.toFixed(1)} s, worst ${times.at(-1)!.toFixed(1)} s)`
      : '') +
    `; good and everyday cued ${quiet.filter((r) => r.cueAfter !== undefined).length}/${quiet.length}` +
    `; failed to run ${results.filter((r) => r.error).length}`,
);
