import { describe, expect, it } from 'vitest';
import type { Calibration } from './calibration';
import { withExtra } from './calibration-extras';
import type { FrameMeasurement } from './metrics';

const base: Calibration = {
  view: 'front', shoulderWidth: 200, faceWidth: 90, headHeight: 0.6, shoulderAngle: 0, headAngle: 0,
  headOffset: 0, createdAt: '2026-11-25T00:00:00.000Z',
}; // prettier-ignore
const leaning = (scale: number): FrameMeasurement => ({
  ...base,
  view: 'front',
  shoulderWidth: base.shoulderWidth * scale,
  faceWidth: base.faceWidth * scale,
});
const hold = (frame: FrameMeasurement | null, seconds = 5) =>
  Array.from({ length: seconds * 3 }, (_, i) => ({ t: i * 333, frame }));

describe('adding to a calibration', () => {
  it('keeps the slouch shown, and a second showing replaces the first', () => {
    const first = withExtra('ownSlouch', hold(leaning(1.12)), base, 'fast');
    expect(first.slouchLean).toBeCloseTo(0.12);
    const second = withExtra('ownSlouch', hold(leaning(1.08)), first, 'fast');
    expect(second.slouchLean).toBeCloseTo(0.08);
  });

  it('keeps what it had when the camera hardly saw the user during the hold', () => {
    const first = withExtra('ownSlouch', hold(leaning(1.12)), base, 'fast');
    expect(withExtra('ownSlouch', hold(null), first, 'fast')).toEqual(first);
  });

  it('widens the look around with a second screen, never narrows it', () => {
    const first = { ...base, allowHeadDrop: 0.1 };
    const lookingLess = hold({ ...base, view: 'front', headHeight: base.headHeight - 0.02 }, 8);
    expect(withExtra('lookAround', lookingLess, first, 'fast').allowHeadDrop).toBe(0.1);
  });
});
