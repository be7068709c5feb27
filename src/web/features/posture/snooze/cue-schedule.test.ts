import { describe, expect, it } from 'vitest';
import {
  cueHoursSchema,
  defaultCueHours,
  type CueHours,
} from '../../../../shared/posture/cue-schedule-schemas';
import {
  addPausedSpan,
  cueAllowed,
  cuePause,
  inQuietHours,
  snoozeUntil,
  startOfNextDay,
  zonedTime,
} from './cue-schedule';

const nineToSix: CueHours = { ...defaultCueHours, enabled: true };
const at = (iso: string) => Date.parse(iso);

describe('quiet hours', () => {
  it('reads the weekday and time of day in the given time zone', () => {
    // Monday 2026-03-02 23:30 UTC is already Tuesday 08:30 in Tokyo and still Monday 18:30 in New York.
    expect(zonedTime(at('2026-03-02T23:30:00Z'), 'Asia/Tokyo')).toEqual({
      weekday: 2,
      msOfDay: (8 * 60 + 30) * 60_000,
    });
    expect(zonedTime(at('2026-03-02T23:30:00Z'), 'America/New_York').weekday).toBe(1);
  });

  it('lets cues through only within that weekday’s hours, end excluded', () => {
    const zone = 'Europe/Berlin';
    // Wednesday 4 March 2026, Berlin is UTC+1.
    expect(inQuietHours(nineToSix, at('2026-03-04T07:59:59Z'), zone)).toBe(true); // 08:59:59
    expect(inQuietHours(nineToSix, at('2026-03-04T08:00:00Z'), zone)).toBe(false); // 09:00
    expect(inQuietHours(nineToSix, at('2026-03-04T16:59:59Z'), zone)).toBe(false); // 17:59:59
    expect(inQuietHours(nineToSix, at('2026-03-04T17:00:00Z'), zone)).toBe(true); // 18:00
  });

  it('keeps a day without hours quiet all day, and the weekday boundary is local midnight', () => {
    const zone = 'Asia/Tokyo';
    // Friday 6 March 2026 at 10:00 in Tokyo: a workday.
    expect(
      cueAllowed(at('2026-03-06T01:00:00Z'), { snooze: undefined, cueHours: nineToSix, timeZone: zone }),
    ).toBe(true);
    // Saturday 10:00 in Tokyo is still Friday in UTC: Saturday's (no) hours apply.
    expect(
      cuePause(at('2026-03-07T01:00:00Z'), { snooze: undefined, cueHours: nineToSix, timeZone: zone }),
    ).toBe('quietHours');
  });

  it('changes nothing while switched off', () => {
    expect(inQuietHours(defaultCueHours, at('2026-03-07T03:00:00Z'), 'UTC')).toBe(false);
  });

  it('refuses hours that end before they start, and a week of the wrong length', () => {
    expect(
      cueHoursSchema.safeParse({ enabled: true, days: Array(7).fill({ from: 600, to: 540 }) }).success,
    ).toBe(false);
    expect(cueHoursSchema.safeParse({ enabled: true, days: [null] }).success).toBe(false);
    expect(
      cueHoursSchema.safeParse({ enabled: true, days: Array(7).fill({ from: 0, to: 1440 }) }).success,
    ).toBe(true);
  });
});

describe('snooze', () => {
  const now = at('2026-03-04T10:00:00Z');

  it('holds cues back until it ends, and comes before quiet hours', () => {
    const snooze = { until: snoozeUntil(15, now) };
    expect(snooze.until - now).toBe(15 * 60_000);
    expect(cuePause(now + 14 * 60_000, { snooze, cueHours: defaultCueHours })).toBe('snoozed');
    expect(cuePause(now + 15 * 60_000, { snooze, cueHours: defaultCueHours })).toBeUndefined();
    expect(
      cuePause(now, { snooze, cueHours: { ...nineToSix, days: Array(7).fill(null) }, timeZone: 'UTC' }),
    ).toBe('snoozed');
  });

  it('"until tomorrow" ends at the next local midnight', () => {
    expect(snoozeUntil('tomorrow', now, 'UTC')).toBe(at('2026-03-05T00:00:00Z'));
    // 10:00 UTC is 19:00 in Tokyo: midnight there is 15:00 UTC.
    expect(snoozeUntil('tomorrow', now, 'Asia/Tokyo')).toBe(at('2026-03-04T15:00:00Z'));
    // Just after midnight, tomorrow is almost a whole day away.
    expect(startOfNextDay(at('2026-03-05T00:00:01Z'), 'UTC')).toBe(at('2026-03-06T00:00:00Z'));
  });

  it('"until tomorrow" finds midnight across a daylight-saving change (23- and 25-hour days)', () => {
    // Berlin moves its clocks forward on 29 March 2026 and back on 25 October 2026.
    expect(startOfNextDay(at('2026-03-28T23:30:00Z'), 'Europe/Berlin')).toBe(at('2026-03-29T22:00:00Z'));
    expect(startOfNextDay(at('2026-10-24T22:30:00Z'), 'Europe/Berlin')).toBe(at('2026-10-25T23:00:00Z'));
  });
});

describe('paused time per minute', () => {
  it('splits a span at minute boundaries and caps each minute at 60 s', () => {
    const totals = new Map<number, number>();
    const minute = at('2026-03-04T10:00:00Z');
    addPausedSpan(totals, minute + 45_000, minute + 75_000);
    expect(totals.get(minute)).toBe(15_000);
    expect(totals.get(minute + 60_000)).toBe(15_000);
    addPausedSpan(totals, minute, minute + 60_000);
    expect(totals.get(minute)).toBe(60_000);
  });
});
