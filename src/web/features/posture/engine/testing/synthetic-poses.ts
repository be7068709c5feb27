import { keypointIndex, type Keypoint } from '../keypoints';

/**
 * Front-facing poses built from one upright skeleton (a 640×480 frame, shoulders 200 px apart), then
 * moved the way people move: the head dropping, the whole body closer to the screen, a sideways tilt.
 */
const upright: Record<keyof typeof keypointIndex, [number, number]> = {
  nose: [320, 170],
  leftEye: [340, 150],
  rightEye: [300, 150],
  leftEar: [365, 160],
  rightEar: [275, 160],
  leftShoulder: [420, 280],
  rightShoulder: [220, 280],
  leftElbow: [450, 400],
  rightElbow: [190, 400],
  leftWrist: [440, 470],
  rightWrist: [200, 470],
  leftHip: [390, 470],
  rightHip: [250, 470],
};

function build(
  transform: (name: keyof typeof upright, x: number, y: number) => [number, number],
): Keypoint[] {
  const keypoints: Keypoint[] = Array.from({ length: 17 }, () => ({ x: 0, y: 0, score: 0.05 }));
  for (const [name, [x, y]] of Object.entries(upright) as Array<[keyof typeof upright, [number, number]]>) {
    const [tx, ty] = transform(name, x, y);
    keypoints[keypointIndex[name]] = { x: tx, y: ty, score: 0.9 };
  }
  return keypoints;
}

const headPoints = new Set(['nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar']);
const headIndices = new Set<number>(
  [...headPoints].map((name) => keypointIndex[name as keyof typeof keypointIndex]),
);

/**
 * Seen from the left (a laptop beside the desk): the left ear, shoulder and hip are sharp, the right
 * side is hidden (low confidence). Ear straight above the shoulder, shoulder straight above the hip.
 */
const sideUpright: Partial<Record<keyof typeof keypointIndex, [number, number]>> = {
  nose: [375, 175],
  leftEye: [360, 150],
  leftEar: [320, 160],
  leftShoulder: [320, 280],
  leftElbow: [330, 380],
  leftHip: [320, 470],
};

/** `point` turned by `degrees` about `pivot` in the image plane (clockwise on screen for positive angles). */
function rotate([x, y]: [number, number], [px, py]: [number, number], degrees: number): [number, number] {
  const r = (degrees * Math.PI) / 180;
  const dx = x - px;
  const dy = y - py;
  return [px + dx * Math.cos(r) - dy * Math.sin(r), py + dx * Math.sin(r) + dy * Math.cos(r)];
}

/** `keypoints` with the head tilted `degrees` sideways about the base of the neck. */
function withHeadTilted(keypoints: Keypoint[], degrees: number): Keypoint[] {
  return keypoints.map((k, i) => {
    if (!headIndices.has(i)) return k;
    const [x, y] = rotate([k.x, k.y], [320, 250], degrees);
    return { ...k, x, y };
  });
}

function buildSide(neckDegrees: number, torsoDegrees: number): Keypoint[] {
  const keypoints: Keypoint[] = Array.from({ length: 17 }, () => ({ x: 0, y: 0, score: 0.05 }));
  const hip = sideUpright.leftHip!;
  const headPart = new Set(['nose', 'leftEye', 'leftEar']);
  for (const [name, at] of Object.entries(sideUpright) as Array<[keyof typeof upright, [number, number]]>) {
    // The torso turns around the hip; the head then turns around the (moved) shoulder.
    let moved = name === 'leftHip' ? at : rotate(at, hip, -torsoDegrees);
    if (headPart.has(name))
      moved = rotate(moved, rotate(sideUpright.leftShoulder!, hip, -torsoDegrees), -neckDegrees);
    keypoints[keypointIndex[name]] = { x: moved[0], y: moved[1], score: 0.9 };
  }
  return keypoints;
}

