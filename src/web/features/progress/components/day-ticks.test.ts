import { describe, expect, it } from 'vitest';
import { niceMax } from './day-chart-options';
import { dayDate, dayTicks, epochDay } from './day-ticks';

/** Every character 7 px wide: close to a 12 px font, and predictable. */
const measure = (text: string) => text.length * 7;

function ticks(from: string, to: string, pixelsPerDay: number, language = 'en') {
  return dayTicks({ first: epochDay(from), last: epochDay(to), pixelsPerDay, language, measure });
}

describe('epochDay', () => {
  it('counts whole days from 1970-01-01, whatever the time zone or a daylight-saving change', () => {
    expect(epochDay('1970-01-01')).toBe(0);
    expect(epochDay('2026-03-29') - epochDay('2026-03-28')).toBe(1);
    expect(dayDate(epochDay('2026-11-19')).toISOString()).toBe('2026-11-19T00:00:00.000Z');
  });
});

describe('dayTicks', () => {
  it('labels each of seven days once, on the day itself, when there is room', () => {
    const { splits, labels } = ticks('2026-11-19', '2026-11-25', 140);
    expect(splits).toEqual([...Array(7).keys()].map((i) => epochDay('2026-11-19') + i));
    expect(labels).toEqual(['Nov 19', 'Nov 20', 'Nov 21', 'Nov 22', 'Nov 23', 'Nov 24', 'Nov 25']);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('falls back to day numbers, with the month under the first day and where it changes', () => {
    const { splits, labels } = ticks('2026-10-27', '2026-11-25', 30);
    expect(splits).toHaveLength(30);
    expect(labels[0]).toBe('27\nOct');
    expect(labels[1]).toBe('28');
    expect(labels[splits.indexOf(epochDay('2026-11-01'))]).toBe('1\nNov');
  });

  it('labels weeks on a quarter and months on a year when days are too narrow, as the language counts them', () => {
    const quarter = ticks('2026-08-28', '2026-11-25', 10);
    expect(quarter.splits.length).toBeGreaterThan(3);
    for (const day of quarter.splits) expect(dayDate(day).getUTCDay()).toBe(0); // English weeks start on Sunday
    for (const day of ticks('2026-08-28', '2026-11-25', 10, 'de').splits)
      expect(dayDate(day).getUTCDay()).toBe(1);

    const year = ticks('2025-11-26', '2026-11-25', 2.7);
    for (const day of year.splits) expect(dayDate(day).getUTCDate()).toBe(1);
    expect(year.labels[0]).toBe('Dec\n2025');
    expect(year.labels).toContain('Jan\n2026');
    expect(year.labels).toContain('Feb');
    expect(year.splits.length).toBeGreaterThanOrEqual(4);
  });

  it("puts months where the language's calendar changes month (Persian: 1 Azar is 22 November 2026)", () => {
    const { splits, labels } = ticks('2026-10-27', '2026-11-25', 30, 'fa');
    const withMonth = splits.filter((_, i) => labels[i]!.includes('\n'));
    expect(withMonth).toEqual([epochDay('2026-10-27'), epochDay('2026-11-22')]);
    expect(labels[splits.indexOf(epochDay('2026-11-22'))]).toBe('۱\nآذر');
  });

  it('never lets two labels touch', () => {
    for (const pixelsPerDay of [0.6, 1, 2, 5, 9, 14, 20, 28, 45, 90]) {
      const { splits, labels } = ticks('2025-11-26', '2026-11-25', pixelsPerDay);
      for (let i = 1; i < splits.length; i++) {
        const room = (splits[i]! - splits[i - 1]!) * pixelsPerDay;
        const widths = [labels[i - 1]!, labels[i]!].map((l) => Math.max(...l.split('\n').map(measure)));
        expect((widths[0]! + widths[1]!) / 2).toBeLessThan(room);
      }
    }
  });

  it('lets a long month under a day reach past a neighbour without one, and keeps every day labelled', () => {
    // Arabic's December (35 px at 12 px) under the 1st, beside the 30th, on a phone's week (31 px a day).
    const wide = (text: string) => (text === 'Dec' ? 35 : text.length * 7);
    const week = dayTicks({
      first: epochDay('2026-11-25'),
      last: epochDay('2026-12-01'),
      pixelsPerDay: 31,
      language: 'en',
      measure: wide,
    });
    expect(week.labels).toEqual(['25\nNov', '26', '27', '28', '29', '30', '1\nDec']);
    // Two months on neighbouring days share the month's line, and keep its gap there.
    const months = dayTicks({
      first: epochDay('2026-10-31'),
      last: epochDay('2026-11-01'),
      pixelsPerDay: 33,
      language: 'en',
      measure: (text) => (text === 'Oct' || text === 'Nov' ? 30 : text.length * 7),
    });
    expect(months.labels).not.toEqual(['31\nOct', '1\nNov']);
    // Both days stay labelled: the 1st names the new month, and the 31st goes without its own.
    expect(months.labels).toEqual(['31', '1\nNov']);
  });

  it('leaves the month off a first day that ends its month when both months do not fit, and labels every day', () => {
    // A phone's Arabic week from 30 November (CI on 6 December): "نوفمبر" and "ديسمبر" both about
    // 35 px, 31 px a day, side by side under the 30th and the 1st.
    const wide = (text: string) => (text === 'Nov' || text === 'Dec' ? 35 : text.length * 7);
    const week = dayTicks({
      first: epochDay('2026-11-30'),
      last: epochDay('2026-12-06'),
      pixelsPerDay: 31,
      language: 'en',
      measure: wide,
    });
    expect(week.labels).toEqual(['30', '1\nDec', '2', '3', '4', '5', '6']);
    // With room for both, the first day keeps its month.
    expect(ticks('2026-11-30', '2026-12-06', 31).labels.slice(0, 2)).toEqual(['30\nNov', '1\nDec']);
  });

  it('keeps the latest day labelled when only every other day fits', () => {
    const { splits, labels } = ticks('2026-11-19', '2026-11-25', 16);
    expect(splits).toEqual([0, 2, 4, 6].map((i) => epochDay('2026-11-19') + i));
    expect(labels).toEqual(['19\nNov', '21', '23', '25']);
  });

  it('labels a single day', () => {
    expect(ticks('2026-11-25', '2026-11-25', 300).labels).toEqual(['Nov 25']);
  });

  it("writes dates in the page's language and digits", () => {
    // Arabic digits as the browser's Intl writes Arabic numbers (they vary by ICU version), Persian ones always.
    expect(ticks('2026-11-19', '2026-11-20', 200, 'ar').labels[0]).toContain(
      new Intl.NumberFormat('ar').format(19),
    );
    expect(ticks('2026-11-19', '2026-11-20', 200, 'ar').labels[0]).toContain('نوفمبر');
    expect(ticks('2026-11-19', '2026-11-20', 200, 'fa').labels[0]).toMatch(/[\u06f0-\u06f9]/);
    expect(ticks('2026-11-19', '2026-11-20', 200, 'de').labels[0]).toBe('19. Nov.');
  });
});

describe('niceMax', () => {
  it('rounds an axis top up to a whole step and never below the floor', () => {
    expect(niceMax(370, 30)).toBe(400);
    expect(niceMax(405, 30)).toBe(500);
    expect(niceMax(12, 30)).toBe(30);
    expect(niceMax(100, 100)).toBe(100);
    expect(niceMax(137, 100)).toBe(150);
  });
});
