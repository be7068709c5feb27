import type { LightLevels } from './desk-verdicts';

let canvas: HTMLCanvasElement | undefined;

/** Mean luminance (0–1, Rec. 709 weights) of RGBA pixels. */
export function meanLuminance(data: Uint8ClampedArray): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4)
    sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
  return sum / (data.length / 4) / 255;
}

/**
 * The light on the face and in the whole frame, from tiny copies of the current video frame (the
 * pixels never leave this function). The box is in the video's own pixels, as the landmarks are.
 */
export function lightLevels(
  video: HTMLVideoElement,
  box: { x: number; y: number; width: number; height: number },
): LightLevels | undefined {
  if (video.readyState < 2 || !video.videoWidth) return undefined;
  canvas ??= document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 24;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(video, 0, 0, 32, 24);
  const frame = meanLuminance(context.getImageData(0, 0, 32, 24).data);
  context.drawImage(video, box.x, box.y, box.width, box.height, 0, 0, 16, 16);
  const face = meanLuminance(context.getImageData(0, 0, 16, 16).data);
  return { face, frame };
}
