/**
 * `tsx bench/accuracy/metric-table.ts`: what each model measured on each clip — per metric, the median
 * deviation from calibration while the posture is held (t ≥ 4 s), across the rendered conditions
 * (min–max). The thresholds of engine/model-thresholds.ts are read off this table.
 */
import { deviations } from '../../src/web/features/posture/engine/deviations';
import { moveNetUnits } from '../../src/web/features/posture/engine/model-thresholds';
import { PosturePipeline } from '../../src/web/features/posture/engine/posture-pipeline';
import type { MetricId } from '../../src/web/features/posture/engine/thresholds';
import { loadLandmarks, toPoseFrame } from './evaluate';
import { calibrateAsPose } from './calibrate-as-pose';
import { rigFrame } from './rig/rig-types';
import { clips } from './truth-set';

/** The front view's measures (the side view's neck and torso have no clips of their own). */
const shown: MetricId[] = ['headDrop', 'lean', 'headForward', 'shoulderTilt', 'headTilt', 'lateralLean'];
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;
const data = loadLandmarks();
for (const model of ['fast', 'precise'] as const) {
  console.log(`\n${model}: median deviation while held, min–max over ${data.length} conditions`);
  console.log(['clip'.padEnd(18), ...shown.map((m) => m.padStart(13))].join(''));
  const table = new Map<string, Map<MetricId, number[]>>();
  for (const condition of data) {
    const pipeline = new PosturePipeline(model, { sensitivity: 5 });
    pipeline.setPictureWidth(rigFrame.width);
    const result = calibrateAsPose(
      condition.calibration
        .map((f) => toPoseFrame(f, model))
        .map((f) => ({ t: f.t, frame: pipeline.measure(f.keypoints, f.t, f.companion, f.oval).frame })),
    );
    if (!result.ok) {
      console.log(`${condition.condition}: calibration failed (${result.problem})`);
      continue;
    }
    for (const [clipId, clipFrames] of Object.entries(condition.clips)) {
      const values = new Map<MetricId, number[]>();
      for (const f of clipFrames.map((frame) => toPoseFrame(frame, model))) {
        const { frame } = pipeline.measure(f.keypoints, 20_000 + f.t, f.companion, f.oval);
        if (!frame || f.t < 4000) continue;
        for (const [id, v] of Object.entries(
          deviations(frame, result.calibration, moveNetUnits(model)),
        ) as Array<[MetricId, number]>)
          values.set(id, [...(values.get(id) ?? []), v]);
      }
      const row = table.get(clipId) ?? new Map<MetricId, number[]>();
      for (const [id, v] of values) row.set(id, [...(row.get(id) ?? []), median(v)]);
      table.set(clipId, row);
    }
  }
  for (const clip of clips) {
    const row = table.get(clip.id);
    if (!row) continue;
    const cell = (id: MetricId) => {
      const v = row.get(id) ?? [];
      if (!v.length) return '–'.padStart(13);
      const digits = id === 'shoulderTilt' || id === 'headTilt' ? 1 : 3;
      return `${Math.min(...v).toFixed(digits)}–${Math.max(...v).toFixed(digits)}`.padStart(13);
    };
    console.log([`${clip.id} (${clip.label[0]})`.padEnd(18), ...shown.map(cell)].join(''));
  }
}
