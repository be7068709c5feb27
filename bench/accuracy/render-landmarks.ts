/**
 * Renders every clip of the truth set under every condition with the rig, runs both pose models on
 * each frame (Node, TensorFlow.js wasm: the browser worker's graphs and backend) and keeps the
 * landmarks in bench/accuracy/.cache/<condition>.json. Frames are taken every third of a second, the
 * app's steady analysis rate. Cached clips are reused; delete the folder to render again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PoseModelChoice } from '../../src/web/features/posture/detector/pose-models';
import { eyeSpanOf, type SettledFaceOval } from '../../src/web/features/posture/detector/settled-face-oval';
import { detectorWarmUpFrames } from '../../src/web/features/posture/session/detector-warm-up';
import {
  createNodeDetector,
  createNodeFaceFinder,
  createNodeFaceOval,
  type NodeDetector,
  type NodeFaceFinder,
  type RgbaImage,
} from './node-detectors';
import { launchRig } from './rig/rig-browser';
import {
  calibrationRigPose,
  clips,
  conditions,
  lookAroundSeconds,
  poseAt,
  uprightHoldSeconds,
  type Condition,
} from './truth-set';

export const frameStepMs = 1000 / 3;
// BENCH_ACCURACY_CACHE renders into another folder, to compare a model or a rig change with the last rendering.
export const cacheDir = path.resolve(process.env.BENCH_ACCURACY_CACHE ?? 'bench/accuracy/.cache');
/**
 * BENCH_ACCURACY_CONDITIONS (comma-separated ids) renders only those conditions, and
 * BENCH_ACCURACY_CLIPS only those clips of them: the whole set takes longer than a working session on
 * two cores, so a session renders part of it (two processes, each with its own conditions, keep both
 * cores busy) or one new clip.
 */
const listed = (name: string) => process.env[name]?.split(',').filter(Boolean);
const onlyConditions = listed('BENCH_ACCURACY_CONDITIONS');
const onlyClips = listed('BENCH_ACCURACY_CLIPS');
/**
 * Bump when the rig, the truth set, a pose model or what is read of a frame changes, so stale landmarks
 * are rendered again (version 9: FaceMesh's face oval too; 10: the oval read as /pose reads it since
 * decision 067, settled after each detection and found afresh where it stops following the face).
 */
export const renderVersion = 10;

/**
 * One frame: time (ms; a calibration's warm-up frames come before 0) and, per model, 17 landmarks as
 * [x, y, score %] rounded.
 */
export interface LandmarkFrame {
  t: number;
  fast: number[][];
  precise: number[][];
  /** BlazePose's 3D world landmarks, [x, y, z] in millimetres about the hips (z toward the camera negative). */
  preciseWorld?: number[][];
  /**
   * FaceMesh's face oval (`faceOvalIndices`, the points /pose reads), [x, y] to a tenth of a pixel; none where it found no face.
   * Read since rendering version 9, so that the face's growth can be read off a face model (decision 055).
   */
  oval?: number[][];
  /**
   * Every face the full-range face detector found, [x, y, width, height] to a tenth of a pixel: the
   * second face beside the user's (decision 073). Read where BENCH_ACCURACY_FACES=1 (from 2026-12-05).
   */
  faces?: number[][];
}
export interface ConditionLandmarks {
  version: number;
  condition: string;
  calibration: LandmarkFrame[];
  clips: Record<string, LandmarkFrame[]>;
}

/** Points as the cache keeps them: [x, y] to a tenth of a pixel. */
export const compactPoints = (points: ReadonlyArray<{ x: number; y: number }>) =>
  points.map(({ x, y }) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10]);

/** Landmarks as the cache keeps them: [x, y] to a tenth of a pixel and the score in percent. */
export const compact = (k: Array<{ x: number; y: number; score: number }>) =>
  k.map((p) => [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10, Math.round(p.score * 100)]);

/** The two pose models, and FaceMesh for the face's size (decision 055), read as /pose reads it (067). */
export type Detectors = Record<PoseModelChoice, NodeDetector> & {
  face: SettledFaceOval<RgbaImage>;
  /** Every face in the picture (decision 073), where asked for. */
  faces?: NodeFaceFinder;
};
type Rig = Awaited<ReturnType<typeof launchRig>>;

/**
 * `seconds` of frames of a pose, every `frameStepMs`, read by both models; `leadFrames` more before
 * t = 0 (negative times).
 */
