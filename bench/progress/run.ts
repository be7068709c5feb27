/**
 * Progress dashboard benchmark: a year of one user's minutes (about 100k rows) on SQLite and on this
 * machine's PostgreSQL, then the queries /progress runs, timed. Run: `npm run bench:progress`.
 *
 *   summary          today, 7 days, streaks over the whole history, 20 sessions (everyone)
 *   30-day range     daily series, per-metric means, heat map, best/worst hours, neck load (Pro)
 *
 * Budget: the 30-day dashboard (summary + range) ≤ 50 ms at the median on each engine.
 */
import { performance } from 'node:perf_hooks';
import { insertHistory, insertVerifiedUser } from '../../src/server/admin/create-demo-user';
import { migrateToLatest } from '../../src/server/db/migrate';
import { dayKey, localDayIndex } from '../../src/server/progress/aggregate';
import { progressService } from '../../src/server/progress/progress-service';
import { openTestDatabase, type TestDatabaseKind } from '../../tests/support/test-database';

const budgetMs = 50;
const runs = Number(process.env.BENCH_RUNS ?? 30);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function time(run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm caches and prepared plans
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

let failed = false;
for (const kind of ['sqlite', 'postgres'] as TestDatabaseKind[]) {
  const database = await openTestDatabase(kind);
  try {
    await migrateToLatest(database.db, database.kind);
    const userId = await insertVerifiedUser(database.db, database.kind, {
      name: 'Bench',
      email: 'bench@example.com',
      plan: 'pro',
    });
    const seeded = performance.now();
    const rows = await insertHistory(database.db, database.kind, userId, 365, 0);
    if (kind === 'postgres')
      await database.db
        .executeQuery({ sql: 'ANALYZE', parameters: [], query: { kind: 'RawNode' } } as never)
        .catch(() => undefined);
    console.log(
      `\n${kind}: ${rows.toLocaleString('en')} minutes over 365 days (seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
    );

    const service = progressService(database.db, database.kind, { minMinutes: 20, minGoodShare: 0.7 });
    const today = localDayIndex(Date.now(), 0);
    const range = { tzOffset: 0, from: dayKey(today - 29), to: dayKey(today) };
    const summary = await time(() => service.summary(userId, 0));
    const month = await time(() => service.range(userId, range));
    const dashboard = summary.map((s, i) => s + month[i]!);
    const line = (name: string, values: number[]) =>
      console.log(
        `  ${name.padEnd(22)} median ${percentile(values, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(6)} ms`,
      );
    line('summary', summary);
    line('30-day range', month);
    line('30-day dashboard', dashboard);
    const median = percentile(dashboard, 50);
    const ok = median <= budgetMs;
    if (!ok) failed = true;
    console.log(
      `  budget ≤ ${budgetMs} ms: ${ok ? 'met' : 'MISSED'} (${(median / budgetMs).toFixed(2)} of budget)`,
    );
  } finally {
    await database.drop();
  }
}
process.exit(failed ? 1 : 0);
