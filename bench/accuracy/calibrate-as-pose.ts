import { CalibrationWindow } from '../../src/web/features/posture/engine/calibration-window';
import type { FrameMeasurement } from '../../src/web/features/posture/engine/metrics';
import { frameStepMs } from './render-landmarks';
import { inUprightHold } from './truth-set';

/**
 * Calibrates on a condition's upright hold as /pose does (session/use-posture-session.ts): frames
 * before t = 0 are the detector's warm-up, which /pose does not count; then the calibration window
 * reads the frames in order until it calibrates or gives up (engine/calibration-window.ts).
 */
export function calibrateAsPose(frames: Array<{ t: number; frame: FrameMeasurement | null }>) {
  const held = frames.filter((f) => inUprightHold(f.t));
  const window = new CalibrationWindow(0);
  for (const f of held) {
    const step = window.add(f.t, f.frame);
    if (step.done) return step.result;
  }
  // The hold ends a frame before /pose gives up; the next frame ends it on the hold's last 5 s.
  const step = window.add((held.at(-1)?.t ?? 0) + frameStepMs, null);
  if (!step.done) throw new Error('the upright hold is shorter than calibration takes');
  return step.result;
}
