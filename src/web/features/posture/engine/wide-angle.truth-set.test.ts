import { describe, expect, it } from 'vitest';
import type { Keypoint } from './keypoints';
import type { PosturePipeline } from './posture-pipeline';
import { blazePoseWithMoveNet, nobody } from './testing/blazepose-with-movenet';
import { poses } from './testing/synthetic-poses';
import fixture from './testing/truth-set-wide.json';
import { fixtureKeypoints } from './testing/truth-set-frames';
import { playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * The fifth person at a wide-angle laptop webcam (78°), held out (decision 076): small in the picture,
 * his head sunk a third of his shoulder width. BlazePose full's person detector loses him for seconds
 * at a time, where MoveNet, which /pose runs beside it, still sees him where he sat.
 */
const fifth = fixture.conditions['langevin-wide'] as FixtureCondition;

describe('a sunk head that BlazePose full loses for seconds at a time', () => {
  const held = fifth.clips['sink-third']!.frames.filter((f) => f.t >= 4000);

  it('is lost by BlazePose in a fifth of the frames or more, and by MoveNet in none', () => {
    const lost = held.filter((f) => fixtureKeypoints(f, 'precise').length === 0);
    const lostByMoveNet = held.filter((f) => fixtureKeypoints(f, 'fast').length === 0);
    expect(lost.length / held.length).toBeGreaterThan(0.2);
    expect(lostByMoveNet).toEqual([]);
  });

  it('is cued by BlazePose as a head drop, and never read as away', () => {
    for (const clip of ['sink-third', 'sink-quarter']) {
      const { run, cues } = playClip(fifth, 'precise', clip);
      expect(cues[0]?.metric, clip).toBe('headDrop');
      expect(
        run.filter((f) => f.update?.status === 'away'),
        clip,
      ).toEqual([]);
    }
  });

  it('is cued by MoveNet too', () => {
    expect(playClip(fifth, 'fast', 'sink-third').cues[0]?.metric).toBe('headDrop');
  });
});

describe('BlazePose losing the user while MoveNet still sees them', () => {
  const calibratedPipeline = blazePoseWithMoveNet;
  /** Plays `seconds` of frames, 3 a second, from `from` ms: BlazePose's landmarks and MoveNet's beside them. */
  const play = (
    pipeline: PosturePipeline,
    from: number,
    seconds: number,
    frame: () => [Keypoint[], Keypoint[] | undefined],
  ) => {
    let last;
    for (let i = 0; i < seconds * 3; i++) {
      const [keypoints, companion] = frame();
      last = pipeline.process(keypoints, from + i * 333, companion);
    }
    return last!;
  };

  it('holds the status, so a slouch seen before and after the gap is cued', () => {
    const pipeline = calibratedPipeline();
    const sunk = poses.headDrop(0.35);
    play(pipeline, 10_000, 5, () => [sunk, sunk]);
    // Lost for 6 s: away would come after 3 s and start the slouch's clock again.
    const during = play(pipeline, 15_000, 6, () => [nobody, sunk]);
    expect(during.update?.status).toBe('bad');
    const after = Array.from({ length: 15 }, (_, i) => pipeline.process(sunk, 21_000 + i * 333, sunk));
    expect(after.some((f) => f.update?.alert?.metric === 'headDrop')).toBe(true);
  });

  it('cues a slouch held past its grace while BlazePose has lost the user', () => {
    const pipeline = calibratedPipeline();
    const sunk = poses.headDrop(0.35);
    play(pipeline, 10_000, 5, () => [sunk, sunk]);
    const lost = Array.from({ length: 45 }, (_, i) => pipeline.process(nobody, 15_000 + i * 333, sunk));
    const cued = lost.filter((f) => f.update?.alert);
    expect(cued.map((f) => f.update!.alert!.metric)).toEqual(['headDrop']);
  });

  it('gives no cue while BlazePose has lost a user who sits well', () => {
    const pipeline = calibratedPipeline();
    play(pipeline, 10_000, 5, () => [poses.upright(), poses.upright()]);
    const lost = play(pipeline, 15_000, 20, () => [nobody, poses.headDrop(0.35)]);
    expect(lost.update?.status).toBe('good');
    expect(lost.update?.alert).toBeUndefined();
  });

  it('still reads away when MoveNet sees nobody either', () => {
    const pipeline = calibratedPipeline();
    play(pipeline, 10_000, 2, () => [poses.upright(), poses.upright()]);
    expect(play(pipeline, 12_000, 6, () => [nobody, nobody]).update?.status).toBe('away');
  });

  it('still reads away when what MoveNet sees is not the user where they sat (risen out of the chair)', () => {
    const pipeline = calibratedPipeline();
    play(pipeline, 10_000, 2, () => [poses.upright(), poses.upright()]);
    const risen = poses.upright().map((k) => ({ ...k, y: k.y - 200 }));
    expect(play(pipeline, 12_000, 6, () => [nobody, risen]).update?.status).toBe('away');
  });
});
