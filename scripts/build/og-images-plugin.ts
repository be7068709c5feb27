import { Resvg } from '@resvg/resvg-js';
import type { Logger, Plugin } from 'vite';
import { readLocaleTree } from '../../src/server/i18n/locale-files';
import { productName } from '../../src/shared/constants';
import {
  defaultLanguage,
  getLanguage,
  languageCodes,
  type LanguageCode,
} from '../../src/shared/i18n/languages';
import { covers, fontFiles, readFontFaces, type FontFace } from './font-faces';
import { ogImageSvg, ogSize, textMaxWidth, type OgContent } from './og-image-template';
import { renderPng } from './render-png';

/** Tagline sizes to try, largest first, and how many lines it may take. */
const taglineSizes = [44, 38, 32];
const maxLines = 3;
/** Families that look best for the wordmark and tagline, where installed; any other covering font will do. */
const preferredFamilies = ['Noto Sans', 'DejaVu Sans', 'Liberation Sans', 'Arial', 'Helvetica', 'Segoe UI'];

/**
 * `/og/<lng>.png` for every language: the Open Graph picture with the language's tagline (the home
 * page's `pages.home.tagline`, as in its title), rendered at build time with resvg from the fonts
 * installed on the machine. A language whose script no installed font covers gets the picture
 * without its tagline (the wordmark alone), so no image ever shows missing-glyph boxes.
 */
export function ogImages(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'postura-og-images',
    // Not in the pre-render's server build, which ships no files.
    apply: (_config, env) => !env.isSsrBuild,
    configResolved(config) {
      logger = config.logger;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/og\/([a-z]{2})\.png$/.exec((request.url ?? '').split('?')[0]!);
        const language = languageCodes.find((code) => code === match?.[1]);
        if (!language) return next();
        renderOgImages([language])
          .then(([image]) => response.setHeader('content-type', 'image/png').end(image!.png))
          .catch(next);
      });
    },
    async generateBundle() {
      const started = performance.now();
      const images = await renderOgImages(languageCodes);
      for (const image of images)
        this.emitFile({ type: 'asset', fileName: `og/${image.language}.png`, source: image.png });
      const logoOnly = images.filter((image) => !image.withTagline).map((image) => image.language);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger?.info(
        `rendered ${images.length} Open Graph images in ${seconds} s` +
          (logoOnly.length
            ? ` (wordmark only — no installed font, or a script resvg cannot shape: ${logoOnly.join(', ')})`
            : ''),
      );
    },
  };
}

/** The picture of each language, and whether it carries the tagline. */
export async function renderOgImages(
  languages: readonly LanguageCode[],
): Promise<Array<{ language: LanguageCode; png: Buffer; withTagline: boolean }>> {
  const faces = fontFiles().flatMap(readFontFaces);
  const title = pickFace(faces, productName, 800);
  return Promise.all(
    languages.map(async (language) => {
      const rtl = getLanguage(language).rtl;
      const tagline = taglineOf(language);
      const face = pickFace(faces, tagline, 400);
      const layout = face ? fitTagline(tagline, face, language) : undefined;
      const content: OgContent = {
        rtl,
        title: title && { text: productName, family: title.family },
        tagline: layout && face && { ...layout, family: face.family },
      };
      const files = [...new Set([title?.file, content.tagline && face?.file])].filter(
        (file): file is string => !!file,
      );
      const png = await renderPng(ogImageSvg(content), ogSize.width, files);
      return { language, png, withTagline: !!content.tagline };
    }),
  );
}

function taglineOf(language: LanguageCode): string {
  const read = (lng: string) => {
    const tree = readLocaleTree(lng) as { pages?: { home?: { tagline?: string } } };
    return tree.pages?.home?.tagline;
  };
  return (read(language) ?? read(defaultLanguage) ?? '').trim();
}

/**
 * Scripts resvg draws without their shaping — Devanagari's and Bengali's conjuncts and reordered vowel
 * signs came out overlapped with Noto Sans Devanagari and Bengali — so a tagline in them is left out,
 * as one without a font is (decision 008). Thai, Arabic and Urdu, CJK and the rest draw correctly.
 */
const unshapedScripts = /[\u0900-\u09ff]/;

/** The upright face that has every character of the text, preferring the usual sans families. */
function pickFace(faces: FontFace[], text: string, weight: number): FontFace | undefined {
  if (!text || unshapedScripts.test(text)) return undefined;
  const rank = (face: FontFace) => {
    const preferred = preferredFamilies.indexOf(face.family);
    return [
      preferred < 0 ? preferredFamilies.length : preferred,
      Math.abs(face.width - 5),
      Math.abs(face.weight - weight),
    ];
  };
  return faces
    .filter((face) => !face.italic && covers(face, text))
    .sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      return ra[0]! - rb[0]! || ra[1]! - rb[1]! || ra[2]! - rb[2]!;
    })[0];
}

/**
 * Breaks the tagline into at most three lines that fit beside the figure, at the largest size that
 * allows it; words are measured with resvg in the chosen font (widths scale with the size).
 */
function fitTagline(
  tagline: string,
  face: FontFace,
  language: LanguageCode,
): { lines: string[]; fontSize: number } | undefined {
  const reference = 100;
  const widths = new Map<string, number>();
  const measure = (text: string) => {
    let width = widths.get(text);
    if (width === undefined) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="200"><text x="10" y="150" font-family="${face.family}" font-size="${reference}">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`;
      const resvg = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [face.file] } });
      width = resvg.getBBox()?.width ?? 0;
      widths.set(text, width);
    }
    return width;
  };
  // Line breaks go after a space, or between two words of a script written without spaces;
  // punctuation stays with the word before it.
  const tokens: string[] = [];
  let previous: Intl.SegmentData | undefined;
  for (const segment of new Intl.Segmenter(language, { granularity: 'word' }).segment(tagline)) {
    const breakable =
      !previous || /\s$/.test(previous.segment) || (segment.isWordLike && previous.isWordLike);
    if (!tokens.length || (breakable && !/^\s+$/.test(segment.segment))) tokens.push(segment.segment);
    else tokens[tokens.length - 1] = (tokens.at(-1) ?? '') + segment.segment;
    previous = segment;
  }
  for (const fontSize of taglineSizes) {
    const limit = (textMaxWidth * reference) / fontSize;
    const lines: string[] = [];
    let line = '';
    for (const token of tokens) {
      const candidate = line + token;
      if (line.trim() && measure(candidate.trim()) > limit) {
        lines.push(line.trim());
        line = token;
      } else line = candidate;
    }
    if (line.trim()) lines.push(line.trim());
    if (lines.length <= maxLines && lines.every((l) => measure(l) <= limit)) return { lines, fontSize };
  }
  return undefined;
}
