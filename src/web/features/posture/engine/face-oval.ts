// The face's width as a face model reads it, for the forward head (decision 056) and the lean
// (decisions 059, 060).
import type { Keypoint } from './keypoints';
import { point } from './keypoints';

/** Two points of the face oval at its widest, at the cheekbones in front of the ears (FaceMesh 234 and 454). */
export type FaceOval = readonly [{ x: number; y: number }, { x: number; y: number }];

/** FaceMesh's landmark indices of `FaceOval`'s two points. */
export const faceOvalIndices = [234, 454] as const;

/** The oval from its two points as [x, y] pairs (how the truth set's renderings keep them), if both are there. */
export function ovalFromPoints(points: readonly number[][] | undefined): FaceOval | undefined {
  const [a, b] = points ?? [];
  return a && b
    ? [
        { x: a[0]!, y: a[1]! },
        { x: b[0]!, y: b[1]! },
      ]
    : undefined;
}

/** The oval's width, pixels: the distance between its two points. */
export const widthOfOval = ([a, b]: FaceOval) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The oval's width, in pixels, when the oval is the pose model's face: its middle lies within one eye
 * spacing of the eyes' middle. A face model finds the most prominent face in the picture, which need not
 * be the one the pose model follows (a colleague leaning in beside the user); such an oval says nothing.
 */
export function ovalWidthOf(oval: FaceOval | undefined, keypoints: readonly Keypoint[]): number | undefined {
  if (!oval) return undefined;
  const leftEye = point(keypoints, 'leftEye');
  const rightEye = point(keypoints, 'rightEye');
  if (!leftEye || !rightEye) return undefined;
  const eyeSpacing = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  const [a, b] = oval;
  const apart = Math.hypot(
    (a.x + b.x - leftEye.x - rightEye.x) / 2,
    (a.y + b.y - leftEye.y - rightEye.y) / 2,
  );
  return apart <= eyeSpacing ? widthOfOval(oval) : undefined;
}

/** The oval's width against its calibrated width, where the frame and the calibration both have it. */
export const ovalGrowth = (frameOval: number | undefined, calibratedOval: number | undefined) =>
  frameOval && calibratedOval ? frameOval / calibratedOval : undefined;

/**
 * Shoulders read narrower than this share of their calibrated width leave the oval's growth over them
 * saying less (deviations.ts' `narrowedShoulders`): they went back (a recline: 0.72–0.83), or lost a
 * point to a forearm across the chest (drinking: 0.78–0.93). Decision 042 dropped this 5% margin for
 * the pose model's face, whose ears spread under hair as a head bows; FaceMesh's oval narrows as a
 * head bows (×0.960–0.999 with the neck bent 12°), and MoveNet reads the shoulders 2–3% narrower
 * when a head comes forward at eye level (Einstein ×0.967, Langmuir ×0.977: decision 055), which
 * the oval's growth then counts.
 */
export const ovalNarrowedShoulders = 0.95;

/**
 * The forward head read on the face model's oval against the pose model's shoulders, where the frame
 * and the calibration both have the oval.
 *
 * MoveNet is a body model: at a camera level with the eyes a head pushed 6 cm forward grows its face
 * 1.10× (the rig's own pixels), and MoveNet reads its ears 1.06× and its eyes 1.04×, about half; the
 * whole body 5 cm nearer it reads at its true size. FaceMesh reads the oval of every photo edit within
 * 1.5% of its true scale (decision 055). `shifted`: the shoulders moved sideways, which leaves their
 * width saying less too. Where the shoulders say less, the oval must have grown on its own (as
 * deviations.ts does with the pose model's face).
 */
export function ovalForward(
  frameOval: number | undefined,
  calibratedOval: number | undefined,
  shoulderRatio: number,
  shifted: boolean,
): number | undefined {
  const grown = ovalGrowth(frameOval, calibratedOval);
  if (grown === undefined) return undefined;
  const forward = grown / shoulderRatio - 1;
  const unsure = shifted || shoulderRatio < ovalNarrowedShoulders;
  return Math.max(0, unsure ? Math.min(forward, grown - 1) : forward);
}

