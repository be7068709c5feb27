// A head pushed forward, as a camera to one side sees it (docs/decisions/035).
import type { Calibration } from './calibration';
import type { FrameMeasurement } from './metrics';

/**
 * A camera off to one side sees a head pushed forward move sideways against the shoulders, toward
 * the side the calibrated face's nose points to (the same perspective that moves the nose off the
 * face's centre). Both models read the truth set's four people's head 6 cm forward, from a camera 30 cm
 * aside at 65 cm (25° off), at 0.080–0.110 shoulder widths, and 3 cm at 0.037–0.049, where their face
 * growth ranged from 0.000 to 0.184 for the same 6 cm. This shift counts as MoveNet's forward head (its
 * bad limit, 0.075, is about 5 cm from 25°), and as the same share of BlazePose's limits.
 */
export const headShiftBad = 0.075;
/**
 * The calibrated nose offset (face widths) of the truth set's cameras to one side: 0.05–0.24. A steeper
 * camera shows a larger offset and moves the head further per centimetre, so beyond it the shift is
 * scaled down by as much.
 */
export const sideYawReference = 0.25;
/**
 * Below this calibrated nose offset (face widths) the nose's side is the landmarks' jitter. It does not
 * tell every camera straight ahead from one aside: the truth set's straight ahead read 0.003–0.105
 * (BlazePose reads the astronaut at 0.05–0.09, and the fourth person's photographed face is turned a
 * little), those aside 0.053–0.241. Straight ahead a head pushed forward hardly moves sideways, and
 * what else does is held out below.
 */
export const sideYawMin = 0.04;
/**
 * A head tilted or a trunk leaning sideways moves the head sideways by itself: past these changes of
 * the eye line and the shoulder line (degrees) the sideways shift says nothing about a forward head.
 * The forward head seen from one side turned them by up to 10° and 6°; a 20° head tilt read 14° and more,
 * a 12° lean away from the nose's side turned the shoulder line 10° and more (toward it, as little as
 * 5.6°: the shoulders' move below holds that one out).
 */
export const shiftTiltGate = { head: 12, shoulders: 8 };
/**
 * Leaning sideways also moves the head sideways, and from one side it can hardly tilt the shoulder
 * line (the astronaut's 4° lean toward the camera's side: 2.4°), but it carries the shoulders with it:
 * 0.11–0.22 calibrated shoulder widths for a 4° lean, where a forward head moved them at most 0.08
 * (median; 0.10 at the 90th percentile). Only with the shoulders this still is the shift a forward head.
 */
export const stillShoulders = 0.1;

/**
 * How far the head has moved sideways toward where the calibrated nose points, against the shoulders,
 * in shoulder widths: what a camera to one side sees of a head pushed forward. Nothing when the face
 * has narrowed (it is turning; a head coming forward comes nearer), or when the shoulders have moved
 * or the head or the shoulder line has tilted (those move the head sideways themselves); scaled down for
 * a camera further aside than the truth set's. A camera straight ahead sees a forward head come only
 * toward it: sideways, at most 0.017 on the truth set's cameras ahead.
 */
export function headShiftForward(
  frame: FrameMeasurement,
  calibration: Calibration,
  faceRatio: number,
  shoulderShift: number,
): number {
  const yaw = calibration.headYaw ?? 0;
  if (
    Math.abs(yaw) < sideYawMin ||
    faceRatio < 1 ||
    Math.abs(shoulderShift) >= stillShoulders ||
    Math.abs(frame.headAngle - calibration.headAngle) >= shiftTiltGate.head ||
    Math.abs(frame.shoulderAngle - calibration.shoulderAngle) >= shiftTiltGate.shoulders
  )
    return 0;
  const shift = (frame.headOffset - calibration.headOffset) * Math.sign(yaw);
  return Math.max(0, shift) * Math.min(1, sideYawReference / Math.abs(yaw));
}
