/**
 * `npm run bench:accuracy:face-size`: how large each model reads a face that has come nearer the
 * camera. The forward head is the face's growth against the shoulders'; at a camera level with the
 * eyes MoveNet reads the face of a head pushed 6 cm forward at about half its growth for the newest
 * people (docs/benchmarks.md). This sets MoveNet's face points (ears and eyes) beside those of a face
 * model, MediaPipe FaceMesh (468 points: the width of its face oval, `faceOvalIndices`), on the same
 * frames:
 *
 * - the rig (truth-set.ts): the head 6 and 3 cm forward, typing, sitting 5 cm nearer and the neck
 *   bent 12°, at the laptop and monitor cameras, after the upright hold that calibration reads;
 * - the photo edits (photo-edits/edits.ts), whose truth is exact: the head alone 1.12× and 1.05×,
 *   the whole picture 1.09× and 1.2×, each person's photo streamed still.
 *
 * Landmarks are cached in bench/accuracy/.cache-face-size/; FACE_SIZE_CONDITIONS=<ids> picks the rig's
 * conditions (two processes with different ones keep both cores busy), FACE_SIZE_CLIPS=everyday adds
 * what covers, turns or bends the face (or names the clips), FACE_SIZE_RENDER=0 reads the cache only,
 * FACE_SIZE_EDITS=0 leaves out the photo edits.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  eyeSpanOf,
  type SettledFaceOval,
} from '../../../src/web/features/posture/detector/settled-face-oval';
import { detectorWarmUpFrames } from '../../../src/web/features/posture/session/detector-warm-up';
import { createNodeDetector, createNodeFaceOval, type NodeDetector, type RgbaImage } from '../node-detectors';
import { photoEditFrame, type Edit } from '../photo-edits/edits';
import { compact, compactPoints, frameStepMs } from '../render-landmarks';
import { launchRig } from '../rig/rig-browser';
import { subjects, type SubjectId } from '../rig/subjects';
import { calibrationRigPose, clips, conditions, poseAt, uprightHoldSeconds } from '../truth-set';

const cacheDir = path.resolve(process.env.FACE_SIZE_CACHE ?? 'bench/accuracy/.cache-face-size');
const defaultConditions = [
  'guye-monitor',
  'wilson-monitor',
  'richardson-monitor',
  'langmuir-monitor',
  'einstein-monitor',
  'monitor',
  'guye-laptop',
  'wilson-laptop',
  'einstein-laptop',
  'laptop',
];
const conditionIds = process.env.FACE_SIZE_CONDITIONS?.split(',').filter(Boolean) ?? defaultConditions;
/**
 * What brings the face nearer at a desk, by default; FACE_SIZE_CLIPS=everyday adds what covers or
 * turns the face (a cup, a phone, a fist, a second monitor) and the other slouches.
 */
const deskClips = ['forward-head', 'forward-head-3cm', 'typing', 'lean-5cm', 'neck-12'];
const everydayClips = [
  'drink',
  'drink-glass',
  'read-phone',
  'chin-on-fist',
  'second-monitor',
  'glance-keyboard',
  'head-tilt-20',
  'neck-30',
  'sink-third',
  'lean-10cm',
];
const clipIds =
  process.env.FACE_SIZE_CLIPS === 'everyday'
    ? [...deskClips, ...everydayClips]
    : (process.env.FACE_SIZE_CLIPS?.split(',').filter(Boolean) ?? deskClips);
/** Bump when what is read changes, so stale landmarks are read again. */
const faceSizeVersion = 2;

/** One frame: MoveNet's 17 points ([x, y, score %]) and FaceMesh's oval ends, or null without a face. */
interface FaceFrame {
  t: number;
  fast: number[][];
  oval: number[][] | null;
}
interface Readings {
  version: number;
  id: string;
  /** The upright hold calibration reads (from t = 0), after the models' warm-up. */
  upright: FaceFrame[];
  clips: Record<string, FaceFrame[]>;
}

interface Models {
  moveNet: NodeDetector;
  /** Read as /pose reads it (decision 067). */
  faceMesh: SettledFaceOval<RgbaImage>;
}

async function read(models: Models, image: { data: Uint8Array; width: number; height: number }, t: number) {
  const fast = await models.moveNet.detect(image.data, image.width, image.height);
  const oval = await models.faceMesh.read(image, eyeSpanOf(fast));
  return {
    t: Math.round(t),
    fast: compact(fast),
    oval: oval ? compactPoints(oval) : null,
  };
}

