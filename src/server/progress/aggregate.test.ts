import { describe, expect, it } from 'vitest';
import {
  bestAndWorstHours,
  dayIndexOf,
  dayKey,
  fillDays,
  heatmap,
  isNeckLoadMinute,
  localDayIndex,
  streaks,
  type BucketRow,
} from './aggregate';

const rule = { minMinutes: 20, minGoodShare: 0.7 };
const day = (bucket: number, minutes: number, goodShare: number): BucketRow => ({
  bucket,
  minutes,
  good: Math.round(minutes * 60 * goodShare),
  fair: 0,
  bad: minutes * 60 - Math.round(minutes * 60 * goodShare),
  alerts: 0,
  scoreSum: minutes * 80,
});

describe('progress aggregation', () => {
  it('maps instants to local days both sides of midnight', () => {
    const lateEveningUtc = Date.parse('2026-11-21T23:30:00Z');
    expect(dayKey(localDayIndex(lateEveningUtc, 0))).toBe('2026-11-21');
    expect(dayKey(localDayIndex(lateEveningUtc, 60))).toBe('2026-11-22'); // Berlin
    expect(dayKey(localDayIndex(lateEveningUtc, -300))).toBe('2026-11-21'); // New York
    expect(dayIndexOf('2026-11-22')).toBe(localDayIndex(Date.parse('2026-11-22T12:00:00Z'), 0));
  });

  it('fills days without tracking with zero and no score', () => {
    const d = dayIndexOf('2026-11-20');
    const days = fillDays(d, d + 2, [day(d + 1, 30, 0.8)]);
    expect(days.map((x) => [x.day, x.minutes, x.score, x.goodShare])).toEqual([
      ['2026-11-20', 0, null, null],
      ['2026-11-21', 30, 80, 0.8],
      ['2026-11-22', 0, null, null],
    ]);
  });

  it('counts streaks of days with enough minutes in good posture; today still under way does not break it', () => {
    const today = dayIndexOf('2026-11-22');
    const rows = [
      day(today - 9, 60, 0.9),
      day(today - 8, 60, 0.9),
      day(today - 7, 60, 0.9),
      day(today - 6, 60, 0.9), // best run: 4
      day(today - 5, 10, 0.9), // too short
      day(today - 4, 60, 0.5), // too much bad posture
      day(today - 2, 25, 0.75),
      day(today - 1, 40, 0.8),
    ];
    expect(streaks(rows, today, rule)).toEqual({ current: 2, best: 4 });
    expect(streaks([...rows, day(today, 30, 0.9)], today, rule)).toEqual({ current: 3, best: 4 });
    expect(streaks(rows, today + 2, rule)).toEqual({ current: 0, best: 4 });
    expect(streaks(rows, today, { minMinutes: 50, minGoodShare: 0.7 })).toEqual({ current: 0, best: 4 });
  });

  it('builds a weekday × hour heat map of bad-posture share', () => {
    // Hour buckets: hours since the epoch. Monday 2026-11-23 15:00 UTC.
    const mondayThree = Date.parse('2026-11-23T15:00:00Z') / 3_600_000;
    const grid = heatmap([day(mondayThree, 60, 0.25), day(mondayThree + 24 * 7, 60, 0.75)]);
    expect(grid).toHaveLength(7 * 24);
    const cell = grid.find((c) => c.weekday === 1 && c.hour === 15)!;
    expect(cell.minutes).toBe(120);
    expect(cell.badShare).toBeCloseTo(0.5);
    expect(grid.find((c) => c.weekday === 2 && c.hour === 15)!.badShare).toBeNull();
  });

  it('names the best and worst hours of the day once there is enough data', () => {
    const base = Date.parse('2026-11-23T00:00:00Z') / 3_600_000;
    expect(bestAndWorstHours([day(base + 9, 60, 0.9)])).toEqual({ bestHour: null, worstHour: null });
    const hours = bestAndWorstHours([
      day(base + 9, 60, 0.9),
      day(base + 15, 60, 0.4),
      day(base + 11, 10, 0.1),
    ]);
    expect(hours.bestHour).toEqual({ hour: 9, goodShare: 0.9 });
    expect(hours.worstHour).toEqual({ hour: 15, goodShare: 0.4 });
  });

  it('counts neck-load minutes beyond ISO 11226 ranges (side view) or the bad head drop (front)', () => {
    expect(isNeckLoadMinute({ neck: 26 })).toBe(true);
    expect(isNeckLoadMinute({ neck: 20, torso: 21 })).toBe(true);
    expect(isNeckLoadMinute({ headDrop: 0.2 })).toBe(true);
    expect(isNeckLoadMinute({ headDrop: 0.05, lean: 0.5 })).toBe(false);
  });
});
