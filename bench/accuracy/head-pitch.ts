/**
 * `tsx bench/accuracy/head-pitch.ts`: the head's pitch as each model's ears read it against its eyes,
 * per rendered condition and clip — a lead for the bent neck, not a rule (docs/benchmarks.md, "A
 * laptop flat on the desk"). A head bowed forward turns about a line across the neck, so the ears,
 * about 9 cm behind the eyes, rise against them in the picture by about that depth times the sine of
 * the bow, nearly whatever the camera's height; the head drop, read on the eyes against the
 * shoulders, loses part of a bow toward a camera below the eyes.
 *
 * The reading: the ears' midpoint's height over the eyes' midpoint, in ear-to-ear widths, on the raw
 * landmarks; the median while a clip is held (t ≥ 4 s) less the median of the condition's first 5 s
 * upright. Negative: the ears rose, the head bowed. Frames where any of the five face points scored
 * under 20% are left out.
 */
import type { PoseModelChoice } from '../../src/web/features/posture/detector/pose-models';
import { loadLandmarks } from './evaluate';
import type { LandmarkFrame } from './render-landmarks';
import { clips } from './truth-set';

// COCO order, which both models' landmarks are rendered in.
const nose = 0;
const [leftEye, rightEye, leftEar, rightEar] = [1, 2, 3, 4];
const minScore = 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function earsOverEyes(frame: LandmarkFrame, model: PoseModelChoice): number | undefined {
  const k = frame[model];
  const face = [nose, leftEye, rightEye, leftEar, rightEar].map((i) => k[i]);
  if (face.some((p) => !p || p[2]! < minScore)) return undefined;
  const width = Math.abs(k[leftEar]![0]! - k[rightEar]![0]!);
  if (width < 5) return undefined;
  return ((k[leftEar]![1]! + k[rightEar]![1]!) / 2 - (k[leftEye]![1]! + k[rightEye]![1]!) / 2) / width;
}

const read = (frames: LandmarkFrame[], model: PoseModelChoice) =>
  frames.map((f) => earsOverEyes(f, model)).filter((v): v is number => v !== undefined);

for (const model of ['fast', 'precise'] as const) {
  console.log(`\n${model}: ears over eyes, change from upright (face widths; negative: bowed)`);
  for (const condition of loadLandmarks()) {
    const upright = median(
      read(
        condition.calibration.filter((f) => f.t >= 0 && f.t < 5000),
        model,
      ),
    );
    if (upright === undefined) {
      console.log(`${condition.condition}: no face in the upright hold`);
      continue;
    }
    const cells = clips
      .filter((clip) => condition.clips[clip.id])
      .map((clip) => {
        const held = median(
          read(
            condition.clips[clip.id]!.filter((f) => f.t >= 4000),
            model,
          ),
        );
        const value = held === undefined ? 'n/a' : (held - upright).toFixed(2);
        return `${clip.id} (${clip.label[0]}) ${value}`;
      });
    console.log(`${condition.condition}: ${cells.join(', ')}`);
  }
}
