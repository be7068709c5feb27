import type { Page } from 'playwright-core';

/**
 * When the camera's picture first changed, as the page's <video> shows it: the moment a fake-webcam
 * sequence moved on from its first segment (sitting upright) to the next (the slouch).
 *
 * Chromium's fake camera plays its file frame by frame, not by the clock: on a busy machine it falls
 * behind (a 1080p MJPEG stream came to about 20 frames a second of its 30 under load, so its 30 s of
 * sitting upright took some 45 s), and a test that times the slouch by the wall clock waits for it in
 * the wrong place. Every repeated frame of a segment is the same JPEG, so a picture 16×9 in size
 * differs from the first by nothing until the segment changes.
 */
export async function watchPictureChange(page: Page): Promise<() => Promise<number | undefined>> {
  await page.evaluate(() => {
    const state = window as unknown as { pictureChangedAt?: number };
    const canvas = document.createElement('canvas');
    canvas.width = 16;
    canvas.height = 9;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    // The picture it changed from: the first one the camera held for a second (its very first frames,
    // on a busy machine, may be a part-drawn one).
    let reference: Uint8ClampedArray | undefined;
    let candidate: Uint8ClampedArray | undefined;
    let heldFor = 0;
    const differs = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
      let difference = 0;
      for (let i = 0; i < a.length; i += 4) difference += Math.abs(a[i]! - b[i]!);
      // One grey level in a few of 144 pixels is the decoder's noise; a new posture moves hundreds.
      return difference > 60;
    };
    const timer = setInterval(() => {
      const video = document.querySelector('video');
      if (!video || video.videoWidth === 0) return;
      context.drawImage(video, 0, 0, 16, 9);
      const pixels = context.getImageData(0, 0, 16, 9).data.slice();
      if (!reference) {
        heldFor = candidate && !differs(pixels, candidate) ? heldFor + 1 : 0;
        candidate = heldFor ? candidate : pixels;
        if (heldFor >= 10) reference = candidate;
      } else if (differs(pixels, reference)) {
        state.pictureChangedAt = Date.now();
        clearInterval(timer);
      }
    }, 100);
  });
  return () => page.evaluate(() => (window as unknown as { pictureChangedAt?: number }).pictureChangedAt);
}
