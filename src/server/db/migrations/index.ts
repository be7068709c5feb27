import type { Migration } from 'kysely';
import * as appSetting from './0001-app-setting';

/** The one migration set, applied in name order on SQLite and PostgreSQL alike. */
export const migrations: Record<string, Migration> = {
  '0001-app-setting': appSetting,
};
