import { describe, expect, it } from 'vitest';
import { cranedAfterSittingBack } from './craned-after-sitting-back';

/** The face's width against the shoulders' that an upright crane of `depth` calibrated distances gives. */
const uprightCrane = (depth: number) => 1 / (1 - depth) - 1;

describe('a head craned after sitting back', () => {
  it('reads the depth the face kept on the shoulders as an upright crane of that depth would read', () => {
    // Shoulders 15% further (1/0.87), the face 8% further (1/0.926): the face stayed ahead by 0.07.
    const shoulders = 1 / 1.15;
    const face = 1 / 1.08;
    expect(cranedAfterSittingBack(shoulders, face, 0)).toBeCloseTo(uprightCrane(0.07), 6);
  });

  it('reads nothing when the face went back as far as the shoulders or further (an upright recline)', () => {
    expect(cranedAfterSittingBack(0.8, 0.8, 0)).toBe(0);
    expect(cranedAfterSittingBack(0.8, 0.76, 0)).toBe(0);
  });

  it('reads nothing when the shoulders narrowed with the face as it was (a forearm, a colleague)', () => {
    // The face shrank 5% of the shoulders' 20%: under a third of it.
    expect(cranedAfterSittingBack(0.8, 0.99, 0)).toBe(0);
    expect(cranedAfterSittingBack(0.85, 1.02, 0)).toBe(0);
    // A third of the shrink is enough.
    expect(cranedAfterSittingBack(0.8, 0.93, 0)).toBeGreaterThan(0);
  });

  it('reads nothing when the shoulders narrowed on one side (their midpoint moved)', () => {
    // Narrowed by 0.2: one point pulled in moves the midpoint 0.1; past 0.05 it is one-sided.
    expect(cranedAfterSittingBack(0.8, 0.9, 0.049)).toBeGreaterThan(0);
    expect(cranedAfterSittingBack(0.8, 0.9, -0.06)).toBe(0);
  });
});
