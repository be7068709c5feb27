/**
 * Where a chart of days puts its labels. A chart's x values are whole days counted from 1970-01-01
 * (UTC, so no time zone or daylight-saving change can shift a bar off its label); each bar sits on its
 * day and each label on a bar. The densest labelling that fits is chosen: every day; every day as its
 * number, with the month under it where it changes (under the first day too, unless the next day
 * names a new month and the two would not fit); on short ranges every other or third day, on long
 * ones (up to four months) every week or every other week, from the language's first weekday; then
 * months, in the language's calendar.
 */

const dayMs = 86_400_000;

/** "2026-11-19" → days since 1970-01-01. */
export function epochDay(isoDay: string): number {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / dayMs);
}

export function dayDate(epoch: number): Date {
  return new Date(epoch * dayMs);
}

export interface DayTicks {
  splits: number[];
  labels: string[];
}

interface Candidate {
  days: number[];
  label: (day: number, index: number, days: number[]) => string;
}

/** The gap left between two neighbouring labels' texts on the same line, in CSS pixels. */
const labelGap = 6;
/** The least gap between two neighbouring labels' boxes, whatever their lines. */
const boxGap = 1;

export function dayTicks(options: {
  first: number;
  last: number;
  /** Pixels per day on the x axis. */
  pixelsPerDay: number;
  language: string;
  /** The drawn width of a label in CSS pixels. */
  measure: (text: string) => number;
}): DayTicks {
  const { first, last, pixelsPerDay, language, measure } = options;
  const format = (opts: Intl.DateTimeFormatOptions) => {
    const formatter = new Intl.DateTimeFormat(language, { ...opts, timeZone: 'UTC' });
    return (day: number) => formatter.format(dayDate(day));
  };
  const dayMonth = format({ day: 'numeric', month: 'short' });
  const dayOnly = format({ day: 'numeric' });
  const monthOnly = format({ month: 'short' });
  const year = format({ year: 'numeric' });
  const all = range(first, last);
  // Weeks and months as the language counts them: its calendar (Persian months in Persian) and its
  // first day of the week (Sunday in English, Saturday in Arabic, Monday in German).
  const date = localDate(language);
  const firstWeekday = weekStart(language);
  const weekStarts = all.filter((d) => dayDate(d).getUTCDay() === firstWeekday);
  const monthStarts = all.filter((d) => date(d).day === 1);
  const manyYears = new Set(all.map((d) => date(d).year)).size > 1;
  const monthOf = (day: number) => date(day).year * 100 + date(day).month;
  // The day's number, with the month on a second line under the first label and where the month changes.
  const compact = (day: number, i: number, days: number[]) =>
    i === 0 || monthOf(day) !== monthOf(days[i - 1]!) ? `${dayOnly(day)}\n${monthOnly(day)}` : dayOnly(day);
  // The same, without the month under the first day when the next day already names the new one: a
  // week from the 30th reads "30, 1 Dec, 2…" where two months side by side would not fit.
  const compactFromMonthEnd = (day: number, i: number, days: number[]) =>
    i === 0 && days[1] !== undefined && monthOf(days[1]) !== monthOf(day)
      ? dayOnly(day)
      : compact(day, i, days);
  // Months, with the year under the first and under each new year's first when the range spans years.
  const monthly = (day: number, i: number, days: number[]) =>
    manyYears && (i === 0 || date(day).year !== date(days[i - 1]!).year)
      ? `${monthOnly(day)}\n${year(day)}`
      : monthOnly(day);

  const candidates: Candidate[] = [
    { days: all, label: dayMonth },
    { days: all, label: compact },
    { days: all, label: compactFromMonthEnd },
    // A short range too narrow for every day: every other or third day, the latest one labelled.
    ...(all.length <= 14 ? [2, 3].map((step) => ({ days: everyNth(all, step, last), label: compact })) : []),
    // Up to about four months, weeks; longer ranges read better by month.
    ...(all.length > 14 && all.length <= 124
      ? [
          { days: weekStarts, label: dayMonth },
          { days: weekStarts, label: compact },
          { days: everyNth(weekStarts, 2, last), label: compact },
        ]
      : []),
    ...[1, 2, 3, 6, 12].map((step) => ({ days: everyNth(monthStarts, step), label: monthly })),
  ];
  for (const candidate of candidates) {
    if (candidate.days.length === 0) continue;
    const labels = candidate.days.map((day, i, days) => candidate.label(day, i, days));
    if (fits(candidate.days, labels, pixelsPerDay, measure)) return { splits: candidate.days, labels };
  }
  // Nothing fits (a tiny chart): the last day alone.
  return { splits: [last], labels: [dayMonth(last)] };
}

/** A day's year, month and day in the language's own calendar, as plain numbers. */
function localDate(language: string): (day: number) => { year: number; month: number; day: number } {
  const formatter = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  const cache = new Map<number, { year: number; month: number; day: number }>();
  return (day) => {
    let found = cache.get(day);
    if (!found) {
      const parts = formatter.formatToParts(dayDate(day));
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      const date = dayDate(day);
      found = {
        year: part('year') || part('relatedYear') || date.getUTCFullYear(),
        month: part('month') || date.getUTCMonth() + 1,
        day: part('day') || date.getUTCDate(),
      };
      cache.set(day, found);
    }
    return found;
  };
}

/** The weekday a week starts on in the language's main region (0 = Sunday), Monday when unknown. */
function weekStart(language: string): number {
  const locale = new Intl.Locale(language) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay ?? 1;
  return firstDay % 7;
}

function range(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/** Every `step`-th item; counted back from `anchor` when it is among them, so the latest day keeps a label. */
function everyNth(items: number[], step: number, anchor?: number): number[] {
  const from = anchor !== undefined && items.includes(anchor) ? (items.length - 1) % step : 0;
  return items.filter((_, i) => i >= from && (i - from) % step === 0);
}

/**
 * Labels centred on their days must not touch their neighbours. Texts on the same line keep a gap
 * between them; a label's second line (the month under a day) may reach past a neighbour that has
 * none, as long as the two labels' boxes do not meet: in Arabic "ديسمبر" is 35 px wide at 12 px, and
 * under the 1st beside the 30th it left a phone's week (31 px a day) without one label per day.
 */
function fits(
  days: number[],
  labels: string[],
  pixelsPerDay: number,
  measure: (text: string) => number,
): boolean {
  const lines = labels.map((label) => label.split('\n').map(measure));
  for (let i = 1; i < days.length; i++) {
    const room = (days[i]! - days[i - 1]!) * pixelsPerDay;
    if ((Math.max(...lines[i - 1]!) + Math.max(...lines[i]!)) / 2 + boxGap > room) return false;
  }
  // Each line against the nearest label that has text on the same line.
  const deepest = Math.max(...lines.map((l) => l.length));
  for (let line = 0; line < deepest; line++) {
    let previous: { day: number; width: number } | undefined;
    for (let i = 0; i < days.length; i++) {
      const width = lines[i]![line];
      if (width === undefined) continue;
      if (previous && (previous.width + width) / 2 + labelGap > (days[i]! - previous.day) * pixelsPerDay)
        return false;
      previous = { day: days[i]!, width };
    }
  }
  return true;
}
