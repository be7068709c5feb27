import type { PoseModelChoice } from '../detector/pose-models';
import type { Calibration } from './calibration';
import { companionCalibration } from './companion-reading';
import { closeFaceDeviations, closeOvalDeviations, deviations, type MoveNetUnits } from './deviations';
import { ovalWidthOf, type FaceOval } from './face-oval';
import type { Keypoint } from './keypoints';
import { allowances } from './look-around';
import { inReferenceUnits, limitsFor, moveNetUnits, type LimitOptions } from './model-thresholds';
import { lineAngle, measureFace, measureFrame, type FrameMeasurement, type MissingReason } from './metrics';
import { MetricCarry } from './metric-carry';
import { ownSlouch } from './own-slouch';
import { PostureStateMachine, type PostureTiming, type PostureUpdate } from './posture-state-machine';
import type { Limits } from './score';
import { RollingMedian } from './rolling-median';
import { faceAbovePicture, faceAbovePictureOnCompanion } from './face-above-picture';
import { SecondFaceWatch, type FaceBox } from './second-face';
import { KeypointSmoother } from './smooth-keypoints';
import type { MetricId } from './thresholds';
import { whyNotTheUser, type NotTheUser } from './user-gate';

export interface PipelineFrame {
  keypoints: Keypoint[];
  /** What the frame measured, or null when nobody (or not the calibrated user) is in it. */
  frame: FrameMeasurement | null;
  devs: Partial<Record<MetricId, number>> | null;
  update: PostureUpdate | undefined;
  /** A person is in view but is not judged as the calibrated user, and why. */
  notTheUser?: NotTheUser;
  /** Someone else's face is beside the user's: what was shown holds (second-face.ts, decision 073). */
  faceBeside?: boolean;
}

/** MoveNet's landmarks of the picture BlazePose measured (companion-reading.ts), smoothed, and what they measure. */
interface CompanionRead {
  keypoints: Keypoint[];
  body: FrameMeasurement | MissingReason;
}

const headForwardWindowMs = 3000;

/**
 * One analysed frame, from the model's landmarks to what /pose shows: smoothing, measurement, the
 * calibrated user's own deviations, the limits for this model, sensitivity and what the user taught
 * it, then the status machine. The same code runs in the page and in the accuracy benchmark.
 */
export class PosturePipeline {
  private readonly smoother = new KeypointSmoother();
  /** MoveNet's landmarks of the same frames, when BlazePose made them (companion-reading.ts). */
  private readonly companionSmoother = new KeypointSmoother();
  /**
   * The forward head is a ratio of two widths, each with its landmarks' jitter, and typing moves it
   * with every look down at the keys: it counts as held over 3 s (docs/benchmarks.md).
   */
  private readonly headForward = new RollingMedian(headForwardWindowMs);
  private readonly carry = new MetricCarry();
  private readonly secondFace = new SecondFaceWatch();
  private readonly machine: PostureStateMachine;
  private calibration: Calibration | undefined;
  /** Worked out when the model, options or calibration change, not on every frame. */
  private limits: Record<MetricId, Limits>;
  /** This model's units against MoveNet's (model-thresholds.ts), worked out with the model. */
  private units: MoveNetUnits;
  /** The middle of the camera's picture across, pixels, once its size is known (setPictureWidth). */
  private pictureMiddleX: number | undefined;

  constructor(
    private model: PoseModelChoice,
    private options: LimitOptions,
    timing?: PostureTiming,
  ) {
    this.machine = new PostureStateMachine(timing);
    this.units = moveNetUnits(model);
    this.limits = this.workOutLimits();
  }

  setModel(model: PoseModelChoice): void {
    this.model = model;
    this.units = moveNetUnits(model);
    this.smoother.reset();
    this.companionSmoother.reset();
    this.headForward.reset();
    this.carry.reset();
    this.limits = this.workOutLimits();
  }

  setOptions(options: LimitOptions): void {
    this.options = options;
    this.limits = this.workOutLimits();
  }

  setCalibration(calibration: Calibration | undefined): void {
    this.calibration = calibration;
    this.machine.reset();
    this.secondFace.reset();
    this.headForward.reset();
    this.carry.reset();
    this.limits = this.workOutLimits();
  }

  /**
   * The width of the picture the landmarks are read on, pixels: where its middle is, about which
   * what comes nearer grows (decision 069). Unknown until set; the shoulders' moves are then taken as
   * they read.
   */
  setPictureWidth(width: number): void {
    this.pictureMiddleX = width > 0 ? width / 2 : undefined;
  }

  /** The limits the calibrated user is judged against now (the preview on /pose draws them). */
  currentLimits(): Record<MetricId, Limits> {
    return this.limits;
  }