/**
 * The rig: calibration's upright hold, then each clip not yet read on the same camera, as a session
 * runs. Clips added to a condition read before are read after the models settle on the upright pose
 * again; its upright hold stays the one read first.
 */
async function renderCondition(
  id: string,
  models: Models,
  rig: Awaited<ReturnType<typeof launchRig>>,
  previous: Readings | undefined,
): Promise<Readings> {
  const condition = conditions.find((c) => c.id === id);
  if (!condition) throw new Error(`no condition ${id}`);
  models.moveNet.reset();
  models.faceMesh.reset();
  const view = condition.calibrationView ?? condition.view;
  const upright: FaceFrame[] = [];
  const holdFrames = previous ? 0 : (uprightHoldSeconds * 1000) / frameStepMs;
  for (let i = -detectorWarmUpFrames; i < holdFrames; i++) {
    const pose = calibrationRigPose((i * frameStepMs) / 1000, view);
    const frame = await read(models, await rig.rgba(view, pose), i * frameStepMs);
    if (i >= 0) upright.push(frame);
  }
  const result: Readings = previous ?? { version: faceSizeVersion, id, upright, clips: {} };
  for (const clipId of clipIds.filter((c) => !result.clips[c])) {
    const clip = clips.find((c) => c.id === clipId);
    if (!clip) throw new Error(`no clip ${clipId}`);
    const frames: FaceFrame[] = [];
    for (let i = 0; i < (clip.seconds * 1000) / frameStepMs; i++) {
      const t = i * frameStepMs;
      frames.push(
        await read(models, await rig.rgba(condition.view, poseAt(clip, t / 1000, condition.view)), t),
      );
    }
    result.clips[clipId] = frames;
  }
  return result;
}

/** The edits whose size is known exactly: a still photo, so a dozen reads of each edit settle. */
const edits: Record<string, Edit> = {
  'head-1.12': { kind: 'headForward', scale: 1.12 },
  'head-1.05': { kind: 'headForward', scale: 1.05 },
  'whole-1.09': { kind: 'leanIn', scale: 1.09 },
  'whole-1.2': { kind: 'leanIn', scale: 1.2 },
};
async function renderPerson(person: SubjectId, models: Models): Promise<Readings> {
  models.moveNet.reset();
  models.faceMesh.reset();
  // Each edit is made once: the upright photo comes back between edits.
  const made = new Map<string, ReturnType<typeof photoEditFrame>>();
  const reads = async (edit: Edit, count: number) => {
    const key = JSON.stringify(edit);
    if (!made.has(key)) made.set(key, photoEditFrame(subjects[person], edit));
    const frame = await made.get(key)!;
    const frames: FaceFrame[] = [];
    for (let i = 0; i < count; i++) frames.push(await read(models, frame, i * frameStepMs));
    return frames;
  };
  const upright = (await reads({ kind: 'upright' }, detectorWarmUpFrames + 15)).slice(detectorWarmUpFrames);
  const result: Readings = { version: faceSizeVersion, id: `photo-${person}`, upright, clips: {} };
  for (const [id, edit] of Object.entries(edits)) {
    result.clips[id] = (await reads(edit, 12)).slice(3);
    await reads({ kind: 'upright' }, 6);
  }
  return result;
}

