import type { Calibration } from './calibration';
import { companionCalibration } from './companion-reading';
import { lineAngle, type FaceMeasurement, type FrameMeasurement } from './metrics';
import { cranedAfterSittingBack } from './craned-after-sitting-back';
import {
  forwardBoundedByOval,
  leanBoundedByOval,
  leanFaceGrowth,
  ovalBelievedFrom,
  ovalForward,
  ovalGrowth,
  widthOfOval,
  type FaceOval,
} from './face-oval';
import { headShiftForward, stillShoulders } from './forward-head-from-side';
import { shoulderShift } from './shoulder-shift';
import { bowedHeadDrop } from './head-bow';
import type { MetricId } from './thresholds';

/** Below this share of its calibrated width (against the shoulders'), the face is turned away… */
export const turnedFaceRatio = 0.85;
/**
 * …when it has narrowed itself, below this share of its calibrated width: a turn of 26° or more
 * (cos 26° = 0.9). Shoulders read wider (at the frame's edge) leave the face its width (decision 033).
 */
export const turnedFaceShrink = 0.9;
/**
 * A face narrowed below this share of its calibrated width has turned 37° or more (cos 37° = 0.8)…
 */
export const turnedFaceAlone = 0.8;
/**
 * …when the shoulders kept at least this share of theirs, whatever the face is against them. Going
 * back narrows both (a recline of 20° leaves the shoulders 0.72–0.83 of their width: decision 027);
 * turning the trunk 10° to a second monitor narrows the shoulders too, so that a head turned 30° more
 * read ×0.70–0.79 over shoulders ×0.88–0.89, not under `turnedFaceRatio` of them (decision 072).
 */
export const turnedTrunkShoulders = 0.85;
/** Beyond this sideways shift of the nose (face widths) from calibration, the head is turned. */
export const turnedYaw = 0.2;
/**
 * Two signs of a turn, each halfway to its own line, make one (decision 082): a face narrowed below
 * this share of its calibrated width (a turn of 32° or more, cos 32° = 0.85; halfway between
 * `turnedFaceShrink` and `turnedFaceAlone`) over shoulders that kept theirs, with the nose moved over
 * half `turnedYaw` across it. A head turned away from a camera that already sees it from one side
 * shows the camera little of its face, and the pose model guesses the hidden ear: the fourteenth
 * person's turn to a second monitor away from a camera 30 cm aside read his face ×0.80–0.83 with the
 * nose 0.12–0.16 face widths across, under each line alone, and its sideways offset as a lean.
 */
export const turnedFaceWithYaw = 0.85;

/**
 * Leaning back against the backrest with the eyes kept on the screen bends the neck forward against
 * the trunk as far as the trunk goes back: the eyes sink against the shoulders while the head itself
 * stays upright, which ISO 11226 accepts. Reclining 20° about the hips at 45–85 cm from the camera
 * shrinks the shoulders to 0.72–0.83 of their calibrated width and sinks the eyes about 0.09 shoulder
 * widths: 0.31–0.5 of a shoulder width per unit of shrink. Half the least of these is forgiven, so a
 * head bowed after sitting back still counts (decision 027).
 */
export const reclineHeadDropPerShrink = 0.15;
const reclineAllowance = (shoulderRatio: number) => Math.max(0, 1 - shoulderRatio) * reclineHeadDropPerShrink;

/**
 * A face this much larger than at calibration is near enough to the screen to be a slouch whatever
 * the rest of the body does: the truth set labels a face ×1.2 (10 cm nearer at 60 cm) bad.
 */
export const closeFaceRatio = 1.2;

/**
 * Leaning the trunk sideways tilts the shoulder line as raising one shoulder does, but carries the
 * shoulders toward the lower one: 0.022–0.045 shoulder widths per degree of lean for the truth set's
 * four people, where a raised shoulder moves their midpoint at most 0.084 either way, and those of
 * people 2–4 a little toward the raised side (MoveNet, laptop, monitor and side cameras). A shift of
 * about half the least per degree of tilt makes the tilt a lean (decision 030).
 */
