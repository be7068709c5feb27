// MoveNet's reading of the picture BlazePose measured: the forward head (decision 045) and the lean
// (decision 079) are read on it.
import type { Calibration } from './calibration';
import type { FrameMeasurement } from './metrics';

/**
 * BlazePose full reads the shoulders 3–8% wider as the head comes forward, so the face hardly grows
 * against them: it missed the 6 cm forward head of six of the truth set's seven people, where MoveNet
 * on the same pictures cues it. When the user chose BlazePose, the worker also runs MoveNet on each
 * frame, and the forward head is MoveNet's, in BlazePose's units; so is the lean (decision 079). This
 * is what of MoveNet's upright reading those and the rules of decisions 046, 061, 064 and 065 need,
 * kept beside BlazePose's in one flat calibration (the server takes numbers and short strings only).
 */
const companionKeys = [
  'shoulderWidth',
  'faceWidth',
  'headHeight',
  'earWidth',
  'eyeWidth',
  'eyeHeight',
  'earsBelowEyes',
  'ovalWidth',
  'shoulderAngle',
  'headAngle',
  'headOffset',
  'headYaw',
  'shoulderX',
  'shoulderY',
] as const satisfies ReadonlyArray<keyof FrameMeasurement>;
type CompanionKey = (typeof companionKeys)[number];

type StoredKey = `companion${Capitalize<CompanionKey>}`;
const storedKey = (key: CompanionKey) => `companion${key[0]!.toUpperCase()}${key.slice(1)}` as StoredKey;
export type CompanionFields = Partial<Record<StoredKey, number>>;

/** MoveNet's upright reading, as the fields a calibration keeps (nothing from a side view). */
export function companionFields(upright: Calibration): CompanionFields {
  if (upright.view !== 'front') return {};
  const fields: CompanionFields = {};
  for (const key of companionKeys) {
    const value = upright[key];
    if (value !== undefined) fields[storedKey(key)] = value;
  }
  return fields;
}

/** MoveNet's upright reading kept in `calibration`, if it has one. */
export function companionCalibration(calibration: Calibration): Calibration | undefined {
  const shoulderWidth = calibration.companionShoulderWidth;
  const faceWidth = calibration.companionFaceWidth;
  const headHeight = calibration.companionHeadHeight;
  if (shoulderWidth === undefined || faceWidth === undefined || headHeight === undefined) return undefined;
  const read = (key: CompanionKey) => calibration[storedKey(key)];
  return {
    view: 'front',
    shoulderWidth,
    faceWidth,
    headHeight,
    earWidth: read('earWidth'),
    eyeWidth: read('eyeWidth'),
    eyeHeight: read('eyeHeight'),
    earsBelowEyes: read('earsBelowEyes'),
    ovalWidth: read('ovalWidth'),
    shoulderAngle: read('shoulderAngle') ?? 0,
    headAngle: read('headAngle') ?? 0,
    headOffset: read('headOffset') ?? 0,
    headYaw: read('headYaw'),
    shoulderX: read('shoulderX'),
    shoulderY: read('shoulderY'),
    createdAt: calibration.createdAt,
  };
}
