import { z } from 'zod';
import { alertStyles, cueHoursSchema, defaultCueHours } from './cue-schedule-schemas';
import { metricIds } from './metric-thresholds';

// What the browser may send about posture: numbers only, bounded, never images.

/** The measures a Pro user can tune one by one (engine/model-thresholds.ts groups the metrics). */
export const measureGroups = ['headDrop', 'lean', 'tilts'] as const;
const epochMs = z.number().int().min(1_500_000_000_000).max(4_100_000_000_000);

/**
 * A calibration: the measured upright posture (numbers), its view and date (short strings). One made
 * with BlazePose keeps MoveNet's reading beside its own (engine/companion-reading.ts), and both keep the
 * face model's oval width (engine/face-oval.ts) and the ears' height against the eyes
 * (engine/head-bow.ts): up to 39 fields with every extra, so the bound leaves room.
 */
export const maxCalibrationFields = 60;
export const calibrationSchema = z
  .record(z.string().max(40), z.union([z.number().finite(), z.string().max(40)]))
  .refine((value) => Object.keys(value).length <= maxCalibrationFields, { message: 'too many fields' });

export const startSessionSchema = z.object({
  id: z.uuid(),
  startedAt: epochMs,
  deviceLabel: z.string().max(120).optional(),
  calibration: calibrationSchema.optional(),
});

/** The alert settings of /pose. Sensitivity, sound and notifications beyond the defaults are Pro. */
export const breakIntervals = [0, 30, 45, 60] as const;

export const alertSettingsSchema = z.object({
  sensitivity: z.number().int().min(1).max(10),
  sound: z.boolean(),
  volume: z.number().min(0).max(1),
  notifications: z.boolean(),
  /** Remind to take a break after this many minutes of continuous sitting (0 = never). */
  breakMinutes: z
    .number()
    .refine((value) => (breakIntervals as readonly number[]).includes(value), {
      message: 'must be 0, 30, 45 or 60',
    })
    .default(45),
  /** The 20-20-20 eye-rest cue every 20 minutes. */
  eyeRest: z.boolean().default(false),
  /** Pro: a sensitivity per measure (head drop, leaning in, tilts), over the overall one. */
  measureSensitivity: z.partialRecord(z.enum(measureGroups), z.number().int().min(1).max(10)).default({}),
  /**
   * What the user taught Postura, per metric: how often they answered a cue with "I'm sitting fine"
   * (each widens that metric's limits a little, up to a cap) and how many cues they acted on.
   */
  learning: z
    .partialRecord(
      z.enum(metricIds),
      z.object({ fine: z.number().int().min(0).max(100), confirmed: z.number().int().min(0).max(1_000_000) }),
    )
    .default({}),
  /** How a cue looks (free for everyone; sound and system notifications stay Pro). */
  alertStyle: z.enum(alertStyles).default('banner'),
  /** Quiet hours: the hours of each weekday when cues may come. */
  cueHours: cueHoursSchema.default(defaultCueHours),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
export const defaultSensitivity = 5;

/** A camera's key in the URL: the browser's device id (base64-ish) or "default". */
export const cameraKeySchema = z.object({ cameraKey: z.string().regex(/^[A-Za-z0-9+/=_-]{1,200}$/) });

export const postureMinuteSchema = z
  .object({
    minute: epochMs.refine((value) => value % 60_000 === 0, { message: 'must be the start of a minute' }),
    score: z.number().int().min(0).max(100),
    secondsGood: z.number().int().min(0).max(60),
    secondsFair: z.number().int().min(0).max(60),
    secondsBad: z.number().int().min(0).max(60),
    alerts: z.number().int().min(0).max(60),
    /** Seconds of the minute when cues were paused (snoozed or quiet hours); still measured. */
    secondsSnoozed: z.number().int().min(0).max(60).optional(),
    metrics: z.partialRecord(z.enum(metricIds), z.number().finite().min(0).max(1000)),
  })
  .refine((m) => m.secondsGood + m.secondsFair + m.secondsBad <= 61, {
    message: 'a minute has at most 60 seconds',
  });

export const uploadMinutesSchema = z.object({ minutes: z.array(postureMinuteSchema).min(1).max(120) });

export const endSessionSchema = z.object({ endedAt: epochMs });

export type StartSession = z.infer<typeof startSessionSchema>;
export type UploadedMinute = z.infer<typeof postureMinuteSchema>;

export interface SessionSummary {
  minutes: number;
  secondsGood: number;
  secondsFair: number;
  secondsBad: number;
  alerts: number;
  /** Seconds tracked while cues were paused (snoozed or quiet hours); absent in older summaries. */
  secondsSnoozed?: number;
  meanScore: number | null;
}
