import { planNames, type Plan } from '../../shared/billing/plans';
import { ConfigError, loadConfig } from '../config/load-config';
import { createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { setPlan } from './set-plan';

const usage = `Usage: npm run admin -- set-plan <email> <${planNames.join('|')}>`;

/** Operator commands against the configured database (same environment as the server). */
async function main(args: string[]): Promise<number> {
  const [command, email, plan] = args;
  if (command !== 'set-plan' || !email || !planNames.includes(plan as Plan)) {
    console.error(usage);
    return 2;
  }
  const database = createDatabase(loadConfig().database);
  try {
    await migrateToLatest(database.db, database.kind);
    await setPlan(database.db, email, plan as Plan);
    console.log(`${email} is now on the ${plan} plan.`);
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
