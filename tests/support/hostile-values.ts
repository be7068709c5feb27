import { gzipSync } from 'node:zlib';
import fc from 'fast-check';

/** Strings that have broken parsers, databases and templates before. */
export const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFFbom',
  '\u202Eevil',
  'zero\u200Bwidth',
  'e\u0301\u0301\u0301',
  '🧘‍♀️👨‍👩‍👧‍👦',
  '\r\n\t',
  'NaN',
  'Infinity',
  '-1',
  '1e999',
  '0x10',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE "user"; --',
  '../../../etc/passwd',
  '%00',
  '%zz',
  '${7*7}{{7*7}}',
  'ａｄｍｉｎ',
  'İstanbul',
] as const;

const protoObjects = fc.constantFrom<unknown>(
  JSON.parse('{"__proto__":{"polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  JSON.parse('{"toString":"x","valueOf":1,"hasOwnProperty":null}'),
);

const deepArray = fc
  .integer({ min: 50, max: 400 })
  .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)));

/** A value of any JSON kind, mostly wrong for whatever field it lands in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(...oddStrings), weight: 4 },
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -0,
    -1,
    0.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    [],
    {},
    [null],
    [''],
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(1000, 17_000, 40_000).map((length) => 'ä'.repeat(length)),
  fc.jsonValue({ maxDepth: 3 }),
  protoObjects,
  deepArray,
);

export interface RawBody {
  payload: string | Buffer;
  headers: Record<string, string>;
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/**
 * The same payload sent wrongly: other content types, a charset or encoding it does not have, broken
 * or truncated JSON, a wrong length, nothing at all, or more than any body limit allows.
 */
export function rawBodyArbitrary(value: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> {
  const withType = (type: string) =>
    value.map((v) => ({ payload: json(v), headers: { 'content-type': type } }));
  return fc.oneof(
    withType('text/plain'),
    withType('text/plain;charset=utf-8'),
    withType('application/json; charset=latin1'),
    withType('application/json; charset=utf-16'),
    withType('application/x-www-form-urlencoded'),
    withType('multipart/form-data; boundary=x'),
    withType('application/xml'),
    withType('application/json, text/html'),
    withType(''),
    value.map((v) => ({
      payload: json(v),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    })),
    value.map((v) => ({
      payload: json(v),
      headers: { 'content-type': 'application/json', 'content-encoding': 'br, x-unknown' },
    })),
    value.map((v) => ({
      payload: gzipSync(json(v)),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    })),
    value.map((v) => ({
      payload: Buffer.from(json(v), 'latin1'),
      headers: { 'content-type': 'application/json' },
    })),
    value.map((v) => ({ payload: `\uFEFF${json(v)}`, headers: { 'content-type': 'application/json' } })),
    fc.tuple(value, fc.nat()).map(([v, cut]) => {
      const text = json(v);
      return {
        payload: text.slice(0, cut % Math.max(text.length, 1)),
        headers: { 'content-type': 'application/json' },
      };
    }),
    fc
      .constantFrom(
        '{',
        '{"a":1,}',
        "{'a':1}",
        '{"a":\u0000}',
        'NaN',
        '\u0000',
        '{"a":1}garbage',
        '[]]',
        '"\\uD800"',
      )
      .map((payload) => ({ payload, headers: { 'content-type': 'application/json' } })),
    value.map((v) => ({
      payload: json(v),
      headers: { 'content-type': 'application/json', 'content-length': '3' },
    })),
    fc.constant({ payload: '', headers: { 'content-type': 'application/json' } }),
    fc.constantFrom(17 * 1024, 65 * 1024, 600 * 1024).map((size) => ({
      payload: JSON.stringify({ padding: 'x'.repeat(size) }),
      headers: { 'content-type': 'application/json' },
    })),
  );
}

/** Path segments in place of an id: too long, badly percent-encoded, traversal, control characters. */
export const oddSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%ED%A0%80',
    '%00',
    '%2F',
    '..',
    '%2e%2e',
    '.',
    '%20',
    '~',
    '__proto__',
    'constructor',
  ),
  fc.integer({ min: 90, max: 5000 }).map((length) => 'a'.repeat(length)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

/** Query strings that are odd rather than merely wrong: broken escapes, repeats, arrays, huge. */
export const oddQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%%',
    '=',
    '&&&',
    '=&=',
    'a=%zz',
    'a=%E0%A4%A',
    '__proto__=1',
    'constructor[prototype]=1',
    'limit=1&limit=2',
    'limit[]=5',
    'tzOffset=%00',
    'from=2026-02-30&to=2026-13-01',
  ),
  fc.integer({ min: 1000, max: 60_000 }).map((length) => `q=${'a'.repeat(length)}`),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 5 })
    .map((entries) => new URLSearchParams(entries).toString()),
);

/** A URL query value, including ones `encodeURIComponent` would refuse (lone surrogates). */
export function encodeQueryValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return escape(text);
  }
}
