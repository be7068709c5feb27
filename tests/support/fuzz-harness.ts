import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { setPlan } from '../../src/server/admin/set-plan';

/** Where app.inject's requests come from by default, so this Origin counts as same-site. */
export const ownOrigin = 'http://localhost:80';

export interface Actor {
  email: string;
  cookie: string;
}

let created = 0;

/** A verified, signed-in user made through app.inject (a Pro one when asked). */
export async function createActor(app: FastifyInstance, plan: 'free' | 'pro'): Promise<Actor> {
  const email = `fuzz-${plan}-${++created}@example.com`;
  const password = 'a long fuzzing passphrase';
  const headers = { origin: ownOrigin, 'x-forwarded-for': `198.51.100.${created}` };
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { name: 'Fuzz', email, password },
  });
  await app.database.db
    .updateTable('user')
    .set({ emailVerified: app.database.kind === 'sqlite' ? 1 : true })
    .where('email', '=', email)
    .execute();
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  if (plan === 'pro') await setPlan(app.database.db, email, 'pro');
  return { email, cookie };
}

/** True while the actor's session still opens our API (a fuzzed sign-out or delete-user may end it). */
export async function stillSignedIn(app: FastifyInstance, actor: Actor): Promise<boolean> {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/subscription',
    headers: { cookie: actor.cookie },
  });
  return answer.statusCode === 200;
}

const counted = [
  'user',
  'session',
  'account',
  'posture_session',
  'posture_minute',
  'posture_hour',
  'posture_preference',
  'posture_calibration',
  'subscription',
  'contact_message',
  'analytics_event',
  'billing_event',
] as const;

/**
 * Row counts of every table a request can write, plus the latest update of the rows that are changed
 * in place: a refused request must leave all of it as it was.
 */
export async function stateFingerprint(app: FastifyInstance): Promise<Record<string, unknown>> {
  const parts = [
    ...counted.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`),
    sql`(select max(${sql.ref('updatedAt')}) from ${sql.table('posture_preference')}) as preference_at`,
    sql`(select max(${sql.ref('updatedAt')}) from ${sql.table('posture_calibration')}) as calibration_at`,
    sql`(select max(${sql.ref('updatedAt')}) from ${sql.table('user')}) as user_at`,
    sql`(select count(*) from ${sql.table('posture_session')} where ${sql.ref('endedAt')} is not null) as ended`,
  ];
  const { rows } = await sql<Record<string, unknown>>`select ${sql.join(parts)}`.execute(app.database.db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, String(value)]));
}

/** What every answer must be: never a 5xx; a 4xx is JSON with a message the UI can show. */
export function expectWellFormedAnswer(response: LightMyRequestResponse, label: string): void {
  expect(
    response.statusCode,
    `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  // A HEAD answer has no body to carry a message.
  if (response.statusCode < 400 || response.raw.req.method === 'HEAD') return;
  // Pages of the web app may answer their own HTML 404; the API always answers JSON.
  if (!response.raw.req.url?.startsWith('/api/')) return;
  expect(
    String(response.headers['content-type']),
    `${label}: content type of ${response.statusCode}`,
  ).toMatch(/^application\/json/);
  let body: { message?: unknown } | null = null;
  try {
    body = JSON.parse(response.body) as { message?: unknown };
  } catch {
    body = null;
  }
  expect(typeof body?.message, `${label}: ${response.statusCode} ${response.body.slice(0, 300)}`).toBe(
    'string',
  );
  expect((body!.message as string).length, `${label}: empty message`).toBeGreaterThan(0);
}