export const poses = {
  /** From the side, sitting straight. */
  sideUpright: () => buildSide(0, 0),
  /** From the side, the head pushed forward and down by `degrees` at the neck. */
  sideForwardHead: (degrees = 30) => buildSide(degrees, 0),
  /** From the side, the whole trunk bent forward by `degrees` at the hips. */
  sideForwardTrunk: (degrees = 25) => buildSide(0, degrees),
  upright: () => build((_, x, y) => [x, y]),
  /** The head sinks toward the shoulders by `amount` shoulder widths. */
  headDrop: (amount = 0.25) => build((name, x, y) => [x, headPoints.has(name) ? y + amount * 200 : y]),
  /**
   * The head bowed (the neck flexed): it turns about the base of the neck and the skull, behind and
   * below the ears, so the eyes and nose drop by `amount` shoulder widths and the ears by a fifth of it.
   */
  bow: (amount = 0.17) =>
    build((name, x, y) => {
      if (name === 'leftEar' || name === 'rightEar') return [x, y + amount * 0.2 * 200];
      return [x, name === 'nose' || name === 'leftEye' || name === 'rightEye' ? y + amount * 200 : y];
    }),
  /** The face brought so near the camera that it looks `scale` times larger; the shoulders stay. */
  faceNear: (scale = 2.3) =>
    build((name, x, y) =>
      headPoints.has(name) ? [320 + (x - 320) * scale, 170 + (y - 170) * scale] : [x, y],
    ),
  /** Leaning in, with the head a further step forward of the shoulders (a slump toward the screen). */
  leanWithHeadForward: (lean = 1.3, head = 1.15) =>
    build((name, x, y) => {
      const [lx, ly] = [320 + (x - 320) * lean, 280 + (y - 280) * lean];
      return headPoints.has(name) ? [320 + (lx - 320) * head, 170 + (ly - 170) * head] : [lx, ly];
    }),
  /**
   * The ears' and the eyes' spans grown `ears` and `eyes` times about the head's centre, the rest
   * unchanged: a model's guesses at ears under hair or a cap spread or narrow on their own.
   */
  faceSpans: (ears = 1.07, eyes = 1) =>
    build((name, x, y) => {
      const grow = name === 'leftEar' || name === 'rightEar' ? ears : name.endsWith('Eye') ? eyes : 1;
      return [320 + (x - 320) * grow, y];
    }),
  /** Everything grows around the chest: the user leaned toward the screen. */
  leanIn: (scale = 1.3) => build((_, x, y) => [320 + (x - 320) * scale, 280 + (y - 280) * scale]),
  /**
   * Leaning back against the backrest: everything `scale` times its size around the chest (further
   * from the camera), and the eyes `sink` shoulder widths lower against the shoulders.
   */
  reclined: (scale = 0.78, sink = 0.09) =>
    build((name, x, y) => {
      const [sx, sy] = [320 + (x - 320) * scale, 280 + (y - 280) * scale];
      return [sx, headPoints.has(name) ? sy + sink * 200 * scale : sy];
    }),
  /** The whole upper body rotated by `degrees` around the chest. */
  tilt: (degrees = 12) => build((_, x, y) => rotate([x, y], [320, 280], degrees)),
  /**
   * The trunk bent `degrees` sideways about the hips, which carries the shoulders toward the lower one;
   * with `levelHead` the neck bends back as far, so the eyes stay level over the moved shoulders.
   */
  lateralLean: (degrees = 8, levelHead = true) =>
    build((name, x, y) => {
      const moved = rotate([x, y], [320, 470], degrees);
      if (!levelHead || !headPoints.has(name)) return moved;
      return rotate(moved, rotate([320, 280], [320, 470], degrees), -degrees);
    }),
  /**
   * The head tilted `degrees` sideways about the base of the neck; `noseAside` moves the nose that many
   * face widths along the eye line, as a model does that reads the tilted head as turned.
   */
  headTilt: (degrees = 20, noseAside = 0) =>
    withHeadTilted(
      build((name, x, y) => (name === 'nose' ? [x + noseAside * 90, y] : [x, y])),
      degrees,
    ),
  /** One shoulder raised until the shoulder line tilts `degrees`; the other shoulder and the head stay. */
  raisedShoulder: (degrees = 10) =>
    build((name, x, y) =>
      name === 'rightShoulder' ? [x, y - 200 * Math.tan((degrees * Math.PI) / 180)] : [x, y],
    ),
  /**
   * Moved `shift` shoulder widths sideways, the shoulders read `shoulders` times as wide (MoveNet reads
   * them narrower off the calibrated place) and the face `face` times as wide.
   */
  shifted: (shift = 0.3, shoulders = 0.95, face = 1) =>
    build((name, x, y) => {
      const dx = shift * 200;
      if (headPoints.has(name)) return [320 + dx + (x - 320) * face, 170 + (y - 170) * face];
      if (name === 'leftShoulder' || name === 'rightShoulder') return [320 + dx + (x - 320) * shoulders, y];
      return [x + dx, y];
    }),
  /**
   * Seen by a camera to one side (decision 035): the nose `yaw` face widths off the head's centre, and
   * the head `forward` shoulder widths further that way, its face `face` times as wide — a head pushed
   * forward, as that camera sees it. `shoulders` moves the shoulders and the head that far as well, as
   * leaning sideways does.
   */
  aside: (forward = 0, yaw = 0.2, face = 1, shoulders = 0) =>
    build((name, x, y) => {
      const body = shoulders * 200;
      if (!headPoints.has(name)) return name.endsWith('Hip') ? [x, y] : [x + body, y];
      const [hx, hy] = [320 + body + forward * 200 + (x - 320) * face, 170 + (y - 170) * face];
      return name === 'nose' ? [hx + yaw * 90 * face, hy] : [hx, hy];
    }),
  withHeadTilted,
  /**
   * A stretch: both arms up (elbows beside the head, wrists above it), which lifts the shoulders by
   * `lift` shoulder widths toward the ears — and one shoulder more than the other.
   */
  stretch: (lift = 0.2) =>
    build((name, x, y) => {
      if (name === 'leftElbow') return [440, 130];
      if (name === 'rightElbow') return [200, 130];
      if (name === 'leftWrist') return [380, 40];
      if (name === 'rightWrist') return [260, 40];
      if (name === 'leftShoulder') return [x, y - lift * 200 - 20];
      if (name === 'rightShoulder') return [x, y - lift * 200];
      return [x, y];
    }),
  /** The chin propped on the left hand, its elbow on the desk, the head sunk by `amount`. */
  chinOnHand: (amount = 0.3) =>
    build((name, x, y) => {
      if (name === 'leftWrist') return [330, 200 + amount * 200];
      if (headPoints.has(name)) return [x, y + amount * 200];
      return [x, y];
    }),
  /** Nobody in front of the camera. */
  away: () => Array.from({ length: 17 }, () => ({ x: 0, y: 0, score: 0.02 })),
  /** Small random jitter, as a real model gives on a still person. */
  jitter: (keypoints: Keypoint[], amount: number, seed: number) => {
    let state = seed;
    const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
    return keypoints.map((k) => ({ ...k, x: k.x + random() * amount, y: k.y + random() * amount }));
  },
};
