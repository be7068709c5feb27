import { describe, expect, it } from 'vitest';
import { exerciseIds } from '../../shared/progress/exercises';
import { recommend, weeklyPlan, type MinuteSample } from './recommend';

const monday = Date.parse('2026-11-23T08:00:00Z');
/** `count` minutes from `start`, each with the given metrics and bad seconds. */
function minutes(start: number, count: number, metrics: MinuteSample['metrics'], bad = 5): MinuteSample[] {
  return Array.from({ length: count }, (_, i) => ({
    minute: start + i * 60_000,
    secondsGood: 60 - bad,
    secondsFair: 0,
    secondsBad: bad,
    metrics,
  }));
}
const upright = { headDrop: 0.02, lean: 0.01, shoulderTilt: 1, headTilt: 2, lateralLean: 0.02 };

describe('recommendations', () => {
  it('asks for more tracking before giving personal advice', () => {
    expect(recommend(minutes(monday, 30, upright), [], 0)).toEqual([
      expect.objectContaining({ id: 'trackMore', reason: { minutes: 30 } }),
    ]);
  });

  it('praises a good week', () => {
    expect(recommend(minutes(monday, 200, upright), [], 0).map((r) => r.id)).toEqual(['keepItUp']);
  });

  it('puts the most frequent fault first, with its share and the hour it happens most', () => {
    const morning = minutes(monday, 120, upright);
    // 15:00–16:40 local (UTC+1): the head drops; 16:00–16:50 it also leans in.
    const afternoon = minutes(Date.parse('2026-11-23T14:00:00Z'), 100, { ...upright, headDrop: 0.15 });
    const leaning = minutes(Date.parse('2026-11-23T15:00:00Z'), 50, { ...upright, lean: 0.15 });
    const result = recommend([...morning, ...afternoon, ...leaning], [], 60);
    expect(result[0]).toMatchObject({
      id: 'raiseScreen',
      exercises: ['chinTuck', 'neckStretch'],
      reason: { hour: 15 },
    });
    expect(result[0]!.reason.share).toBeCloseTo(100 / 270);
    expect(result.map((r) => r.id)).toContain('moveScreenBack');
    expect(result.map((r) => r.id)).not.toContain('levelShoulders');
  });

  it('suggests breaks after long unbroken sittings and a reminder at the worst hour', () => {
    const day = minutes(monday, 60, upright, 2);
    const badHour = minutes(Date.parse('2026-11-23T15:00:00Z'), 40, upright, 40);
    const sessions = [
      { startedAt: monday, endedAt: monday + 95 * 60_000 },
      { startedAt: monday + 86_400_000, endedAt: monday + 86_400_000 + 70 * 60_000 },
      { startedAt: monday + 2 * 86_400_000, endedAt: monday + 2 * 86_400_000 + 20 * 60_000 },
    ];
    const result = recommend([...day, ...badHour], sessions, 0);
    expect(result).toContainEqual(expect.objectContaining({ id: 'takeBreaks', reason: { count: 2 } }));
    expect(result).toContainEqual(
      expect.objectContaining({ id: 'worstHourReminder', reason: expect.objectContaining({ hour: 15 }) }),
    );
  });

  it('spreads the recommended exercises over a week, with eye rest every day', () => {
    const plan = weeklyPlan(
      recommend(minutes(monday, 200, { ...upright, lean: 0.2, shoulderTilt: 7 }), [], 0),
    );
    expect(plan).toHaveLength(7);
    for (const day of plan) {
      expect(day.exercises).toContain('eyeRest');
      for (const id of day.exercises) expect(exerciseIds).toContain(id);
    }
    expect(new Set(plan.flatMap((d) => d.exercises)).size).toBeGreaterThanOrEqual(4);
    expect(exerciseIds.length).toBeGreaterThanOrEqual(12);
  });
});