  /** Deviations in the units the server's history uses, whichever model measured them. */
  inReferenceUnits(devs: Partial<Record<MetricId, number>>): Partial<Record<MetricId, number>> {
    return inReferenceUnits(this.model, devs);
  }

  /**
   * Smoothing and measurement only (calibration runs collect these). `companion`: MoveNet's landmarks
   * of the same picture, when BlazePose made `keypoints`; `oval`: the face model's (face-oval.ts).
   */
  measure(
    keypoints: readonly Keypoint[],
    now: number,
    companion?: readonly Keypoint[],
    oval?: FaceOval,
  ): { keypoints: Keypoint[]; frame: FrameMeasurement | null; companion?: CompanionRead } {
    const smoothed = this.smoother.smooth(keypoints, now);
    // Read on every frame, also those where BlazePose found nobody: its face may be all there is (closeFace).
    const companionKeypoints = companion && this.companionSmoother.smooth(companion, now);
    const read = companionKeypoints && {
      keypoints: companionKeypoints,
      body: this.inPicture(
        withOval(
          measureFrame(companionKeypoints, this.calibration?.companionFaceWidth),
          oval,
          companionKeypoints,
        ),
      ),
    };
    const front = this.calibration?.view === 'front' ? this.calibration.faceWidth : undefined;
    const measured = this.inPicture(withOval(measureFrame(smoothed, front), oval, smoothed));
    if (typeof measured === 'string') return { keypoints: smoothed, frame: null, companion: read };
    if (read && typeof read.body !== 'string') measured.companion = read.body;
    return { keypoints: smoothed, frame: measured, companion: read };
  }

  /** `faces`: every face the face finder found lately (second-face.ts), where it runs. */
  process(
    keypoints: readonly Keypoint[],
    now: number,
    companion?: readonly Keypoint[],
    oval?: FaceOval,
    faces?: readonly FaceBox[],
  ): PipelineFrame {
    const measured = this.measure(keypoints, now, companion, oval);
    const base = this.calibration;
    if (!base) return { keypoints: measured.keypoints, frame: measured.frame, devs: null, update: undefined };
    // Someone's face beside the user's: the shoulders read may be partly theirs (decision 073).
    if (this.secondFace.beside(faces, measured.keypoints, now)) {
      const update = this.machine.hold(now);
      return { keypoints: measured.keypoints, frame: null, devs: null, update, faceBeside: true };
    }
    // Shoulders lost behind a face that has come close to the screen: a lean, judged on the face.
    // On the face model's oval first (decision 080), where the chosen model has no front view or, with
    // BlazePose, MoveNet beside it has lost the body: BlazePose can still place a body over a face
    // that fills the picture (the twelfth person peering from a hand's width: its eyes and shoulders
    // anywhere, read as a head tilted 16–29°).
    const frontLost = !measured.frame || measured.frame.view !== base.view;
    if (oval && (frontLost || lostByCompanion(measured.companion, base))) {
      const devs = companionSeesSomeoneElse(measured.companion, base)
        ? undefined
        : closeOvalDeviations(oval, base);
      if (devs) {
        const update = this.machine.update(devs, this.limits, now);
        return { keypoints: measured.keypoints, frame: null, devs, update };
      }
    }
    if (frontLost) {
      // Or a face gone above the top of the picture over shoulders still in it (decision 062), as
      // the chosen model sees them or, where BlazePose found nobody, MoveNet beside it.
      const devs =
        closeFace(measured.keypoints, measured.companion, base) ??
        faceAbovePicture(measured.keypoints, base) ??
        faceAbovePictureOnCompanion(measured.companion?.keypoints, base);
      if (devs) {
        const update = this.machine.update(devs, this.limits, now);
        return { keypoints: measured.keypoints, frame: null, devs, update };
      }
    }
    // Seen from another side than at calibration (often one shoulder lost for a moment): nothing to
    // compare, so the status holds rather than reading as good posture.
    if (measured.frame && measured.frame.view !== base.view) {
      const update = this.machine.hold(now);
      return { keypoints: measured.keypoints, frame: null, devs: null, update };
    }
    // Someone else in the chair (or passing close), or the user standing up: not a posture to judge.
    const notTheUser = measured.frame ? whyNotTheUser(measured.frame, base) : undefined;
    // BlazePose lost the user, or read someone of another size, where MoveNet beside it still sees
    // them as they sat at calibration (a figure small in a wide-angle picture, the head sunk: lost for
    // seconds at a time, its shoulders wandering between): they are there, so the status holds, as
    // for a shoulder lost for a moment, rather than running to away and starting the slouch's clock
    // again, and a slouch held past its grace is cued (decision 076). Gone, risen or someone else,
    // MoveNet says so and the away clock runs.
    if ((keypoints.length === 0 || notTheUser) && companionSeesTheUser(measured.companion, base)) {
      const update = this.machine.holdSeen(now);
      return { keypoints: measured.keypoints, frame: null, devs: null, update };
    }
    const frame = notTheUser ? null : measured.frame;
    const measuredDevs = frame ? deviations(frame, base, this.units) : null;
    if (measuredDevs?.headForward !== undefined)
      measuredDevs.headForward = this.headForward.push(measuredDevs.headForward, now);
    // A metric this frame cannot show (a tilted head read as turned for a moment) keeps its last value
    // for two seconds (decisions 032, 044).
    const devs = measuredDevs && this.carry.fill(measuredDevs, now);
    const update = this.machine.update(devs, this.limits, now);
    return { keypoints: measured.keypoints, frame, devs, update, notTheUser };
  }