export const leanShiftPerDegree = 0.012;
/**
 * A lean's tilt counts this share: ISO 11226 accepts the trunk bent sideways up to 10°, and MoveNet
 * reads a lean at about its angle (8°: 6.6–8.7°; 12°: 10.5–13.1° for people 2–4) but a shoulder raised
 * 10° at 6.8–9.1°, which its 9° limit was set for. So a lean is cued past 10°, a raised shoulder past 9°.
 */
export const leanTiltShare = 0.9;
/**
 * Raising one shoulder lifts the shoulders' midpoint by half the raised side's lift: 0.40–0.70 of the
 * tilt's tangent as MoveNet reads it (people 2–4, laptop, monitor and side cameras), where a tilted
 * head, typing or a second monitor lifts it at most 0.35 of it. Past this share the tilt is a raised
 * shoulder (decision 031).
 */
export const raisedRiseShare = 0.35;
/**
 * The models' shoulder points follow a raised shoulder only part of the way: MoveNet reads a shoulder
 * raised 10° at 6.4–9.0° for people 2–7 (median while held), BlazePose full at 4.4–6.9°. A raised
 * shoulder's tilt counts this many times over. At 1.25 (decision 031) the third person's 6.8° stayed
 * under MoveNet's 9° limit for the whole clip; at 1.35 it reads 9.2° (decision 046). What the good and
 * everyday clips tilt with the shoulders' midpoint risen stays under 7° counted so (MoveNet, 80th
 * percentile while held).
 */
export const raisedTiltFactor = 1.35;
/**
 * BlazePose full follows a raised shoulder's lift less than MoveNet does (4.4–6.9° for 10°, against
 * its 13° limit, which a phone held up and a sunk head reach), so with MoveNet beside it a shoulder
 * MoveNet reads as raised counts as MoveNet reads it, when BlazePose's own line tilts the same way by at
 * least this many degrees: its line sits within 1.5° of calibration while the user sits upright
 * (median while held), and it reads every raised shoulder of the truth set at 4.4° or more.
 */
export const companionTiltAgreement = 2;
/**
 * Shoulders moved this far sideways (calibrated shoulder widths; a lean or a shift in the chair) are
 * read narrower by MoveNet without coming any further away: 3–5% for the astronaut and the second
 * person leaning 8° with the head level, which read as a head pushed forward (decision 030). It is the
 * stillness a forward head keeps (decision 035's `stillShoulders`): on the 28 renderings of decision
 * 040 the forward heads move the shoulders 0.074 at most (median while held; 0.097 at the 90th
 * percentile, the astronaut's with the camera aside), the 4° leans 0.089–0.23; past it the face's own
 * growth still counts a forward head. At 0.15 the sixth person's 4° lean with the camera aside (0.12,
 * the shoulders read 4.5% narrower) was cued as a forward head (decision 040).
 */
export const sidewaysShift = stillShoulders;
/**
 * Shoulders read narrower than calibrated say nothing about a head pushed forward, which leaves them
 * where they were: they have gone back (a recline), lost a point to something beside or in front of
 * them (a colleague leaning in: BlazePose full reads the astronaut's shoulders at 0.82–0.89; a forearm
 * across the chest to drink, MoveNet 0.78–0.93), or the model narrowed them as the head bowed (MoveNet
 * reads the third person's at 0.97 with the neck bent 12°, his ears spreading under his hair). Against
 * them the face's width overstates its growth, so below this the forward head counts only the face's
 * own growth (decision 039 at 0.95; decision 042 without its 5% margin), unless the user sat back
 * (`craned-after-sitting-back.ts`, decision 047).
 */
export const narrowedShoulders = 1;

/**
 * A model's units per unit of MoveNet's reading (`moveNetUnits` in model-thresholds.ts): the forward
 * head (also per shoulder width of a head shifted sideways from one side, forward-head-from-side.ts)
 * and the shoulder line's degrees. What BlazePose reads on MoveNet beside it counts in these.
 */
export interface MoveNetUnits {
  headForward: number;
  shoulderTilt: number;
  /** The head drop a bow read on MoveNet's ears shows (head-bow.ts). */
  headDrop: number;
}
/** MoveNet's own units. */
export const asMoveNet: MoveNetUnits = { headForward: 1, shoulderTilt: 1, headDrop: 1 };

