import { companionFields, type CompanionFields } from './companion-reading';
import type { FrameMeasurement } from './metrics';
import type { OwnSlouchFields } from './own-slouch';

/** The user's own upright posture: the reference every metric is compared with. */
export type Calibration = Omit<FrameMeasurement, 'view'> & {
  view: FrameMeasurement['view'];
  createdAt: string;
  /** How far looking at the screen's corners moved the head (look-around.ts). */
  allowHeadDrop?: number;
  allowHeadTilt?: number;
  /** The landmark model that made it (session/calibration-model.ts): it holds for that model only. */
  landmarks?: string;
} & OwnSlouchFields &
  CompanionFields;

export const calibrationDurationMs = 5000;
/** At least this share of the frames must show the whole upper body. */
const minFrameShare = 0.8;
/**
 * The light to see the user by (session/light-on-user.ts: the brighter of the face and the whole
 * frame, 0–1) below which calibration does not try. The astronaut's photo dimmed with a webcam's
 * grain (σ 6 levels) reads as in full light with her face at 0.12 (the slouches read within a
 * quarter of their full-light size, upright jitter a quarter of the fair lines), is still cued at
 * 0.08 (the sunk head read at half its size), and fails to calibrate at 0.05 (decision 063).
 */
export const tooDarkToSee = 0.07;
/**
 * Below this light, a calibration that fails because the model lost the user or read them moving
 * is put down to the light, which is then the likelier cause and the one to fix (decision 063).
 */
export const dimLight = 0.12;

export type CalibrationProblem = 'notInFrame' | 'moving' | 'tooDark' | 'tooFewFrames';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const spread = (values: number[]) => {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
};

/** The fewest frames a calibration is made of: one frame says nothing of whether the user sits still. */
export const minCalibrationFrames = 5;

/**
 * Turns ~5 s of frames of the user sitting upright into a calibration, or says why it cannot: not
 * enough of the body in frame, too much movement, or (from the light on the user) too dark to see.
 */
export function calibrate(
  frames: Array<FrameMeasurement | null>,
  meanBrightness: number,
  now = new Date(),
): { ok: true; calibration: Calibration } | { ok: false; problem: CalibrationProblem } {
  if (meanBrightness < tooDarkToSee) return { ok: false, problem: 'tooDark' };
  if (frames.length < minCalibrationFrames) return { ok: false, problem: 'tooFewFrames' };
  const seen = frames.filter((f): f is FrameMeasurement => f !== null);
  if (seen.length < frames.length * minFrameShare) return { ok: false, problem: 'notInFrame' };
  const view = seen.filter((f) => f.view === 'front').length >= seen.length / 2 ? 'front' : 'side';
  const usable = seen.filter((f) => f.view === view);
  if (
    spread(usable.map((f) => f.headHeight)) > 0.06 ||
    spread(usable.map((f) => f.shoulderWidth)) / median(usable.map((f) => f.shoulderWidth)) > 0.06
  ) {
    return { ok: false, problem: 'moving' };
  }
  const of = (key: keyof FrameMeasurement) => {
    const values = usable.map((f) => f[key]).filter((v): v is number => typeof v === 'number');
    return values.length ? median(values) : undefined;
  };
  // The ears (and the face model's oval) count only when most frames saw them: a median of a few stray ones would be a poor reference.
  const mostly = (key: 'earWidth' | 'earsBelowEyes' | 'ovalWidth' | 'ovalAngle') =>
    usable.filter((f) => f[key] !== undefined).length >= usable.length / 2 ? of(key) : undefined;
  // MoveNet's reading of the same frames, when BlazePose made these (companion-reading.ts): its own
  // upright posture, for the forward head. Without it the forward head is BlazePose's own.
  const companions = usable.map((f) => f.companion ?? null);
  const companion = companions.some(Boolean) ? calibrate(companions, meanBrightness, now) : undefined;
  return {
    ok: true,
    calibration: {
      view,
      shoulderWidth: of('shoulderWidth')!,
      faceWidth: of('faceWidth')!,
      headHeight: of('headHeight')!,
      earWidth: mostly('earWidth'),
      earsBelowEyes: mostly('earsBelowEyes'),
      ovalWidth: mostly('ovalWidth'),
      ovalAngle: mostly('ovalAngle'),
      eyeWidth: of('eyeWidth'),
      eyeHeight: of('eyeHeight'),
      shoulderAngle: of('shoulderAngle')!,
      headAngle: of('headAngle')!,
      headOffset: of('headOffset')!,
      headYaw: of('headYaw'),
      shoulderX: of('shoulderX'),
      shoulderY: of('shoulderY'),
      neckInclination: of('neckInclination'),
      torsoInclination: of('torsoInclination'),
      createdAt: now.toISOString(),
      ...(companion?.ok ? companionFields(companion.calibration) : {}),
    },
  };
}
