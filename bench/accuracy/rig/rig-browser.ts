import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../../../tests/e2e/support/browser';
import { drawHand } from './hands';
import { installRig } from './rig-page';
import { rigFrame, type RigPose, type RigView } from './rig-types';
import { subjects, type SubjectId } from './subjects';

/**
 * The rig in headless Chromium: pose it, get the webcam frame as PNG or as RGBA pixels. `executablePath`:
 * another Chromium, e.g. tests/e2e/support/chromium-in-background.sh for renders in test set-up.
 */
export async function launchRig(executablePath?: string) {
  const browser = await launchBrowser([], executablePath);
  // One page per subject, built the first time that subject is asked for.
  const pages = new Map<SubjectId, Promise<Page>>();
  const pageFor = (id: SubjectId) => {
    let page = pages.get(id);
    if (!page) {
      page = (async () => {
        const subject = subjects[id];
        const created = await browser.newPage({ viewport: rigFrame });
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
  /** Poses the subject's page for a frame. */
  const posed = async (view: RigView, pose: RigPose) => {
    const page = await pageFor(view.subject ?? 'astronaut');
    await page.evaluate(
      ([v, p]) => (window as unknown as { setRig(v: RigView, p: RigPose): Promise<void> }).setRig(v, p),
      [view, pose] as const,
    );
    return page;
  };
  const clip = { x: 0, y: 0, ...rigFrame };
  const sessions = new Map<Page, Promise<CDPSession>>();
  /**
   * The frame as a PNG, taken through the DevTools protocol with Chromium's fast PNG encoding: the
   * same pixels as Playwright's screenshot in half the time (taking frames that way cost the truth
   * set's rendering more than both pose models together).
   */
  const png = async (view: RigView, pose: RigPose) => {
    const page = await posed(view, pose);
    let session = sessions.get(page);
    if (!session) sessions.set(page, (session = page.context().newCDPSession(page)));
    const { data } = await (
      await session
    ).send('Page.captureScreenshot', { format: 'png', clip: { ...clip, scale: 1 }, optimizeForSpeed: true });
    return Buffer.from(data, 'base64');
  };
  /** The frame through the view's compression, if it has one. */
  const compressed = async (view: RigView, pose: RigPose) => {
    const frame = await png(view, pose);
    if (!view.jpegQuality) return frame;
    return sharp(frame).jpeg({ quality: view.jpegQuality, chromaSubsampling: '4:2:0' }).toBuffer();
  };
  /**
   * RGBA pixels, through the view's compression and with its sensor grain; decoded by libvips (sharp),
   * faster than in JavaScript.
   */
  const decode = async (view: RigView, pose: RigPose) => {
    const { data, info } = await sharp(await compressed(view, pose))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (view.sensorNoise) addGrain(data, view.sensorNoise, JSON.stringify([view, pose]));
    return { data, width: info.width, height: info.height };
  };
  return {
    async png(view: RigView, pose: RigPose) {
      if (!view.sensorNoise && !view.jpegQuality) return png(view, pose);
      const { data, width, height } = await decode(view, pose);
      return sharp(data, { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer();
    },
    /**
     * The frame as a JPEG, as a webcam streams it (an MJPEG video is JPEGs one after another). A view
     * compressed hard is its own JPEG, the very bytes the Node benchmark decodes; sensor grain is added
     * to decoded pixels, which the webcam then encodes as it does every frame.
     */
    async jpeg(view: RigView, pose: RigPose) {
      if (view.sensorNoise) {
        const { data, width, height } = await decode(view, pose);
        return sharp(data, { raw: { width, height, channels: 4 } })
          .jpeg({ quality: 90 })
          .toBuffer();
      }
      if (view.jpegQuality) return compressed(view, pose);
      return (await posed(view, pose)).screenshot({ type: 'jpeg', quality: 90, clip });
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
