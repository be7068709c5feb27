/**
 * The issue's own test (#16), on every person the rig knows: a photo made into a webcam stream and
 * edited in 2D, as the first reports of missed slouches were made ("the head sinks toward the
 * shoulders by about a third of the shoulder width", "the upper body 1.2× larger"), and as the
 * browser tests' fake webcam does it for the astronaut (tests/e2e/support/fake-webcam.ts). Each edit
 * is placed by the photo's hand-marked head and shoulders (rig/subjects.ts), never by a model's
 * landmarks, so the truth does not come from what is being measured.
 *
 * Unlike the rig, a photo edit has no depth: nothing turns, nothing bows, and the frame is still. It
 * is a second, independent kind of input, closer to what a test made from a photo feeds the app.
 */
import fs from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import type { Subject } from '../rig/subjects';

export const frameWidth = 640;
export const frameHeight = 480;

export type Edit =
  | { kind: 'upright' }
  /** Everything above the chin moved down by this share of the shoulders' span (the issue's head sink). */
  | { kind: 'headDrop'; share: number }
  /** The whole picture this much larger about the chest: leaning toward the screen. */
  | { kind: 'leanIn'; scale: number }
  /** The head alone this much larger about its centre, the shoulders where they were. */
  | { kind: 'headForward'; scale: number }
  /** The whole picture turned about its centre, degrees: a sideways tilt of body and head. */
  | { kind: 'tilt'; degrees: number }
  /** The head alone turned in the picture's plane about its chin, degrees: the neck bent sideways. */
  | { kind: 'headTilt'; degrees: number }
  /** One edit after another. */
  | { kind: 'both'; first: Edit; then: Edit }
  /** The whole picture moved sideways by this share of the shoulders' span: sitting to one side. */
  | { kind: 'shift'; share: number };

/** Where a subject sits in the framed picture: its photo scaled to the frame's height, centred. */
export interface Framing {
  scale: number;
  left: number;
  /** The shoulders' span, frame pixels. */
  shoulderSpan: number;
  head: { cx: number; cy: number; rx: number; ry: number };
}

export function framingOf(subject: Subject): Framing {
  const scale = frameHeight / subject.height;
  const left = Math.round((frameWidth - subject.width * scale) / 2);
  const { cx, cy, rx, ry } = subject.head;
  return {
    scale,
    left,
    shoulderSpan: subject.pxPerCm * subject.shoulderSpanCm * scale,
    head: { cx: left + cx * scale, cy: cy * scale, rx: rx * scale, ry: ry * scale },
  };
}

/** A frame as raw RGBA. */
export interface Frame {
  data: Uint8Array;
  width: number;
  height: number;
}

const raw = async (image: Sharp): Promise<Buffer> => image.ensureAlpha().raw().toBuffer();

const fromRaw = (data: Buffer, width = frameWidth, height = frameHeight) =>
  sharp(data, { raw: { width, height, channels: 4 } });

/**
 * Photos with other people beside the subject (the Solvay crops: a neighbour's face a head's width
 * away, where no desk has one) are cut out along the subject's outline, as the rig cuts them, and set
 * before a plain wall; portraits of one person keep their own background.
 */
const alone: ReadonlySet<string> = new Set(['astronaut', 'hopper']);
const wall = { r: 0x8a, g: 0x8d, b: 0x92, alpha: 1 };
/** An opaque black frame. */
const black = Buffer.alloc(frameWidth * frameHeight * 4).fill(Buffer.from([0, 0, 0, 255]));

async function cutOut(subject: Subject): Promise<Buffer> {
  const photo = sharp(fs.readFileSync(subject.photo));
  if (alone.has(subject.id)) return photo.png().toBuffer();
  const { cx, cy, rx, ry } = subject.head;
  const outline = subject.bodyOutline.map(([x, y]) => `${x},${y}`).join(' ');
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${subject.width}" height="${subject.height}">` +
      '<filter id="soft"><feGaussianBlur stdDeviation="2"/></filter><g filter="url(#soft)" fill="#fff">' +
      `<polygon points="${outline}"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/></g></svg>`,
  );
  // sharp flattens before it composites, so the wall goes in behind the cut-out in a second pass.
  const cut = await photo
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return sharp(cut).flatten({ background: wall }).png().toBuffer();
}

/** The photo framed as a webcam frame: scaled to the frame's height, black bars at the sides. */
async function framed(subject: Subject, framing: Framing): Promise<Buffer> {
  const width = Math.round(subject.width * framing.scale);
  const photo = sharp(await cutOut(subject)).resize({
    width,
    height: frameHeight,
    fit: 'fill',
  });
  return raw(
    photo.extend({
      left: framing.left,
      right: frameWidth - width - framing.left,
      background: { r: 0, g: 0, b: 0, alpha: 1 },
    }),
  );
}

/** The picture scaled by `scale` about the point (x, y), which stays where it was. */
async function scaledAbout(base: Buffer, scale: number, x: number, y: number): Promise<Buffer> {
  const width = Math.round(frameWidth * scale);
  const height = Math.round(frameHeight * scale);
  const left = Math.round(x * scale - x);
  const top = Math.round(y * scale - y);
  return raw(
    sharp(await raw(fromRaw(base).resize({ width, height, fit: 'fill' })), {
      raw: { width, height, channels: 4 },
    }).extract({ left, top, width: frameWidth, height: frameHeight }),
  );
}

