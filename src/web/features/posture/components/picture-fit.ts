/**
 * How the camera's picture fills the stage on /pose: a level picture covers the 4:3 stage (a wide one
 * loses a little of its sides, mostly the room); an upright one (a phone standing on the desk,
 * 480×640) gets an upright stage and is shown whole, between dark bands where the screen lacks the
 * height, since covering would cut off the head. The overlays drawn on the picture follow the same
 * fit (posture.module.css, `.stage[data-upright]`).
 */
export const isUprightPicture = (frame: { width: number; height: number }) => frame.height > frame.width;

/** The SVG overlays' fit, as the picture's. */
export const overlayAspect = (frame: { width: number; height: number }) =>
  isUprightPicture(frame) ? 'xMidYMid meet' : 'xMidYMid slice';

/**
 * How many of the picture's pixels the stage draws where it would draw one of a 640×480 picture
 * (480×640 upright): lines and labels drawn on the picture are sized for that picture and multiplied
 * by this, so they look the same on a 320×240 picture, which the stage draws twice as large, and on a
 * 1920×1080 one. A level picture covers the 4:3 stage, so the side it fills decides; an upright one
 * is shown whole in the 3:4 stage, so the side that would overflow decides.
 */
export const pictureScale = (frame: { width: number; height: number }) =>
  isUprightPicture(frame)
    ? Math.max(frame.width / 480, frame.height / 640)
    : Math.max(Math.min(frame.width / 640, frame.height / 480), 1 / 640);

/**
 * How much of the picture's width the stage shows, in the picture's pixels: all of an upright one; of
 * a level one no more than the 4:3 stage holds at the picture's height (a 16:9 picture loses an eighth
 * on each side). Labels drawn at the picture's edge go this far in, or they are cut off with it.
 */
export const shownWidth = (frame: { width: number; height: number }) =>
  isUprightPicture(frame) ? frame.width : Math.min(frame.width, (frame.height * 4) / 3);
