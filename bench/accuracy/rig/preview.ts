/**
 * Renders a few rig poses to PNG files for a person to look at:
 * `tsx bench/accuracy/rig/preview.ts out/ [subject]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchRig } from './rig-browser';
import { upright, type RigPose, type RigView } from './rig-types';
import type { SubjectId } from './subjects';

const out = process.argv[2] ?? 'test-results/rig';
fs.mkdirSync(out, { recursive: true });
const view: RigView = {
  subject: (process.argv[3] ?? 'astronaut') as SubjectId,
  distance: 60,
  height: -15,
  side: 0,
  bodyScale: 1,
  shoulderScale: 1,
  headScale: 1,
  glasses: false,
  light: 1,
};
const poses: Record<string, Partial<RigPose>> = {
  upright: {},
  neck30: { neckFlexion: 30 },
  sink: { headSink: 9 },
  forward: { headForward: 6 },
  slump: { thoracicSlump: 20 },
  lean10: { leanIn: 10 },
  lateral: { lateralLean: 12 },
  yaw: { headYaw: 40 },
  cup: { neckFlexion: -15, cup: true },
  phone: { neckFlexion: 40, phone: true },
  passer: { passerBy: 40 },
  onlooker: { onlooker: 30 },
  onlookerNear: { onlooker: 22 },
  turnSide: { headYaw: 40, torsoYaw: 10 },
  neck40: { neckFlexion: 40 },
  shoulder10: { shoulderTilt: 10 },
  shoulderMinus10: { shoulderTilt: -10 },
  elbowOnHand: { lateralLean: 12, trunkFlexion: 4, shoulderTilt: -8, headTilt: 8, headOnHand: 'right' },
  chinOnFist: { neckFlexion: 6, trunkFlexion: 3, headOnHand: 'chin' },
  reclined: { trunkFlexion: -15, neckFlexion: 15 },
  reclinedForward: { trunkFlexion: -15, neckFlexion: 15, headForward: 8.5 },
  elbowOnOtherHand: { lateralLean: -12, trunkFlexion: 4, shoulderTilt: 8, headTilt: -8, headOnHand: 'left' },
};
const rig = await launchRig();
for (const [name, pose] of Object.entries(poses)) {
  fs.writeFileSync(path.join(out, `${name}.png`), await rig.png(view, { ...upright, ...pose }));
}
fs.writeFileSync(
  path.join(out, 'glasses-dim-side.png'),
  await rig.png({ ...view, glasses: true, light: 0.4, side: 35 }, upright),
);
await rig.close();
