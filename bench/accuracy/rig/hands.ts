/**
 * Hands for the rig, drawn on a canvas in the page (no photo of a hand ships in Debian or npm under a
 * licence we could use): a cup is held by a hand, a phone by two, a head resting on a hand rests on a
 * fist with its forearm down to the desk. A pose model reads a hand by the face as skin beside skin,
 * hiding the jaw or the mouth, with a wrist and forearm below it; the shapes and sizes here are an
 * adult's (palm 8.5 cm across, fingers 1.8–2 cm thick, forearm 6 cm), in the sitter's own skin tone and
 * sleeve colour, so that is what the models are given.
 *
 * Runs inside the page: `installRig` receives it as an argument (rig-browser.ts passes its source), so
 * it must not refer to anything outside itself.
 */
export type HandShape = 'cup' | 'fist' | 'phone';

export interface DrawnHand {
  url: string;
  /** Canvas size, photo pixels. */
  width: number;
  height: number;
}

/**
 * `pxPerCm`: the photo's scale. `skin` and `sleeve`: CSS colours sampled from the photo. `side`: which
 * way the hand points in the picture (1: the palm on the left and the fingers reaching right).
 *
 * - `cup`: drawn over a cup 7.2 cm wide whose top-left corner is at (18, 2) cm of the canvas: the palm
 *   at the cup's side, four fingers across its front, the forearm down and outward to the elbow at the
 *   body's side.
 * - `fist`: a loose fist 8.5 cm wide, the knuckles at its top (the canvas's top 8 cm), the wrist and
 *   forearm straight down 40 cm.
 * - `phone`: two hands at the sides of a phone 9.4 cm wide whose top-left corner is at (10, 5) cm: each
 *   palm along the phone's edge, the thumbs on its face, the forearms down and outward.
 */
export function drawHand(
  shape: HandShape,
  pxPerCm: number,
  skin: string,
  sleeve: string,
  side: 1 | -1 = 1,
): DrawnHand {
  const s = pxPerCm;
  const size = { cup: [33, 40], fist: [12, 48], phone: [29.4, 48] }[shape];
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(size[0]! * s);
  canvas.height = Math.round(size[1]! * s);
  const ctx = canvas.getContext('2d')!;
  // Drawn in centimetres, mirrored for side −1.
  ctx.scale(s, s);
  if (side === -1) {
    ctx.translate(size[0]!, 0);
    ctx.scale(-1, 1);
  }
  const shade = 'rgba(40, 20, 10, 0.28)';
  const light = 'rgba(255, 255, 255, 0.16)';

  /** A capsule from (x1, y1) to (x2, y2), `width` thick, filled and edged. */
  const capsule = (x1: number, y1: number, x2: number, y2: number, width: number, fill = skin) => {
    ctx.lineCap = 'round';
    ctx.strokeStyle = shade;
    ctx.lineWidth = width + 0.12;
    line(x1, y1, x2, y2);
    ctx.strokeStyle = fill;
    ctx.lineWidth = width;
    line(x1, y1, x2, y2);
    // A highlight along the upper edge gives it roundness.
    ctx.strokeStyle = light;
    ctx.lineWidth = width * 0.3;
    line(x1, y1 - width * 0.2, x2, y2 - width * 0.2);
  };
  const line = (x1: number, y1: number, x2: number, y2: number) => {
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
    ctx.stroke();
  };
  /** A forearm from the wrist at (x, y) to the elbow (dx, dy) away: the wrist's 5 cm in skin, then the sleeve. */
  const forearm = (x: number, y: number, dx: number, dy: number) => {
    const length = Math.hypot(dx, dy);
    const at = (d: number) => [x + (dx * d) / length, y + (dy * d) / length] as const;
    ctx.lineCap = 'round';
    ctx.strokeStyle = shade;
    ctx.lineWidth = 6.2;
    line(x, y, ...at(length));
    ctx.strokeStyle = sleeve;
    ctx.lineWidth = 6.6;
    line(...at(5), ...at(length));
    ctx.lineCap = 'butt';
    ctx.strokeStyle = skin;
    ctx.lineWidth = 5.2;
    line(x, y, ...at(6));
  };
  const palm = (x: number, y: number, w: number, h: number) => {
    ctx.fillStyle = shade;
    ctx.beginPath();
    ctx.roundRect(x - 0.06, y - 0.06, w + 0.12, h + 0.12, 1.4);
    ctx.fill();
    ctx.fillStyle = skin;
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, 1.4);
    ctx.fill();
  };

  if (shape === 'cup') {
    // Drawn about the cup's corner at (5, 0), moved to (18, 2) to leave the forearm and thumb room.
    ctx.translate(13, 2);
    forearm(3.5, 10, -12, 26);
    palm(1.5, 1.5, 4.5, 9);
    // Four fingers across the cup's front, from 2.5 cm below its rim, the little finger shortest.
    [7.2, 7.6, 7, 5.8].forEach((length, i) => capsule(4, 2.8 + i * 1.95, 4 + length, 2.8 + i * 1.95, 1.85));
    capsule(4.5, 1.6, 6.5, -0.2, 2.1);
  } else if (shape === 'fist') {
    forearm(6, 7, 0, 44);
    palm(1.75, 0.5, 8.5, 7.5);
    // The curled fingers' middle joints, one above another, seen from the front.
    [0, 1, 2, 3].forEach((i) => capsule(2.8, 1.4 + i * 1.9, 9.2 - i * 0.4, 1.4 + i * 1.9, 1.75));
    capsule(2.3, 6.8, 2.3, 2.5, 2.1);
  } else {
    // The phone spans x 10–19.4 cm; each hand grips a side from below its middle.
    for (const [x, out] of [
      [10, -1],
      [19.4, 1],
    ] as const) {
      forearm(x + out * 2, 18, out * 6, 28);
      palm(x + (out < 0 ? -3.5 : -1), 11, 4.5, 8);
      capsule(x + out * 0.5, 13, x - out * 2.5, 11, 2);
    }
  }
  return { url: canvas.toDataURL(), width: canvas.width, height: canvas.height };
}
