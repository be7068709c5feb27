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
 * How many of the picture's pixels make one pixel of a 640-pixel picture (across its longer side):
 * lines and labels drawn on the picture are sized for 640 and multiplied by this, so that they look
 * the same on a 320×240 picture, which the stage draws twice as large, and on a 1920×1080 one.
 */
export const pictureScale = (frame: { width: number; height: number }) =>
  Math.max(frame.width, frame.height, 1) / 640;

/**
 * How much of the picture's width the stage shows, in the picture's pixels: all of an upright one; of
 * a level one no more than the 4:3 stage holds at the picture's height (a 16:9 picture loses an eighth
 * on each side). Labels drawn at the picture's edge go this far in, or they are cut off with it.
 */
export const shownWidth = (frame: { width: number; height: number }) =>
  isUprightPicture(frame) ? frame.width : Math.min(frame.width, (frame.height * 4) / 3);
