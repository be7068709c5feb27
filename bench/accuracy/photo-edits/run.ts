/**
 * `npm run bench:accuracy:photo-edits`: the issue's own test on every person (edits.ts). Each
 * person's photo is streamed as a still webcam picture: the models settle on it, /pose calibrates on
 * it, then each clip shows the photo for 2 s and an edit for 25 s. Both models read every frame (Node,
 * the app's graphs and weights); Postura's pipeline judges them at the default sensitivity.
 *
 * Landmarks are cached in bench/accuracy/.cache-photo-edits/<person>.json;
 * PHOTO_EDITS_PEOPLE=<ids> renders and reads only those people (two processes, each with its own
 * people, keep both cores busy); PHOTO_EDITS_RENDER=0 reads the cache only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PoseModelChoice } from '../../../src/web/features/posture/detector/pose-models';
import { eyeSpanOf } from '../../../src/web/features/posture/detector/settled-face-oval';
import { detectorWarmUpFrames } from '../../../src/web/features/posture/session/detector-warm-up';
import { toPoseFrame, type ClipRun } from '../evaluate';
import { pipelineEngine } from '../pipeline-engine';
import {
  compact,
  compactPoints,
  createDetectors,
  frameStepMs,
  type ConditionLandmarks,
  type Detectors,
  type LandmarkFrame,
} from '../render-landmarks';
import { subjects, type SubjectId } from '../rig/subjects';
import { lookAroundSeconds, uprightHoldSeconds } from '../truth-set';
import { clipSeconds, photoClips, type PhotoClip } from './clips';
import { photoEditFrame, type Edit, type Frame } from './edits';

const cacheDir = path.resolve(process.env.PHOTO_EDITS_CACHE ?? 'bench/accuracy/.cache-photo-edits');
const people = (process.env.PHOTO_EDITS_PEOPLE?.split(',').filter(Boolean) ??
  Object.keys(subjects)) as SubjectId[];
const models: PoseModelChoice[] = ['fast', 'precise'];
/** Bump when an edit, the clips or what is read of a frame change, so stale landmarks are read again. */
const photoEditsVersion = 4;

async function render(subject: SubjectId, detectors: Detectors): Promise<ConditionLandmarks> {
  // Each distinct edit is made once: the stream is still.
  const made = new Map<string, Promise<Frame>>();
  const frameOf = (edit: Edit) => {
    const key = JSON.stringify(edit);
    if (!made.has(key)) made.set(key, photoEditFrame(subjects[subject], edit));
    return made.get(key)!;
  };
  const read = async (edit: Edit, t: number): Promise<LandmarkFrame> => {
    const frame = await frameOf(edit);
    const fast = await detectors.fast.detect(frame.data, frame.width, frame.height);
    const precise = await detectors.precise.detect(frame.data, frame.width, frame.height);
    const oval = await detectors.face.read(frame, eyeSpanOf(fast));
    return {
      t: Math.round(t),
      fast: compact(fast),
      precise: compact(precise),
      ...(oval && { oval: compactPoints(oval) }),
    };
  };
  detectors.fast.reset();
  detectors.precise.reset();
  detectors.face.reset();
  const calibration: LandmarkFrame[] = [];
  const calibrationFrames = Math.floor(((uprightHoldSeconds + lookAroundSeconds) * 1000) / frameStepMs);
  for (let i = -detectorWarmUpFrames; i < calibrationFrames; i++)
    calibration.push(await read({ kind: 'upright' }, i * frameStepMs));
  const clips: Record<string, LandmarkFrame[]> = {};
  // Each clip follows the one before on the same camera, as a session does.
  for (const clip of photoClips) {
    const frames: LandmarkFrame[] = [];
    for (let i = 0; i < Math.floor((clipSeconds * 1000) / frameStepMs); i++)
      frames.push(await read(clip.at((i * frameStepMs) / 1000), i * frameStepMs));
    clips[clip.id] = frames;
  }
  return { version: photoEditsVersion, condition: `photo-${subject}`, calibration, clips };
}

