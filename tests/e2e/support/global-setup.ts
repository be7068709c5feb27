import fs from 'node:fs';
import { chromiumPath } from './browser';
import { buildWebIfStale } from './build-web';

/** Checks for Debian's Chromium and builds the web app if needed, once for all browser tests. */
export default function setup(): void {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install chromium).`,
    );
  }
  buildWebIfStale();
}
