// The head's bow read on the ears against the eyes, which backs the head drop (decision 061).
import type { Calibration } from './calibration';
import { companionCalibration } from './companion-reading';
import type { FrameMeasurement } from './metrics';

/**
 * A head bowed forward turns about the base of the neck and the skull's base: the ears, about 9 cm
 * behind the eyes, rise against them in the picture by about that depth times the sine of the bow,
 * whatever the camera's height. The head drop, read on the eyes against the shoulders, loses part of
 * a bow toward a camera below the eyes, where the head comes nearer the lens and its image rises: a
 * laptop flat on the desk, 25 cm below the eyes, read a neck bent 30° at 0.084–0.158 shoulder widths
 * against the drop's bad line of 0.1 (MoveNet), where the laptop camera 15 cm below read 0.143–0.278.
 *
 * The bow, as MoveNet's ears read it against its eyes (ear-to-ear widths, change from upright, median
 * while held): the neck bent 30° 0.206–0.35 on every camera and person of the truth set read for it
 * (median 0.23), the neck bent 12° and typing at most 0.13 (0.152 at the 90th percentile of
 * Lorentz's neck bent 12° near the camera), a forward head or a slump about 0. Half the bow is a drop
 * the head has at least: by the sine, bad then begins near a 26° bow and "Almost there" near 20°
 * (ISO 11226: over 25° is bad). A 30° bow reads past the drop's bad line (0.103 and up), typing and
 * the neck bent 12° stay under its fair line (0.076 at most), and where the camera reads the drop
 * whole, half the bow mostly adds nothing (the neck bent 12° at the monitor: drop 0.057–0.084, half
 * the bow 0.039–0.056). Decision 061.
 */
export const dropPerBow = 0.5;

/** How far the ears rose against the eyes since calibration (ear-to-ear widths; 0 when unread). */
export function headBow(frame: FrameMeasurement, calibration: Calibration): number {
  if (frame.earsBelowEyes === undefined || calibration.earsBelowEyes === undefined) return 0;
  return Math.max(0, calibration.earsBelowEyes - frame.earsBelowEyes);
}

/**
 * The head drop a bow shows at least, in MoveNet's units. `companion`: MoveNet's reading beside
 * BlazePose and its own upright reading, when it has them: BlazePose places the ears lower on a bowed
 * head (the ninth person's neck bent 30° at the low laptop: 0.13 on BlazePose's ears, 0.21 on
 * MoveNet's), so the bow is MoveNet's there, as the forward head is (decision 045).
 */
export function bowedHeadDrop(
  frame: FrameMeasurement,
  calibration: Calibration,
  companion: Calibration | undefined,
): number {
  if (companion) return frame.companion ? headBow(frame.companion, companion) * dropPerBow : 0;
  return headBow(frame, calibration) * dropPerBow;
}

/**
 * A front-view calibration that saw both ears but kept no `earsBelowEyes` was made before the bow was
 * read: the bow counts from the next calibration. With BlazePose, MoveNet's reading beside it is the
 * one the bow is read on (a calibration without it is `ForwardHeadRecalibration`'s to point out).
 */
export function calibratedBeforeBow(calibration: Calibration): boolean {
  if (calibration.view !== 'front') return false;
  const reference = companionCalibration(calibration) ?? calibration;
  return reference.earWidth !== undefined && reference.earsBelowEyes === undefined;
}
