import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints, ownEndpoints, type Endpoint } from '../../../tests/support/api-endpoints';
import { startPricedStandIn, stripeEnv } from '../../../tests/support/billing-test-app';
import {
  createActor,
  expectWellFormedAnswer,
  ownOrigin,
  stateFingerprint,
  stillSignedIn,
  type Actor,
} from '../../../tests/support/fuzz-harness';
import { requestArbitrary, type ActorName, type FuzzRequest } from '../../../tests/support/fuzz-requests';
import { oddQuery, oddSegment } from '../../../tests/support/hostile-values';
import type { StripeStandIn } from '../../../tests/support/stripe-stand-in';
import { startTestApp } from '../../../tests/support/test-app';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';

/**
 * Hostile input (issue 9): every API endpoint, ours and better-auth's, is sent thousands of payloads
 * that almost match its zod schema, in odd encodings and from every kind of actor. No answer may be a
 * 5xx, every 4xx carries a message the UI can show, and a refused request changes nothing stored.
 */
const start = Math.floor(Date.UTC(2026, 10, 2, 9, 0) / 60_000) * 60_000;
const keeperMinute = (i: number) => ({
  minute: start + i * 60_000,
  score: 70 + i,
  secondsGood: 40,
  secondsFair: 10,
  secondsBad: 10,
  alerts: 1,
  metrics: { headDrop: 0.05 },
});

/** Payloads per endpoint on SQLite; PostgreSQL runs a tenth of them. */
const runsPerEndpoint = (endpoint: Endpoint) =>
  endpoint.path.startsWith('/api/auth') ? 110 : endpoint.body || endpoint.query || endpoint.params ? 200 : 80;

/** FUZZ_SCALE=0.2 for a quick look while working; the full run sends over 10,000 payloads. */
const fuzzScale = Number(process.env.FUZZ_SCALE ?? 1);

