import { describe, expect, it } from 'vitest';
import { calibrate } from './calibration';
import { faceAbovePicture } from './face-above-picture';
import type { Keypoint } from './keypoints';
import { measureFrame, type FrameMeasurement } from './metrics';
import { PosturePipeline } from './posture-pipeline';
import { poses } from './testing/synthetic-poses';

/** The picture moved up by `dy` px, the face's points above its top edge not found (as MoveNet loses them). */
const movedUp = (keypoints: Keypoint[], dy: number) =>
  keypoints.map((k, i) => ({ ...k, y: k.y - dy, score: i <= 4 && k.y - dy < 0 ? 0.05 : k.score }));

/** Framed high: the synthetic skeleton 140 px up the picture, eyes at y 10, shoulders at 140, 200 px apart. */
const framedHigh = (keypoints: Keypoint[]) => movedUp(keypoints, 140);

function calibrated() {
  const frames = Array.from(
    { length: 20 },
    (_, i) => measureFrame(framedHigh(poses.jitter(poses.upright(), 1, i + 1))) as FrameMeasurement,
  );
  const result = calibrate(frames, 0.5);
  if (!result.ok) throw new Error(result.problem);
  return result.calibration;
}

/** Plays `keypoints` for 12 s after 3 s upright; the cues and the last status. */
function play(keypoints: Keypoint[]) {
  const pipeline = new PosturePipeline('fast', { sensitivity: 5 });
  pipeline.setCalibration(calibrated());
  const out = [];
  let t = 0;
  for (; t <= 3000; t += 333) out.push(pipeline.process(framedHigh(poses.upright()), t));
  for (; t <= 15_000; t += 333) out.push(pipeline.process(keypoints, t));
  return {
    cues: out.filter((f) => f.update?.alert).map((f) => f.update!.alert!.metric),
    last: out.at(-1)!,
  };
}

describe('a face gone above the top of the picture (decision 062)', () => {
  // Leaning in 1.2× about the chest lifts the eyes by 26 px, to 16 px above the picture's top; the
  // shoulders stay at 140, 240 px apart.
  const leaningOut = framedHigh(poses.leanIn(1.2));

  it('reads the lean on the shoulders alone', () => {
    expect(faceAbovePicture(leaningOut, calibrated())?.lean).toBeCloseTo(0.2, 2);
    const { cues, last } = play(leaningOut);
    expect(cues).toEqual(['lean']);
    expect(last.update?.status).toBe('bad');
  });

  it('reads good posture when the face left the picture but the shoulders did not grow', () => {
    // The picture framed 20 px higher still (the screen tipped back): eyes at −10, shoulders at 120.
    const framedHigher = movedUp(poses.upright(), 160);
    expect(faceAbovePicture(framedHigher, calibrated())).toEqual({ lean: expect.closeTo(0, 2) });
    const { cues, last } = play(framedHigher);
    expect(cues).toEqual([]);
    expect(last.update?.status).toBe('good');
  });

  it('holds the status when the face is lost where it would still be in the picture (a hand over it)', () => {
    const covered = framedHigh(poses.upright()).map((k, i) => (i <= 4 ? { ...k, score: 0.05 } : k));
    expect(faceAbovePicture(covered, calibrated())).toBeUndefined();
    expect(play(covered).last.devs).toBeNull();
  });

  it('does not take a user standing up for a lean', () => {
    // Shoulders risen 150 px (three quarters of their width) above where the user sat, and grown.
    const standing = movedUp(poses.leanIn(1.2), 140 + 150);
    expect(faceAbovePicture(standing, calibrated())).toBeUndefined();
    expect(play(standing).cues).toEqual([]);
  });
});
