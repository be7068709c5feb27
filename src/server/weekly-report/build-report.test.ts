import { describe, expect, it } from 'vitest';
import { buildReport, maxNudges } from './build-report';
import { emptyDays, fakeInput, fakeWeek } from './report-fixtures';

describe('the weekly report content', () => {
  it('compares score and minutes with the week before, from the range totals /progress shows', () => {
    const input = fakeInput();
    const report = buildReport(input);
    if (report.kind !== 'report') throw new Error(report.kind);
    expect(report.score).toBe(input.thisWeek.totals.score);
    expect(report.previousScore).toBe(input.lastWeek.totals.score);
    expect(report.minutes).toBe(240);
    expect(report.previousMinutes).toBe(160);
    expect(report.days.map((d) => d.minutes)).toEqual([60, 30, 0, 45, 0, 90, 15]);
    expect(report.streak).toEqual({ current: 2, best: 5 });
  });

  it('names the most improved metric best and the one nearest its limit to work on', () => {
    const report = buildReport(fakeInput());
    if (report.kind !== 'report') throw new Error(report.kind);
    expect(report.best?.metric).toBe('lean');
    expect(report.best?.improvement).toBeGreaterThan(0.4);
    expect(report.worst?.metric).toBe('headTilt');
    expect(report.worst?.load).toBeCloseTo(1, 1);
  });

  it('without an improvement, the best is the metric furthest inside its limit', () => {
    const report = buildReport(fakeInput({ lastWeek: fakeWeek('2026-11-09', emptyDays) }));
    if (report.kind !== 'report') throw new Error(report.kind);
    expect(report.best).toMatchObject({ metric: 'lean', improvement: null });
    expect(report.previousScore).toBeNull();
  });

  it("takes /progress's first recommendation and its first exercise", () => {
    const report = buildReport(fakeInput());
    if (report.kind !== 'report') throw new Error(report.kind);
    expect(report.recommendation.id).toBe('straightenHead');
    expect(report.exercise).toBe('neckStretch');
  });

  it('sends a nudge for a week with nothing tracked, then nothing after three such weeks', () => {
    const empty = fakeWeek('2026-11-16', emptyDays);
    for (let weeks = 1; weeks <= maxNudges; weeks++)
      expect(buildReport(fakeInput({ thisWeek: empty, emptyWeeks: weeks })).kind).toBe('nudge');
    expect(buildReport(fakeInput({ thisWeek: empty, emptyWeeks: maxNudges + 1 })).kind).toBe('none');
  });
});
