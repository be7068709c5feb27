import { calibrate, calibrationDurationMs, dimLight, minCalibrationFrames } from './calibration';
import type { FrameMeasurement } from './metrics';

/**
 * How much longer than `calibrationDurationMs` calibration keeps trying before it reports a problem.
 * A pose model can lose the user for a moment while it settles on the scene: BlazePose full's person
 * detector lost the truth set's sixth person in 4 of the first 8 frames of his calibration at the
 * monitor camera, then found him in every frame after (decision 041). A user who shifts in
 * the chair for a second reads as moving for the same few frames. Either way the last 5 s usually
 * hold a good calibration a moment later, so the window slides on instead of failing at once.
 */
export const calibrationGraceMs = 5000;

export type CalibrationStep =
  { done: false; progress: number } | { done: true; result: ReturnType<typeof calibrate> };

/**
 * The frames of one calibration, in time order. Once `calibrationDurationMs` have passed, each new
 * frame tries the last `calibrationDurationMs` of frames; the first window that calibrates wins. Only a
 * room too dark to see stops it at once (waiting does not light it); anything else gets up to
 * `calibrationGraceMs` more, then the last window's problem is the answer (in a dim room, the light).
 */
export class CalibrationWindow {
  private frames: Array<{ t: number; frame: FrameMeasurement | null; brightness?: number }> = [];

  constructor(private startedAt: number) {}

  /** The model has not settled yet (session/detector-warm-up.ts): the window starts again from now. */
  restart(now: number): CalibrationStep {
    this.startedAt = now;
    this.frames = [];
    return { done: false, progress: 0 };
  }

  add(now: number, frame: FrameMeasurement | null, brightness?: number): CalibrationStep {
    const elapsed = now - this.startedAt;
    if (elapsed < calibrationDurationMs) {
      this.frames.push({ t: now, frame, brightness });
      return { done: false, progress: elapsed / calibrationDurationMs };
    }
    // The window is the last 5 s before this frame: this frame opens the next one. A computer that
    // analyses fewer frames than a calibration needs in 5 s (a slow one, or a busy one reading a large
    // picture) reaches back for them within this calibration: waiting longer makes up for it, trying
    // again would not.
    const recent = this.frames.filter((f) => f.t >= now - calibrationDurationMs);
    const window = recent.length >= minCalibrationFrames ? recent : this.frames.slice(-minCalibrationFrames);
    this.frames = [...window, { t: now, frame, brightness }];
    const lit = window.map((f) => f.brightness).filter((b): b is number => b !== undefined);
    // Without any brightness reading (the benchmark's landmarks), the light is taken as fine.
    const brightnessMean = lit.length ? lit.reduce((s, b) => s + b, 0) / lit.length : 0.5;
    const result = calibrate(
      window.map((f) => f.frame),
      brightnessMean,
    );
    if (result.ok || result.problem === 'tooDark') return { done: true, result };
    if (elapsed >= calibrationDurationMs + calibrationGraceMs) {
      // In a dim room a user lost or read as moving is most likely too dark to see clearly.
      const dim =
        brightnessMean < dimLight && (result.problem === 'notInFrame' || result.problem === 'moving');
      return { done: true, result: dim ? { ok: false, problem: 'tooDark' } : result };
    }
    return { done: false, progress: 1 };
  }
}
