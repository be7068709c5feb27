import fc from 'fast-check';
import type { z } from 'zod';
import type { Endpoint } from './api-endpoints';
import { ownOrigin } from './fuzz-harness';
import {
  encodeQueryValue,
  hostileValue,
  oddQuery,
  oddSegment,
  rawBodyArbitrary,
  type RawBody,
} from './hostile-values';
import { malformedArbitrary, validArbitrary } from './zod-arbitrary';

export type ActorName = 'pro' | 'free' | 'visitor' | 'forged';

/** One request to send through app.inject, and who sends it. */
export interface FuzzRequest {
  actor: ActorName;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/** An object becomes `a=1&b=x`; anything else is sent as the whole query string. */
function toQuery(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return encodeQueryValue(value);
  return Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeQueryValue(k)}=${encodeQueryValue(v)}`)
    .join('&');
}

function paramsArbitrary(endpoint: Endpoint, knownIds: string[]): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
  if (!names.length) return fc.constant(endpoint.path);
  const valid = validArbitrary(endpoint.params!) as fc.Arbitrary<Record<string, string>>;
  const segment = (name: string) =>
    fc.oneof(
      { arbitrary: valid.map((params) => encodeURIComponent(params[name] ?? '')), weight: 3 },
      { arbitrary: fc.constantFrom(...knownIds), weight: 2 },
      { arbitrary: oddSegment, weight: 3 },
      malformedArbitrary(endpoint.params!).map((wrong) =>
        encodeQueryValue((wrong as Record<string, unknown> | null)?.[name] ?? wrong),
      ),
    );
  return fc
    .tuple(...names.map(segment))
    .map((values) => names.reduce((path, name, i) => path.replace(`:${name}`, values[i]!), endpoint.path));
}

function queryArbitrary(schema: z.core.$ZodType | undefined): fc.Arbitrary<string> {
  if (!schema) return fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, oddQuery);
  return fc.oneof(
    { arbitrary: validArbitrary(schema).map(toQuery), weight: 2 },
    { arbitrary: malformedArbitrary(schema).map(toQuery), weight: 5 },
    oddQuery,
  );
}

function bodyArbitrary(endpoint: Endpoint): fc.Arbitrary<RawBody | undefined> {
  if (endpoint.method === 'GET') return fc.constant(undefined);
  const asJson = (value: unknown): RawBody => ({
    payload: json(value),
    headers: { 'content-type': 'application/json' },
  });
  const valid = endpoint.body ? validArbitrary(endpoint.body) : fc.constant({});
  const wrong = endpoint.body ? malformedArbitrary(endpoint.body) : hostileValue;
  return fc.oneof(
    { arbitrary: valid.map(asJson), weight: 1 },
    { arbitrary: wrong.map(asJson), weight: 6 },
    { arbitrary: rawBodyArbitrary(fc.oneof(valid, wrong)), weight: 3 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

const ipArbitrary = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 4000 }).map((n) => `10.77.${n >> 8}.${n & 255}`), weight: 20 },
  fc.constantFrom('not-an-ip', '::1', '2001:db8::1', '999.1.1.1', '1.2.3.4, 5.6.7.8', ''),
);

const originArbitrary = fc.oneof(
  { arbitrary: fc.constant(ownOrigin), weight: 20 },
  fc.constantFrom('https://evil.example', 'null', 'http://localhost:81', ''),
);

/** A request to `endpoint`: valid or almost valid pieces (path, query, body) sent as any actor. */
export function requestArbitrary(endpoint: Endpoint, knownIds: string[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      actor: fc.constantFrom<ActorName>('pro', 'pro', 'free', 'free', 'visitor', 'forged'),
      path: paramsArbitrary(endpoint, knownIds),
      query: queryArbitrary(endpoint.query),
      body: bodyArbitrary(endpoint),
      ip: ipArbitrary,
      origin: originArbitrary,
      signature: fc.option(fc.constantFrom('t=1,v1=00', 'garbage', ''), { nil: undefined }),
      host: fc.option(fc.constantFrom('[', 'a b', 'localhost:99999', 'évil.example', 'localhost:80/x'), {
        nil: undefined,
        freq: 20,
      }),
    })
    .map(({ actor, path, query, body, ip, origin, signature, host }) => {
      const headers: Record<string, string> = { 'x-forwarded-for': ip, ...body?.headers };
      if (host !== undefined) headers.host = host;
      if (origin) headers.origin = origin;
      if (signature !== undefined && endpoint.path.endsWith('/webhook'))
        headers['stripe-signature'] = signature;
      return {
        actor,
        method: endpoint.method,
        url: query ? `${path}?${query}` : path,
        headers,
        payload: body?.payload,
      };
    });
}
