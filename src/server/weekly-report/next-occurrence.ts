import { isoDayOf, localDayIndexIn, weekdayOfDay, zonedHourToUtc } from './zoned-time';

export interface Occurrence {
  /** When the report is due (epoch ms). */
  at: number;
  /** The local day it is due on, "2026-11-23": the week's key (one report per user and week). */
  week: string;
  /** The same day as a local day index; the report covers the seven days before it. */
  dayIndex: number;
}

/** The first time strictly after `afterMs` that is `weekday` at `hour` in the zone. */
export function nextOccurrence(
  setting: { weekday: number; hour: number; timeZone: string },
  afterMs: number,
): Occurrence {
  const today = localDayIndexIn(afterMs, setting.timeZone);
  for (let day = today - 1; ; day++) {
    if (weekdayOfDay(day) !== setting.weekday) continue;
    const at = zonedHourToUtc(day, setting.hour, setting.timeZone);
    if (at > afterMs) return { at, week: isoDayOf(day), dayIndex: day };
  }
}

/** The occurrence that falls at `at` (the scheduler's stored next due time). */
export function occurrenceAt(at: number, timeZone: string): Occurrence {
  const dayIndex = localDayIndexIn(at, timeZone);
  return { at, week: isoDayOf(dayIndex), dayIndex };
}