describe.each<[TestDatabaseKind, number]>([
  ['sqlite', fuzzScale],
  ['postgres', 0.1 * fuzzScale],
])('hostile input on %s', (kind, scale) => {
  let app: FastifyInstance;
  let standIn: StripeStandIn;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const actors = {} as Record<'pro' | 'free' | 'keeper', Actor>;
  const knownIds: string[] = [];
  let keeperRows: unknown;
  let sent = 0;
  let lastFingerprint: Record<string, unknown> | undefined;

  async function keeperSnapshot() {
    const db = app.database.db;
    const userId = (
      await db
        .selectFrom('user')
        .select('id')
        .where('email', '=', actors.keeper.email)
        .executeTakeFirstOrThrow()
    ).id;
    // Each table's rows of the keeper, in a stable order (a plain query per table keeps the types simple).
    const mine = (
      table:
        | 'posture_session'
        | 'posture_minute'
        | 'posture_hour'
        | 'posture_preference'
        | 'posture_calibration'
        | 'subscription',
    ) =>
      sql`select * from ${sql.table(table)} where ${sql.ref('userId')} = ${userId} order by 1, 2`
        .execute(db)
        .then((result) => result.rows);
    return {
      user: await db.selectFrom('user').selectAll().where('id', '=', userId).execute(),
      accounts: await db.selectFrom('account').selectAll().where('userId', '=', userId).execute(),
      sessions: await mine('posture_session'),
      minutes: await mine('posture_minute'),
      hours: await mine('posture_hour'),
      preferences: await mine('posture_preference'),
      calibrations: await mine('posture_calibration'),
      subscription: await mine('subscription'),
    };
  }

  async function as(actor: Actor, method: string, url: string, payload?: object) {
    const answer = await app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: { origin: ownOrigin, cookie: actor.cookie },
    });
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
    return answer;
  }

  beforeAll(async () => {
    standIn = await startPricedStandIn();
    database = await openTestDatabase(kind);
    app = await startTestApp({ database, env: { TRUST_PROXY: 'true', ...stripeEnv(standIn) } });
    actors.pro = await createActor(app, 'pro');
    actors.free = await createActor(app, 'free');
    actors.keeper = await createActor(app, 'pro');
    // The keeper's data, stored before the fuzzing, must come out of it exactly as it went in.
    for (const actor of [actors.keeper, actors.pro, actors.free]) {
      const id = randomUUID();
      knownIds.push(id);
      await as(actor, 'POST', '/api/posture/sessions', { id, startedAt: start, deviceLabel: 'Desk camera' });
      await as(actor, 'POST', `/api/posture/sessions/${id}/minutes`, {
        minutes: [0, 1, 2].map(keeperMinute),
      });
    }
    await as(actors.keeper, 'POST', `/api/posture/sessions/${knownIds[0]}/end`, {
      endedAt: start + 3 * 60_000,
    });
    await as(actors.keeper, 'PUT', '/api/posture/preferences', {
      sensitivity: 7,
      sound: true,
      volume: 0.5,
      notifications: false,
    });
    await as(actors.keeper, 'PUT', '/api/posture/calibrations/default', { view: 'front', headDrop: 0.1 });
    knownIds.push('default', 'cs_test_unknown', 'in_unknown');
    keeperRows = await keeperSnapshot();
  }, 60_000);

  // better-auth prints every refused request (thousands here) to the console; the answers are checked.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await standIn?.close();
  });

  async function send(request: FuzzRequest, label: string): Promise<void> {
    const cookies: Record<ActorName, string | undefined> = {
      pro: actors.pro.cookie,
      free: actors.free.cookie,
      visitor: undefined,
      forged: 'postura.session_token=forged.c2lnbmF0dXJl; postura.session_data=%zz',
    };
    const cookie = cookies[request.actor];
    // Requests run one at a time, so the state after the last one is the state before this one.
    const before = (lastFingerprint ??= await stateFingerprint(app));
    const describeIt = `${label} as ${request.actor}: ${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers)} ${String(request.payload ?? '').slice(0, 200)}`;
    let timer: NodeJS.Timeout | undefined;
    const response = await Promise.race([
      app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: cookie ? { ...request.headers, cookie } : request.headers,
        payload: request.payload,
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within 10 s: ${describeIt}`)), 10_000);
      }),
    ]).finally(() => clearTimeout(timer));
    sent += 1;
    expectWellFormedAnswer(response, describeIt);
    lastFingerprint = await stateFingerprint(app);
    if (response.statusCode >= 400)
      expect(lastFingerprint, `${describeIt} changed stored data`).toEqual(before);
  }

  /** A fuzzed sign-out, revoke or delete-user may end an actor's session: give it a fresh one. */
  async function renewActors(): Promise<void> {
    for (const plan of ['pro', 'free'] as const)
      if (!(await stillSignedIn(app, actors[plan]))) actors[plan] = await createActor(app, plan);
    lastFingerprint = undefined;
  }

  it('fuzzes routes that exist', () => {
    for (const { method, path } of ownEndpoints) expect(app.hasRoute({ method, url: path }), path).toBe(true);
  });

  for (const [group, list] of [
    ['our API', () => ownEndpoints],
    ['better-auth', () => authEndpoints(app.auth)],
  ] as const) {
    it(`survives malformed payloads on every endpoint of ${group}`, async () => {
      for (const endpoint of list()) {
        const label = `${endpoint.method} ${endpoint.path}`;
        await fc.assert(
          fc.asyncProperty(requestArbitrary(endpoint, knownIds), async (request) => {
            await send(request, label);
            if (endpoint.destructive && request.actor !== 'visitor') await renewActors();
          }),
          { numRuns: Math.ceil(runsPerEndpoint(endpoint) * scale) },
        );
      }
    }, 600_000);
  }

  it('survives odd paths, methods and query strings anywhere', async () => {
    const everyPath = [...ownEndpoints, ...authEndpoints(app.auth)].map((endpoint) => endpoint.path);
    const request = fc.record({
      actor: fc.constantFrom<ActorName>('pro', 'visitor', 'forged'),
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
      path: fc.oneof(
        fc.tuple(fc.constantFrom(...everyPath), oddSegment).map(([path, odd]) => path.replace(/:\w+|$/, odd)),
        fc
          .tuple(fc.constantFrom('/api/', '/api/auth/', '//', '/en/', '/'), oddSegment)
          .map(([a, b]) => a + b),
        fc.constantFrom(
          '//[',
          '//[::1',
          '///',
          '/%2e%2e/%2e%2e/etc/passwd',
          '/api/auth',
          '/api/auth/',
          '/api//health',
        ),
      ),
      query: fc.option(oddQuery, { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ actor, method, path, query }) =>
        send(
          { actor, method, url: query ? `${path}?${query}` : path, headers: { origin: ownOrigin } },
          'odd path',
        ),
      ),
      { numRuns: Math.ceil(800 * scale) },
    );
  }, 600_000);

  it('keeps the data stored before the fuzzing, and sent at least the planned number of payloads', async () => {
    expect(await keeperSnapshot()).toEqual(keeperRows);
    const planned = [...ownEndpoints, ...authEndpoints(app.auth)].reduce(
      (sum, endpoint) => sum + Math.ceil(runsPerEndpoint(endpoint) * scale),
      Math.ceil(800 * scale),
    );
    expect(sent).toBeGreaterThanOrEqual(planned);
    if (fuzzScale >= 1) expect(sent).toBeGreaterThanOrEqual(kind === 'sqlite' ? 10_000 : 1000);
  });
});