/**
 * How far each metric has moved from the calibrated posture, in the direction that matters (a head
 * held higher than at calibration is not a fault). Metrics the view cannot show are left out.
 * `units`: the model's, against MoveNet's.
 */
export function deviations(
  frame: FrameMeasurement,
  calibration: Calibration,
  units: MoveNetUnits = asMoveNet,
): Partial<Record<MetricId, number>> {
  if (frame.view === 'side') {
    const result: Partial<Record<MetricId, number>> = {};
    if (frame.neckInclination !== undefined && calibration.neckInclination !== undefined) {
      result.neck = Math.max(0, frame.neckInclination - calibration.neckInclination);
    }
    if (frame.torsoInclination !== undefined && calibration.torsoInclination !== undefined) {
      result.torso = Math.max(0, frame.torsoInclination - calibration.torsoInclination);
    }
    return result;
  }
  const shoulderRatio = frame.shoulderWidth / calibration.shoulderWidth;
  const { faceRatio, headDrop } = headAgainst(frame, calibration);
  const ovalRatio = ovalGrowth(frame.ovalWidth, calibration.ovalWidth);
  // The face counts no more growth than the face model's oval reads, nor less than the shoulders'
  // (decision 059): a head bowed to the keys spreads the pose model's ears on their own.
  // And the whole no more than the oval grew, where it is believed (decision 060): the shoulders can
  // read wider on their own.
  const sizeRatio = leanBoundedByOval(
    (shoulderRatio + leanFaceGrowth(faceRatio, ovalRatio, shoulderRatio)) / 2,
    ovalRatio,
  );
  // A face much narrower than the shoulders say it should be is turned away (to a second monitor, to
  // someone in the room): its eye line and sideways offset say where it looks, not how the user sits,
  // a turned upper body skews the shoulder line the model sees, and one ear hides behind the head.
  const yaw =
    frame.headYaw !== undefined && calibration.headYaw !== undefined
      ? Math.abs(frame.headYaw - calibration.headYaw)
      : 0;
  const turned =
    (faceRatio / shoulderRatio < turnedFaceRatio && faceRatio < turnedFaceShrink) ||
    (faceRatio < turnedFaceAlone && shoulderRatio >= turnedTrunkShoulders) ||
    yaw > turnedYaw ||
    (faceRatio < turnedFaceWithYaw && shoulderRatio >= turnedTrunkShoulders && yaw > turnedYaw / 2);
  const companion = companionCalibration(calibration);
  // MoveNet's own deviations of the same picture (where both it and its calibration are here), read
  // once whichever rules below need them.
  let besideRead: Partial<Record<MetricId, number>> | undefined;
  const beside = () => (besideRead ??= deviations(frame.companion!, companion!));
  const shift = shoulderShift(frame, calibration);
  // A turned upper body skews the shoulder line, and one arm up tilts it and moves its midpoint from
  // under the head: neither is read.
  const line = turned || frame.armsRaised ? undefined : shoulderLine(frame, calibration, shift);
  // A turned head's width says where it looks, not how near it is: turning toward a camera that
  // sees the user from one side shows more of the face (decision 081). The lean then reads no more
  // than the shoulders' growth.
  const result: Partial<Record<MetricId, number>> = {
    lean: Math.max(0, (turned ? Math.min(sizeRatio, shoulderRatio) : sizeRatio) - 1),
  };
  // Arms up (a stretch) lift the shoulders: the head then only looks lower over them, and they draw
  // the shoulder points in.
  if (!frame.armsRaised) {
    // A bow toward a camera below the eyes hides part of the drop; the ears rising against the eyes
    // show the bow whatever the camera's height (decision 061).
    const bowed = turned ? 0 : bowedHeadDrop(frame, calibration, companion) * units.headDrop;
    const lifted = line ? raisedShoulderLift(line) : 0;
    result.headDrop = Math.max(0, headDrop - reclineAllowance(shoulderRatio) - lifted, bowed);
    // Calibrated with MoveNet beside BlazePose: a head sunk toward the shoulders counts at least as
    // MoveNet reads it (decision 064). BlazePose carries its shoulder points down with a sunk head.
    if (companion && frame.companion && shouldersSankWithHead(frame, calibration, companion)) {
      const sunk = beside().headDrop;
      if (sunk !== undefined) result.headDrop = Math.max(result.headDrop, sunk * units.headDrop);
    }
  }
  // A turned head's width says where it looks, not how near it is (decision 081): no forward head.
  if (!frame.armsRaised && !turned) {
    result.headForward = headForwardOf(
      frame,
      calibration,
      { faceRatio, shoulderRatio, ovalRatio, shift },
      units,
    );
  }
  // Calibrated with MoveNet beside BlazePose: the forward head is MoveNet's (decision 045), in this
  // model's units, and left out of a frame MoveNet did not measure as it did at calibration.
  if (companion && result.headForward !== undefined) {
    const read = frame.companion && beside().headForward;
    if (read === undefined) delete result.headForward;
    else result.headForward = read * units.headForward;
  }
  // Calibrated with MoveNet beside BlazePose: the lean is MoveNet's too (decision 079). Both are the
  // face's growth and the shoulders', and BlazePose's shoulder points move on their own: they spread
  // as the head comes forward, and can read a lean short. On a frame MoveNet did not measure as at
  // calibration, BlazePose's own lean would mix in (a forward head's spread shoulders past the line
  // for a frame, held bad by the level's hysteresis), so only a face come as close as one MoveNet
  // loses a shoulder to counts, as closeFaceLean counts it (its growth bounded by the oval, as
  // the lean's is: BlazePose's ears read ×1.28 on a frame of a forward head); otherwise the lean is
  // left out and the 2 s carry fills it.
  if (companion) {
    const counted =
      (frame.companion && beside().lean) ??
      closeFaceLean(leanFaceGrowth(faceRatio, ovalRatio, shoulderRatio));
    if (counted === undefined) delete result.lean;
    else result.lean = counted;
  }
  if (!turned) {
    result.headTilt = headTiltOf(frame, calibration, ovalRatio);
    // One arm up tilts the shoulder line and moves its midpoint from under the head.
    if (line) {
      result.shoulderTilt = line.counted;
      result.lateralLean = Math.abs(frame.headOffset - calibration.headOffset);
      // Calibrated with MoveNet beside BlazePose: the line's tilt counts only as far as MoveNet sees it
      // too. BlazePose's shoulder points wander with the region it tracks (decision 065).
      if (companion && frame.companion) {
        const seen = beside().shoulderTilt;
        if (seen !== undefined)
          result.shoulderTilt = Math.min(result.shoulderTilt, seen * units.shoulderTilt);
      }
      // Calibrated with MoveNet beside BlazePose: a shoulder MoveNet sees raised counts as MoveNet
      // reads it, in this model's units, when this model tilts the line the same way (decision 046).
      const raised = companion && raisedOnCompanion(frame, calibration, companion);
      if (raised) result.shoulderTilt = Math.max(result.shoulderTilt, raised * units.shoulderTilt);
    }
  }
  return result;
}

