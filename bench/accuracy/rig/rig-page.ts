/**
 * The posing rig: a real photograph of a person (rig/subjects.ts) cut into a head (a relief: the photo
 * projected onto an ellipsoid) and a torso plane, placed in 3D with CSS transforms and posed about
 * anatomical pivots (C7 and the occiput for the neck, the lower thorax for a slump, the hips for leaning
 * in or sideways), seen through a pinhole camera whose distance, height, side offset and field of view
 * are set in centimetres. Headless Chromium renders it; the screenshot is the webcam frame.
 */
import type { drawHand } from './hands';
import type { RigPose, RigView } from './rig-types';
import type { Subject } from './subjects';

/** Runs inside the page: builds the layers from the photo and installs `window.setRig`. */
export function installRig(photoUrl: string, subject: Subject, hand: typeof drawHand): Promise<void> {
  const frame = { width: 640, height: 480 };
  const { head, eyes, pxPerCm, bodyOutline } = subject;
  const eyeY = (eyes.left.y + eyes.right.y) / 2;
  // The anatomy was placed on the astronaut's photo (eyes at row 99.5, 9.4 px/cm); every subject gets
  // the same centimetres below its own eyes.
  const k = pxPerCm / 9.4;
  const below = (astronautRow: number) => eyeY + (astronautRow - 99.5) * k;
  const c7 = { y: below(228), z: -11 * pxPerCm };
  const occiput = { y: below(118), z: -8 * pxPerCm };
  const torsoDepth = -10 * pxPerCm;
  const thorax = { y: below(300 + 28 * 9.4), z: -16 * pxPerCm };
  const hips = { y: below(300 + 50 * 9.4), z: -16 * pxPerCm };
  const torsoHeight = Math.round(below(760));
  const size = `${subject.width}px ${subject.height}px`;

  const image = new Image();
  image.src = photoUrl;
  return image.decode().then(() => {
    const canvas = (w: number, h: number) => {
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      return c;
    };
    const headEllipse = (ctx: CanvasRenderingContext2D) => {
      ctx.beginPath();
      ctx.ellipse(head.cx, head.cy, head.rx, head.ry, 0, 0, Math.PI * 2);
    };
    // Torso: the body outline, with the head cut out and the turtleneck continued under the chin.
    const torso = canvas(subject.width, torsoHeight);
    const t = torso.getContext('2d')!;
    t.beginPath();
    bodyOutline.forEach(([x, y], i) => (i ? t.lineTo(x, y) : t.moveTo(x, y)));
    t.closePath();
    t.save();
    t.clip();
    t.drawImage(image, 0, 0);
    // The photo ends at the chest; its last rows continue the body down to the desk, stretched, or a
    // band of its chest laid again and again (`subject.extend`). Stretched, the fifth to seventh
    // people's chests drew a body of vertical streaks that BlazePose's person detector did not take
    // for one: it lost them at 85 cm and from above the eyes, where most of that body shows (decision 051).
    const { from, rows, bandCm } = subject.extend;
    const w = subject.width;
    if (!bandCm) t.drawImage(image, 0, from, w, rows, 0, from, w, torsoHeight - from);
    else {
      const band = Math.round(bandCm * pxPerCm);
      const bandTop = from + rows - band;
      // Every other copy upside down, so that each meets the next on the same row.
      for (let y = from, copy = 0; y < torsoHeight; y += band, copy++) {
        t.save();
        if (copy % 2 === 0) {
          t.translate(0, y + band);
          t.scale(1, -1);
          t.drawImage(image, 0, bandTop, w, band, 0, 0, w, band);
        } else t.drawImage(image, 0, bandTop, w, band, 0, y, w, band);
        t.restore();
      }
    }
    t.restore();
    t.save();
    headEllipse(t);
    t.clip();
    t.clearRect(0, 0, subject.width, subject.height);
    t.fillStyle = subject.underChin;
    t.fillRect(head.cx - 42 * k, below(160), 84 * k, 50 * k);
    t.restore();

    function headCanvas(glasses: boolean) {
      const c = canvas(subject.width, subject.height);
      const h = c.getContext('2d')!;
      h.save();
      headEllipse(h);
      h.clip();
      h.drawImage(image, 0, 0);
      h.restore();
      if (glasses) {
        h.strokeStyle = '#1b1b1b';
        h.lineWidth = 4 * k;
        for (const eye of [eyes.left, eyes.right]) {
          h.beginPath();
          h.roundRect(eye.x - 17 * k, eye.y - 11 * k, 34 * k, 22 * k, 7 * k);
          h.stroke();
        }
        h.beginPath();
        h.moveTo(eyes.left.x + 17 * k, eyes.left.y - 2 * k);
        h.quadraticCurveTo(head.cx, eyes.left.y - 8 * k, eyes.right.x - 17 * k, eyes.right.y - 2 * k);
        h.moveTo(eyes.left.x - 17 * k, eyes.left.y - 4 * k);
        h.lineTo(head.cx - 70 * k, eyes.left.y + 2 * k);
        h.moveTo(eyes.right.x + 17 * k, eyes.right.y - 4 * k);
        h.lineTo(head.cx + 70 * k, eyes.right.y + 2 * k);
        h.stroke();
      }
      return c.toDataURL();
    }
    const photo = canvas(subject.width, subject.height).getContext('2d')!;
    photo.drawImage(image, 0, 0);
    /** The photo's mean colour in a square of `r` cm about (x, y) photo pixels. */
    const colourAt = (x: number, y: number, r: number) => {
      const half = Math.round(r * pxPerCm);
      const { data } = photo.getImageData(Math.round(x) - half, Math.round(y) - half, 2 * half, 2 * half);
      const sum = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) for (let j = 0; j < 3; j++) sum[j]! += data[i + j]!;
      const n = data.length / 4;
      return `rgb(${sum.map((v) => Math.round(v / n)).join(',')})`;
    };
    // Skin from the cheek below an eye, the sleeve from the upper arm beside the chest.
    const skin = colourAt(eyes.left.x, eyeY + 2.5 * pxPerCm, 0.6);
    const sleeve = colourAt(head.cx - 0.42 * subject.shoulderSpanCm * pxPerCm, below(330), 1);
    const hands = {
      cup: hand('cup', pxPerCm, skin, sleeve),
      fist: hand('fist', pxPerCm, skin, sleeve),
      // Under the right cheek, the thumb toward the face's middle.
      fistMirrored: hand('fist', pxPerCm, skin, sleeve, -1),
      phone: hand('phone', pxPerCm, skin, sleeve),
    };
    const handImg = (id: string, drawn: { url: string; width: number; height: number }, style: string) =>
      `<img id="${id}" src="${drawn.url}" width="${drawn.width}" height="${drawn.height}" style="position:absolute;display:none;${style}">`;
    const cupLeft = head.cx - 34 * k;

    const headPlain = headCanvas(false);
    const headGlasses = headCanvas(true);

    /**
     * The head as a relief, not a flat plane: the photo projected from the front onto the front half
     * of an ellipsoid (the head's ellipse, 9 cm deep to the ears' plane), built from small tiles that
     * each lie in the surface's tangent plane and, seen from the front, cover exactly their piece of the
     * photo. A turned or bowed head then moves the nose against the ears as a real one does (a flat
     * plane barely does: a turn to a second monitor was not seen as a turn).
     */
    const headDepth = 9 * pxPerCm;
    const tile = Math.round(12 * k);
    const tiles: string[] = [];
    for (let v = head.cy - head.ry; v < head.cy + head.ry; v += tile) {
      for (let u = head.cx - head.rx; u < head.cx + head.rx; u += tile) {
        const corners = [
          [u, v],
          [u + tile, v],
          [u, v + tile],
          [u + tile, v + tile],
        ].map(([x, y]) => ((x! - head.cx) / head.rx) ** 2 + ((y! - head.cy) / head.ry) ** 2);
        if (Math.min(...corners) >= 1) continue;
        const x = (u + tile / 2 - head.cx) / head.rx;
        const y = (v + tile / 2 - head.cy) / head.ry;
        // The rim's tangent planes are near edge-on: capped, so a turned head keeps a clean outline.
        const r2 = Math.min(x * x + y * y, 0.9);
        const root = Math.sqrt(1 - r2);
        // Depth below the face's front (the nose's plane) and the surface's slope along u and v.
        const z = headDepth * (root - 1);
        const dzdu = (-headDepth * x) / (head.rx * root);
        const dzdv = (-headDepth * y) / (head.ry * root);
        const normal = [-dzdu, -dzdv, 1];
        const length = Math.hypot(...normal);
        const [nx, ny, nz] = normal.map((n) => n / length);
        // Column-major: the tile's x axis follows the surface along u, its y axis along v.
        const matrix = [1, 0, dzdu, 0, 0, 1, dzdv, 0, nx, ny, nz, 0, 0, 0, z, 1].map((n) =>
          Number(n!.toFixed(5)),
        );
        tiles.push(
          `<div class="tile" style="position:absolute;left:${u - 1}px;top:${v - 1}px;width:${tile + 2}px;height:${tile + 2}px;background-position:${-(u - 1)}px ${-(v - 1)}px;background-size:${size};transform:matrix3d(${matrix.join(',')})"></div>`,
        );
      }
    }
    const torsoUrl = torso.toDataURL();

    /**
     * One shoulder raised, as a shrug lifts it: the body's side rises from the neck (nothing moves at
     * the midline) to the full lift at the shoulder's point and beyond it (the arm rises whole), and
     * the torso keeps its place at the desk (each column is stretched, its bottom row fixed). The
     * lift is the one that tilts the line between the shoulders' points by `tilt` degrees; positive
     * raises the shoulder on the picture's left. Tilting the whole torso plane instead, as the rig
     * did before, turned the chest as well, which a raised shoulder does not.
     */
    const shoulderRow = below(250);
    const drawTorso = (target: HTMLCanvasElement, tilt: number) => {
      const ctx = target.getContext('2d')!;
      ctx.clearRect(0, 0, target.width, target.height);
      if (!tilt) return ctx.drawImage(torso, 0, 0);
      const half = (subject.shoulderSpanCm / 2) * pxPerCm;
      const lift = 2 * half * Math.tan((Math.abs(tilt) * Math.PI) / 180);
      // A column lifted by `top` at its top row is lifted top·(1 − y/H) at row y: `lift` at the shoulders.
      const top = lift / (1 - shoulderRow / torsoHeight);
      const side = tilt > 0 ? -1 : 1;
      for (let x = 0; x < target.width; x++) {
        const out = ((x + 0.5 - head.cx) * side) / half;
        const share = Math.min(1, Math.max(0, out));
        const up = top * share;
        ctx.drawImage(torso, x, 0, 1, torsoHeight, x, -up, 1, torsoHeight + up);
      }
    };
    let drawnTilt = 0;

    document.body.style.margin = '0';
    document.body.style.background = '#000';
    document.body.innerHTML = `
      <div id="frame" style="position:relative;width:${frame.width}px;height:${frame.height}px;overflow:hidden;background:radial-gradient(circle at 50% 30%,#d9d6d2,#aab0b8 70%,#8f949a)">
        <div id="lens" style="position:absolute;left:0;top:0;width:${frame.width}px;height:${frame.height}px;transform-origin:50% 50%">
          <div id="camera" style="position:absolute;inset:0">
            <div id="world" style="position:absolute;left:0;top:0;width:${subject.width}px;height:${subject.height}px;transform-style:preserve-3d">
              <div id="other" style="position:absolute;left:0;top:0;width:${subject.width}px;height:${subject.height}px;transform-style:preserve-3d;display:none">
                <img class="torso" style="position:absolute;left:0;top:0;transform:translateZ(${torsoDepth}px);filter:saturate(0.4) hue-rotate(160deg)">
                <img class="head" style="position:absolute;left:0;top:0">
              </div>
              <div id="body" style="position:absolute;left:0;top:0;width:${subject.width}px;height:${subject.height}px;transform-style:preserve-3d">
                <div id="upper" style="position:absolute;inset:0;transform-style:preserve-3d">
                  <canvas id="torso" width="${subject.width}" height="${torsoHeight}" style="position:absolute;left:0;top:0"></canvas>
                  <div id="neck" style="position:absolute;inset:0;transform-style:preserve-3d">
                    <div id="nod" style="position:absolute;inset:0;transform-style:preserve-3d">
                      <div id="head" style="position:absolute;inset:0;transform-style:preserve-3d">${tiles.join('')}</div>
                      <div id="cup" style="position:absolute;display:none;left:${cupLeft}px;top:${below(148)}px;width:${68 * k}px;height:${96 * k}px;border-radius:${8 * k}px ${8 * k}px ${14 * k}px ${14 * k}px;background:linear-gradient(90deg,#f4f1ea,#cfc8bb);transform:translateZ(${3 * pxPerCm}px)"></div>
                      ${handImg('cup-hand', hands.cup, `left:${cupLeft - 18 * pxPerCm}px;top:${below(148) - 2 * pxPerCm}px;transform:translateZ(${3.4 * pxPerCm}px)`)}
                      ${(['left', 'right', 'chin'] as const)
                        .map((at) =>
                          // Under the cheek: the fist's middle 4 cm out from the face's middle, the
                          // knuckles 5.5 cm below the eyes (the jaw), 1 cm behind the nose's plane.
                          // Under the chin: in the middle, at the chin (four fifths of the way from the
                          // eyes to the bottom of the head's outline, which takes in some neck), 1 cm in
                          // front of the nose's plane.
                          handImg(
                            `head-hand-${at}`,
                            at === 'right' ? hands.fistMirrored : hands.fist,
                            `left:${head.cx + { left: -4, right: 4, chin: 0 }[at] * pxPerCm - 6 * pxPerCm}px;top:${at === 'chin' ? eyeY + 0.8 * (head.cy + head.ry - eyeY) : eyeY + 5.5 * pxPerCm}px;transform:translateZ(${(at === 'chin' ? 1 : -1) * pxPerCm}px)`,
                          ),
                        )
                        .join('')}
                    </div>
                  </div>
                </div>
              </div>
              <div id="phone" style="position:absolute;display:none;left:${head.cx - 40 * k}px;top:${below(430)}px;width:${80 * k}px;height:${150 * k}px;border-radius:${10 * k}px;background:#1d1f22;border:${4 * k}px solid #555;transform:translateZ(${8 * pxPerCm}px) rotateX(40deg)"></div>
              ${handImg('phone-hands', hands.phone, `left:${head.cx - 40 * k - 10 * pxPerCm}px;top:${below(430) - 5 * pxPerCm}px;transform-origin:${10 * pxPerCm + 44 * k}px ${5 * pxPerCm + 79 * k}px;transform:translateZ(${8.4 * pxPerCm}px) rotateX(40deg)`)}
            </div>
          </div>
        </div>
        <div id="shade" style="position:absolute;inset:0;background:#000;opacity:0;pointer-events:none"></div>
      </div>`;
    const $ = (id: string) => document.getElementById(id)!;
    drawTorso($('torso') as HTMLCanvasElement, 0);
    for (const img of document.querySelectorAll<HTMLImageElement>('#other .torso')) img.src = torsoUrl;
    for (const img of document.querySelectorAll<HTMLImageElement>('#other .head')) img.src = headPlain;

    const set = (id: string, origin: string, transform: string) => {
      const el = $(id);
      el.style.transformOrigin = origin;
      el.style.transform = transform;
    };
    const cm = (v: number) => v * pxPerCm;
    (window as unknown as { setRig(view: RigView, pose: RigPose): Promise<void> }).setRig = (view, pose) => {
      const headUrl = view.glasses && !subject.glasses ? headGlasses : headPlain;
      if ($('head').dataset.url !== headUrl) {
        $('head').dataset.url = headUrl;
        for (const el of $('head').querySelectorAll<HTMLElement>('.tile'))
          el.style.backgroundImage = `url(${headUrl})`;
      }
      // Pinhole camera: the perspective distance is the camera-to-face distance; the lens scale turns
      // photo pixels at that distance into frame pixels for the camera's horizontal field of view.
      const focal = frame.width / 2 / Math.tan(((view.fieldOfView ?? 65) * Math.PI) / 360);
      const distance = cm(view.distance);
      $('lens').style.transform = `scale(${focal / distance})`;
      // The world is placed so the eyes sit at a fixed point of the frame; the camera's height and side
      // offset move the viewpoint (perspective-origin): an off-axis lens, which gives the parallax of
      // a camera below or beside the eyes (the small keystone of re-aiming it is left out).
      // A user sitting aside moves the eyes off the frame's middle, and not the lens's centre, which
      // stays there: what comes nearer grows about the middle of the picture, as through a real webcam.
      const anchor = { x: frame.width / 2 + cm(view.aside ?? 0), y: frame.height * (view.eyeRow ?? 0.3) };
      const camera = $('camera');
      camera.style.perspective = `${distance}px`;
      camera.style.perspectiveOrigin = `${frame.width / 2 + cm(view.side)}px ${anchor.y - cm(view.height)}px`;
      set(
        'world',
        `${head.cx}px ${eyeY}px 0px`,
        `translate(${anchor.x - head.cx}px, ${anchor.y - eyeY}px) scale3d(${view.bodyScale}, ${view.bodyScale}, ${view.bodyScale})`,
      );
      set(
        'body',
        `${head.cx}px ${hips.y}px ${hips.z}px`,
        `translate3d(${cm(pose.shiftX)}px, ${-cm(pose.rise)}px, ${cm(pose.leanIn)}px) rotateZ(${pose.lateralLean}deg) rotateY(${pose.torsoYaw}deg) rotateX(${-pose.trunkFlexion}deg)`,
      );
      set('upper', `${head.cx}px ${thorax.y}px ${thorax.z}px`, `rotateX(${-pose.thoracicSlump}deg)`);
      set(
        'torso',
        `${head.cx}px ${below(330)}px 0px`,
        `translateZ(${torsoDepth}px) scaleX(${view.shoulderScale})`,
      );
      if (pose.shoulderTilt !== drawnTilt) {
        drawTorso($('torso') as HTMLCanvasElement, pose.shoulderTilt);
        drawnTilt = pose.shoulderTilt;
      }
      // 60% of a neck flexion happens at C7, 40% as a nod at the occiput; a slumped user lifts the chin
      // to keep the eyes on the screen.
      set(
        'neck',
        `${head.cx}px ${c7.y}px ${c7.z}px`,
        `translate3d(0px, ${cm(pose.headSink)}px, ${cm(pose.headForward)}px) rotateX(${-(pose.neckFlexion * 0.6) + pose.thoracicSlump * 0.7}deg) rotateZ(${pose.headTilt}deg)`,
      );
      set(
        'nod',
        `${head.cx}px ${occiput.y}px ${occiput.z}px`,
        `rotateX(${-(pose.neckFlexion * 0.4)}deg) rotateY(${pose.headYaw}deg) scale(${view.headScale})`,
      );
      const shown = (id: string, on: unknown) => ($(id).style.display = on ? 'block' : 'none');
      shown('cup', pose.cup);
      shown('cup-hand', pose.cup);
      shown('phone', pose.phone);
      shown('phone-hands', pose.phone);
      shown('head-hand-left', pose.headOnHand === 'left');
      shown('head-hand-right', pose.headOnHand === 'right');
      shown('head-hand-chin', pose.headOnHand === 'chin');
      const other = $('other');
      other.style.display = pose.passerBy === undefined && pose.onlooker === undefined ? 'none' : 'block';
      if (pose.passerBy !== undefined)
        other.style.transform = `translate3d(${cm(pose.passerBy)}px, ${-cm(8)}px, ${-cm(140)}px) scale(0.95)`;
      else if (pose.onlooker !== undefined)
        other.style.transform = `translate3d(${cm(pose.onlooker)}px, ${-cm(5)}px, ${-cm(40)}px)`;
      $('shade').style.opacity = String(1 - view.light);
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    };
  });
}
