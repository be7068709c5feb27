import { describe, expect, it } from 'vitest';
import type { Keypoint } from '../engine/keypoints';
import rendered from './testing/rendered-faces.json';
import { estimateDesk } from './desk-estimate';
import { distanceVerdict, heightVerdict, lightVerdict } from './desk-verdicts';
import {
  assumedFieldOfViewDeg,
  eyeDistanceCm,
  eyeElevationDeg,
  eyesAboveCameraCm,
  faceFrame,
  longSide,
  median,
} from './face-geometry';

/**
 * The distance and height estimates on the rig's photographed face rendered at known distances, camera
 * heights and fields of view, landmarks from both pose models (bench/desk-check/render-faces.ts).
 */
type Model = 'fast' | 'precise';
const models: Model[] = ['fast', 'precise'];
const keypoints = (rows: number[][]): Keypoint[] =>
  rows.map(([x, y, s]) => ({ x: x!, y: y!, score: s! / 100 }));
const { frame, faces } = rendered;

function estimate(face: (typeof faces)[number], model: Model) {
  const found = faceFrame(keypoints(face[model]));
  if (!found) return undefined;
  const distance = eyeDistanceCm(found, longSide(frame));
  const elevation = eyeElevationDeg(found, frame);
  return { distance, elevation, eyesAbove: eyesAboveCameraCm(elevation, distance) };
}

describe('eye-to-screen distance on rendered faces', () => {
  const atAssumedLens = faces.filter((f) => f.fieldOfView === assumedFieldOfViewDeg);

  it.each(models)('%s model: within 16% of the true distance when the lens is the assumed 65°', (model) => {
    const errors = atAssumedLens.flatMap((face) => {
      const result = estimate(face, model);
      return result ? [Math.abs(result.distance / face.distance - 1)] : [];
    });
    expect(errors.length).toBeGreaterThanOrEqual(atAssumedLens.length - 1);
    expect(Math.max(...errors)).toBeLessThan(0.16);
    expect(median(errors)).toBeLessThan(0.06);
  });

  it.each(models)('%s model: a wider lens than assumed reads farther, a narrower one nearer', (model) => {
    for (const distance of [45, 60, 75, 90]) {
      const at = (fov: number) =>
        estimate(
          faces.find((f) => f.distance === distance && f.fieldOfView === fov)!,
          model,
        )!;
      expect(at(78).distance).toBeGreaterThan(distance * 1.15);
      expect(at(60).distance).toBeLessThan(at(65).distance);
    }
  });

  it.each(models)('%s model: eyes above the camera within 6 cm of the truth', (model) => {
    for (const face of atAssumedLens) {
      const result = estimate(face, model);
      if (result) expect(Math.abs(result.eyesAbove - face.eyesAbove)).toBeLessThan(6);
    }
  });

  it('gives the right verdicts at 45, 60 and 90 cm and for a screen too high or too low', () => {
    const face = (distance: number, eyesAbove = 5) =>
      faces.find(
        (f) =>
          f.distance === distance &&
          f.fieldOfView === 65 &&
          f.eyesAbove === eyesAbove &&
          !f.yaw &&
          !f.glasses,
      )!;
    for (const model of models) {
      expect(distanceVerdict(estimate(face(45), model)!.distance)).toBe('near');
      expect(distanceVerdict(estimate(face(60), model)!.distance)).toBe('ok');
      expect(distanceVerdict(estimate(face(90), model)!.distance)).toBe('far');
      expect(heightVerdict(estimate(face(50, -10), model)!.elevation)).toBe('high');
      expect(heightVerdict(estimate(face(65, 0), model)!.elevation)).toBe('ok');
      expect(heightVerdict(estimate(face(50, 18), model)!.elevation)).toBe('low');
    }
  });
});

describe('estimateDesk', () => {
  const face = faces.find((f) => f.distance === 60 && f.fieldOfView === 65)!;
  const sample = { keypoints: keypoints(face.fast), frame, light: { face: 0.5, frame: 0.55 } };

  it('takes the median of the frames, so one bad frame does not move it', () => {
    const wild = keypoints(face.fast).map((k, i) => (i === 1 ? { ...k, x: k.x + 40 } : k));
    const result = estimateDesk([sample, sample, { ...sample, keypoints: wild }, sample, sample, sample]);
    expect(result?.distanceCm).toBeCloseTo(estimate(face, 'fast')!.distance, 5);
    expect(result).toMatchObject({ distance: 'ok', height: 'ok', lighting: 'ok' });
  });

  it('takes the lens across the longer side, so a picture held upright reads the same distance', () => {
    // The same face in a camera turned upright: the picture 480×640 where it was 640×480, the face
    // moved by the change of the picture's centre so that it sits where it sat against the lens.
    const upright = { width: frame.height, height: frame.width };
    const dx = (upright.width - frame.width) / 2;
    const dy = (upright.height - frame.height) / 2;
    const moved = keypoints(face.fast).map((k) => ({ ...k, x: k.x + dx, y: k.y + dy }));
    const turned = estimateDesk(
      Array.from({ length: 6 }, () => ({ ...sample, keypoints: moved, frame: upright })),
    );
    const level = estimateDesk(Array.from({ length: 6 }, () => sample));
    expect(turned?.distanceCm).toBeCloseTo(level!.distanceCm, 5);
    expect(turned?.eyesAboveCm).toBeCloseTo(level!.eyesAboveCm, 5);
  });

  it('needs a few frames with a face', () => {
    const noFace = { ...sample, keypoints: keypoints(face.fast).map((k) => ({ ...k, score: 0.1 })) };
    expect(estimateDesk([sample, sample, noFace, noFace, noFace, noFace])).toBeUndefined();
  });
});

describe('light verdicts', () => {
  it('reads a dim face, a face against a bright window, and a well-lit face', () => {
    expect(lightVerdict({ face: 0.12, frame: 0.15 })).toBe('dim');
    expect(lightVerdict({ face: 0.3, frame: 0.62 })).toBe('backlit');
    expect(lightVerdict({ face: 0.5, frame: 0.55 })).toBe('ok');
  });
});
