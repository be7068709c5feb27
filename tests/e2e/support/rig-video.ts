import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchRig } from '../../../bench/accuracy/rig/rig-browser';
import { poseAt, type Clip } from '../../../bench/accuracy/truth-set';
import type { RigView } from '../../../bench/accuracy/rig/rig-types';

/**
 * A fake-webcam video of the posing rig (bench/accuracy/rig): a real photo of a person posed in 3D at
 * known angles, clip after clip in one continuous stream, rendered in test set-up (nothing committed).
 * Frames are rendered 5 times a second and written as MJPEG, which Chromium's fake camera plays at 30
 * frames a second: each frame is repeated six times.
 */
export async function rigVideo(name: string, view: RigView, parts: Array<[Clip, number]>): Promise<string> {
  const dir = path.join(os.tmpdir(), 'postura-fake-webcam');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `rig-${name}-30fps.mjpeg`);
  if (fs.existsSync(file)) return file;
  const partial = `${file}.part`;
  const ffmpeg = spawn(
    'ffmpeg',
    ['-loglevel', 'error', '-y', '-f', 'image2pipe', '-framerate', '5', '-i', '-',
      '-vf', 'fps=30,format=yuvj420p', '-q:v', '3', '-f', 'mjpeg', partial], // prettier-ignore
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
  const rig = await launchRig();
  try {
    for (const [clip, seconds] of parts) {
      for (let i = 0; i < seconds * 5; i++) {
        const png = await rig.png(view, poseAt(clip, i / 5, view));
        if (!ffmpeg.stdin.write(png)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
      }
    }
  } finally {
    ffmpeg.stdin.end();
    await rig.close();
  }
  await done;
  fs.renameSync(partial, file);
  return file;
}
