import { sql } from 'kysely';
import { languageCodes } from '../../src/shared/i18n/languages';
import type { BenchDatabase } from '../support/bench-database';

const dayMs = 86_400_000;

/**
 * Seeds `users` opted-in users in SQL: two in three tracked two 40-minute sessions (3 and 10 days
 * before `today`), the others nothing; minutes and their hourly roll-ups as hour-rollup.ts sums them.
 */
export async function seed(
  database: BenchDatabase,
  users: number,
  today: number,
  enabledAt: number,
): Promise<void> {
  const db = database.db;
  const languages = sql.raw(`ARRAY[${languageCodes.map((c) => `'${c}'`).join(',')}]`);
  await sql`INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", plan,
      "stripeCustomerId", "stripeSubscriptionId", "preferredLanguage")
    SELECT 'bench-' || g, 'User ' || g, 'user' || g || '@bench.local', true, now(), now(), 'free', '', '',
      (${languages})[1 + g % 24]
    FROM generate_series(1, ${users}::int) AS g`.execute(db);
  await sql`INSERT INTO weekly_report_setting ("userId", enabled, weekday, hour, "timeZone", "enabledAt",
      "nextDueAt", "updatedAt")
    SELECT id, 1, 1, 9, 'UTC', ${enabledAt}::bigint, NULL, ${enabledAt}::bigint FROM "user"`.execute(db);
  // Two sessions for two users in three: one this week (3 days ago), one the week before (10 days ago).
  await sql`INSERT INTO posture_session (id, "userId", "startedAt", "endedAt", "deviceLabel")
    SELECT gen_random_uuid()::text, 'bench-' || g, s.day * ${dayMs}::bigint + (8 + g % 9) * 3600000 + 600000,
      s.day * ${dayMs}::bigint + (8 + g % 9) * 3600000 + 600000 + 40 * 60000, 'Bench camera'
    FROM generate_series(1, ${users}::int) AS g, (VALUES (${today - 3}::bigint), (${today - 10}::bigint)) AS s(day)
    WHERE g % 3 <> 0`.execute(db);
  await sql`INSERT INTO posture_minute ("sessionId", "userId", minute, score, "secondsGood", "secondsFair",
      "secondsBad", alerts, metrics)
    SELECT s.id, s."userId", s."startedAt" + m * 60000, 55 + (random() * 40)::int,
      40 + (random() * 15)::int, 10, 5, (random() < 0.05)::int,
      json_build_object('lean', round((random() * 0.15)::numeric, 4), 'headTilt', round((random() * 14)::numeric, 2),
        'headDrop', round((random() * 0.14)::numeric, 4), 'shoulderTilt', round((random() * 7)::numeric, 2))::text
    FROM posture_session s, generate_series(0, 39) AS m`.execute(db);
  // The hourly roll-ups exactly as hour-rollup.ts sums them (no neck load in these metrics).
  await sql`INSERT INTO posture_hour ("userId", hour, minutes, good, fair, bad, alerts, "scoreSum", "neckLoad", metrics)
    SELECT "userId", minute / 3600000 * 3600000, count(*), sum("secondsGood"), sum("secondsFair"), sum("secondsBad"),
      sum(alerts), sum(score), 0,
      json_build_object(
        'lean', json_build_array(sum((metrics::json->>'lean')::float8), count(*)),
        'headTilt', json_build_array(sum((metrics::json->>'headTilt')::float8), count(*)),
        'headDrop', json_build_array(sum((metrics::json->>'headDrop')::float8), count(*)),
        'shoulderTilt', json_build_array(sum((metrics::json->>'shoulderTilt')::float8), count(*)))::text
    FROM posture_minute GROUP BY 1, 2`.execute(db);
  await sql`ANALYZE`.execute(db);
}
