import type { Migration } from 'kysely';
import * as appSetting from './0001-app-setting';
import { authTables } from './0002-auth';
import { postureTables } from './0003-posture';
import { billingTables } from './0004-billing';
import { posturePreferenceTables } from './0005-posture-preferences';
import { postureHourTables } from './0006-posture-hour';
import { contactMessageTables } from './0007-contact-message';
import { analyticsEventTables } from './0008-analytics-event';
import { weeklyReportTables } from './0009-weekly-report';
import * as snoozedSeconds from './0010-snoozed-seconds';
import { deskCheckTables } from './0011-desk-check';
import type { DatabaseKind } from './types';

/** The one migration set, applied in name order on SQLite and PostgreSQL alike. */
export function migrationsFor(kind: DatabaseKind): Record<string, Migration> {
  return {
    '0001-app-setting': appSetting,
    '0002-auth': authTables(kind),
    '0003-posture': postureTables(kind),
    '0004-billing': billingTables(kind),
    '0005-posture-preferences': posturePreferenceTables(kind),
    '0006-posture-hour': postureHourTables(kind),
    '0007-contact-message': contactMessageTables(kind),
    '0008-analytics-event': analyticsEventTables(kind),
    '0009-weekly-report': weeklyReportTables(kind),
    '0010-snoozed-seconds': snoozedSeconds,
    '0011-desk-check': deskCheckTables(kind),
  };
}
