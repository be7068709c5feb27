import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchRig } from '../../../bench/accuracy/rig/rig-browser';
import { poseAt, type Clip } from '../../../bench/accuracy/truth-set';
import type { RigView } from '../../../bench/accuracy/rig/rig-types';
import { backgroundChromiumPath } from './browser';
import { writeMjpeg } from './fake-webcam';

/**
 * Rig frames per second of video: three, the rate /pose reads a steady posture at (ratesMs.steady,
 * every 330 ms), and what the accuracy benchmark reads (a frame every ⅓ s). At five, the render took
 * about 250 s of CI's camera line, beside the page tests and at their priority.
 */
const framesPerSecond = 3;

/**
 * A fake-webcam video of the posing rig (bench/accuracy/rig): a real photo of a person posed in 3D at
 * known angles, clip after clip in one continuous stream, rendered in test set-up (nothing committed).
 * An MJPEG file is JPEG images one after another, and Chromium's fake camera plays it at 30 frames a
 * second: the rig's JPEG screenshots (3 a second) are written straight into it, each ten times, with
 * no encoder in between (half the set-up time of PNGs through ffmpeg). A part may name its own view
 * (the light changing after calibration: calibrated in one light, judged in the other).
 */
export async function rigVideo(
  name: string,
  view: RigView,
  parts: Array<[Clip, number, RigView?]>,
): Promise<string> {
  const dir = path.join(os.tmpdir(), 'postura-fake-webcam');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `rig-${name}-30fps.mjpeg`);
  if (fs.existsSync(file)) return file;
  const frames = parts.flatMap(([clip, seconds, partView = view]) =>
    Array.from({ length: seconds * framesPerSecond }, (_, i) => ({
      view: partView,
      pose: poseAt(clip, i / framesPerSecond, partView),
    })),
  );
  const jpegs: Buffer[] = [];
  // One rig per core, each rendering every other frame: a frame is one renderer's work. At the page
  // tests' lower priority: it is set-up, and beside them (scripts/run-tests.mjs) two rigs at full
  // priority starved them into time-outs.
  const rigs = await Promise.all([launchRig(backgroundChromiumPath), launchRig(backgroundChromiumPath)]);
  try {
    for (let i = 0; i < frames.length; i += rigs.length) {
      const batch = frames.slice(i, i + rigs.length);
      jpegs.push(...(await Promise.all(batch.map((frame, j) => rigs[j]!.jpeg(frame.view, frame.pose)))));
    }
  } finally {
    await Promise.all(rigs.map((rig) => rig.close()));
  }
  writeMjpeg(file, jpegs, framesPerSecond);
  return file;
}
