/**
 * The usual ergonomic advice for a screen, as verdicts: the screen at about arm's length (50–75 cm
 * from the eyes), its top at or slightly below eye level, and enough light on the face (from the front,
 * not only behind). Each verdict names what to change; the page words it.
 */
export type DistanceVerdict = 'near' | 'ok' | 'far';
export type HeightVerdict = 'high' | 'ok' | 'low';
export type LightVerdict = 'dim' | 'backlit' | 'ok';

export const armsLengthCm = { min: 50, max: 75 } as const;
/**
 * How far the eyes sit above the camera on the screen's top edge, as the angle seen from the camera:
 * level (a little below, allowing for the estimate's error) to 12° above it, where the eyes look
 * slightly down at the screen (12° is about 13 cm at 60 cm). An angle rather than centimetres: it
 * is what the neck feels, and it does not depend on the distance estimate's error.
 */
export const eyesAboveScreenDeg = { min: -3, max: 12 } as const;
/** Mean luminance (0–1) of the face below which the camera, and the user's eyes, see it poorly. */
export const dimFace = 0.22;
/** A face this much darker than the frame around it has the light behind it (a window at the back). */
export const backlitMargin = 0.22;

export function distanceVerdict(distanceCm: number): DistanceVerdict {
  if (distanceCm < armsLengthCm.min) return 'near';
  if (distanceCm > armsLengthCm.max) return 'far';
  return 'ok';
}

export function heightVerdict(eyeElevationDeg: number): HeightVerdict {
  if (eyeElevationDeg < eyesAboveScreenDeg.min) return 'high';
  if (eyeElevationDeg > eyesAboveScreenDeg.max) return 'low';
  return 'ok';
}

export interface LightLevels {
  /** Mean luminance of the face, 0–1. */
  face: number;
  /** Mean luminance of the whole frame, 0–1. */
  frame: number;
}

export function lightVerdict({ face, frame }: LightLevels): LightVerdict {
  if (face < dimFace) return 'dim';
  if (frame - face > backlitMargin) return 'backlit';
  return 'ok';
}