/** What `deviations` has read of a front view's sizes against calibration, for the forward head. */
interface SizesRead {
  faceRatio: number;
  shoulderRatio: number;
  ovalRatio: number | undefined;
  /** The shoulders' sideways move (shoulder-shift.ts). */
  shift: number;
}

/**
 * How far the head has come toward the screen past the shoulders, on a front view whose head is not
 * turned (decision 081).
 */
function headForwardOf(
  frame: FrameMeasurement,
  calibration: Calibration,
  { faceRatio, shoulderRatio, ovalRatio, shift }: SizesRead,
  units: MoveNetUnits,
): number {
  // A head pushed toward the screen comes nearer the camera than the shoulders do, so the face
  // grows against them. Sitting nearer grows both alike; leaning in from the hips brings the face
  // only a little nearer than the shoulders, which sit most of the way up from the hips.
  // Once the shoulders have moved sideways, or read narrower than calibrated, their width says
  // less, so the face must have grown too.
  const grown = faceGrowthForward(frame, calibration, faceRatio);
  const forward = grown / shoulderRatio - 1;
  const shifted = Math.abs(shift) >= sidewaysShift;
  const unsure = shifted || shoulderRatio < narrowedShoulders;
  const posed = Math.max(0, unsure ? Math.min(forward, grown - 1) : forward);
  // The face model's oval reads a face's growth that the pose model reads at half (decision 056),
  // and the pose model's reading counts no further past it than the oval's error (decision 066).
  const oval = ovalForward(frame.ovalWidth, calibration.ovalWidth, shoulderRatio, shifted);
  const fronted = Math.max(forwardBoundedByOval(posed, oval, ovalRatio), oval ?? 0);
  // Seen from one side, a head pushed forward also moves sideways in the picture (decision 035).
  const aside = headShiftForward(frame, calibration, faceRatio, shift) * units.headForward;
  // Sat back, the head craned toward the screen (decision 047), read on the pose model's face and
  // on the face model's oval, which reads the face's distance more truly (decision 057).
  const craned = cranedAfterSittingBack(shoulderRatio, faceRatio, shift);
  const ovalCraned = ovalRatio === undefined ? 0 : cranedAfterSittingBack(shoulderRatio, ovalRatio, shift);
  return Math.max(fronted, aside, craned, ovalCraned);
}