/**
 * The face's growth as the lean counts it (decision 059): the pose model's, but no more than the face
 * model's oval reads — and never cut below the shoulders' growth.
 *
 * A head bowed to the keys spreads the pose model's ears and eyes on their own (decision 049: MoveNet
 * read the astronaut's ×1.13 and ×1.15 as she typed at the monitor camera, where the oval grew
 * ×1.035), and that read as leaning in. The oval reads a face's size truly (decision 055), so what the
 * pose model reads beyond it is its own guess. But a face model can misread a face smaller (Planck's
 * ×0.78 as he leaned 10 cm in, his shoulders ×1.14: decision 058, withdrawn for that), and a face
 * that comes nearer the screen comes at least as near as the shoulders below it (they sit nearer the
 * hips a lean turns about): an oval read below the shoulders' growth is not believed past them.
 * Where the pose model reads less than the oval (at eye level MoveNet reads a face come nearer at
 * about half its growth), its reading stands: the lean's limits were read on it.
 */
export function leanFaceGrowth(
  faceRatio: number,
  ovalRatio: number | undefined,
  shoulderRatio: number,
): number {
  return ovalRatio === undefined ? faceRatio : Math.min(faceRatio, Math.max(ovalRatio, shoulderRatio));
}

/**
 * An oval read narrower than this share of its calibrated width is not believed to bound the lean: a
 * face that comes nearer cannot shrink, and a head bowed to the keys narrows the oval by 4% at most
 * (×0.960–0.999 with the neck bent 12°), so such a reading is the face model's error (Planck's ×0.78
 * as he leaned 10 cm in: decision 058) or a head turned away.
 */
export const ovalBelievedFrom = 0.9;

/**
 * How far the lean may read past the oval's growth: two readings of the oval, each within 1.5% of the
 * face's true scale (decision 055). It also spares a lean coming in most of the oval's lag (read on
 * every second frame, it trails a face coming nearer by up to ⅔ s).
 */
export const ovalBoundMargin = 0.03;

/**
 * The lean's size ratio (the mean of the shoulders' growth and the face's) bounded by the face's own
 * growth as the face model reads it, within its margin (decision 060).
 *
 * A lean toward the screen brings the face at least as near as the shoulders below it, so the body
 * never reads larger than the face has grown. The shoulders can read wider on their own: reaching for
 * the keys from a camera to one side (the astronaut's ×1.10 on MoveNet and ×1.18 on BlazePose while
 * her oval grew ×1.048; seen at an angle, a shoulder line's width follows every twist of the trunk),
 * a head sunk into the shoulders (BlazePose ×1.27). Their growth past the face's is not a lean. An
 * oval read a little narrower than calibrated (a bowed head) bounds the lean at its margin.
 */
export function leanBoundedByOval(sizeRatio: number, ovalRatio: number | undefined): number {
  if (ovalRatio === undefined || ovalRatio < ovalBelievedFrom) return sizeRatio;
  return Math.min(sizeRatio, Math.max(ovalRatio, 1) + ovalBoundMargin);
}

/**
 * How far the pose model's forward head may read past the face model's (decision 066): two readings of
 * the oval, each within 1.5% of the face's true scale (decision 055), and the bow a forward head
 * brings with it (the rig's 8°), which narrows the oval as it comes nearer: FaceMesh reads a neck bent
 * 12° ×0.958–1.0 at the monitor and laptop cameras (the unit tests' fixtures), about 0.03 at 8°.
 */
export const ovalForwardMargin = 0.06;

/**
 * The pose model's forward head no further past the face model's than its margin, where the oval is
 * believed (decision 066). A head coming forward brings the whole face nearer, and the face model reads
 * its size truly; what the pose model reads beyond is its own ears and eyes spreading (decision 049: a
 * bowed head; seen from one side, the far ear). With the camera 30 cm to one side, MoveNet read the
 * astronaut's ears ×1.133 as her head came 3 cm forward, where the oval grew ×1.038, less than her
 * shoulders (×1.063), and cued it as a forward head.
 */
export function forwardBoundedByOval(
  forward: number,
  ovalReading: number | undefined,
  ovalRatio: number | undefined,
): number {
  if (ovalReading === undefined || ovalRatio === undefined || ovalRatio < ovalBelievedFrom) return forward;
  return Math.min(forward, ovalReading + ovalForwardMargin);
}
