/**
 * The face finder's settings, the same in the page's worker (face-finder-model.ts) and in the
 * benchmarks: MediaPipe's full-range face detector (the short-range one FaceMesh uses missed a
 * colleague leaning in 40 cm behind the twelfth person), a few faces at most.
 */
export const faceFinderOptions = { modelType: 'full', maxFaces: 4 } as const;

/** The finder reads every third analysed frame: about once a second at the steady rate. */
export const faceFinderStride = 3;

/**
 * Which earlier frame's faces frame `index` of a stream carries, as the worker sends them: the finder
 * reads a frame after its landmarks have left, so each frame carries the latest earlier reading.
 * The benchmarks and the unit tests replay frames this way; none for the first frame.
 */
export const facesReadBefore = (index: number): number | undefined =>
  index === 0 ? undefined : index - 1 - ((index - 1) % faceFinderStride);