/**
 * The shoulder line's tilt from calibration (signed), whether a raised shoulder tilted it, and how much
 * it counts: a lean's against the trunk's limit, a raised shoulder's by more than the model reads it,
 * anything else as it is. The image's x and y both grow rightward and down, so a line tilted positive
 * is lower at its right end, a lean that way moves the shoulders right, and a raised shoulder moves
 * them up (y falls).
 */
function shoulderLine(frame: FrameMeasurement, calibration: Calibration, shift: number): ShoulderLine {
  const tilt = frame.shoulderAngle - calibration.shoulderAngle;
  const rise = -(shoulderSink(frame, calibration) ?? 0);
  const towardLower = shift * Math.sign(tilt);
  const lean = towardLower > 0 && towardLower >= leanShiftPerDegree * Math.abs(tilt);
  if (lean) return { tilt, rise, raised: false, counted: Math.abs(tilt) * leanTiltShare };
  const raised = rise >= raisedRiseShare * Math.tan((Math.abs(tilt) * Math.PI) / 180);
  return { tilt, rise, raised, counted: Math.abs(tilt) * (raised ? raisedTiltFactor : 1) };
}

/**
 * A line tilted less than this (degrees, as the model reads it) forgives the head drop nothing: a head
 * sunk into shrugged shoulders lifts both, and the line's jitter must not take a share of that drop.
 * The truth set's 10° raised shoulders read 4.4° and more on both models where they read at all.
 */
export const raisedLiftFromTilt = 4;

/**
 * The shoulder line's tilt from calibration (degrees, signed), its midpoint's rise (calibrated
 * shoulder widths), whether a raised shoulder tilted it, and the degrees it counts.
 */
interface ShoulderLine {
  tilt: number;
  rise: number;
  raised: boolean;
  counted: number;
}

/**
 * How far a raised shoulder has lifted the shoulders' midpoint, in calibrated shoulder widths; 0 for a
 * line no raised shoulder tilted. The eyes read that much lower over the midpoint, as a head sunk
 * toward the shoulders would: MoveNet read 10° raised shoulders as head drops of 0.09–0.11 (bad from
 * 0.1) beside their tilt, and the head's longer grace put their cue off by 5 s (decision 070). One side
 * lifted by tan(tilt) of the width lifts the midpoint by half that; the tilt counts as
 * `raisedTiltFactor` times what the model reads, the models' points following a shrug only part of
 * the way, so the lift forgiven is no more than that tilt's.
 */
function raisedShoulderLift(line: ShoulderLine): number {
  if (!line.raised || Math.abs(line.tilt) < raisedLiftFromTilt) return 0;
  const counted = (Math.abs(line.tilt) * raisedTiltFactor * Math.PI) / 180;
  return Math.max(0, Math.min(line.rise, Math.tan(counted) / 2));
}

/**
 * A raised shoulder as MoveNet beside BlazePose reads it (decision 046): MoveNet's counted tilt, in
 * its degrees, when its shoulders rose as a raised shoulder lifts them and BlazePose's own line tilts
 * the same way by at least `companionTiltAgreement`; otherwise nothing.
 */