async function sequence(
  rig: Rig,
  detectors: Detectors,
  view: Condition['view'],
  seconds: number,
  pose: (t: number) => ReturnType<typeof poseAt>,
  leadFrames = 0,
): Promise<LandmarkFrame[]> {
  const frames: LandmarkFrame[] = [];
  const times = Array.from(
    { length: leadFrames + Math.floor((seconds * 1000) / frameStepMs) },
    (_, i) => (i - leadFrames) * frameStepMs,
  );
  let next = rig.rgba(view, pose(times[0]! / 1000));
  for (let i = 0; i < times.length; i++) {
    const image = await next;
    if (i + 1 < times.length) next = rig.rgba(view, pose(times[i + 1]! / 1000));
    const fast = await detectors.fast.detect(image.data, image.width, image.height);
    const precise = await detectors.precise.detect(image.data, image.width, image.height);
    const world = detectors.precise.lastWorld();
    // /pose checks the oval against the eyes of the model the user chose; MoveNet's stand for both here.
    const oval = await detectors.face.read(image, eyeSpanOf(fast));
    const faces = await detectors.faces?.find(image.data, image.width, image.height);
    frames.push({
      t: Math.round(times[i]!),
      fast: compact(fast),
      precise: compact(precise),
      preciseWorld: world?.map((p) => [
        Math.round(p.x * 1000),
        Math.round(p.y * 1000),
        Math.round(p.z * 1000),
      ]),
      ...(oval && { oval: compactPoints(oval) }),
      ...(faces && { faces: faces.map((box) => box.map((v) => Math.round(v * 10) / 10)) }),
    });
  }
  return frames;
}

/**
 * A condition's calibration as /pose takes it: the camera starts afresh (both models forget the last
 * scene), the models read `detectorWarmUpFrames` frames of the user sitting upright before the first
 * one counts (session/detector-warm-up.ts: BlazePose's region takes a dozen frames to settle, and the
 * shoulders it reads on the way are up to a tenth narrower), then the upright hold from t = 0 and the
 * look at the screen's corners.
 */
async function renderCalibration(rig: Rig, detectors: Detectors, condition: Condition) {
  detectors.fast.reset();
  detectors.precise.reset();
  detectors.face.reset();
  const view = condition.calibrationView ?? condition.view;
  return sequence(
    rig,
    detectors,
    view,
    uprightHoldSeconds + lookAroundSeconds,
    (t) => calibrationRigPose(t, view),
    detectorWarmUpFrames,
  );
}

export async function createDetectors(): Promise<Detectors> {
  return {
    fast: await createNodeDetector('fast'),
    precise: await createNodeDetector('precise'),
    face: await createNodeFaceOval(),
    ...(process.env.BENCH_ACCURACY_FACES === '1' && { faces: await createNodeFaceFinder() }),
  };
}

/** Renders the conditions missing from the cache; `redo` renders those clips again everywhere. */
export async function renderLandmarks(redo: string[] = []): Promise<void> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const cached = (id: string): ConditionLandmarks | undefined => {
    const file = path.join(cacheDir, `${id}.json`);
    if (!fs.existsSync(file)) return undefined;
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ConditionLandmarks;
    return data.version === renderVersion ? data : undefined;
  };
  /** The clips to render under a condition: its own, of those asked for. */
  const wanted = (condition: Condition) =>
    clips.filter(
      (clip) =>
        (!condition.clips || condition.clips.includes(clip.id)) &&
        (!onlyClips || onlyClips.includes(clip.id)),
    );
  // A condition cached without some of its clips (a clip added to the truth set since, or a rendering
  // of only some clips) renders the missing ones.
  // Each cached file (a megabyte or more) is read once.
  const todo = conditions
    .filter((c) => !onlyConditions || onlyConditions.includes(c.id))
    .map((condition) => ({ condition, previous: cached(condition.id) }))
    .filter(
      ({ condition, previous }) =>
        redo.length > 0 || wanted(condition).some((clip) => !previous?.clips[clip.id]),
    );
  if (!todo.length) return;
  const rig = await launchRig();
  const detectors = await createDetectors();
  try {
    for (const { condition, previous } of todo) {
      const started = Date.now();
      const result: ConditionLandmarks = previous ?? {
        version: renderVersion,
        condition: condition.id,
        calibration: await renderCalibration(rig, detectors, condition),
        clips: {},
      };
      // Each clip follows the one before on the same camera, as a session does.
      for (const clip of wanted(condition)) {
        if (previous?.clips[clip.id] && !redo.includes(clip.id)) continue;
        result.clips[clip.id] = await sequence(rig, detectors, condition.view, clip.seconds, (t) =>
          poseAt(clip, t, condition.view),
        );
      }
      fs.writeFileSync(path.join(cacheDir, `${condition.id}.json`), JSON.stringify(result));
      console.log(`rendered ${condition.id} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await rig.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await renderLandmarks(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
}
