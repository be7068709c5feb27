/**
 * `tsx bench/accuracy/export-fixture.ts`: writes the slice of the truth set the unit tests replay
 * (engine/testing/truth-set-landmarks.json): the laptop condition's calibration and a clip of each
 * kind, for each of the three people the rig poses, both models, the 13 landmarks the engine reads,
 * rounded to whole pixels.
 */
import fs from 'node:fs';
import { loadLandmarks } from './evaluate';
import type { LandmarkFrame } from './render-landmarks';
import { clips } from './truth-set';

export const fixtureClips = [
  'upright', 'neck-12', 'glance-keyboard', 'read-phone', 'second-monitor', 'typing', 'colleague-passes',
  'stand-up', 'neck-30', 'sink-quarter', 'sink-third', 'slump-20', 'lean-10cm', 'lateral-12',
  'head-tilt-20', 'slouch-combined', 'forward-head', 'lean-5cm', 'lateral-4', 'shift-in-chair',
  'forward-head-held', 'lean-5cm-held', 'lean-hips-5cm', 'forward-head-3cm', 'lean-hips-10cm',
  'shoulder-tilt-10',
]; // prettier-ignore
/** The second person's clips (the limits were read on the first): one of each kind. */
export const secondPersonClips = [
  'upright', 'neck-12', 'lean-5cm', 'lean-hips-5cm', 'forward-head-3cm', 'glance-keyboard', 'read-phone',
  'second-monitor', 'typing', 'neck-30', 'sink-quarter', 'forward-head', 'slump-20', 'lean-10cm',
  'lateral-12', 'head-tilt-20', 'slouch-combined', 'lean-5cm-held', 'shoulder-tilt-10',
]; // prettier-ignore
/** The third person's (added after every limit was set): the core of each kind, and typing. */
export const thirdPersonClips = [
  'upright', 'neck-12', 'lean-5cm', 'glance-keyboard', 'read-phone', 'typing', 'neck-30', 'sink-quarter',
  'forward-head', 'slump-20', 'lean-10cm', 'lateral-12', 'head-tilt-20', 'slouch-combined',
  'shoulder-tilt-10',
]; // prettier-ignore
const rendered = loadLandmarks();
const laptop = rendered.find((c) => c.condition === 'laptop');
const hopper = rendered.find((c) => c.condition === 'hopper-laptop');
const einstein = rendered.find((c) => c.condition === 'einstein-laptop');
if (!laptop || !hopper || !einstein) throw new Error('Render the truth set first: npm run bench:accuracy');
const slim = (frames: LandmarkFrame[]) =>
  frames.map((f) => ({
    t: f.t,
    fast: f.fast.slice(0, 13).map(([x, y, s]) => [Math.round(x!), Math.round(y!), s]),
    precise: f.precise.slice(0, 13).map(([x, y, s]) => [Math.round(x!), Math.round(y!), s]),
  }));
const labelled = (frames: Record<string, LandmarkFrame[]>, ids: string[]) =>
  Object.fromEntries(
    ids.map((id) => [id, { label: clips.find((c) => c.id === id)!.label, frames: slim(frames[id]!) }]),
  );
const fixture = {
  about: 'bench/accuracy (docs/decisions/013): laptop condition, landmarks [x, y, score %] every 1/3 s',
  calibration: slim(laptop.calibration),
  clips: labelled(laptop.clips, fixtureClips),
  secondPerson: { calibration: slim(hopper.calibration), clips: labelled(hopper.clips, secondPersonClips) },
  thirdPerson: { calibration: slim(einstein.calibration), clips: labelled(einstein.clips, thirdPersonClips) },
};
fs.writeFileSync('src/web/features/posture/engine/testing/truth-set-landmarks.json', JSON.stringify(fixture));
