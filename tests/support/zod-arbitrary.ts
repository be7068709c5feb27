import fc from 'fast-check';
import type { z } from 'zod';
import { hostileValue } from './hostile-values';

/**
 * fast-check arbitraries derived from our zod schemas (zod 4's `_zod.def`), for the shapes the API
 * uses: objects, strings with lengths, formats and patterns, numbers with ranges, enums, literals,
 * arrays, records, unions, optional and default. `validArbitrary` makes values that (nearly always)
 * pass; `malformedArbitrary` makes values that almost pass: one field somewhere is wrong.
 */
type Schema = z.core.$ZodType;
type Def = Schema['_zod']['def'] & Record<string, unknown>;

const defOf = (schema: Schema) => schema._zod.def as Def;
const isOptional = (schema: Schema) => schema._zod.optin === 'optional';
/** Generated valid strings and arrays stay short; the malformed ones get long on purpose. */
const cap = (max: number | null | undefined, min: number, limit: number) =>
  Math.max(min, Math.min(max ?? limit, limit));

function checkOf(def: Def, kind: string): Record<string, unknown> | undefined {
  const checks = (def.checks ?? []) as unknown as Schema[];
  return checks.map((check) => defOf(check)).find((check) => check.check === kind);
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const def = defOf(schema);
  const bounds = schema as unknown as { minLength: number | null; maxLength: number | null };
  const min = bounds.minLength ?? 0;
  const max = cap(bounds.maxLength, min, 40);
  const pattern = (def.pattern ?? checkOf(def, 'string_format')?.pattern) as RegExp | undefined;
  if (def.format === 'uuid' || def.format === 'guid') return fc.uuid({ version: 4 });
  if (def.format === 'email') return fc.stringMatching(/^[a-z]{1,12}$/).map((name) => `${name}@example.com`);
  if (def.format === 'url') return fc.webUrl();
  if (pattern) return fc.stringMatching(pattern);
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  const bounds = schema as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
  const min = Math.max(bounds.minValue ?? -1e9, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(bounds.maxValue ?? 1e9, Number.MAX_SAFE_INTEGER);
  if (bounds.isInt) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function arrayBounds(def: Def): { min: number; max: number | undefined } {
  return {
    min: (checkOf(def, 'min_length')?.minimum as number | undefined) ?? 0,
    max: checkOf(def, 'max_length')?.maximum as number | undefined,
  };
}

export function validArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'bigint':
      return fc.bigInt();
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, validArbitrary(v)]));
      const requiredKeys = Object.keys(shape).filter((key) => !isOptional(shape[key]!));
      return fc.record(fields, { requiredKeys });
    }
    case 'array': {
      const { min, max } = arrayBounds(def);
      return fc.array(validArbitrary(def.element as Schema), { minLength: min, maxLength: cap(max, min, 4) });
    }
    case 'record':
      return fc.dictionary(
        validArbitrary(def.keyType as Schema) as fc.Arbitrary<string>,
        validArbitrary(def.valueType as Schema),
        { maxKeys: 4 },
      );
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map(validArbitrary));
    case 'intersection':
      return fc
        .tuple(validArbitrary(def.left as Schema), validArbitrary(def.right as Schema))
        .map(([left, right]) => ({ ...(left as object), ...(right as object) }));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return validArbitrary(def.innerType as Schema);
    case 'pipe':
      return validArbitrary(def.in as Schema);
    case 'lazy':
      return validArbitrary((def.getter as () => Schema)());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values of the right kind but out of the schema's range: too long, too big, not an integer, unknown. */
function outOfRange(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (def.type === 'string') {
    const max = (schema as unknown as { maxLength: number | null }).maxLength ?? 1000;
    return fc.oneof(
      fc.integer({ min: max + 1, max: max + 2000 }).map((length) => 'x'.repeat(length)),
      fc.constantFrom('', ' ', '\u0000', '\uD800', 'not-a-match', '🧘‍♀️'.repeat(max + 1)),
    );
  }
  if (def.type === 'number') {
    const { minValue, maxValue } = schema as unknown as { minValue: number | null; maxValue: number | null };
    return fc.constantFrom(
      (minValue ?? 0) - 1,
      (maxValue ?? 0) + 1,
      (minValue ?? 0) + 0.5,
      -0,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
    );
  }
  if (def.type === 'enum' || def.type === 'literal') return fc.constantFrom('nope', 'EN', 'Month', ' month');
  return hostileValue;
}

/**
 * Almost valid: a valid value with one field (at any depth) replaced by a wrong type, an out-of-range
 * value or a hostile one, a required field dropped, a prototype-pollution key added, or the whole
 * value replaced by something of the wrong kind.
 */
export function malformedArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  if (inner) return malformedArbitrary(inner as Schema);
  const wholesale = fc.oneof(outOfRange(schema), hostileValue);
  if (def.type === 'object') {
    const shape = def.shape as Record<string, Schema>;
    const keys = Object.keys(shape);
    if (!keys.length) return wholesale;
    const base = validArbitrary(schema) as fc.Arbitrary<Record<string, unknown>>;
    const oneField = fc.constantFrom(...keys).chain((key) =>
      fc.tuple(base, fc.constant(key), malformedArbitrary(shape[key]!)).map(([value, k, wrong]) => {
        return { ...value, [k]: wrong };
      }),
    );
    const required = keys.filter((key) => !isOptional(shape[key]!));
    const dropped = required.length
      ? fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
          const copy = { ...value };
          delete copy[key];
          return copy;
        })
      : oneField;
    const polluted = fc
      .tuple(base, fc.constantFrom('__proto__', 'constructor', 'prototype'), hostileValue)
      .map(([value, key, extra]) => withOwnKey(value, key, extra));
    return fc.oneof({ arbitrary: oneField, weight: 6 }, dropped, polluted, wholesale);
  }
  if (def.type === 'array') {
    const { min, max } = arrayBounds(def);
    const element = def.element as Schema;
    const oneElement = fc
      .tuple(
        fc.array(validArbitrary(element), { minLength: Math.max(min, 1), maxLength: cap(max, min, 4) }),
        malformedArbitrary(element),
        fc.nat(),
      )
      .map(([items, wrong, at]) => items.map((item, i) => (i === at % items.length ? wrong : item)));
    const tooMany =
      max === undefined
        ? oneElement
        : fc
            .constant(max + 1)
            .chain((n) => fc.array(validArbitrary(element), { minLength: n, maxLength: n }));
    return fc.oneof({ arbitrary: oneElement, weight: 3 }, tooMany, fc.constant([]), wholesale);
  }
  if (def.type === 'record') {
    return fc.oneof(
      fc.dictionary(fc.string({ maxLength: 60 }), hostileValue, { minKeys: 1, maxKeys: 3 }),
      fc
        .integer({ min: 41, max: 60 })
        .map((n) => Object.fromEntries([...Array(n).keys()].map((i) => [`k${i}`, i]))),
      wholesale,
    );
  }
  if (def.type === 'union') return fc.oneof(...(def.options as Schema[]).map(malformedArbitrary));
  return wholesale;
}

/** `{ ...value, [key]: extra }`, except that `__proto__` becomes a real own key, as JSON.parse makes it. */
function withOwnKey(value: Record<string, unknown>, key: string, extra: unknown): Record<string, unknown> {
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: extra, enumerable: true, writable: true, configurable: true });
  return copy;
}
