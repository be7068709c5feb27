import { z } from 'zod';

/**
 * How a cue looks on /pose: the banner beside the picture (the original), a coloured border around
 * the page, a gentle dimming of the page, or only the mini view and the tab's title and icon.
 */
export const alertStyles = ['banner', 'border', 'dim', 'title'] as const;
export type AlertStyle = (typeof alertStyles)[number];

const minuteOfDay = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);

/** One weekday's cue hours, in minutes after local midnight; null means no cues that day. */
const dayCueHours = z
  .object({ from: minuteOfDay, to: minuteOfDay })
  .refine((day) => day.from < day.to, { message: 'the start must come before the end' })
  .nullable();

/**
 * Quiet hours, per weekday: when `enabled`, cues come only within each day's hours (Sunday first, as
 * Date#getDay counts) in the browser's own time zone; the session still measures outside them.
 */
export const cueHoursSchema = z.object({
  enabled: z.boolean(),
  days: z.array(dayCueHours).length(7),
});
export type CueHours = z.infer<typeof cueHoursSchema>;
export type DayCueHours = CueHours['days'][number];

const workday = { from: 9 * 60, to: 18 * 60 };
/** Off until the user turns them on; then Monday to Friday, 9 to 18, and quiet at the weekend. */
export const defaultCueHours: CueHours = {
  enabled: false,
  days: [null, workday, workday, workday, workday, workday, null],
};
