import type { SubjectId } from './subjects';

/** The rig's frames, pixels (rig-browser.ts renders them at this size). */
export const rigFrame = { width: 640, height: 480 };

/** Where the camera sits and who sits in front of it. Lengths in centimetres, angles in degrees. */
export interface RigView {
  /** Who sits there (rig/subjects.ts); the astronaut if unset. */
  subject?: SubjectId;
  /** Camera to face. */
  distance: number;
  /** Camera height relative to the eyes (negative: below them, as a laptop's). */
  height: number;
  /** Camera offset to the user's side (a monitor off to one side). */
  side: number;
  /**
   * The user sits this far to one side of the camera's axis (cm; 0 if unset), and the camera still
   * looks straight ahead: the user is off the picture's centre, as at a laptop whose camera is not
   * in front of the chair. (`side` re-aims the camera so that the user stays in the middle.)
   */
  aside?: number;
  /** Horizontal field of view of the webcam (65° if unset). */
  fieldOfView?: number;
  /** Where the eyes sit in the frame, from the top (0.3 if unset). */
  eyeRow?: number;
  /** Overall body size (1 = the photo's adult). */
  bodyScale: number;
  /** Shoulder breadth against head size (1 = the photo's). */
  shoulderScale: number;
  headScale: number;
  glasses: boolean;
  /** 1 = the photo's studio light; lower is dimmer. */
  light: number;
  /**
   * The sensor's grain: the standard deviation of its noise in 8-bit levels (none if unset). A webcam
   * in dim light turns its gain up, and the grain with it.
   */
  sensorNoise?: number;
  /**
   * The frame as a compressed video stream delivers it: re-encoded as a JPEG of this quality (1–100)
   * with its colour at half resolution (4:2:0), as an MJPEG webcam or a video call's encoder does at a
   * low bit rate: blocks, ringing at edges and smeared colour (none if unset).
   */
  jpegQuality?: number;
}

/** A posture, each component measured from sitting upright. */
export interface RigPose {
  /** Neck flexion (looking down), degrees; negative is extension. */
  neckFlexion: number;
  /** Head sunk toward the shoulders, cm. */
  headSink: number;
  /** Head pushed forward toward the screen (forward head posture), cm. */
  headForward: number;
  /** Head bent sideways, degrees. */
  headTilt: number;
  /** Head turned (to a second monitor), degrees. */
  headYaw: number;
  /** Upper trunk flexed forward about the lower thorax, degrees. */
  thoracicSlump: number;
  /** The whole body nearer the screen, cm. */
  leanIn: number;
  /** The whole trunk flexed forward about the hips (leaning in from the chair), degrees. */
  trunkFlexion: number;
  /** The whole body leaning sideways about the hips, degrees. */
  lateralLean: number;
  /** Shoulder line tilted (one shoulder raised), degrees. */
  shoulderTilt: number;
  torsoYaw: number;
  /** Sideways shift in the chair, cm. */
  shiftX: number;
  /** Rising from the chair, cm. */
  rise: number;
  /** A cup at the mouth, held by a hand. */
  cup: boolean;
  /** A phone held in both hands at the chest. */
  phone: boolean;
  /**
   * The head resting on a fist, its forearm down to the elbow on the desk: under the cheek on this side
   * of the picture (leaning on one elbow, decision 037), or under the chin; no hand there when unset.
   */
  headOnHand?: 'left' | 'right' | 'chin';
  /** A second person walking past far behind, at this sideways position (cm), when present. */
  passerBy?: number;
  /**
   * A colleague leaning in to look at the screen, beside and behind the user (their face 40 cm behind
   * the user's and 5 cm higher), at this sideways position (cm), when present.
   */
  onlooker?: number;
}

export const upright: RigPose = {
  neckFlexion: 0, headSink: 0, headForward: 0, headTilt: 0, headYaw: 0, thoracicSlump: 0, leanIn: 0, trunkFlexion: 0,
  lateralLean: 0, shoulderTilt: 0, torsoYaw: 0, shiftX: 0, rise: 0, cup: false, phone: false,
}; // prettier-ignore
