import type { Generated } from 'kysely';

/**
 * Tables as Kysely sees them. better-auth owns the writes to its tables (user, session, account,
 * verification, jwks); our code reads them and updates the user document fields.
 * Booleans are 0/1 on SQLite and true/false on PostgreSQL; dates are Date or ISO text.
 */
type Bool = boolean | number;
type Timestamp = Date | string;

export interface Database {
  app_setting: AppSettingTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  posture_session: PostureSessionTable;
  posture_minute: PostureMinuteTable;
  subscription: SubscriptionTable;
  billing_event: BillingEventTable;
  posture_preference: PosturePreferenceTable;
  posture_calibration: PostureCalibrationTable;
  posture_hour: PostureHourTable;
  contact_message: ContactMessageTable;
  analytics_event: AnalyticsEventTable;
  weekly_report_setting: WeeklyReportSettingTable;
  weekly_report_log: WeeklyReportLogTable;
  local_job: LocalJobTable;
  desk_check: DeskCheckTable;
}

export interface AppSettingTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  phoneNumber: string | null;
  phoneNumberVerified: Bool | null;
  plan: string;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  lastLogin: Timestamp | null;
  preferredLanguage: string | null;
  theme: string | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
}

/** Epoch milliseconds; PostgreSQL's bigint arrives as a string and is read back with Number(). */
type EpochMs = number | string;

export interface PostureSessionTable {
  id: string;
  userId: string;
  startedAt: EpochMs;
  endedAt: EpochMs | null;
  deviceLabel: string | null;
  calibration: string | null;
  summary: string | null;
}

export interface PostureMinuteTable {
  sessionId: string;
  userId: string;
  minute: EpochMs;
  score: number;
  secondsGood: number;
  secondsFair: number;
  secondsBad: number;
  alerts: number;
  metrics: string;
  /** Seconds of the minute when cues were paused (snoozed or quiet hours); 0 before issue 18. */
  secondsSnoozed: Generated<number>;
}

export interface SubscriptionTable {
  userId: string;
  plan: string;
  status: string;
  /** JSON map of feature flags, merged over the free defaults when read. */
  features: string;
  interval: string | null;
  currentPeriodEnd: EpochMs | null;
  cancelAtPeriodEnd: Bool;
  stripeSubscriptionId: string | null;
  updatedAt: EpochMs;
}

export interface BillingEventTable {
  id: string;
  type: string;
  receivedAt: EpochMs;
  /** Null while a delivery is being handled; set once it succeeded. */
  processedAt: EpochMs | null;
}

export interface PosturePreferenceTable {
  userId: string;
  /** JSON: the alert settings (sensitivity, sound, volume, notifications). */
  settings: string;
  updatedAt: EpochMs;
}

export interface PostureCalibrationTable {
  userId: string;
  /** The camera it was made with (the browser's device id, or "default"). */
  cameraKey: string;
  calibration: string;
  updatedAt: EpochMs;
}

/** One user's tracked hour, summed from posture_minute (see progress/hour-rollup.ts). */
export interface PostureHourTable {
  userId: string;
  /** Start of the hour, epoch ms (UTC). */
  hour: EpochMs;
  minutes: number;
  good: number;
  fair: number;
  bad: number;
  alerts: number;
  scoreSum: number;
  /** Minutes beyond the acceptable neck/trunk ranges. */
  neckLoad: number;
  /** JSON { metricId: [sum, count] } of the minutes' metric means. */
  metrics: string;
  /** Seconds with cues paused, summed from the minutes. */
  snoozed: Generated<number>;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  language: string;
  userId: string | null;
  createdAt: EpochMs;
}

export interface AnalyticsEventTable {
  id: Generated<number>;
  name: string;
  /** JSON of the event's parameters. */
  params: string;
  path: string;
  language: string;
  at: EpochMs;
}

/** A user's weekly report opt-in (see weekly-report/). */
export interface WeeklyReportSettingTable {
  userId: string;
  enabled: number;
  weekday: number;
  hour: number;
  timeZone: string;
  enabledAt: EpochMs;
  nextDueAt: EpochMs | null;
  updatedAt: EpochMs;
}

export interface WeeklyReportLogTable {
  userId: string;
  week: string;
  state: string;
  kind: string | null;
  updatedAt: EpochMs;
}

/** The SQLite job queue's jobs (jobs/sqlite-job-queue.ts). */
export interface LocalJobTable {
  id: string;
  name: string;
  data: string;
  state: string;
  singletonKey: string | null;
  retryCount: number;
  retryLimit: number;
  retryDelay: number;
  startAfter: EpochMs;
  startedAt: EpochMs | null;
  expireAt: EpochMs | null;
  completedAt: EpochMs | null;
  createdAt: EpochMs;
  output: string | null;
}

/** A desk-setup check (issue 18): numbers and verdicts only. */
export interface DeskCheckTable {
  id: string;
  userId: string;
  distanceCm: number;
  eyesAboveCm: number;
  screenHeight: string;
  lightLevel: number;
  lighting: string;
  checkedAt: EpochMs;
  createdAt: EpochMs;
}
