import { planNames, type Plan } from '../../shared/billing/plans';
import { ConfigError, loadConfig } from '../config/load-config';
import { createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { analyticsSummary } from '../analytics/analytics-summary';
import { createDemoUser } from './create-demo-user';
import { listJobs } from './list-jobs';
import { setPlan } from './set-plan';

const usage = [
  `Usage: npm run admin -- set-plan <email> <${planNames.join('|')}>`,
  '       npm run admin -- demo-data [days]   (a verified demo user with posture history)',
  '       npm run admin -- analytics [days]   (page views and the 75th percentile of each web vital)',
  '       npm run admin -- jobs [failed]      (background jobs, newest first; failed ones with their error)',
].join('\n');

/** Operator commands against the configured database (same environment as the server). */
async function main(args: string[]): Promise<number> {
  const [command, first, second] = args;
  const setPlanArgs = command === 'set-plan' && first && planNames.includes(second as Plan);
  const days = Number(first ?? 90);
  const demoArgs = command === 'demo-data' && Number.isInteger(days) && days >= 1 && days <= 730;
  const analyticsArgs = command === 'analytics' && Number.isInteger(days) && days >= 1;
  const jobsArgs = command === 'jobs' && (first === undefined || first === 'failed');
  if (!setPlanArgs && !demoArgs && !analyticsArgs && !jobsArgs) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.kind);
    if (jobsArgs) {
      for (const line of await listJobs(config, database, first === 'failed')) console.log(line);
    } else if (analyticsArgs) {
      const summary = await analyticsSummary(database.db, Date.now() - (first ? days : 30) * 86_400_000);
      console.log('Page views');
      for (const row of summary.pageViews) console.log(`  ${String(row.views).padStart(7)}  ${row.path}`);
      console.log('Web vitals (75th percentile)');
      for (const vital of summary.vitals)
        console.log(
          `  ${vital.name.padEnd(5)} ${vital.p75 === null ? '—' : vital.p75.toFixed(vital.name === 'CLS' ? 3 : 0)}  (${vital.samples} samples)`,
        );
    } else if (setPlanArgs) {
      await setPlan(database.db, first, second as Plan);
      console.log(`${first} is now on the ${second} plan.`);
    } else {
      const demo = await createDemoUser(database.db, database.kind, {
        days,
        offsetMinutes: -new Date().getTimezoneOffset(),
      });
      console.log(`Demo user ready with ${demo.minutes} minutes over ${days} days.`);
      console.log(`Sign in as ${demo.email} with the password ${demo.password}`);
      console.log(`(npm run admin -- set-plan ${demo.email} pro shows the Pro charts too)`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
