import type { Generated } from 'kysely';

/** Tables as Kysely sees them. Later migrations add their tables here. */
export interface Database {
  app_setting: AppSettingTable;
}

/** Values the server generates once and shares between processes (e.g. a signing secret). */
export interface AppSettingTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}