function raisedOnCompanion(
  frame: FrameMeasurement,
  calibration: Calibration,
  companion: Calibration,
): number | undefined {
  const read = frame.companion;
  if (!read || read.view !== 'front' || read.armsRaised) return undefined;
  const line = shoulderLine(read, companion, shoulderShift(read, companion));
  const own = frame.shoulderAngle - calibration.shoulderAngle;
  const agrees = Math.sign(line.tilt) === Math.sign(own) && Math.abs(own) >= companionTiltAgreement;
  return line.raised && agrees ? line.counted : undefined;
}

/**
 * The face's growth and the head's drop, each measured on the landmarks the calibration had.
 *
 * - The face's width: the ears where it and the frame both see them, else the eyes. Ears that come and
 *   go (hair over them, a landmark's confidence hovering at its limit) would otherwise make the face
 *   jump in size: they sit 1.26× wider apart than twice the eyes' spacing (MoveNet, the truth set's
 *   laptop view).
 * - The head's drop: the eyes, always in a front view. A bowed head turns about the base of the neck
 *   and the skull's base, which sit behind and below the ears: the eyes drop with it, the ears much
 *   less, and by how much depends on where a model guesses ears under hair or a cap (a neck bent 30°:
 *   the eyes dropped 0.17–0.18 shoulder widths for both people of the truth set, the ears 0.02 for one
 *   and 0.08 for the other). A head sunk into the shoulders moves both alike.
 *
 * Calibrations stored before both were kept compare the mixed measure, as before.
 */
function headAgainst(
  frame: FrameMeasurement,
  calibration: Calibration,
): { faceRatio: number; headDrop: number } {
  const { eyeHeight } = calibration;
  const headDrop =
    eyeHeight !== undefined && frame.eyeHeight !== undefined
      ? eyeHeight - frame.eyeHeight
      : calibration.headHeight - frame.headHeight;
  return { faceRatio: faceRatioOf(frame, calibration), headDrop };
}

/**
 * The face's growth as the forward head reads it: the ears' (the tragus is where a forward head is
 * measured), but never more than the mean of the ears' and the eyes' where the frame and the
 * calibration both have both. A head pushed forward brings both nearer alike (the ears, 9 cm further
 * back, a little less) and a bow brings the eyes nearer than the ears; only a head tipped back leaves
 * the eyes' growth behind the ears', and that is no forward head. Ears that spread on their own are a
 * model's guess: seen from above the eyes, MoveNet spread the third person's ears under his
 * hair as he typed (×1.073, his eyes ×1.006) and cued typing as a forward head. The eyes' guess can
 * err too (the same person's 6 cm forward head: ears ×1.115, eyes ×1.053), so the two are split, not
 * the eyes taken (decision 049).
 */
function faceGrowthForward(frame: FrameMeasurement, calibration: Calibration, faceRatio: number): number {
  const { earWidth, eyeWidth } = calibration;
  if (!earWidth || !eyeWidth || !frame.earWidth || !frame.eyeWidth) return faceRatio;
  // With both ears seen on both sides, `faceRatio` is the ears' growth (faceRatioOf).
  return Math.min(faceRatio, (faceRatio + frame.eyeWidth / eyeWidth) / 2);
}

/** The face's width against the calibrated one, on landmarks both had (ears, else eyes). */
function faceRatioOf(face: Partial<FaceMeasurement> & { faceWidth: number }, calibration: Calibration) {
  const { earWidth, eyeWidth } = calibration;
  return earWidth && face.earWidth
    ? face.earWidth / earWidth
    : eyeWidth && face.eyeWidth
      ? face.eyeWidth / eyeWidth
      : face.faceWidth / calibration.faceWidth;
}

/**
 * A front-view user whose shoulders the model has lost, judged by the face alone. Leaning close to
 * the screen fills the frame with the face, and the model drops a shoulder or both (MoveNet, the
 * astronaut 60 cm from a laptop: one shoulder's confidence falls below its limit once the face is
 * about twice its calibrated width). Without this the lean that most needs a cue read as a shoulder
 * lost for a moment, or as nobody there. Only a face well past the lean's limit counts: a smaller
 * one with a shoulder lost says nothing.
 */
export function closeFaceDeviations(
  face: FaceMeasurement,
  calibration: Calibration,
): Partial<Record<MetricId, number>> | undefined {
  if (calibration.view !== 'front') return undefined;
  const lean = closeFaceLean(faceRatioOf(face, calibration));
  return lean === undefined ? undefined : { lean };
}

