import { describe, expect, it } from 'vitest';
import { DetectorWarmUp, detectorWarmUpFrames } from './detector-warm-up';

describe('the pose model settling on a new scene', () => {
  it('is settled only after its first frames, and again from scratch after a reset', () => {
    const warmUp = new DetectorWarmUp();
    const seen = Array.from({ length: detectorWarmUpFrames + 2 }, () => warmUp.seen());
    expect(seen.slice(0, detectorWarmUpFrames)).toEqual(Array(detectorWarmUpFrames).fill(false));
    expect(seen.at(-1)).toBe(true);
    warmUp.reset();
    expect(warmUp.settled()).toBe(false);
  });
});
