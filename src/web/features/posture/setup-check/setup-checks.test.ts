import { describe, expect, it } from 'vitest';
import { keypointIndex, type Keypoint } from '../engine/keypoints';
import { poses } from '../engine/testing/synthetic-poses';
import { allGreen, checkEyeLevel, checkFraming, checkLight, checkSetup } from './setup-checks';

const frame = { width: 640, height: 480 };
const lit = { face: 0.5, frame: 0.5 };
/** The synthetic sitter moved down the frame by `dy` pixels (the camera higher up, or tilted up). */
const shifted = (keypoints: Keypoint[], dx: number, dy: number) =>
  keypoints.map((k) => ({ ...k, x: k.x + dx, y: k.y + dy }));

describe('first-session setup checks', () => {
  it('passes a sitter facing a camera near eye level, shoulders in view, face lit', () => {
    // Eyes at row 150 of 480: 10° above the camera's axis.
    const checks = checkSetup(poses.upright(), frame, lit);
    expect(checks).toEqual({ eyeLevel: 'ok', framing: 'ok', light: 'ok' });
    expect(allGreen(checks)).toBe(true);
  });

  it('says the camera is too low when the eyes sit near the top of the frame, too high near the bottom', () => {
    expect(checkEyeLevel(shifted(poses.upright(), 0, -90), frame)).toBe('cameraLow');
    expect(checkEyeLevel(shifted(poses.upright(), 0, 200), frame)).toBe('cameraHigh');
  });

  it('wants both shoulders inside the frame', () => {
    expect(checkFraming(shifted(poses.upright(), 250, 0), frame)).toBe('shouldersOut');
    const cut = poses.upright().map((k, i) => (i === keypointIndex.leftShoulder ? { ...k, score: 0.05 } : k));
    expect(checkFraming(cut, frame)).toBe('shouldersOut');
    expect(checkFraming(poses.away(), frame)).toBe('noPerson');
  });

  it('asks for light on the face, and says when it comes from behind', () => {
    expect(checkLight(poses.upright(), { face: 0.1, frame: 0.1 })).toBe('dim');
    expect(checkLight(poses.upright(), { face: 0.3, frame: 0.7 })).toBe('backlit');
    expect(checkLight(poses.away(), lit)).toBe('noFace');
    expect(checkLight(poses.upright(), undefined)).toBe('noFace');
    expect(allGreen(checkSetup(poses.upright(), frame, { face: 0.1, frame: 0.1 }))).toBe(false);
  });
});
