/** The Open Graph picture: 1200×630, the wordmark and the tagline beside a seated figure. */
export const ogSize = { width: 1200, height: 630 } as const;

export interface OgContent {
  /** The wordmark; left out when no installed font can draw it. */
  title?: { text: string; family: string };
  /** The tagline, already broken into lines; left out when no installed font has its script. */
  tagline?: { lines: string[]; family: string; fontSize: number };
  rtl: boolean;
}

export const titleFontSize = 110;
const margin = 90;
/** How wide the text may run before it would reach the figure's halo. */
export const textMaxWidth = 620;
export const lineHeight = (fontSize: number) => Math.round(fontSize * 1.3);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function ogImageSvg({ title, tagline, rtl }: OgContent): string {
  const { width, height } = ogSize;
  // Right-to-left languages read from the right: the text moves there and the figure to the left.
  const figureX = rtl ? width - 960 : 960;
  const textX = rtl ? width - margin : margin;
  const anchor = rtl ? 'end' : 'start';
  const lines = tagline?.lines ?? [];
  const step = tagline ? lineHeight(tagline.fontSize) : 0;
  // The block (wordmark, tagline lines, accent bar) is centred vertically.
  const titleY = Math.round(
    height / 2 - (Math.max(lines.length - 1, 0) * step + (lines.length ? 60 : 0)) / 2,
  );
  const firstLineY = titleY + 80;
  const barY = lines.length ? firstLineY + (lines.length - 1) * step + 50 : titleY + 50;
  const barX = rtl ? width - margin - 4 - 150 : margin + 4;
  const text = (content: string, y: number, attributes: string) =>
    `<text x="${textX}" y="${y}" text-anchor="${anchor}" ${attributes}>${escape(content)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#0b120e"/>`,
    `<circle cx="${figureX}" cy="315" r="230" fill="#1b8a4a" opacity="0.18"/>`,
    `<g stroke="#e8f3ec" stroke-width="18" stroke-linecap="round" fill="none" transform="translate(${figureX - 960} 0)">`,
    '<circle cx="960" cy="200" r="44" fill="#0b120e"/>',
    '<line x1="960" y1="250" x2="960" y2="400"/><line x1="960" y1="290" x2="1040" y2="350"/>',
    '<line x1="960" y1="290" x2="880" y2="350"/><line x1="960" y1="400" x2="1020" y2="500"/>',
    '<line x1="960" y1="400" x2="900" y2="500"/>',
    '</g>',
    title
      ? text(
          title.text,
          titleY,
          `font-family="${escape(title.family)}" font-size="${titleFontSize}" font-weight="800" fill="#e8f3ec"`,
        )
      : '',
    ...lines.map((line, i) =>
      text(
        line,
        firstLineY + i * step,
        `font-family="${escape(tagline!.family)}" font-size="${tagline!.fontSize}" fill="#9fb8a8"`,
      ),
    ),
    `<rect x="${barX}" y="${barY}" width="150" height="10" rx="5" fill="#3ddc84"/>`,
    '</svg>',
  ].join('\n');
}
