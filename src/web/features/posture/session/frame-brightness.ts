const canvas = typeof OffscreenCanvas === 'undefined' ? undefined : new OffscreenCanvas(32, 24);

/** Mean luminance (0–1) of a tiny copy of the current video frame: is the room bright enough to see? */
export function frameBrightness(video: HTMLVideoElement): number {
  const context = canvas?.getContext('2d', { willReadFrequently: true });
  if (!context) return 1;
  context.drawImage(video, 0, 0, 32, 24);
  const { data } = context.getImageData(0, 0, 32, 24);
  let sum = 0;
  for (let i = 0; i < data.length; i += 4)
    sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
  return sum / (data.length / 4) / 255;
}
