import type { PoseModelChoice } from '../detector/pose-models';
import type { Calibration } from './calibration';
import { deviations } from './deviations';
import type { Keypoint } from './keypoints';
import { allowances } from './look-around';
import { limitsFor, type LimitOptions } from './model-thresholds';
import { measureFrame, type FrameMeasurement } from './metrics';
import { PostureStateMachine, type PostureTiming, type PostureUpdate } from './posture-state-machine';
import { KeypointSmoother } from './smooth-keypoints';
import { isSomeoneElse } from './user-gate';
import type { MetricId } from './thresholds';

export interface PipelineFrame {
  keypoints: Keypoint[];
  /** What the frame measured, or null when nobody (or not the calibrated user) is in it. */
  frame: FrameMeasurement | null;
  devs: Partial<Record<MetricId, number>> | null;
  update: PostureUpdate | undefined;
}

/**
 * One analysed frame, from the model's landmarks to what /pose shows: smoothing, measurement, the
 * calibrated user's own deviations, the limits for this model, sensitivity and what the user taught
 * it, then the status machine. The same code runs in the page and in the accuracy benchmark.
 */
export class PosturePipeline {
  private readonly smoother = new KeypointSmoother();
  private readonly machine: PostureStateMachine;
  private calibration: Calibration | undefined;

  constructor(
    private model: PoseModelChoice,
    private options: LimitOptions,
    timing?: PostureTiming,
  ) {
    this.machine = new PostureStateMachine(timing);
  }

  setModel(model: PoseModelChoice): void {
    this.model = model;
    this.smoother.reset();
  }

  setOptions(options: LimitOptions): void {
    this.options = options;
  }

  setCalibration(calibration: Calibration | undefined): void {
    this.calibration = calibration;
    this.machine.reset();
  }

  /** Smoothing and measurement only (calibration runs collect these). */
  measure(
    keypoints: readonly Keypoint[],
    now: number,
  ): { keypoints: Keypoint[]; frame: FrameMeasurement | null } {
    const smoothed = this.smoother.smooth(keypoints, now);
    const measured = measureFrame(smoothed);
    return { keypoints: smoothed, frame: typeof measured === 'string' ? null : measured };
  }

  process(keypoints: readonly Keypoint[], now: number): PipelineFrame {
    const measured = this.measure(keypoints, now);
    const base = this.calibration;
    if (!base) return { ...measured, devs: null, update: undefined };
    // Someone else in the chair (or passing close), or the user standing up: not a posture to judge.
    const frame = measured.frame && !isSomeoneElse(measured.frame, base) ? measured.frame : null;
    const devs = frame ? deviations(frame, base) : null;
    const limits = limitsFor(this.model, { ...this.options, allowance: allowances(base) });
    const update = this.machine.update(devs, limits, now);
    return { keypoints: measured.keypoints, frame, devs, update };
  }

  /** The limits the calibrated user is judged against now (the preview on /pose draws them). */
  currentLimits() {
    return limitsFor(this.model, { ...this.options, allowance: allowances(this.calibration) });
  }

  resetSmoothing(): void {
    this.smoother.reset();
  }

  resetSession(): void {
    this.machine.reset();
  }
}
