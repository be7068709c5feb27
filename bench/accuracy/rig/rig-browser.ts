import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { launchBrowser } from '../../../tests/e2e/support/browser';
import { installRig, pxPerCm } from './rig-page';
import type { RigPose, RigView } from './rig-types';

const photo = path.resolve('tests/e2e/fixtures/astronaut.png');

/** The rig in headless Chromium: pose it, get the webcam frame as PNG or as RGBA pixels. */
export async function launchRig() {
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 640, height: 480 } });
  await page.setContent('<!doctype html><html><body></body></html>');
  const url = `data:image/png;base64,${fs.readFileSync(photo).toString('base64')}`;
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.evaluate('window.__name = (f) => f');
  await page.evaluate(`(${installRig.toString()})(${JSON.stringify(url)}, ${pxPerCm})`);
  const png = async (view: RigView, pose: RigPose) => {
    await page.evaluate(
      ([v, p]) => (window as unknown as { setRig(v: RigView, p: RigPose): Promise<void> }).setRig(v, p),
      [view, pose] as const,
    );
    return page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 640, height: 480 } });
  };
  return {
    png,
    async rgba(view: RigView, pose: RigPose) {
      const decoded = PNG.sync.read(await png(view, pose));
      return {
        data: new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length),
        width: decoded.width,
        height: decoded.height,
      };
    },
    close: () => browser.close(),
  };
}
