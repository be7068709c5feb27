/**
 * Renders every clip of the truth set under every condition with the rig, runs both pose models on
 * each frame (Node, TensorFlow.js wasm: the browser worker's graphs and backend) and keeps the
 * landmarks in bench/accuracy/.cache/<condition>.json. Frames are taken every third of a second, the
 * app's steady analysis rate. Cached files are reused; delete the folder to render again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PoseModelChoice } from '../../src/web/features/posture/detector/pose-models';
import { createNodeDetector } from './node-detectors';
import { launchRig } from './rig/rig-browser';
import {
  calibrationPose,
  calibrationSeconds,
  clips,
  conditions,
  lookAroundSeconds,
  poseAt,
  type Clip,
} from './truth-set';

export const frameStepMs = 1000 / 3;
// BENCH_ACCURACY_CACHE renders into another folder, to compare a model or a rig change with the last rendering.
export const cacheDir = path.resolve(process.env.BENCH_ACCURACY_CACHE ?? 'bench/accuracy/.cache');
/** Bump when the rig, the truth set or a pose model changes, so stale landmarks are rendered again. */
export const renderVersion = 4;

/** One frame: time (ms) and, per model, 17 landmarks as [x, y, score %] rounded. */
export interface LandmarkFrame {
  t: number;
  fast: number[][];
  precise: number[][];
}
export interface ConditionLandmarks {
  version: number;
  condition: string;
  calibration: LandmarkFrame[];
  clips: Record<string, LandmarkFrame[]>;
}

const compact = (k: Array<{ x: number; y: number; score: number }>) =>
  k.map((p) => [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10, Math.round(p.score * 100)]);

/** Renders the conditions missing from the cache; `redo` renders those clips again everywhere. */
export async function renderLandmarks(redo: string[] = []): Promise<void> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const cached = (id: string): ConditionLandmarks | undefined => {
    const file = path.join(cacheDir, `${id}.json`);
    if (!fs.existsSync(file)) return undefined;
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ConditionLandmarks;
    return data.version === renderVersion ? data : undefined;
  };
  const todo = conditions.filter((c) => !cached(c.id) || redo.length);
  if (!todo.length) return;
  const rig = await launchRig();
  const detectors = {
    fast: await createNodeDetector('fast'),
    precise: await createNodeDetector('precise'),
  } satisfies Record<PoseModelChoice, unknown>;
  try {
    for (const condition of todo) {
      const started = Date.now();
      const sequence = async (seconds: number, pose: (t: number) => ReturnType<typeof poseAt>) => {
        const frames: LandmarkFrame[] = [];
        const times = Array.from(
          { length: Math.floor((seconds * 1000) / frameStepMs) },
          (_, i) => i * frameStepMs,
        );
        let next = rig.rgba(condition.view, pose(0));
        for (let i = 0; i < times.length; i++) {
          const image = await next;
          if (i + 1 < times.length) next = rig.rgba(condition.view, pose(times[i + 1]! / 1000));
          const fast = await detectors.fast.detect(image.data, image.width, image.height);
          const precise = await detectors.precise.detect(image.data, image.width, image.height);
          frames.push({ t: Math.round(times[i]!), fast: compact(fast), precise: compact(precise) });
        }
        return frames;
      };
      const calibrationClip: Clip = {
        id: 'calibration',
        label: 'good',
        rule: '',
        seconds: 0,
        pose: calibrationPose,
      };
      const previous = cached(condition.id);
      const result: ConditionLandmarks = previous ?? {
        version: renderVersion,
        condition: condition.id,
        calibration: await sequence(calibrationSeconds + lookAroundSeconds, (t) =>
          poseAt(calibrationClip, t, condition.view),
        ),
        clips: {},
      };
      for (const clip of clips) {
        if (condition.clips && !condition.clips.includes(clip.id)) continue;
        if (previous?.clips[clip.id] && !redo.includes(clip.id)) continue;
        result.clips[clip.id] = await sequence(clip.seconds, (t) => poseAt(clip, t, condition.view));
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
