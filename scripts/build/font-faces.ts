import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One face of an installed font file: its family, weight, and the characters it has glyphs for. */
export interface FontFace {
  file: string;
  family: string;
  weight: number;
  /** OS/2 width class: 5 is normal, lower is condensed. */
  width: number;
  italic: boolean;
  /** Sorted, non-overlapping [first, last] code point ranges that map to a real glyph. */
  ranges: Array<[number, number]>;
}

/** Where operating systems keep fonts; the build reads them and downloads nothing. */
const fontDirs = [
  '/usr/share/fonts',
  '/usr/local/share/fonts',
  path.join(os.homedir(), '.local/share/fonts'),
  path.join(os.homedir(), '.fonts'),
  '/System/Library/Fonts',
  '/Library/Fonts',
  path.join(os.homedir(), 'Library/Fonts'),
  'C:\\Windows\\Fonts',
];

export function fontFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && depth < 4) walk(full, depth + 1);
      else if (/\.(ttf|otf|ttc)$/i.test(entry.name)) found.push(full);
    }
  };
  for (const dir of fontDirs) walk(dir, 0);
  return found.sort();
}

/** The faces of a TrueType/OpenType file or collection; a file it cannot read gives none. */
export function readFontFaces(file: string): FontFace[] {
  try {
    const data = fs.readFileSync(file);
    const offsets =
      data.toString('latin1', 0, 4) === 'ttcf'
        ? Array.from({ length: data.readUInt32BE(8) }, (_, i) => data.readUInt32BE(12 + 4 * i))
        : [0];
    return offsets.flatMap((offset) => {
      const face = readFace(data, offset);
      return face ? [{ file, ...face }] : [];
    });
  } catch {
    return [];
  }
}

/** Whether the face draws every character of the text (invisible format characters need no glyph). */
export function covers(face: FontFace, text: string): boolean {
  for (const char of text.replace(/[\s\p{Default_Ignorable_Code_Point}]/gu, '')) {
    const code = char.codePointAt(0)!;
    let low = 0;
    let high = face.ranges.length - 1;
    let found = false;
    while (low <= high && !found) {
      const middle = (low + high) >> 1;
      const [first, last] = face.ranges[middle]!;
      if (code < first) high = middle - 1;
      else if (code > last) low = middle + 1;
      else found = true;
    }
    if (!found) return false;
  }
  return true;
}

function readFace(data: Buffer, offset: number): Omit<FontFace, 'file'> | undefined {
  const tables = new Map<string, number>();
  const count = data.readUInt16BE(offset + 4);
  for (let i = 0; i < count; i++) {
    const record = offset + 12 + 16 * i;
    tables.set(data.toString('latin1', record, record + 4), data.readUInt32BE(record + 8));
  }
  const name = tables.get('name');
  const cmap = tables.get('cmap');
  if (name === undefined || cmap === undefined) return undefined;
  const family = readFamily(data, name);
  if (!family) return undefined;
  const os2 = tables.get('OS/2');
  return {
    family,
    weight: os2 === undefined ? 400 : data.readUInt16BE(os2 + 4),
    width: os2 === undefined ? 5 : data.readUInt16BE(os2 + 6),
    italic: os2 === undefined ? false : (data.readUInt16BE(os2 + 62) & 1) === 1,
    ranges: readCmap(data, cmap),
  };
}

/** The typographic family (name 16) or the family (name 1), in English where the font says so. */
function readFamily(data: Buffer, table: number): string | undefined {
  const count = data.readUInt16BE(table + 2);
  const strings = table + data.readUInt16BE(table + 4);
  const found = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const record = table + 6 + 12 * i;
    const platform = data.readUInt16BE(record);
    const language = data.readUInt16BE(record + 4);
    const nameId = data.readUInt16BE(record + 6);
    if (nameId !== 1 && nameId !== 16) continue;
    const start = strings + data.readUInt16BE(record + 10);
    const bytes = data.subarray(start, start + data.readUInt16BE(record + 8));
    if (platform === 3 && language === 0x409 && bytes.length % 2 === 0)
      found.set(nameId, Buffer.from(bytes).swap16().toString('utf16le'));
    else if (platform === 1 && language === 0 && !found.has(nameId))
      found.set(nameId, bytes.toString('latin1'));
  }
  return found.get(16) ?? found.get(1);
}

/** The code points of the best Unicode subtable (format 12 for the full range, else format 4). */
function readCmap(data: Buffer, table: number): Array<[number, number]> {
  const subtables = new Map<number, number>();
  for (let i = 0; i < data.readUInt16BE(table + 2); i++) {
    const record = table + 4 + 8 * i;
    const sub = table + data.readUInt32BE(record + 4);
    const format = data.readUInt16BE(sub);
    const platform = data.readUInt16BE(record);
    const encoding = data.readUInt16BE(record + 2);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && (format === 4 || format === 12) && !subtables.has(format)) subtables.set(format, sub);
  }
  const ranges: Array<[number, number]> = [];
  const add = (first: number, last: number) => {
    const previous = ranges.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else ranges.push([first, last]);
  };
  const format12 = subtables.get(12);
  const format4 = subtables.get(4);
  if (format12 !== undefined) {
    const groups = data.readUInt32BE(format12 + 12);
    for (let i = 0; i < groups; i++) {
      const group = format12 + 16 + 12 * i;
      add(data.readUInt32BE(group), data.readUInt32BE(group + 4));
    }
  } else if (format4 !== undefined) {
    const segments = data.readUInt16BE(format4 + 6) / 2;
    const ends = format4 + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const rangeOffsets = deltas + 2 * segments;
    for (let s = 0; s < segments; s++) {
      const first = data.readUInt16BE(starts + 2 * s);
      const last = data.readUInt16BE(ends + 2 * s);
      const delta = data.readUInt16BE(deltas + 2 * s);
      const rangeOffset = data.readUInt16BE(rangeOffsets + 2 * s);
      for (let code = first; code <= last && code !== 0xffff; code++) {
        let glyph = (code + delta) & 0xffff;
        if (rangeOffset !== 0) {
          glyph = data.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (code - first));
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) add(code, code);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return ranges;
}