/** The box around the head, from the top of its ellipse down to the chin, a little wider than it. */
function headBox({ head }: Framing) {
  const left = Math.max(0, Math.round(head.cx - head.rx * 1.1));
  const top = Math.max(0, Math.round(head.cy - head.ry));
  const width = Math.min(frameWidth, Math.round(head.cx + head.rx * 1.1)) - left;
  return { left, top, width, height: Math.round(head.cy + head.ry) - top };
}

/** An RGBA picture laid over the frame with its top left corner at (left, top); what falls outside is cut. */
async function layOver(
  base: Buffer,
  picture: Buffer,
  width: number,
  height: number,
  left: number,
  top: number,
) {
  const cut = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    width: Math.min(width, frameWidth - left) - Math.max(0, -left),
    height: Math.min(height, frameHeight - top) - Math.max(0, -top),
  };
  const laid = await raw(fromRaw(picture, width, height).extract(cut));
  return raw(
    fromRaw(base).composite([
      {
        input: laid,
        raw: { width: cut.width, height: cut.height, channels: 4 },
        left: Math.max(0, left),
        top: Math.max(0, top),
      },
    ]),
  );
}

async function edited(base: Buffer, edit: Edit, framing: Framing): Promise<Buffer> {
  const { head, shoulderSpan } = framing;
  const chin = Math.round(head.cy + head.ry);
  switch (edit.kind) {
    case 'upright':
      return base;
    case 'headDrop': {
      // The head and neck's columns above the chin laid lower, the shoulders beside them where they
      // were; the rows the head left are filled with the band's top row (the wall above the head).
      const drop = Math.round(edit.share * shoulderSpan);
      const { left, width } = headBox(framing);
      const band = await raw(fromRaw(base).extract({ left, top: 0, width, height: chin }));
      const above = await raw(
        fromRaw(band, width, chin)
          .extract({ left: 0, top: 0, width, height: 1 })
          .resize({ width, height: drop, fit: 'fill', kernel: 'nearest' }),
      );
      return raw(
        fromRaw(base).composite([
          { input: above, raw: { width, height: drop, channels: 4 }, top: 0, left },
          { input: band, raw: { width, height: chin, channels: 4 }, top: drop, left },
        ]),
      );
    }
    case 'leanIn':
      // About the chest, a little below the frame's middle (the browser tests' 0.55).
      return scaledAbout(base, edit.scale, frameWidth / 2, frameHeight * 0.55);
    case 'headForward': {
      // The head's box scaled about the head's centre and laid back over it.
      const box = headBox(framing);
      const width = Math.round(box.width * edit.scale);
      const height = Math.round(box.height * edit.scale);
      const big = await raw(fromRaw(base).extract(box).resize({ width, height, fit: 'fill' }));
      const left = Math.round(head.cx - (head.cx - box.left) * edit.scale);
      const top = Math.round(head.cy - (head.cy - box.top) * edit.scale);
      return layOver(base, big, width, height, left, top);
    }
    case 'tilt': {
      const turned = fromRaw(base).rotate(edit.degrees, { background: { r: 0, g: 0, b: 0, alpha: 1 } });
      const { data, info } = await turned.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return raw(
        fromRaw(data, info.width, info.height).extract({
          left: Math.round((info.width - frameWidth) / 2),
          top: Math.round((info.height - frameHeight) / 2),
          width: frameWidth,
          height: frameHeight,
        }),
      );
    }
    case 'headTilt': {
      // The head's box, turned about the middle of its bottom edge (the chin, over the neck), laid
      // back where it was; the corners it turns away from keep the photo.
      const { left, top, width, height } = headBox(framing);
      const box = await raw(fromRaw(base).extract({ left, top, width, height }));
      // Doubled in height downward, so that the turn's centre is the turned picture's centre.
      const tall = await raw(
        fromRaw(box, width, height).extend({ bottom: height, background: { r: 0, g: 0, b: 0, alpha: 0 } }),
      );
      const turned = sharp(tall, { raw: { width, height: 2 * height, channels: 4 } }).rotate(edit.degrees, {
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      });
      const { data, info } = await turned.raw().toBuffer({ resolveWithObject: true });
      const atLeft = Math.round(left + width / 2 - info.width / 2);
      return layOver(base, data, info.width, info.height, atLeft, Math.round(chin - info.height / 2));
    }
    case 'both':
      return edited(await edited(base, edit.first, framing), edit.then, framing);
    case 'shift':
      // The picture moved over a black frame, as a camera sees nothing beyond the photo's edge.
      return layOver(black, base, frameWidth, frameHeight, Math.round(edit.share * shoulderSpan), 0);
  }
}

/**
 * One webcam frame of a subject in an edit, as a camera streams it: JPEG-coded (an MJPEG stream, or
 * the y4m a test makes from one, carries the coder's artefacts), then decoded to RGBA.
 */
export async function photoEditFrame(subject: Subject, edit: Edit): Promise<Frame> {
  const framing = framingOf(subject);
  const picture = await edited(await framed(subject, framing), edit, framing);
  const jpeg = await fromRaw(picture).jpeg({ quality: 85 }).toBuffer();
  const data = await sharp(jpeg).ensureAlpha().raw().toBuffer();
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: frameWidth,
    height: frameHeight,
  };
}
