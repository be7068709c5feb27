import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { launchBrowser } from '../../../tests/e2e/support/browser';
import { drawHand } from './hands';
import { installRig } from './rig-page';
import type { RigPose, RigView } from './rig-types';
import { subjects, type SubjectId } from './subjects';

/** The rig in headless Chromium: pose it, get the webcam frame as PNG or as RGBA pixels. */
export async function launchRig() {
  const browser = await launchBrowser();
  // One page per subject, built the first time that subject is asked for.
  const pages = new Map<SubjectId, Promise<Page>>();
  const pageFor = (id: SubjectId) => {
    let page = pages.get(id);
    if (!page) {
      page = (async () => {
        const subject = subjects[id];
        const created = await browser.newPage({ viewport: { width: 640, height: 480 } });
        await created.setContent('<!doctype html><html><body></body></html>');
        const photo = fs.readFileSync(path.resolve(subject.photo)).toString('base64');
        const url = `data:${subject.mime};base64,${photo}`;
        // tsx keeps function names with a `__name` helper that the page does not have.
        await created.evaluate('window.__name = (f) => f');
        await created.evaluate(
          `(${installRig.toString()})(${JSON.stringify(url)}, ${JSON.stringify(subject)}, ${drawHand.toString()})`,
        );
        return created;
      })();
      pages.set(id, page);
    }
    return page;
  };
  const rendered = async (view: RigView, pose: RigPose, type: 'png' | 'jpeg' = 'png') => {
    const page = await pageFor(view.subject ?? 'astronaut');
    await page.evaluate(
      ([v, p]) => (window as unknown as { setRig(v: RigView, p: RigPose): Promise<void> }).setRig(v, p),
      [view, pose] as const,
    );
    const clip = { x: 0, y: 0, width: 640, height: 480 };
    return page.screenshot(type === 'jpeg' ? { type, quality: 90, clip } : { type, clip });
  };
  const decode = async (view: RigView, pose: RigPose) => {
    const decoded = PNG.sync.read(await rendered(view, pose));
    if (view.sensorNoise) addGrain(decoded.data, view.sensorNoise, JSON.stringify([view, pose]));
    return decoded;
  };
  const png = async (view: RigView, pose: RigPose) =>
    view.sensorNoise ? PNG.sync.write(await decode(view, pose)) : rendered(view, pose);
  return {
    png,
    /**
     * The frame as a JPEG, as a webcam streams it (an MJPEG video is JPEGs one after another), in half
     * the time a PNG takes. Without sensor grain, which is added to decoded pixels.
     */
    async jpeg(view: RigView, pose: RigPose) {
      if (view.sensorNoise) throw new Error('rig.jpeg: views with sensor grain render as PNG or RGBA');
      return rendered(view, pose, 'jpeg');
    },
    async rgba(view: RigView, pose: RigPose) {
      const decoded = await decode(view, pose);
      return {
        data: new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length),
        width: decoded.width,
        height: decoded.height,
      };
    },
    close: () => browser.close(),
  };
}

/**
 * Gaussian noise of `sigma` levels on each colour channel, the same for the same frame (seeded by
 * `seed`), so a rendering can be repeated.
 */
function addGrain(rgba: Uint8Array | Buffer, sigma: number, seed: string) {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619) >>> 0;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = 0; i < rgba.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      // Box–Muller
      const n = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
      rgba[i + c] = Math.max(0, Math.min(255, Math.round(rgba[i + c]! + n * sigma)));
    }
  }
}
