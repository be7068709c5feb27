import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hash';
import type { DatabaseKind } from '../db/migrations/types';
import type { Database } from '../db/schema';
import { recomputeHours } from '../progress/hour-rollup';
import { demoHistory } from './demo-history';

export const demoEmail = 'demo@postura.local';
export const demoPassword = 'postura-demo-2026';

/**
 * A verified demo account with `days` of posture history, so a newcomer sees full charts at once.
 * Run again, it replaces the demo user's history with a fresh one.
 */
export async function createDemoUser(
  db: Kysely<Database>,
  kind: DatabaseKind,
  options: { days?: number; offsetMinutes?: number; now?: number } = {},
): Promise<{ email: string; password: string; userId: string; minutes: number }> {
  await db.deleteFrom('user').where('email', '=', demoEmail).execute();
  const userId = await insertVerifiedUser(db, kind, { name: 'Demo', email: demoEmail });
  const time = new Date().toISOString();
  await db
    .insertInto('account')
    .values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: await hashPassword(demoPassword),
      createdAt: time,
      updatedAt: time,
    })
    .execute();
  const minutes = await insertHistory(
    db,
    kind,
    userId,
    options.days ?? 90,
    options.offsetMinutes ?? 0,
    options.now,
  );
  return { email: demoEmail, password: demoPassword, userId, minutes };
}

/** A user row as better-auth would have written it, already verified (demo and benchmark users). */
export async function insertVerifiedUser(
  db: Kysely<Database>,
  kind: DatabaseKind,
  user: { name: string; email: string; plan?: 'free' | 'pro' },
): Promise<string> {
  const id = randomUUID();
  const time = new Date().toISOString();
  await db
    .insertInto('user')
    .values({
      id,
      name: user.name,
      email: user.email,
      emailVerified: kind === 'sqlite' ? 1 : true,
      image: null,
      createdAt: time,
      updatedAt: time,
      phoneNumber: null,
      phoneNumberVerified: null,
      plan: user.plan ?? 'free',
      stripeCustomerId: '',
      stripeSubscriptionId: '',
      lastLogin: null,
      preferredLanguage: null,
      theme: null,
    })
    .execute();
  return id;
}

/** Writes generated sessions and their minutes for a user, in batches. */
export async function insertHistory(
  db: Kysely<Database>,
  kind: DatabaseKind,
  userId: string,
  days: number,
  offsetMinutes: number,
  now?: number,
): Promise<number> {
  let count = 0;
  for (const session of demoHistory({ days, offsetMinutes, now })) {
    const id = randomUUID();
    const summary = {
      minutes: session.minutes.length,
      secondsGood: session.minutes.reduce((s, m) => s + m.secondsGood, 0),
      secondsFair: session.minutes.reduce((s, m) => s + m.secondsFair, 0),
      secondsBad: session.minutes.reduce((s, m) => s + m.secondsBad, 0),
      alerts: session.minutes.reduce((s, m) => s + m.alerts, 0),
      meanScore: Math.round(session.minutes.reduce((s, m) => s + m.score, 0) / session.minutes.length),
    };
    await db
      .insertInto('posture_session')
      .values({
        id,
        userId,
        startedAt: session.startedAt,
        endedAt: session.endedAt,
        deviceLabel: 'Demo camera',
        calibration: null,
        summary: JSON.stringify(summary),
      })
      .execute();
    for (let i = 0; i < session.minutes.length; i += 400) {
      await db
        .insertInto('posture_minute')
        .values(
          session.minutes
            .slice(i, i + 400)
            .map((m) => ({ ...m, sessionId: id, userId, metrics: JSON.stringify(m.metrics) })),
        )
        .execute();
    }
    count += session.minutes.length;
  }
  await recomputeHours(db, kind, userId, 'all');
  return count;
}
