import type { PictureLight } from '../detector/picture-light';

/**
 * How much light there is to see the user by (0–1), for calibration's "too dark" check: the brighter
 * of the whole frame and the face, where the pose model places one. Either is light enough to see by:
 * a face lit by the screen in a dark room, or a wide picture whose dark surroundings fill most of it,
 * would read too dark on the frame alone though the face is plain to see (decision 063). Both are read
 * in the pose worker, on the pixels the models read (detector/picture-light.ts).
 */
export const lightOnUser = ({ frame, face }: PictureLight): number => Math.max(frame, face ?? 0);
