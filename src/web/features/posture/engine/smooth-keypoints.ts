import type { Keypoint } from './keypoints';
import { minKeypointScore } from './keypoints';
import { OneEuroFilter } from './one-euro-filter';

/**
 * Smooths every landmark's x and y with its own One Euro filter. A landmark the model is unsure of
 * passes through unchanged (and resets its filter), so a reappearing landmark does not glide in.
 */
export class KeypointSmoother {
  private filters: Array<[OneEuroFilter, OneEuroFilter]> = [];

  smooth(keypoints: readonly Keypoint[], timeMs: number): Keypoint[] {
    return keypoints.map((keypoint, index) => {
      const pair = (this.filters[index] ??= [new OneEuroFilter(), new OneEuroFilter()]);
      if (keypoint.score < minKeypointScore) {
        pair[0].reset();
        pair[1].reset();
        return keypoint;
      }
      return {
        x: pair[0].next(keypoint.x, timeMs),
        y: pair[1].next(keypoint.y, timeMs),
        score: keypoint.score,
      };
    });
  }

  reset(): void {
    this.filters = [];
  }
}
