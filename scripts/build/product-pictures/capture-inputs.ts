import path from 'node:path';

/** Debian's Chromium, as in the browser tests; never a downloaded browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser tests' public-domain photo (scikit-image's astronaut), the fake camera's subject. */
export const cameraPhoto = path.resolve('tests/e2e/fixtures/astronaut.png');
