import { describe, expect, it } from 'vitest';
import type { Calibration } from '../engine/calibration';
import { calibrationFor, landmarkModels, madeWith } from './calibration-model';

const upright: Calibration = {
  view: 'front', shoulderWidth: 200, faceWidth: 90, headHeight: 0.6, shoulderAngle: 0, headAngle: 0,
  headOffset: 0, createdAt: '2026-11-27T00:00:00.000Z',
}; // prettier-ignore

describe('a calibration and the pose model that made it', () => {
  it('holds for the model that made it and not for the other', () => {
    const byBlazePose = madeWith(upright, 'precise');
    expect(byBlazePose.landmarks).toBe(landmarkModels.precise);
    expect(calibrationFor(byBlazePose, 'precise')).toBe(byBlazePose);
    expect(calibrationFor(byBlazePose, 'fast')).toBeUndefined();
    const byMoveNet = madeWith(upright, 'fast');
    expect(calibrationFor(byMoveNet, 'fast')).toBe(byMoveNet);
    expect(calibrationFor(byMoveNet, 'precise')).toBeUndefined();
  });

  it('takes one stored before calibrations were tagged as MoveNet’s: BlazePose lite made the others', () => {
    expect(calibrationFor(upright, 'fast')).toBe(upright);
    expect(calibrationFor(upright, 'precise')).toBeUndefined();
    expect(calibrationFor({ ...upright, landmarks: 'blazepose-lite' }, 'precise')).toBeUndefined();
    expect(calibrationFor(undefined, 'fast')).toBeUndefined();
  });
});
