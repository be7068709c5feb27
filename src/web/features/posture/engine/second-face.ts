import { point, type Keypoint } from './keypoints';

/** A face the face finder found (detector/face-finder-model.ts): its box in pixels, top left and size. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * When a second face counts (decision 073). A single-person pose model given two people side by side
 * can put the user's shoulder on the other's: the twelfth person's colleague, leaning in to look at
 * the screen (their face 40 cm behind his and 30 cm aside), took his shoulder line to theirs on both
 * models, read as a sunk head and cued. A face that near is about 0.6 of the user's in size, and its
 * middle some 1.2 of the user's face widths across from theirs; a passer-by 1.4 m behind is about
 * 0.3 in size, and is left to the user gate (user-gate.ts).
 */
export const secondFace = {
  /** The other face at least this share of the user's face in width: near enough to merge with them. */
  minSize: 0.45,
  /** Its middle no further across from the user's face than this many of the user's face widths. */
  maxAcross: 3,
  /** A face within this many of its own widths of one there when the user calibrated is that one. */
  samePlace: 1,
  /** Faces there this long after calibration belong to the room (a photo, a colleague at their desk). */
  settleMs: 3000,
  /** The hold lasts this long after the other face was last seen (the finder reads every 2 s). */
  lingerMs: 2000,
  /**
   * A face seen beside the user in one place for this long in all joins the room. Someone leaning in
   * to look at the screen stays seconds to tens of seconds (the twelfth person's colleague, 20 s);
   * a face that stays a minute is part of the scene: a colleague who sat down at the next desk, or a
   * poster the finder found only now and then in the first seconds. Without it either would hold
   * the reading, and hide every slouch, for as long as it stayed.
   */
  joinsRoomMs: 60_000,
  /** Seen again after a gap no longer than this, a face counts as there all along (reads 2 s apart). */
  seenGapMs: 4000,
  /** A face not seen beside the user for this long has left: its time there starts again. */
  forgetMs: 60_000,
} as const;

/** Boxes as the benchmark's caches and the unit tests' fixtures keep them: [x, y, width, height]. */
export const faceBoxesFrom = (faces: readonly number[][]): FaceBox[] =>
  faces.map(([x, y, width, height]) => ({ x: x!, y: y!, width: width!, height: height! }));

const middleX = (box: FaceBox) => box.x + box.width / 2;
const middleY = (box: FaceBox) => box.y + box.height / 2;

/** The user's face among those found: the one around the pose model's nose (or between its eyes). */
export function usersFace(faces: readonly FaceBox[], keypoints: readonly Keypoint[]): FaceBox | undefined {
  const nose = point(keypoints, 'nose');
  const left = point(keypoints, 'leftEye');
  const right = point(keypoints, 'rightEye');
  const at = nose ?? (left && right ? { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 } : undefined);
  if (!at) return undefined;
  return faces.find(
    (box) => at.x >= box.x && at.x <= box.x + box.width && at.y >= box.y && at.y <= box.y + box.height,
  );
}

/**
 * The faces other than the user's that are near enough to be taken for part of them: large enough,
 * beside them, and not where a face was when the user calibrated. None when the user's own face is
 * not among those found (the head turned or bowed): then nothing can be said of the others.
 */
export function facesBeside(
  faces: readonly FaceBox[],
  keypoints: readonly Keypoint[],
  room: readonly FaceBox[] = [],
): FaceBox[] {
  const user = usersFace(faces, keypoints);
  if (!user) return [];
  return faces.filter(
    (box) =>
      box !== user &&
      box.width >= secondFace.minSize * user.width &&
      Math.abs(middleX(box) - middleX(user)) <= secondFace.maxAcross * user.width &&
      !room.some((seen) => sameFace(box, seen)),
  );
}

const sameFace = (a: FaceBox, b: FaceBox) =>
  Math.hypot(middleX(a) - middleX(b), middleY(a) - middleY(b)) <= secondFace.samePlace * b.width;

/**
 * Whether the frame shows someone beside the user, so that the shoulders the pose model reads may be
 * partly theirs: the pipeline then holds what it showed rather than judge the user on them. Faces
 * beside the user in the first seconds after calibration belong to the room and never hold it; so
 * does one that has stayed beside them for a minute since.
 */
export class SecondFaceWatch {
  private room: FaceBox[] = [];
  /** Faces beside the user since they settled, with how long each has been seen in one place. */
  private visitors: Visitor[] = [];
  private calibratedAt: number | undefined;
  private seenAt = -Infinity;

  /** A new calibration: the room is learned again. */
  reset(): void {
    this.room = [];
    this.visitors = [];
    this.calibratedAt = undefined;
    this.seenAt = -Infinity;
  }

  /** `faces`: the face finder's latest, or undefined where it has none for this frame. */
  beside(faces: readonly FaceBox[] | undefined, keypoints: readonly Keypoint[], now: number): boolean {
    this.calibratedAt ??= now;
    const others = faces ? facesBeside(faces, keypoints, this.room) : [];
    if (now - this.calibratedAt < secondFace.settleMs) {
      this.room.push(...others);
      return false;
    }
    const visiting = others.filter((box) => !this.stayed(box, now));
    if (visiting.length) this.seenAt = now;
    return now - this.seenAt <= secondFace.lingerMs;
  }

  /** Notes a face beside the user; true once it has been there long enough to join the room. */
  private stayed(box: FaceBox, now: number): boolean {
    this.visitors = this.visitors.filter((seen) => now - seen.lastSeen <= secondFace.forgetMs);
    const visitor = this.visitors.find((seen) => sameFace(box, seen.box));
    if (!visitor) {
      this.visitors.push({ box, lastSeen: now, seenMs: 0 });
      return false;
    }
    const gap = now - visitor.lastSeen;
    if (gap <= secondFace.seenGapMs) visitor.seenMs += gap;
    visitor.box = box;
    visitor.lastSeen = now;
    if (visitor.seenMs < secondFace.joinsRoomMs) return false;
    this.room.push(box);
    this.visitors = this.visitors.filter((seen) => seen !== visitor);
    return true;
  }
}

interface Visitor {
  box: FaceBox;
  lastSeen: number;
  seenMs: number;
}
