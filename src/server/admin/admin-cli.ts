import { planNames, type Plan } from '../../shared/billing/plans';
import { ConfigError, loadConfig } from '../config/load-config';
import { createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { createDemoUser } from './create-demo-user';
import { setPlan } from './set-plan';

const usage = [
  `Usage: npm run admin -- set-plan <email> <${planNames.join('|')}>`,
  '       npm run admin -- demo-data [days]   (a verified demo user with posture history)',
].join('\n');

/** Operator commands against the configured database (same environment as the server). */
async function main(args: string[]): Promise<number> {
  const [command, first, second] = args;
  const setPlanArgs = command === 'set-plan' && first && planNames.includes(second as Plan);
  const days = Number(first ?? 90);
  const demoArgs = command === 'demo-data' && Number.isInteger(days) && days >= 1 && days <= 730;
  if (!setPlanArgs && !demoArgs) {
    console.error(usage);
    return 2;
  }
  const database = createDatabase(loadConfig().database);
  try {
    await migrateToLatest(database.db, database.kind);
    if (setPlanArgs) {
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
