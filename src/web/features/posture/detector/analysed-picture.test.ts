import { describe, expect, it } from 'vitest';
import { analysedSize, inPicturePixels, maxAnalysedSide } from './analysed-picture';

describe('the picture the models read', () => {
  it('is the camera picture itself up to 720p, and 1080p or more shrunk to 1280 across, its shape kept', () => {
    expect(analysedSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(analysedSize(1280, 720)).toEqual({ width: 1280, height: 720 });
    expect(analysedSize(1920, 1080)).toEqual({ width: maxAnalysedSide, height: 720 });
    expect(analysedSize(3840, 2160)).toEqual({ width: 1280, height: 720 });
    // A phone held upright: its longer side is the height.
    expect(analysedSize(1080, 1920)).toEqual({ width: 720, height: 1280 });
  });

  it('gives its readings back in the camera picture’s pixels', () => {
    const read = {
      keypoints: [{ x: 100, y: 50, score: 0.9 }],
      companion: [{ x: 10, y: 20, score: 0.5 }],
      oval: [
        { x: 90, y: 60 },
        { x: 130, y: 62 },
      ] as const,
      faces: [{ x: 80, y: 40, width: 60, height: 70 }],
    };
    expect(inPicturePixels(read, 1.5)).toEqual({
      keypoints: [{ x: 150, y: 75, score: 0.9 }],
      companion: [{ x: 15, y: 30, score: 0.5 }],
      oval: [
        { x: 135, y: 90 },
        { x: 195, y: 93 },
      ],
      faces: [{ x: 120, y: 60, width: 90, height: 105 }],
    });
    // Read at the picture's own size, and with nothing but landmarks: as it was.
    expect(inPicturePixels(read, 1)).toBe(read);
    expect(inPicturePixels({ keypoints: [{ x: 2, y: 4, score: 1 }] }, 2)).toEqual({
      keypoints: [{ x: 4, y: 8, score: 1 }],
      companion: undefined,
      oval: undefined,
      faces: undefined,
    });
  });
});
