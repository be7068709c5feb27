/**
 * Both pose models crop each frame around the landmarks of the frame before, so their first frames on
 * a new scene are off. On the browser tests' still photo MoveNet's first frame reads the head 0.13
 * shoulder widths higher than every frame after it, and BlazePose full's region takes about a dozen
 * frames to settle (the shoulders it reads grow by a third, then hold). Calibration frames count only
 * once the model has read this many frames, so pressing Calibrate the moment it is enabled calibrates
 * on settled frames instead of failing as "you moved".
 */
export const detectorWarmUpFrames = 15;

export class DetectorWarmUp {
  private frames = 0;

  /** A new detector (or model) starts from scratch. */
  reset(): void {
    this.frames = 0;
  }

  /** Counts a frame the model has read; true once enough have passed. */
  seen(): boolean {
    this.frames += 1;
    return this.settled();
  }

  settled(): boolean {
    return this.frames > detectorWarmUpFrames;
  }
}