/**
 * A face come close keeps the tilt it had: an oval whose line has turned further from its calibrated
 * angle than this (degrees; a tilted head's bad line) is not read as one. Peering from a hand's width,
 * every rendered person's oval stayed within 6.2° of it (17 conditions at 45 cm and framed low); a
 * face half out of the top of the picture as the user stands up was read once ×1.67 at 20° and once
 * ×1.79 at 23° from it (decision 080).
 */
export const closeOvalTiltedFrom = 11;

/**
 * A face come so close to the screen that the pose model has lost the shoulders, judged on the face
 * model's oval where it has one: FaceMesh reads a face that fills the frame truly where a body model
 * loses its eyes too (decision 080).
 */
export function closeOvalDeviations(
  oval: FaceOval,
  calibration: Calibration,
): Partial<Record<MetricId, number>> | undefined {
  if (calibration.view !== 'front') return undefined;
  const growth = ovalGrowth(widthOfOval(oval), calibration.ovalWidth);
  const tilted =
    calibration.ovalAngle !== undefined &&
    Math.abs(lineAngle(...oval) - calibration.ovalAngle) > closeOvalTiltedFrom;
  const lean = growth === undefined || tilted ? undefined : closeFaceLean(growth);
  return lean === undefined ? undefined : { lean };
}

/** The lean a face grown this much counts on its own: only past `closeFaceRatio`. */
const closeFaceLean = (growth: number) => (growth >= closeFaceRatio ? growth - 1 : undefined);

/** How far the shoulders' midpoint has sunk in the picture since calibration, in calibrated widths. */
const shoulderSink = (frame: FrameMeasurement, calibration: Calibration) =>
  frame.shoulderY === undefined || calibration.shoulderY === undefined
    ? undefined
    : (frame.shoulderY - calibration.shoulderY) / calibration.shoulderWidth;

/**
 * BlazePose full carries its shoulder points down with a head sunk toward them, so the head drop it
 * reads shrinks: its shoulders sink further than MoveNet's beside it, by 0.11–0.21 of their width for
 * the rig's sunk heads and 0.08–0.21 for the photo edits' heads a third down (90th percentile while
 * held), where every good clip of the unit tests' fixtures stays within 0.11. Past this share, the
 * head drop counts at least as MoveNet reads it (decision 064).
 */
export const shouldersSankWithHeadShare = 0.12;

/** BlazePose's shoulders have sunk further than MoveNet's beside it, as they do with a sunk head. */
function shouldersSankWithHead(frame: FrameMeasurement, calibration: Calibration, companion: Calibration) {
  const own = shoulderSink(frame, calibration);
  const beside = frame.companion?.view === 'front' ? shoulderSink(frame.companion, companion) : undefined;
  return own !== undefined && beside !== undefined && own - beside >= shouldersSankWithHeadShare;
}

/**
 * The head's sideways tilt from its calibrated angle, degrees: on the face model's oval where the frame
 * and the calibration both have it and its width is believed, else on the pose model's eye line
 * (decision 068).
 *
 * FaceMesh reads a face turned in the picture to within a degree or two: the photo edits' head turned
 * 20° about the chin read 18.9–21.4° on the oval's line from cheek to cheek, where MoveNet's eye line
 * read 10.0–20.5° (Lorentz 10.6°, Richardson 10.0°: under the bad line of 11°, never cued) and
 * BlazePose's 12.0–19.0°. A body model places each eye within a few pixels of a face a few dozen
 * pixels wide, and the line between them turns with those few pixels. A tilted face keeps its width,
 * so an oval read much narrower than calibrated is a misread face, and its angle is not believed
 * either (Guye's head turned 6° read ×0.74 and 15° on a crop FaceMesh had lost, before decision 067).
 */
function headTiltOf(
  frame: FrameMeasurement,
  calibration: Calibration,
  ovalRatio: number | undefined,
): number {
  const believed = ovalRatio !== undefined && ovalRatio >= ovalBelievedFrom;
  if (believed && frame.ovalAngle !== undefined && calibration.ovalAngle !== undefined)
    return Math.abs(frame.ovalAngle - calibration.ovalAngle);
  return Math.abs(frame.headAngle - calibration.headAngle);
}
