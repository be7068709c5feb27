import { describe, expect, it } from 'vitest';
import en from '../../../../../public/locales/en/posture.json';
import type { PoseModelChoice } from '../detector/pose-models';
import type { Calibration } from '../engine/calibration';
import { textInEnglish } from './testing/text-in-english';
import { ForwardHeadRecalibration } from './forward-head-recalibration';

const upright: Calibration = {
  view: 'front',
  shoulderWidth: 200,
  faceWidth: 90,
  headHeight: 0.6,
  shoulderAngle: 0,
  headAngle: 0,
  headOffset: 0,
  createdAt: '2026-11-29T12:00:00.000Z',
};
const withMoveNet: Calibration = {
  ...upright,
  companionShoulderWidth: 190,
  companionFaceWidth: 95,
  companionHeadHeight: 0.62,
};

function shown(calibration: Calibration | undefined, model: PoseModelChoice) {
  return textInEnglish(<ForwardHeadRecalibration calibration={calibration} model={model} />);
}

describe('a BlazePose calibration without MoveNet beside it', () => {
  it('asks to calibrate again, so the forward head is read', () => {
    expect(shown(upright, 'precise')).toBe(en.posture.model.recalibrateForwardHead);
  });

  it('says nothing once MoveNet read the calibration too, for MoveNet, or without a calibration', () => {
    expect(shown(withMoveNet, 'precise')).toBe('');
    expect(shown(upright, 'fast')).toBe('');
    expect(shown(undefined, 'precise')).toBe('');
  });
});
