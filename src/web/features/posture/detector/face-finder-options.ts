/**
 * The face finder's settings, the same in the page's worker (face-finder-model.ts) and in the
 * benchmarks: MediaPipe's full-range face detector (the short-range one FaceMesh uses missed a
 * colleague leaning in 40 cm behind the twelfth person), a few faces at most.
 */
export const faceFinderOptions = { modelType: 'full', maxFaces: 4 } as const;

/**
 * The finder reads a frame at most every 2 s: 100–300 ms a call on wasm, where the pose model takes
 * 25–100 (bench/pose, decision 073), and a face that comes to look over the user's shoulder stays
 * for seconds. At the steady rate of 3 frames a second that is every sixth frame.
 */
export const faceFinderIntervalMs = 2000;

/**
 * Which earlier frame's faces frame `index` of a stream taken every `stepMs` carries, as the worker
 * sends them: the finder reads a frame after its landmarks have left, so each frame carries the
 * latest earlier reading. The benchmarks and the unit tests replay frames this way; none for the
 * first frame.
 */
export function facesReadBefore(index: number, stepMs = 1000 / 3): number | undefined {
  if (index === 0) return undefined;
  const stride = Math.round(faceFinderIntervalMs / stepMs);
  return index - 1 - ((index - 1) % stride);
}
