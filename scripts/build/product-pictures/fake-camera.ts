/**
 * A camera for the capture: `getUserMedia` answers with a canvas stream that draws the fixture photo
 * (the same public-domain picture and framing as the browser tests' fake webcam), sitting upright or
 * leaning in toward the screen (`window.posturaCapturePose.pose = 'leanIn'`). One
 * browser can then calibrate and slouch with no ffmpeg and no video file.
 *
 * Plain JavaScript in a string: a function compiled by tsx would carry helpers the page lacks.
 */
export function fakeCameraScript(photoDataUrl: string): string {
  return `(() => {
  const width = 640, height = 480;
  const photo = new Image();
  photo.src = ${JSON.stringify(photoDataUrl)};
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const state = { pose: 'upright' };
  window.posturaCapturePose = state;
  const draw = () => {
    context.fillStyle = '#000';
    context.fillRect(0, 0, width, height);
    if (!photo.complete || !photo.naturalWidth) return;
    // Scaled to the frame's height and centred, as the tests' "scale=-2:480,pad=640:480".
    const scale = height / photo.naturalHeight;
    const w = photo.naturalWidth * scale;
    const x = (width - w) / 2;
    if (state.pose === 'leanIn') {
      // 35% larger around the chest: leaning toward the screen, as the tests' "leanIn" segment
      // (scale 1.35, then a 512 px crop centred across and 55% down).
      const side = photo.naturalWidth / 1.35;
      const sx = (photo.naturalWidth - side) / 2;
      const sy = (photo.naturalHeight - side) * 0.55;
      context.drawImage(photo, sx, sy, side, side, x, 0, w, height);
    } else context.drawImage(photo, x, 0, w, height);
  };
  setInterval(draw, 66);
  const devices = navigator.mediaDevices;
  Object.defineProperty(devices, 'getUserMedia', {
    configurable: true,
    value: () => { draw(); return Promise.resolve(canvas.captureStream(15)); },
  });
  Object.defineProperty(devices, 'enumerateDevices', {
    configurable: true,
    value: () => Promise.resolve([{ deviceId: 'capture', groupId: 'capture', kind: 'videoinput', label: 'Camera', toJSON: () => ({}) }]),
  });
})();`;
}
