import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrenceAt } from './next-occurrence';
import { offsetMinutesAt } from './zoned-time';

const at = (iso: string) => Date.parse(iso);

describe('next weekly occurrence in a time zone', () => {
  it('is the coming weekday and hour in the zone, later the same day when the hour is still ahead', () => {
    // Monday 2026-11-23, 08:00 in Paris (UTC+1): Monday 9:00 Paris is 08:00 UTC the same day.
    const monday = nextOccurrence(
      { weekday: 1, hour: 9, timeZone: 'Europe/Paris' },
      at('2026-11-23T07:00:00Z'),
    );
    expect(new Date(monday.at).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(monday.week).toBe('2026-11-23');
    // Past the hour: next week.
    const next = nextOccurrence(
      { weekday: 1, hour: 9, timeZone: 'Europe/Paris' },
      at('2026-11-23T08:00:00Z'),
    );
    expect(new Date(next.at).toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });

  it('keeps the local hour across a change to summer time', () => {
    // Sunday 2026-03-29 02:00 is when Paris moves to UTC+2; Monday 9:00 is then 07:00 UTC.
    const after = nextOccurrence(
      { weekday: 1, hour: 9, timeZone: 'Europe/Paris' },
      at('2026-03-25T00:00:00Z'),
    );
    expect(new Date(after.at).toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(offsetMinutesAt(after.at, 'Europe/Paris')).toBe(120);
  });

  it('uses the local date east of UTC, where the local day starts before UTC midnight', () => {
    // Tuesday 08:00 in Tokyo is Monday 23:00 UTC.
    const tuesday = nextOccurrence(
      { weekday: 2, hour: 8, timeZone: 'Asia/Tokyo' },
      at('2026-11-23T12:00:00Z'),
    );
    expect(new Date(tuesday.at).toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(tuesday.week).toBe('2026-11-24');
    expect(occurrenceAt(tuesday.at, 'Asia/Tokyo')).toEqual(tuesday);
  });

  it('handles zones with half-hour offsets', () => {
    const kolkata = nextOccurrence(
      { weekday: 5, hour: 18, timeZone: 'Asia/Kolkata' },
      at('2026-11-23T00:00:00Z'),
    );
    expect(new Date(kolkata.at).toISOString()).toBe('2026-11-27T12:30:00.000Z');
  });
});
