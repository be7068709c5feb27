import { calibrate } from '../calibration';
import type { Keypoint } from '../keypoints';
import { PosturePipeline } from '../posture-pipeline';
import { poses } from './synthetic-poses';

/** The worker's BlazePose landmarks when its person detector found nobody. */
export const nobody: Keypoint[] = [];

/** BlazePose calibrated on synthetic upright poses, with MoveNet's reading of the same frames beside it. */
export function blazePoseWithMoveNet(): PosturePipeline {
  const pipeline = new PosturePipeline('precise', { sensitivity: 5 });
  const frames = Array.from({ length: 20 }, (_, i) => {
    const pose = poses.jitter(poses.upright(), 1, i + 1);
    return pipeline.measure(pose, i * 100, pose).frame;
  });
  const result = calibrate(frames, 0.5);
  if (!result.ok) throw new Error(result.problem);
  pipeline.setCalibration(result.calibration);
  return pipeline;
}
