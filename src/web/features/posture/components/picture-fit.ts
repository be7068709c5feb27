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
