import { describe, expect, it } from 'vitest';
import { shoulderShift } from './shoulder-shift';

/** A pinhole camera's picture 640 px across: what changes distance grows or shrinks about x = 320. */
const middle = 320;
/** Shoulders 200 px wide, their midpoint at `x`, seen `growth` times as large about the picture's middle. */
const seen = (x: number, growth: number, sideways = 0) => ({
  shoulderX: middle + (x - middle) * growth + sideways,
  shoulderWidth: 200 * growth,
  pictureMiddleX: middle,
});

describe('the shoulders’ sideways shift', () => {
  it('is nothing for shoulders off the middle that only came nearer or went back', () => {
    const calibrated = { shoulderX: 420, shoulderWidth: 200 };
    for (const growth of [0.8, 0.9, 1.2, 1.5]) {
      expect(shoulderShift(seen(420, growth), calibrated)).toBeCloseTo(0, 9);
    }
  });

  it('counts a move sideways on top of the change of distance, in calibrated shoulder widths', () => {
    const calibrated = { shoulderX: 420, shoulderWidth: 200 };
    expect(shoulderShift(seen(420, 0.85, 30), calibrated)).toBeCloseTo(0.15, 9);
    expect(shoulderShift(seen(420, 1.2, -20), calibrated)).toBeCloseTo(-0.1, 9);
  });

  it('takes the pixels as they are where the picture’s middle is not known', () => {
    const calibrated = { shoulderX: 420, shoulderWidth: 200 };
    const { pictureMiddleX: _, ...unknown } = seen(420, 0.8);
    // Going back 20% from 100 px right of the middle moves the midpoint 20 px toward it.
    expect(shoulderShift(unknown, calibrated)).toBeCloseTo(-0.1, 9);
  });

  it('is nothing for a calibration stored before the shoulders’ place was kept', () => {
    expect(shoulderShift(seen(420, 1.2, 50), { shoulderWidth: 200 })).toBe(0);
  });
});
