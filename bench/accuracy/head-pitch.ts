/**
 * `tsx bench/accuracy/head-pitch.ts`: the head's pitch as each model's ears read it against its eyes,
 * per rendered condition and clip, on the raw landmarks (docs/benchmarks.md, "A laptop flat on the
 * desk"); the engine's own reading of it, on smoothed landmarks, is the bow that backs the head drop
 * (engine/head-bow.ts, decision 061). A head bowed forward turns about a line across the neck, so
 * the ears, about 9 cm behind the eyes, rise against them in the picture by about that depth times
 * the sine of the bow, nearly whatever the camera's height; the head drop, read on the eyes against
 * the shoulders, loses part of a bow toward a camera below the eyes.
 *
 * The reading: the ears' midpoint's height over the eyes' midpoint, in ear-to-ear widths, on the raw
 * landmarks; the median while a clip is held (t ≥ 4 s) less the median of the condition's first 5 s
 * upright. Negative: the ears rose, the head bowed. Frames where the engine measures no front view
 * with both ears are left out. (Until the twentieth session it measured the ears' width across the
 * picture alone, not along their line: the figures of docs/benchmarks.md's "A laptop flat on the
 * desk" differ from today's by 0.01 at most.)
 */
import type { PoseModelChoice } from '../../src/web/features/posture/detector/pose-models';
import { median } from '../../src/web/features/posture/engine/calibration';
import { measureFrame } from '../../src/web/features/posture/engine/metrics';
import { loadLandmarks, toKeypoints } from './evaluate';
import type { LandmarkFrame } from './render-landmarks';
import { clips } from './truth-set';

/**
 * The ears' midpoint's height over the eyes', in ear-to-ear widths, as the engine measures it
 * (`earsBelowEyes`: positive, the ears below the eyes), where it sees a front view with both ears.
 */
function earsBelowEyes(frame: LandmarkFrame, model: PoseModelChoice): number | undefined {
  const measured = measureFrame(toKeypoints(frame, model));
  if (typeof measured === 'string' || measured.earsBelowEyes === undefined) return undefined;
  return measured.earsBelowEyes;
}

/** The median of the readings of these frames, if any has one. */
function medianReading(frames: LandmarkFrame[], model: PoseModelChoice): number | undefined {
  const values = frames.map((f) => earsBelowEyes(f, model)).filter((v): v is number => v !== undefined);
  return values.length ? median(values) : undefined;
}

for (const model of ['fast', 'precise'] as const) {
  console.log(`\n${model}: ears over eyes, change from upright (face widths; negative: bowed)`);
  for (const condition of loadLandmarks()) {
    const upright = medianReading(
      condition.calibration.filter((f) => f.t >= 0 && f.t < 5000),
      model,
    );
    if (upright === undefined) {
      console.log(`${condition.condition}: no face in the upright hold`);
      continue;
    }
    const cells = clips
      .filter((clip) => condition.clips[clip.id])
      .map((clip) => {
        const held = medianReading(
          condition.clips[clip.id]!.filter((f) => f.t >= 4000),
          model,
        );
        const value = held === undefined ? 'n/a' : (held - upright).toFixed(2);
        return `${clip.id} (${clip.label[0]}) ${value}`;
      });
    console.log(`${condition.condition}: ${cells.join(', ')}`);
  }
}
