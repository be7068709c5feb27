import { describe, expect, it } from 'vitest';
import { calibrate } from './calibration';
import { measureFrame } from './metrics';
import { PosturePipeline } from './posture-pipeline';
import { facesBeside, SecondFaceWatch, secondFace, usersFace, type FaceBox } from './second-face';
import { poses } from './testing/synthetic-poses';

// The synthetic skeleton's nose is at (320, 170), its eyes 40 px apart: its face about 90 px wide.
const user: FaceBox = { x: 275, y: 110, width: 90, height: 100 };
/** A face `across` of the user's face widths to the right of theirs, `size` times as wide. */
const other = (across: number, size = 0.6): FaceBox => ({
  x: 320 + across * 90 - (size * 90) / 2,
  y: 90,
  width: size * 90,
  height: size * 100,
});

describe('a second face beside the user’s', () => {
  it('finds the user’s own face around the pose model’s nose', () => {
    expect(usersFace([other(1.2), user], poses.upright())).toBe(user);
    expect(usersFace([other(1.2)], poses.upright())).toBeUndefined();
  });

  it('counts a near face beside the user, not a small one far behind nor one across the room', () => {
    expect(facesBeside([user, other(1.2)], poses.upright())).toHaveLength(1);
    // A passer-by 1.4 m behind: a third of the user's face.
    expect(facesBeside([user, other(1.2, 0.3)], poses.upright())).toHaveLength(0);
    expect(facesBeside([user, other(secondFace.maxAcross + 0.5)], poses.upright())).toHaveLength(0);
    // Without the user's own face among those found, nothing is said of the others.
    expect(facesBeside([other(1.2)], poses.upright())).toHaveLength(0);
    // A face where one was at calibration (a photo on the wall, a colleague at their desk).
    expect(facesBeside([user, other(1.2)], poses.upright(), [other(1.3)])).toHaveLength(0);
  });

  it('learns the room’s faces in the first seconds after calibration, then holds for a new one', () => {
    const watch = new SecondFaceWatch();
    const keypoints = poses.upright();
    let t = 0;
    const feed = (faces: FaceBox[] | undefined, until: number) => {
      const out: boolean[] = [];
      for (; t <= until; t += 333) out.push(watch.beside(faces, keypoints, t));
      return out;
    };
    // A photo on the wall beside the user from the start: part of the room, never a hold.
    const photo = other(-2, 0.8);
    expect(feed([user, photo], 10_000).some(Boolean)).toBe(false);
    // A colleague leans in: held while they are there, and two seconds after the last sight of them.
    expect(feed([user, photo, other(1.2)], 15_000).every(Boolean)).toBe(true);
    const after = feed([user, photo], 20_000);
    expect(after.slice(0, 5).every(Boolean)).toBe(true);
    expect(after.slice(-5).some(Boolean)).toBe(false);
    // A new calibration learns the room again.
    watch.reset();
    expect(feed([user, other(1.2)], 40_000).some(Boolean)).toBe(false);
  });

  it('takes a face that stays beside the user a minute for part of the room, one leaning in twice not', () => {
    const keypoints = poses.upright();
    const watch = new SecondFaceWatch();
    let t = 0;
    /** Whether each frame was held; `seen(t)` says whether the finder's latest has the other face. */
    const feed = (seen: (t: number) => boolean, face: FaceBox, until: number) => {
      const out: boolean[] = [];
      for (; t <= until; t += 333) out.push(watch.beside(seen(t) ? [user, face] : [user], keypoints, t));
      return out;
    };
    const always = () => true;
    feed(() => false, other(1.2), 5000);
    // A colleague leans in for 20 s, leaves for two minutes, and leans in again for 20 s: held both
    // times (their 40 s in all are not a minute in one stay).
    expect(feed(always, other(1.2), 25_000).every(Boolean)).toBe(true);
    expect(
      feed(() => false, other(1.2), 145_000)
        .slice(-300)
        .some(Boolean),
    ).toBe(false);
    expect(feed(always, other(1.2), 165_000).every(Boolean)).toBe(true);
    // Then sits down at the next desk and stays: held for a minute from their return (145 s), then
    // part of the room.
    const stay = feed(always, other(1.2), 300_000);
    expect(stay.slice(0, 120).every(Boolean)).toBe(true);
    expect(stay.slice(-250).some(Boolean)).toBe(false);

    // A poster the finder finds on one read in two (reads 2 s apart, each kept 3 s), missed in the
    // first seconds: it joins the room within about two minutes and holds nothing after.
    const poster = new SecondFaceWatch();
    const held: boolean[] = [];
    for (let at = 0; at <= 240_000; at += 333) {
      const read = Math.floor(at / 2000);
      const found = read >= 2 && read % 2 === 0;
      const shown = found || (read >= 3 && read % 2 === 1 && at - (read - 1) * 2000 <= 3000);
      held.push(poster.beside(shown ? [user, other(-2, 0.8)] : [user], keypoints, at));
    }
    expect(held.slice(0, 150).some(Boolean)).toBe(true);
    expect(held.slice(-300).some(Boolean)).toBe(false);
  });

  it('holds what /pose showed while someone is beside the user, and judges them again after', () => {
    const frames = Array.from({ length: 20 }, (_, i) =>
      measureFrame(poses.jitter(poses.upright(), 1, i + 1)),
    );
    const result = calibrate(
      frames.map((f) => (typeof f === 'string' ? null : f)),
      0.5,
    );
    if (!result.ok) throw new Error(result.problem);
    const play = (withColleague: boolean) => {
      const pipeline = new PosturePipeline('fast', { sensitivity: 5 });
      pipeline.setCalibration(result.calibration);
      const out = [];
      for (let t = 0; t <= 5000; t += 333)
        out.push(pipeline.process(poses.upright(), t, undefined, undefined, [user]));
      // The colleague's shoulder taken for the user's: the skeleton reads a sunk head for 20 s (the
      // face the finder sees where the pose model's nose is).
      const face = { ...user, y: user.y + 60 };
      const faces = withColleague ? [face, other(1.2)] : [face];
      for (let t = 5333; t <= 25_000; t += 333)
        out.push(pipeline.process(poses.headDrop(0.3), t, undefined, undefined, faces));
      return out;
    };
    const alone = play(false);
    expect(alone.some((f) => f.update?.alert)).toBe(true);
    const beside = play(true);
    expect(beside.some((f) => f.update?.alert)).toBe(false);
    expect(
      beside.slice(-30).every((f) => f.faceBeside && f.devs === null && f.update?.status === 'good'),
    ).toBe(true);
  });
});
