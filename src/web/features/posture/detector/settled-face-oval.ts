import { widthOfOval, type FaceOval } from '../engine/face-oval';
import { point, type Keypoint } from '../engine/keypoints';

/** A face model that follows the face from frame to frame (MediaPipe FaceMesh, as /pose and the benchmarks run it). */
export interface TrackingFaceModel<Image> {
  /** The face oval's widest two points, pixels; none when no face was found. */
  estimate(image: Image): Promise<FaceOval | undefined>;
  /** Forgets the face region it follows: the next estimate starts from a fresh face detection. */
  reset(): void;
}

/**
 * The oval's width over the pose model's eye span may move this far from its last settled value before
 * the face region is taken to have stopped following the face. FaceMesh crops each frame where the
 * last frame's face was; a face that grows faster than that crop follows is read at its old size for
 * several reads, or for good: Guye's photo edited 1.35× nearer read ×0.99 for 25 s while the pose
 * model read his eyes ×1.34 (decision 067). With whole-pixel eye spans, the truth set's upright holds,
 * typing and turns move the ratio past 0.1 on about 2% of reads (a fresh read then costs a few reads of
 * the landmark model and changes nothing).
 */
export const regionStaleShare = 0.1;
/** Reads of one picture at most, after a fresh detection, for the crop to settle on the face. */
export const settleReads = 4;
/** A read within this share of the one before is settled. */
export const settledWithin = 0.01;

/** The pose model's eye span, pixels, where it sees both eyes. */
export function eyeSpanOf(keypoints: readonly Keypoint[]): number | undefined {
  const left = point(keypoints, 'leftEye');
  const right = point(keypoints, 'rightEye');
  return left && right ? Math.hypot(left.x - right.x, left.y - right.y) : undefined;
}

/**
 * FaceMesh's oval, read where the face is now (decision 067). A fresh face detection crops the face
 * loosely, and the landmark model's first read of it is up to 6.5% narrower than the read it settles
 * on a few frames later (the calibration's); so after each detection the same picture is read again
 * until the width settles. And where the oval stops keeping pace with the pose model's eyes (a face
 * grown or shrunk faster than the crop follows), the region is dropped and the face found afresh.
 */
export class SettledFaceOval<Image> {
  /** The oval's width over the eye span at the last settled read. */
  private ratio: number | undefined;
  private fresh = true;

  constructor(private readonly model: TrackingFaceModel<Image>) {}

  /** The oval of `image`; `eyeSpan`: the pose model's on the same picture, where it sees both eyes. */
  async read(image: Image, eyeSpan: number | undefined): Promise<FaceOval | undefined> {
    let oval = await this.model.estimate(image);
    if (oval && !this.fresh && this.fellBehind(oval, eyeSpan)) {
      this.model.reset();
      this.fresh = true;
      oval = await this.model.estimate(image);
    }
    if (!oval) {
      // FaceMesh forgets a face it loses, and detects afresh on the next read.
      this.fresh = true;
      this.ratio = undefined;
      return undefined;
    }
    const detected = this.fresh;
    if (detected) {
      oval = await this.settle(image, oval);
      this.fresh = false;
    }
    if (detected || this.ratio === undefined) this.ratio = eyeSpan ? widthOfOval(oval) / eyeSpan : undefined;
    return oval;
  }

  /** The oval no longer keeps pace with the eyes: the crop it was read in has fallen behind the face. */
  private fellBehind(oval: FaceOval, eyeSpan: number | undefined): boolean {
    if (!eyeSpan || this.ratio === undefined) return false;
    return Math.abs(widthOfOval(oval) / eyeSpan / this.ratio - 1) > regionStaleShare;
  }

  /** The camera started afresh: nothing of the last face is carried over. */
  reset(): void {
    this.model.reset();
    this.fresh = true;
    this.ratio = undefined;
  }

  private async settle(image: Image, first: FaceOval): Promise<FaceOval> {
    let oval = first;
    for (let read = 1; read < settleReads; read++) {
      const next = await this.model.estimate(image);
      if (!next) return oval;
      const change = Math.abs(widthOfOval(next) / widthOfOval(oval) - 1);
      oval = next;
      if (change < settledWithin) break;
    }
    return oval;
  }
}
