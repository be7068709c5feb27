import { z } from 'zod';

/** Whether Intl knows the zone (IANA names such as "Europe/Paris"; "UTC" too). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The weekly report's opt-in, as the account page sends it: the weekday (0 = Sunday … 6 = Saturday)
 * and hour it arrives, in the user's IANA time zone, so it keeps its local time across summer time.
 */
export const weeklyReportSettingSchema = z.object({
  enabled: z.boolean(),
  weekday: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23),
  timeZone: z
    .string()
    .min(1)
    .max(64)
    .refine(isTimeZone, { message: 'must be a time zone such as Europe/Paris' }),
});

export type WeeklyReportSetting = z.infer<typeof weeklyReportSettingSchema>;

/** Off until the user asks: Monday at 9 in their zone is what the form proposes. */
export const defaultWeeklyReportSetting = (timeZone: string): WeeklyReportSetting => ({
  enabled: false,
  weekday: 1,
  hour: 9,
  timeZone,
});
