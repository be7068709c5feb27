import { describe, expect, it } from 'vitest';
import { calibrate } from './calibration';
import { widthOfOval, type FaceOval } from './face-oval';
import { measureFace } from './metrics';
import { PosturePipeline } from './posture-pipeline';
import { blazePoseWithMoveNet, nobody } from './testing/blazepose-with-movenet';
import { poses } from './testing/synthetic-poses';
import fixture from './testing/truth-set-near.json';
import { fixtureKeypoints, fixtureOval } from './testing/truth-set-frames';
import { clipStartMs, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * A laptop 45 cm away (decision 050), as the models read the third person at rendering version 7:
 * peering at the screen from a hand's width, his face fills the frame, and BlazePose full's person
 * detector loses him altogether, where MoveNet (which /pose runs beside BlazePose) still finds his eyes.
 */
const third = fixture.conditions['einstein-near'] as FixtureCondition;

describe('a face filling the frame at a laptop 45 cm away', () => {
  it('BlazePose full sees no face in most of the frames once he has come close', () => {
    const held = third.clips['lean-close']!.frames.filter((f) => f.t >= 4000);
    const seen = held.filter((f) => measureFace(fixtureKeypoints(f, 'precise')) !== undefined);
    const seenByMoveNet = held.filter((f) => measureFace(fixtureKeypoints(f, 'fast')) !== undefined);
    expect(seen.length / held.length).toBeLessThan(0.5);
    expect(seenByMoveNet.length / held.length).toBeGreaterThan(0.8);
  });

  it('BlazePose full cues it as a lean, on the face MoveNet beside it sees, within 10 s', () => {
    const { run, cues } = playClip(third, 'precise', 'lean-close');
    expect(cues[0]?.metric).toBe('lean');
    // The clip comes close from its second 2.
    expect(cues[0]!.at - clipStartMs - 2000).toBeLessThan(10_000);
    // Never read as away while he peers at the screen.
    expect(run.filter((f) => f.t >= 4000 && f.update?.status === 'away')).toEqual([]);
  });

  it('MoveNet cues it too', () => {
    expect(playClip(third, 'fast', 'lean-close').cues[0]?.metric).toBe('lean');
  });
});

/**
 * The twelfth person at the same laptop (decision 080), as the models and FaceMesh read him at rendering
 * version 10: peering from a hand's width, MoveNet loses his eyes as well as his shoulders, where the
 * face model's oval reads his face ×1.79–1.89 throughout.
 */
const twelfth = fixture.conditions['piccard-near'] as FixtureCondition;

describe('a face filling the frame that the pose model loses altogether', () => {
  const held = twelfth.clips['lean-close']!.frames.filter((f) => f.t >= 4000);

  it('MoveNet finds no face in most of the frames, where the face model reads every one grown', () => {
    const seen = held.filter((f) => measureFace(fixtureKeypoints(f, 'fast')) !== undefined);
    expect(seen.length / held.length).toBeLessThan(0.3);
    const calibrated = playClip(twelfth, 'fast', 'lean-close').calibration.ovalWidth!;
    const grown = held.filter((f) => {
      const oval = fixtureOval(f);
      return oval && widthOfOval(oval) / calibrated > 1.6;
    });
    expect(grown.length / held.length).toBeGreaterThan(0.9);
  });

  for (const model of ['fast', 'precise'] as const) {
    it(`${model === 'fast' ? 'MoveNet' : 'BlazePose full'} cues it as a lean on the oval, within 10 s, never as away`, () => {
      const { run, cues } = playClip(twelfth, model, 'lean-close');
      expect(cues[0]?.metric).toBe('lean');
      expect(cues[0]!.at - clipStartMs - 2000).toBeLessThan(10_000);
      expect(run.filter((f) => f.t >= 4000 && f.update?.status === 'away')).toEqual([]);
    });
  }
});

describe("the face model's oval where the pose model sees no body", () => {
  /**
   * The face oval's widest two points about the synthetic face's middle (320, 160), `width` pixels
   * apart, its line turned `degrees`.
   */
  const ovalOf = (width: number, degrees = 0): FaceOval => {
    const r = (degrees * Math.PI) / 180;
    const [dx, dy] = [(Math.cos(r) * width) / 2, (Math.sin(r) * width) / 2];
    return [
      { x: 320 - dx, y: 160 - dy },
      { x: 320 + dx, y: 160 + dy },
    ];
  };
  const lost = poses.upright().map((k) => ({ ...k, score: 0.01 }));

  /** `model` calibrated on synthetic upright poses with an oval 100 px wide (BlazePose with MoveNet beside it). */
  function calibratedWithOval(model: 'fast' | 'precise'): PosturePipeline {
    const pipeline = new PosturePipeline(model, { sensitivity: 5 });
    const frames = Array.from({ length: 20 }, (_, i) => {
      const pose = poses.jitter(poses.upright(), 1, i + 1);
      return pipeline.measure(pose, i * 100, model === 'precise' ? pose : undefined, ovalOf(100)).frame;
    });
    const result = calibrate(frames, 0.5);
    if (!result.ok) throw new Error(result.problem);
    pipeline.setCalibration(result.calibration);
    return pipeline;
  }

  it('counts a face grown past the close-face line as a lean, and a smaller one as nobody', () => {
    const near = calibratedWithOval('fast');
    const small = calibratedWithOval('fast');
    let nearDevs, smallDevs;
    for (let i = 0; i < 10; i++) {
      nearDevs = near.process(lost, 10_000 + i * 100, undefined, ovalOf(185)).devs;
      smallDevs = small.process(lost, 10_000 + i * 100, undefined, ovalOf(115)).devs;
    }
    expect(nearDevs?.lean).toBeCloseTo(0.85, 2);
    expect(smallDevs).toBeNull();
  });

  it('does not take a face read with its line turned past a tilted head for one come close', () => {
    // Standing up, a face half out of the top of the picture was read once ×1.67 at 20° from its calibrated angle.
    const misread = calibratedWithOval('fast');
    const tilted = calibratedWithOval('fast');
    let misreadDevs, tiltedDevs;
    for (let i = 0; i < 10; i++) {
      misreadDevs = misread.process(lost, 10_000 + i * 100, undefined, ovalOf(170, 20)).devs;
      tiltedDevs = tilted.process(lost, 10_000 + i * 100, undefined, ovalOf(170, 8)).devs;
    }
    expect(misreadDevs).toBeNull();
    expect(tiltedDevs?.lean).toBeCloseTo(0.7, 2);
  });

  it('leaves a user standing up as away where MoveNet beside BlazePose sees risen shoulders', () => {
    const pipeline = calibratedWithOval('precise');
    const standing = poses.faceNear(1.4).map((k) => ({ ...k, y: k.y - 130 }));
    let devs;
    for (let i = 0; i < 10; i++)
      devs = pipeline.process(nobody, 10_000 + i * 100, standing, ovalOf(140)).devs;
    expect(devs).toBeNull();
  });
});

describe("MoveNet's face beside BlazePose", () => {
  const calibratedPipeline = blazePoseWithMoveNet;
  const shouldersLost = (face: ReturnType<typeof poses.upright>) =>
    face.map((k, i) => (i >= 5 ? { ...k, score: 0.01 } : k));

  it('judges a close face only when BlazePose sees no face at all', () => {
    const lost = calibratedPipeline();
    const seen = calibratedPipeline();
    let lostDevs, seenDevs;
    for (let i = 0; i < 10; i++) {
      const t = 10_000 + i * 100;
      lostDevs = lost.process(nobody, t, shouldersLost(poses.faceNear(2.3))).devs;
      // BlazePose sees the face at its calibrated size, its shoulders lost: its own reading stands.
      seenDevs = seen.process(shouldersLost(poses.upright()), t, shouldersLost(poses.faceNear(2.3))).devs;
    }
    expect(lostDevs?.lean).toBeGreaterThan(1);
    expect(seenDevs).toBeNull();
  });

  it('leaves a user standing up as away, though MoveNet sees a larger face over risen shoulders', () => {
    const pipeline = calibratedPipeline();
    // Standing up close to a camera that frames the user low: everything 130 px higher (0.65 shoulder
    // widths), the face 1.4× its calibrated width.
    const standing = poses.faceNear(1.4).map((k) => ({ ...k, y: k.y - 130 }));
    let devs;
    for (let i = 0; i < 10; i++) devs = pipeline.process(nobody, 10_000 + i * 100, standing).devs;
    expect(devs).toBeNull();
    // The same face with the shoulders where they sat counts.
    const seated = calibratedPipeline();
    for (let i = 0; i < 10; i++) devs = seated.process(nobody, 10_000 + i * 100, poses.faceNear(1.4)).devs;
    expect(devs?.lean).toBeGreaterThan(0.3);
  });

  it('leaves nobody as nobody when MoveNet sees no close face either', () => {
    const pipeline = calibratedPipeline();
    const out = pipeline.process(nobody, 10_000, shouldersLost(poses.upright()));
    expect(out.devs).toBeNull();
  });
});