/** The readings cached for `id`, with whatever `complete` adds (nothing when they are whole). */
async function cachedOr(
  id: string,
  complete: (previous: Readings | undefined) => Promise<Readings>,
  whole: (data: Readings) => boolean,
): Promise<Readings | undefined> {
  const file = path.join(cacheDir, `${id}.json`);
  let previous: Readings | undefined;
  if (fs.existsSync(file)) {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Readings;
    if (data.version === faceSizeVersion) previous = data;
  }
  if ((previous && whole(previous)) || process.env.FACE_SIZE_RENDER === '0') return previous;
  const started = Date.now();
  const data = await complete(previous);
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(data));
  console.error(`read ${id} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return data;
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
};
const span = (points: number[][] | null | undefined, a: number, b: number) =>
  points ? Math.hypot(points[a]![0]! - points[b]![0]!, points[a]![1]! - points[b]![1]!) : NaN;
/** Each span's median over some frames: MoveNet's ears, eyes and shoulders, FaceMesh's oval. */
const spans = (frames: FaceFrame[]) => ({
  ears: median(frames.map((f) => span(f.fast, 3, 4))),
  eyes: median(frames.map((f) => span(f.fast, 1, 2))),
  shoulders: median(frames.map((f) => span(f.fast, 5, 6))),
  oval: median(frames.map((f) => span(f.oval, 0, 1))),
});

/**
 * A row: each span's growth against the upright hold, and the forward head each face reads against
 * MoveNet's shoulders — MoveNet's face as the engine takes it (the ears, no more than their mean with
 * the eyes: decision 049) and FaceMesh's oval. Clips are read from 8 s, when every hold has settled.
 */
function row(data: Readings, clipId: string) {
  const base = spans(data.upright);
  const frames = data.clips[clipId]!;
  const held = spans(data.id.startsWith('photo-') ? frames : frames.filter((f) => f.t >= 8000));
  const ears = held.ears / base.ears;
  const eyes = held.eyes / base.eyes;
  const shoulders = held.shoulders / base.shoulders;
  const oval = held.oval / base.oval;
  const moveNetFace = Math.min(ears, (ears + eyes) / 2);
  // Each frame's own forward head, from when the pose begins (2 s): its 90th percentile is what a
  // passing moment reaches.
  const moving = data.id.startsWith('photo-') ? frames : frames.filter((f) => f.t >= 2000);
  const perFrame = (face: (f: FaceFrame) => number) =>
    percentile90(moving.map((f) => face(f) / (span(f.fast, 5, 6) / base.shoulders) - 1));
  const moveNetFrame = (f: FaceFrame) => {
    const [earsNow, eyesNow] = [span(f.fast, 3, 4) / base.ears, span(f.fast, 1, 2) / base.eyes];
    return Math.min(earsNow, (earsNow + eyesNow) / 2);
  };
  return {
    ears,
    eyes,
    shoulders,
    oval,
    moveNetForward: moveNetFace / shoulders - 1,
    faceMeshForward: oval / shoulders - 1,
    faceless: moving.filter((f) => !f.oval).length / moving.length,
    moveNetPeak: perFrame(moveNetFrame),
    faceMeshPeak: perFrame((f) => span(f.oval, 0, 1) / base.oval),
  };
}

/** The 90th percentile of the finite values. */
function percentile90(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length * 0.9)]! : NaN;
}

const fixed = (value: number, digits = 3) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

async function main() {
  const models: Models = { moveNet: await createNodeDetector('fast'), faceMesh: await createNodeFaceOval() };
  const readings: Readings[] = [];
  if (conditionIds.length) {
    const rig = process.env.FACE_SIZE_RENDER === '0' ? undefined : await launchRig();
    try {
      for (const id of conditionIds) {
        const data = await cachedOr(
          id,
          (previous) => renderCondition(id, models, rig!, previous),
          (cached) => clipIds.every((c) => cached.clips[c]),
        );
        if (data) readings.push(data);
      }
    } finally {
      await rig?.close();
    }
  }
  if (process.env.FACE_SIZE_EDITS !== '0') {
    for (const person of Object.keys(subjects) as SubjectId[]) {
      const data = await cachedOr(
        `photo-${person}`,
        () => renderPerson(person, models),
        () => true,
      );
      if (data) readings.push(data);
    }
  }
  console.log(
    '| Where | Clip | MoveNet ears | eyes | shoulders | FaceMesh oval | forward head, MoveNet face | forward head, FaceMesh face | 90th percentile, MoveNet | 90th percentile, FaceMesh |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const data of readings) {
    for (const clipId of Object.keys(data.clips)) {
      const r = row(data, clipId);
      const lost = r.faceless > 0 ? ` (no face in ${Math.round(r.faceless * 100)}%)` : '';
      console.log(
        `| ${data.id} | ${clipId} | ×${fixed(r.ears)} | ×${fixed(r.eyes)} | ×${fixed(r.shoulders)} | ×${fixed(r.oval)}${lost} | ${fixed(r.moveNetForward)} | ${fixed(r.faceMeshForward)} | ${fixed(r.moveNetPeak)} | ${fixed(r.faceMeshPeak)} |`,
      );
    }
  }
}

await main();
process.exit(0);