async function landmarks(subject: SubjectId, detectors: () => Promise<Detectors>) {
  const file = path.join(cacheDir, `${subject}.json`);
  if (fs.existsSync(file)) {
    const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as ConditionLandmarks;
    if (cached.version === photoEditsVersion) return cached;
  }
  if (process.env.PHOTO_EDITS_RENDER === '0') return undefined;
  const started = Date.now();
  const result = await render(subject, await detectors());
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(result));
  console.log(`read ${subject} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result;
}

let made: Detectors | undefined;
const detectors = async () => (made ??= await createDetectors());

const engine = pipelineEngine();
const rows: Array<{ model: PoseModelChoice; subject: SubjectId; clip: PhotoClip; run: ClipRun }> = [];
for (const subject of people) {
  const data = await landmarks(subject, detectors);
  if (!data) continue;
  for (const model of models) {
    const calibration = data.calibration.map((f) => toPoseFrame(f, model));
    for (const clip of photoClips) {
      const frames = data.clips[clip.id];
      if (!frames) continue;
      rows.push({
        model,
        subject,
        clip,
        run: engine(
          model,
          calibration,
          frames.map((f) => toPoseFrame(f, model)),
        ),
      });
    }
  }
}

const share = (run: ClipRun, status: string) =>
  run.statuses.length ? run.statuses.filter((s) => s.status === status).length / run.statuses.length : 0;
for (const model of models) {
  const mine = rows.filter((r) => r.model === model);
  if (!mine.length) continue;
  const bad = mine.filter((r) => r.clip.label === 'bad');
  const quiet = mine.filter((r) => r.clip.label !== 'bad');
  const cued = bad.filter((r) => r.run.cues.length);
  const falseCues = quiet.filter((r) => r.run.cues.length);
  const firsts = cued.map((r) => r.run.cues[0]!.t / 1000 - 2).sort((a, b) => a - b);
  console.log(`\n### ${model === 'fast' ? 'MoveNet Lightning (fast)' : 'BlazePose full (precise)'}\n`);
  console.log(
    `bad clips cued: ${cued.length}/${bad.length}; good and everyday clips cued: ${falseCues.length}/${quiet.length}; ` +
      `first cue after the edit: median ${firsts[Math.floor(firsts.length / 2)]?.toFixed(1) ?? '–'} s, worst ${firsts.at(-1)?.toFixed(1) ?? '–'} s\n`,
  );
  console.log(
    '| clip | label | cued | first cue (s into the clip; the edit at 2 s) | good / fair / bad / away | cue metrics | missed or cued |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const clip of photoClips) {
    const of = mine.filter((r) => r.clip.id === clip.id);
    if (!of.length) continue;
    const withCue = of.filter((r) => r.run.cues.length);
    const times = withCue.map((r) => r.run.cues[0]!.t / 1000).sort((a, b) => a - b);
    const mean = (status: string) =>
      Math.round((100 * of.reduce((s, r) => s + share(r.run, status), 0)) / of.length);
    const odd = (clip.label === 'bad' ? of.filter((r) => !r.run.cues.length) : withCue).filter(
      (r) => !r.run.calibrationFailed,
    );
    const failed = of.filter((r) => r.run.calibrationFailed).map((r) => `${r.subject} (not calibrated)`);
    console.log(
      `| ${clip.id} | ${clip.label} | ${withCue.length}/${of.length} | ${times.length ? `${times[0]!.toFixed(1)}–${times.at(-1)!.toFixed(1)}` : '–'} | ` +
        `${mean('good')}% / ${mean('fair')}% / ${mean('bad')}% / ${mean('away')}% | ` +
        `${[...new Set(withCue.flatMap((r) => r.run.cues.map((c) => c.metric)))].join(', ') || '–'} | ` +
        `${[...new Set([...failed, ...odd.map((r) => r.subject)])].join(', ') || '–'} |`,
    );
  }
}
