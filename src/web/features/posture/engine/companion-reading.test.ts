import { describe, expect, it } from 'vitest';
import { calibrationSchema } from '../../../../shared/posture/posture-schemas';
import type { PoseModelChoice } from '../detector/pose-models';
import { calibrate, type Calibration } from './calibration';
import { companionCalibration } from './companion-reading';
import { deviations } from './deviations';
import { lookAroundAllowance } from './look-around';
import { moveNetUnits } from './model-thresholds';
import { ownSlouchFrom } from './own-slouch';
import { PosturePipeline } from './posture-pipeline';
import fixture from './testing/truth-set-landmarks.json';
import { fixtureKeypoints, fixturePictureWidth, type FixtureFrame } from './testing/truth-set-frames';
import { median } from './testing/truth-set-replay';

/**
 * BlazePose's frames carry MoveNet's reading of the same picture, and the forward head is read on it
 * (decision 045). The astronaut at the laptop camera, both models' landmarks from the truth set.
 */
type Clip = { label: string; frames: FixtureFrame[] };
const calibrationFrames = fixture.calibration as FixtureFrame[];
const clips = fixture.clips as Record<string, Clip>;

function calibrated(model: PoseModelChoice, withCompanion: boolean) {
  const pipeline = new PosturePipeline(model, { sensitivity: 5 });
  pipeline.setPictureWidth(fixturePictureWidth);
  const frames = calibrationFrames
    .filter((f) => f.t >= 0 && f.t < 5000)
    .map(
      (f) =>
        pipeline.measure(
          fixtureKeypoints(f, model),
          f.t,
          withCompanion ? fixtureKeypoints(f, 'fast') : undefined,
        ).frame,
    );
  const result = calibrate(frames, 0.5);
  if (!result.ok) throw new Error(result.problem);
  return { pipeline, calibration: result.calibration };
}

/** The clip's held part (4 s on), measured after calibrating, with or without MoveNet beside BlazePose. */
function heldFrames(clipId: string, withCompanion: boolean) {
  const { pipeline, calibration } = calibrated('precise', withCompanion);
  pipeline.setCalibration(calibration);
  const frames = clips[clipId]!.frames.map((f) => ({
    t: f.t,
    frame: pipeline.measure(
      fixtureKeypoints(f, 'precise'),
      20_000 + f.t,
      withCompanion ? fixtureKeypoints(f, 'fast') : undefined,
    ).frame,
  }));
  return { calibration, frames };
}

describe("MoveNet's reading beside BlazePose's", () => {
  it("keeps MoveNet's own upright posture in a BlazePose calibration", () => {
    const blazePose = calibrated('precise', true).calibration;
    const moveNet = calibrated('fast', false).calibration;
    const kept = companionCalibration(blazePose)!;
    expect(kept).toBeDefined();
    for (const key of [
      'shoulderWidth',
      'faceWidth',
      'eyeWidth',
      'eyeHeight',
      'headYaw',
      'shoulderX',
    ] as const)
      expect(kept[key], key).toBeCloseTo(moveNet[key]!, 6);
    // BlazePose's own reading is unchanged by it.
    const alone = calibrated('precise', false).calibration;
    expect(blazePose.shoulderWidth).toBe(alone.shoulderWidth);
    expect(companionCalibration(alone)).toBeUndefined();
  });

  it('reads the forward head on MoveNet, in BlazePose units, past its limit where BlazePose alone is not', () => {
    const forward = (withCompanion: boolean) => {
      const { calibration, frames } = heldFrames('forward-head', withCompanion);
      return median(
        frames
          .filter((f) => f.t >= 4000 && f.frame)
          .map((f) => deviations(f.frame!, calibration, moveNetUnits('precise')).headForward ?? 0),
      );
    };
    const moveNetAlone = (() => {
      const { pipeline, calibration } = calibrated('fast', false);
      pipeline.setCalibration(calibration);
      return median(
        clips['forward-head']!.frames.filter((f) => f.t >= 4000).map((f) => {
          const { frame } = pipeline.measure(fixtureKeypoints(f, 'fast'), 20_000 + f.t);
          return frame ? (deviations(frame, calibration).headForward ?? 0) : 0;
        }),
      );
    })();
    expect(forward(true)).toBeCloseTo(moveNetAlone * moveNetUnits('precise').headForward, 1);
    expect(forward(true)).toBeGreaterThan(forward(false));
  });

  it('fits, with a look around and a slouch shown, in what the server keeps of a calibration', () => {
    const { pipeline, calibration } = calibrated('precise', true);
    const look = calibrationFrames
      .filter((f) => f.t >= 5000)
      .map((f) => pipeline.measure(fixtureKeypoints(f, 'precise'), f.t, fixtureKeypoints(f, 'fast')).frame);
    const shown = heldFrames('slouch-combined', true).frames;
    const full: Calibration = {
      ...calibration,
      ...lookAroundAllowance(look, calibration),
      ...ownSlouchFrom(shown, calibration, moveNetUnits('precise')),
      landmarks: 'blazepose-full',
    };
    expect(Object.keys(full).some((key) => key.startsWith('companion'))).toBe(true);
    // As it travels: JSON, which drops the fields left undefined.
    const sent = JSON.parse(JSON.stringify(full)) as Record<string, unknown>;
    expect(calibrationSchema.safeParse(sent).error?.issues).toBeUndefined();
  });
});
