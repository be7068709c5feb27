import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../src/shared/i18n/languages';
import { iconFiles, iconSizes } from './app-icons-plugin';
import { covers, fontFiles, readFontFaces } from './font-faces';
import { renderOgImages } from './og-images-plugin';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('build-time images', () => {
  it('reads which characters an installed font can draw', () => {
    const faces = fontFiles().flatMap(readFontFaces);
    const latin = faces.find((face) => covers(face, 'Postura'));
    if (!latin) return; // A machine without fonts: the pictures then carry no text at all.
    expect(latin.family.length).toBeGreaterThan(0);
    expect(covers(latin, 'Postura \u200c')).toBe(true); // spaces and joiners need no glyph
    expect(covers({ ...latin, ranges: [[0x41, 0x5a]] }, 'POSTURA')).toBe(true);
    expect(covers({ ...latin, ranges: [[0x41, 0x5a]] }, 'Postura')).toBe(false);
  });

  it('renders every icon at its size', async () => {
    const files = iconFiles();
    expect(Object.keys(files)).toHaveLength(iconSizes.length + 2);
    for (const size of iconSizes)
      expect(pngSize(await files[`icons/icon-${size}.png`]!())).toEqual({ width: size, height: size });
    expect(pngSize(await files['icons/maskable-512.png']!())).toEqual({ width: 512, height: 512 });
    expect(pngSize(await files['apple-touch-icon.png']!())).toEqual({ width: 180, height: 180 });
  });

  it('renders a 1200×630 Open Graph picture per language, with the tagline only where a font has its script', async () => {
    const images = await renderOgImages(languageCodes);
    expect(images.map((image) => image.language)).toEqual([...languageCodes]);
    for (const image of images) expect(pngSize(image.png)).toEqual({ width: 1200, height: 630 });
    const faces = fontFiles().flatMap(readFontFaces);
    if (faces.some((face) => covers(face, 'Your AI posture coach')))
      expect(images.find((image) => image.language === 'en')!.withTagline).toBe(true);
    // resvg does not shape Devanagari and Bengali: their pictures never carry the tagline.
    for (const language of ['hi', 'bn'])
      expect(images.find((image) => image.language === language)!.withTagline).toBe(false);
  });
});
