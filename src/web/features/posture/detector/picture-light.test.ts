import { describe, expect, it } from 'vitest';
import type { Keypoint } from '../engine/keypoints';
import { faceAndFrameLight, pictureLight } from './picture-light';

/**
 * A 640×480 picture, dark (grey 20) but for a lit face (grey 230) around the eyes, as a face lit by the
 * screen in a dark room: the worker's reading must find the face bright and the frame dark.
 */
function picture(): ImageData {
  const width = 640;
  const height = 480;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const lit = x >= 260 && x < 380 && y >= 150 && y < 300;
      const i = (y * width + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = lit ? 230 : 20;
      data[i + 3] = 255;
    }
  return { data, width, height, colorSpace: 'srgb' } as ImageData;
}

/** Eyes 60 px apart at y 200, ears 100 px apart: the face box lies inside the lit square. */
const face: Keypoint[] = [
  { x: 320, y: 220, score: 0.9 },
  { x: 350, y: 200, score: 0.9 },
  { x: 290, y: 200, score: 0.9 },
  { x: 370, y: 205, score: 0.9 },
  { x: 270, y: 205, score: 0.9 },
];

describe('the light in the picture the pose worker read', () => {
  it('reads the face apart from the frame around it', () => {
    const light = pictureLight(picture(), face)!;
    expect(light.face).toBeCloseTo(230 / 255, 2);
    // The lit square is 120×150 of 640×480 pixels: 5.9% of the frame.
    expect(light.frame).toBeCloseTo((0.0586 * 230 + 0.9414 * 20) / 255, 1);
    expect(light.frame).toBeLessThan(0.2);
    expect(faceAndFrameLight(light)).toEqual({ face: light.face, frame: light.frame });
  });

  it('reads the frame alone where the pose model found no eyes', () => {
    const unseen = face.map((k) => ({ ...k, score: 0.1 }));
    const light = pictureLight(picture(), unseen)!;
    expect(light.face).toBeUndefined();
    expect(light.frame).toBeGreaterThan(0);
    // The desk and setup checks judge the light on a face only.
    expect(faceAndFrameLight(light)).toBeUndefined();
  });
});
