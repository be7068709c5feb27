import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Fake-webcam videos made in test set-up from one public-domain photo (scikit-image's `astronaut.png`,
 * from Debian's python3-skimage) — no video is committed. Each segment shows one posture.
 */
export type Segment =
  | 'upright'
  | 'headDrop'
  | 'leanIn'
  | 'leanInSlight'
  | 'leanInMild'
  | 'leanClose'
  | 'headForward'
  | 'tilt'
  | 'empty'
  | 'eyeLevel'
  | 'farBack'
  | 'phoneUpright'
  | 'phoneLeanInSlight'
  | 'wideDarkUpright'
  | 'wideDarkHeadDrop';

const source = path.resolve('tests/e2e/fixtures/astronaut.png');
const frame = 'scale=-2:480,pad=640:480:(ow-iw)/2:0,format=yuv420p';
/** A phone standing upright on the desk: its picture 480×640, the sitter in its upper part. */
const phone = 'scale=480:-2,pad=480:640:0:0,format=yuv420p';
/**
 * A 1080p webcam that frames the sitter small in the middle of a dark room, lit by the screen: the
 * 640×480 framing at half its levels, at 960×720 in a black 1920×1080 picture, two thirds of it dark.
 */
const wideDark = `${frame},colorlevels=romax=0.5:gomax=0.5:bomax=0.5,scale=960:720,pad=1920:1080:480:360`;
/** The photo `scale` times larger about the chest, as the webcam frames it: leaning toward the screen. */
const nearer = (scale: number, framing = frame) =>
  `scale=iw*${scale}:ih*${scale},crop=512:512:(iw-512)/2:(ih-512)*0.55,${framing}`;
/** The head (top 195 px, down to the chin) moved 80 px down toward the shoulders: a dropped head. */
const droppedHead = (framing = frame) =>
  `split[base][head];[head]crop=512:195:0:0[top];[base][top]overlay=0:80,${framing}`;
const filters: Record<Segment, string> = {
  upright: frame,
  headDrop: droppedHead(),
  // Everything 35% larger around the chest: leaning toward the screen.
  leanIn: nearer(1.35),
  // 20% larger: about 10 cm nearer a screen 60 cm away.
  leanInSlight: nearer(1.2),
  // 10% larger: about 5 cm nearer, which the default limits do not count as a slouch.
  leanInMild: nearer(1.1),
  // 2.6× about the face, which fills the frame: peering at the screen from a hand's width. MoveNet
  // loses both shoulders here (decision 029).
  leanClose: `scale=iw*2.6:ih*2.6,crop=512:512:(iw-512)/2:(ih-512)*0.12,${frame}`,
  // The head alone (a box around it, down to the chin) 12% larger about the eyes, the shoulders where
  // they were: a head pushed about 6 cm toward a screen 60 cm away.
  headForward: `split[base][head];[head]crop=176:200:139:0,scale=iw*1.12:ih*1.12[big];[base][big]overlay=128:-12,${frame}`,
  // The whole body rotated 14°: a sideways tilt.
  tilt: `rotate=14*PI/180:fillcolor=black,${frame}`,
  // An empty chair: a dim, plain frame with nobody in it.
  empty: `drawbox=x=0:y=0:w=iw:h=ih:color=0x2a2a2a:t=fill,${frame}`,
  // The photo smaller and lower in the frame, eyes near its middle: a camera at about eye level.
  eyeLevel: 'scale=-2:400,pad=640:490:(ow-iw)/2:90,crop=640:480:0:0,format=yuv420p',
  // Half the size, low in the frame: the user moved their chair (or the laptop) well back. The room
  // around them is lit (a grey wall), as it is when someone sits back: a black frame reads too dark
  // to calibrate in.
  farBack: 'scale=-2:240,pad=640:480:(ow-iw)/2:200:color=0x8a8d92,format=yuv420p',
  phoneUpright: phone,
  // leanInSlight seen by the upright phone: the eyes come to 60 px below the picture's top.
  phoneLeanInSlight: nearer(1.2, phone),
  wideDarkUpright: wideDark,
  wideDarkHeadDrop: droppedHead(wideDark),
};

export function fakeWebcamVideo(segment: Segment): string {
  const dir = path.join(os.tmpdir(), 'postura-fake-webcam');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${segment}.y4m`);
  if (!fs.existsSync(file)) {
    // Written aside, then renamed: a failed or interrupted ffmpeg must not leave an empty video that
    // every later run would take for a made one.
    const part = `${file}.part.y4m`;
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-loop',
      '1',
      '-i',
      source,
      '-t',
      '2',
      '-r',
      '10',
      '-vf',
      // y4m takes planar YUV only: a filter that ends in another format (the dark room's levels) is
      // converted back.
      `${filters[segment]},format=yuv420p`,
      part,
    ]);
    fs.renameSync(part, file);
  }
  return file;
}

export const fakeWebcamArgs = (file: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];

/** Frames per second of a sequence as encoded; Chromium's fake camera plays an MJPEG file at 30. */
const encodedFramesPerSecond = 5;
const playbackRate = 30;

/**
 * One continuous camera stream of several postures in a row — sitting upright, then slouching — as a
 * person does it in one session, with no cut between calibration and the slouch. An MJPEG file is JPEG
 * images one after another: ffmpeg encodes 5 frames a second, and each is written six times (the same
 * frames its `fps=30` filter made, in a third of the time).
 */
export function fakeWebcamSequence(parts: Array<[Segment, number]>): string {
  const dir = path.join(os.tmpdir(), 'postura-fake-webcam');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${parts.map(([s, n]) => `${s}${n}`).join('-')}-30fps.mjpeg`);
  if (!fs.existsSync(file)) {
    const encoded = `${file}.5fps`;
    const inputs = parts.flatMap(([, seconds]) => [
      '-loop',
      '1',
      '-t',
      String(seconds),
      '-r',
      String(encodedFramesPerSecond),
      '-i',
      source,
    ]);
    const chains = parts.map(([segment], i) => `[${i}:v]${filters[segment]}[v${i}]`);
    const concat = `${parts.map((_, i) => `[v${i}]`).join('')}concat=n=${parts.length}:v=1:a=0,format=yuvj420p[out]`;
    execFileSync('ffmpeg', [
      '-loglevel', 'error', '-y', ...inputs,
      '-filter_complex', [...chains, concat].join(';'),
      '-map', '[out]', '-q:v', '3', '-f', 'mjpeg', encoded,
    ]); // prettier-ignore
    writeMjpeg(file, jpegFrames(fs.readFileSync(encoded)), encodedFramesPerSecond);
    fs.rmSync(encoded);
  }
  return file;
}

/**
 * Writes JPEG frames taken `framesPerSecond` times a second as an MJPEG file that Chromium's fake camera
 * plays at 30 frames a second: each frame repeated to fill its time. Written aside, then renamed, so
 * an interrupted run never leaves a short video behind.
 */
export function writeMjpeg(file: string, jpegs: Buffer[], framesPerSecond: number): void {
  const out = fs.openSync(`${file}.part`, 'w');
  try {
    for (const jpeg of jpegs) {
      for (let copy = 0; copy < playbackRate / framesPerSecond; copy++) fs.writeSync(out, jpeg);
    }
  } finally {
    fs.closeSync(out);
  }
  fs.renameSync(`${file}.part`, file);
}

/** The JPEG images of an MJPEG stream: each begins with a start-of-image marker (FF D8 FF). */
function jpegFrames(stream: Buffer): Buffer[] {
  const marker = Buffer.from([0xff, 0xd8, 0xff]);
  const starts: number[] = [];
  for (let at = stream.indexOf(marker); at >= 0; at = stream.indexOf(marker, at + 1)) starts.push(at);
  return starts.map((start, i) => stream.subarray(start, starts[i + 1] ?? stream.length));
}
