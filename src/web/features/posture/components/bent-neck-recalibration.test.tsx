import { describe, expect, it } from 'vitest';
import en from '../../../../../public/locales/en/posture.json';
import type { PoseModelChoice } from '../detector/pose-models';
import type { Calibration } from '../engine/calibration';
import { textInEnglish } from './testing/text-in-english';
import { BentNeckRecalibration } from './bent-neck-recalibration';

/** A MoveNet calibration that saw both ears, made before the head's bow was read. */
const before: Calibration = {
  view: 'front',
  shoulderWidth: 200,
  faceWidth: 90,
  earWidth: 90,
  headHeight: 0.6,
  shoulderAngle: 0,
  headAngle: 0,
  headOffset: 0,
  createdAt: '2026-11-29T12:00:00.000Z',
};
const withBow: Calibration = { ...before, earsBelowEyes: 0.12 };

function shown(calibration: Calibration | undefined, model: PoseModelChoice = 'fast') {
  return textInEnglish(<BentNeckRecalibration calibration={calibration} model={model} />);
}

describe('a calibration made before the head’s bow was read', () => {
  it('asks to calibrate again, so a neck bent toward a camera below the eyes is read', () => {
    expect(shown(before)).toBe(en.posture.calibration.recalibrateBentNeck);
  });

  it('reads BlazePose’s calibration by MoveNet’s reading beside it', () => {
    const companion = { companionShoulderWidth: 190, companionFaceWidth: 95, companionHeadHeight: 0.6 };
    expect(shown({ ...withBow, ...companion, companionEarWidth: 92 }, 'precise')).toBe(
      en.posture.calibration.recalibrateBentNeck,
    );
    expect(
      shown({ ...before, ...companion, companionEarWidth: 92, companionEarsBelowEyes: 0.1 }, 'precise'),
    ).toBe('');
  });

  it('says nothing once the bow is kept, when the ears were not seen, from the side, or without a calibration', () => {
    expect(shown(withBow)).toBe('');
    expect(shown({ ...before, earWidth: undefined })).toBe('');
    expect(shown({ ...before, view: 'side' })).toBe('');
    expect(shown(undefined)).toBe('');
  });

  it('leaves a BlazePose calibration without MoveNet beside it to the forward head’s notice', () => {
    expect(shown(before, 'precise')).toBe('');
  });
});
