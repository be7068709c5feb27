import type { ColumnDataType, Kysely } from 'kysely';
import type { DatabaseKind } from './types';

/**
 * A signed-in user's alert settings and their calibrations, one per camera, so a new browser or
 * device starts from what the user already set up. Both are small JSON documents validated at the edge.
 */
export function posturePreferenceTables(kind: DatabaseKind) {
  const big: ColumnDataType = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('posture_preference')
        .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('updatedAt', big, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('posture_calibration')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('cameraKey', 'text', (c) => c.notNull())
        .addColumn('calibration', 'text', (c) => c.notNull())
        .addColumn('updatedAt', big, (c) => c.notNull())
        .addPrimaryKeyConstraint('posture_calibration_pk', ['userId', 'cameraKey'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('posture_calibration').execute();
      await db.schema.dropTable('posture_preference').execute();
    },
  };
}