  resetSmoothing(): void {
    this.smoother.reset();
    this.companionSmoother.reset();
    this.headForward.reset();
    this.carry.reset();
  }

  /** A front view's measurement with the picture's middle, where the picture's size is known. */
  private inPicture(measured: FrameMeasurement | MissingReason): FrameMeasurement | MissingReason {
    const middle = this.pictureMiddleX;
    if (middle === undefined || typeof measured === 'string' || measured.view !== 'front') return measured;
    return { ...measured, pictureMiddleX: middle };
  }

  private workOutLimits(): Record<MetricId, Limits> {
    return limitsFor(this.model, {
      ...this.options,
      allowance: allowances(this.calibration),
      ownSlouch: ownSlouch(this.calibration),
    });
  }
}

/** A front view's measurement with the face model's oval (its width and angle), where the oval is this face's. */
function withOval(
  measured: FrameMeasurement | MissingReason,
  oval: FaceOval | undefined,
  keypoints: readonly Keypoint[],
): FrameMeasurement | MissingReason {
  if (!oval || typeof measured === 'string' || measured.view !== 'front') return measured;
  const ovalWidth = ovalWidthOf(oval, keypoints);
  return ovalWidth === undefined ? measured : { ...measured, ovalWidth, ovalAngle: lineAngle(...oval) };
}

/**
 * A face come so close to the screen that the shoulders are lost, judged as a lean on the pose
 * model's face (closeFaceDeviations), where the face model's oval did not judge it (decision 080).
 * When the chosen model sees no face at all there, MoveNet's beside BlazePose (companion-reading.ts)
 * is asked: BlazePose full's person detector can lose a face that fills the frame altogether (the
 * truth set's third person peering from a hand's width at a laptop 45 cm away read as away for 72% of
 * the clip), where MoveNet still finds the eyes (decision 050).
 */
function closeFace(
  keypoints: readonly Keypoint[],
  companion: CompanionRead | undefined,
  calibration: Calibration,
): Partial<Record<MetricId, number>> | undefined {
  const face = measureFace(keypoints);
  if (face) return closeFaceDeviations(face, calibration);
  const reference = companion && companionCalibration(calibration);
  if (!companion || !reference || companionSeesSomeoneElse(companion, calibration)) return undefined;
  const companionFace = measureFace(companion.keypoints);
  return companionFace ? closeFaceDeviations(companionFace, reference) : undefined;
}

/**
 * Where MoveNet beside BlazePose still sees shoulders, only the calibrated user counts, as on MoveNet
 * alone: a user standing up close to a camera that frames them low shows a larger face over risen
 * shoulders.
 */
function companionSeesSomeoneElse(companion: CompanionRead | undefined, calibration: Calibration): boolean {
  const reference = companionCalibration(calibration);
  if (!companion || !reference || typeof companion.body === 'string') return false;
  return whyNotTheUser(companion.body, reference) !== undefined;
}

/** Whether MoveNet beside BlazePose, calibrated, has no front view of a body in this picture. */
function lostByCompanion(companion: CompanionRead | undefined, calibration: Calibration): boolean {
  if (!companion || !companionCalibration(calibration)) return false;
  return typeof companion.body === 'string' || companion.body.view !== 'front';
}

/** Whether MoveNet beside BlazePose sees the calibrated user, front on, where they sat (companion-reading.ts). */
function companionSeesTheUser(companion: CompanionRead | undefined, calibration: Calibration): boolean {
  const reference = companionCalibration(calibration);
  if (!companion || !reference || typeof companion.body === 'string') return false;
  return companion.body.view === 'front' && !whyNotTheUser(companion.body, reference);
}
