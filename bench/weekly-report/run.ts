/**
 * Weekly report benchmark: prepares the reports of 100,000 users against this machine's PostgreSQL
 * (a database of its own, created and dropped here, like bench/load) and prints reports a second and
 * the peak memory. Run: `npm run bench:weekly-report` (BENCH_USERS and BENCH_CONCURRENCY override).
 *
 * "Prepare" is what the job does before handing the message to SMTP: read /progress's roll-ups for
 * the two weeks, the streak and the 14-day recommendation window (reportData), build the content
 * (buildReport) and render both parts in the user's language (renderReportMail). Two thirds of the
 * users tracked two 40-minute sessions (one each week), the others nothing (a nudge).
 *
 * Reports are prepared in batches of 100 users due the same day (five queries a batch, as the job
 * runs for a batch of one). Baseline, same run: one primary-key read per user (the opt-in row) — the floor set
 * by a database round trip. Budget: at least 1,000 reports a second (printed, not the exit code, as
 * for the other benchmarks: docs/benchmarks.md).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { localDayIndex } from '../../src/server/progress/aggregate';
import { buildReport } from '../../src/server/weekly-report/build-report';
import { renderReportMail } from '../../src/server/weekly-report/render-report-mail';
import { reportData } from '../../src/server/weekly-report/report-data';
import { openBenchDatabase } from '../support/bench-database';
import { seed } from './seed';

const users = Number(process.env.BENCH_USERS ?? 100_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
/** Users prepared together (five queries a batch) and batches in flight. */
const batchSize = Number(process.env.BENCH_BATCH ?? 100);
const batchConcurrency = 2;
const budgetPerSecond = 1000;
const dayMs = 86_400_000;

/** Runs `work` for every item with `inFlight` at once; returns the elapsed seconds. */
async function drive<T>(
  items: T[],
  work: (item: T) => Promise<void>,
  inFlight = concurrency,
): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
  return (performance.now() - start) / 1000;
}

function memoryPeak() {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  const timer = setInterval(sample, 50);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { rssMb: rss / 2 ** 20, heapMb: heap / 2 ** 20 };
    },
  };
}

const database = await openBenchDatabase('postgres');
try {
  const today = localDayIndex(Date.now(), 0);
  const seeded = performance.now();
  // Opted in 20 days ago: those who never tracked are in their second empty week (a nudge).
  const enabledAt = (today - 20) * dayMs;
  await seed(database, users, today, enabledAt);
  const counts = await sql<{ minutes: string; hours: string }>`SELECT
      (SELECT count(*) FROM posture_minute) AS minutes, (SELECT count(*) FROM posture_hour) AS hours`.execute(
    database.db,
  );
  console.log(
    `Seeded ${users.toLocaleString('en')} users, ${Number(counts.rows[0]!.minutes).toLocaleString('en')} minutes, ` +
      `${Number(counts.rows[0]!.hours).toLocaleString('en')} hour roll-ups in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const ids = (await database.db.selectFrom('user').select('id').orderBy('id').execute()).map((r) => r.id);
  const people = new Map(
    (await database.db.selectFrom('user').select(['id', 'name', 'email', 'preferredLanguage']).execute()).map(
      (u) => [u.id, u],
    ),
  );

  // Baseline: one indexed read per user at the same concurrency.
  const baseline = memoryPeak();
  const baselineSeconds = await drive(ids, async (id) => {
    await database.db
      .selectFrom('weekly_report_setting')
      .select('enabledAt')
      .where('userId', '=', id)
      .executeTakeFirstOrThrow();
  });
  const baselineMemory = baseline.stop();

  const gather = reportData(database.db, 'postgres', { minMinutes: 20, minGoodShare: 0.7 });
  const kinds = { report: 0, nudge: 0, none: 0 };
  let bytes = 0;
  // Summed over batches in flight: where the time goes, database or this process's CPU.
  let queryMs = 0;
  let buildMs = 0;
  const links = {
    progress: 'https://postura.example/en/progress',
    account: 'https://postura.example/en/account',
    unsubscribe: 'https://postura.example/api/weekly-report/unsubscribe?token=x',
  };
  const memory = memoryPeak();
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += batchSize) batches.push(ids.slice(i, i + batchSize));
  const seconds = await drive(
    batches,
    async (batch) => {
      const queried = performance.now();
      const inputs = await gather(
        batch.map((userId) => ({ userId, enabledAt })),
        { dayIndex: today, offsetMinutes: 0 },
      );
      const built = performance.now();
      queryMs += built - queried;
      for (const [id, input] of inputs) {
        const report = buildReport(input);
        kinds[report.kind]++;
        if (report.kind === 'none') continue;
        const user = people.get(id)!;
        const mail = renderReportMail(report, { ...user, language: user.preferredLanguage, links });
        bytes += mail.html.length + mail.text.length;
      }
      buildMs += performance.now() - built;
    },
    batchConcurrency,
  );
  const peak = memory.stop();

  const rate = users / seconds;
  const baselineRate = users / baselineSeconds;
  console.log(
    `\nLoad average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')} on ${os.cpus().length} cores (other work on the machine slows both figures alike)`,
  );
  console.log(
    `PostgreSQL pool of 10 connections; baseline ${concurrency} reads in flight, reports ${batchConcurrency} batches of ${batchSize} in flight`,
  );
  console.log(
    `baseline (one read a user): ${baselineRate.toFixed(0).padStart(6)} users/s  (${baselineSeconds.toFixed(1)} s, peak RSS ${baselineMemory.rssMb.toFixed(0)} MB)`,
  );
  console.log(
    `weekly reports prepared:    ${rate.toFixed(0).padStart(6)} reports/s  (${seconds.toFixed(1)} s; ` +
      `${kinds.report} reports, ${kinds.nudge} nudges, ${kinds.none} none; ${(bytes / users / 1024).toFixed(1)} KB a mail)`,
  );
  console.log(
    `per report: ${((queryMs / users) * 1000).toFixed(0)} µs waiting for the database, ` +
      `${((buildMs / users) * 1000).toFixed(0)} µs building and rendering (summed over batches in flight)`,
  );
  console.log(`peak memory: RSS ${peak.rssMb.toFixed(0)} MB, heap ${peak.heapMb.toFixed(0)} MB`);
  console.log(
    `budget ≥ ${budgetPerSecond} reports/s: ${rate >= budgetPerSecond ? 'met' : 'NOT met'} (${(rate / baselineRate).toFixed(2)}× the baseline)`,
  );
} finally {
  await database.drop();
}
