/**
 * Wall-clock time in an IANA zone with nothing but Intl: the local date and hour of an instant, the
 * zone's offset from UTC then, and the instant a local date and hour begins (DST-aware).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function zonedParts(epochMs: number, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(epochMs))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
  };
}

/** Minutes east of UTC at that instant (the `tzOffset` /progress takes). */
export function offsetMinutesAt(epochMs: number, timeZone: string): number {
  const p = zonedParts(epochMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

/** The instant local `dayIndex` (days since 1970-01-01, local) at `hour` begins in the zone. */
export function zonedHourToUtc(dayIndex: number, hour: number, timeZone: string): number {
  const wall = dayIndex * 86_400_000 + hour * 3_600_000;
  // Two rounds settle the offset; in a spring-forward gap this lands an hour later, as clocks do.
  let guess = wall - offsetMinutesAt(wall, timeZone) * 60_000;
  guess = wall - offsetMinutesAt(guess, timeZone) * 60_000;
  return guess;
}

/** The local day index (days since 1970-01-01 in the zone) of an instant. */
export function localDayIndexIn(epochMs: number, timeZone: string): number {
  const p = zonedParts(epochMs, timeZone);
  return Math.floor(Date.UTC(p.year, p.month - 1, p.day) / 86_400_000);
}

/** 1970-01-01 was a Thursday. */
export const weekdayOfDay = (dayIndex: number) => (((dayIndex + 4) % 7) + 7) % 7;

export const isoDayOf = (dayIndex: number) => new Date(dayIndex * 86_400_000).toISOString().slice(0, 10);
