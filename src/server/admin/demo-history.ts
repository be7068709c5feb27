import type { MetricId } from '../../shared/posture/metric-thresholds';

export interface DemoSession {
  startedAt: number;
  endedAt: number;
  minutes: Array<{
    minute: number;
    score: number;
    secondsGood: number;
    secondsFair: number;
    secondsBad: number;
    alerts: number;
    metrics: Partial<Record<MetricId, number>>;
  }>;
}

/** A small seeded generator, so demo data (and the benchmark) is the same on every run. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayMs = 86_400_000;

/**
 * A believable history: weekday mornings and afternoons at the desk, the odd weekend session, posture
 * that slips in the late afternoon (head drop, leaning in) and improves over the weeks. Times are in
 * the local time of `offsetMinutes` east of UTC.
 */
export function demoHistory(options: {
  days: number;
  now?: number;
  offsetMinutes?: number;
  seed?: number;
}): DemoSession[] {
  const random = mulberry32(options.seed ?? 42);
  const offset = (options.offsetMinutes ?? 0) * 60_000;
  const now = options.now ?? Date.now();
  const today = Math.floor((now + offset) / dayMs);
  const sessions: DemoSession[] = [];
  for (let back = options.days - 1; back >= 0; back--) {
    const day = today - back;
    const weekday = (((day + 4) % 7) + 7) % 7;
    const weekend = weekday === 0 || weekday === 6;
    // Improvement over the period: early days slouch more.
    const progress = 1 - back / Math.max(1, options.days);
    const blocks: Array<[number, number]> = weekend
      ? random() < 0.8
        ? [[10.5, 25 + random() * 35]]
        : []
      : [
          [8.75 + random() * 1.25, 70 + random() * 110],
          [13.25 + random() * 1, 90 + random() * 150],
        ];
    for (const [startHour, length] of blocks) {
      const start = day * dayMs - offset + Math.round(startHour * 60) * 60_000;
      const startMinute = Math.floor(start / 60_000) * 60_000;
      const count = Math.round(length);
      const minutes: DemoSession['minutes'] = [];
      for (let i = 0; i < count; i++) {
        const minute = startMinute + i * 60_000;
        if (minute > now - 60_000) break;
        const hour = ((minute + offset) / 3_600_000) % 24;
        const fatigue = Math.max(0, hour - 14.5) / 3; // late afternoon
        const slump = Math.max(
          0,
          Math.min(1, 0.3 - 0.27 * progress + 0.18 * fatigue + (random() - 0.5) * 0.2),
        );
        const bad = Math.round(Math.max(0, Math.min(60, slump * 60 * (0.5 + random()))));
        const fair = Math.round(Math.min(60 - bad, (60 - bad) * (0.05 + random() * 0.15)));
        const good = 60 - bad - fair;
        minutes.push({
          minute,
          score: Math.round(Math.max(0, Math.min(100, 100 - bad * 1.2 - fair * 0.5))),
          secondsGood: good,
          secondsFair: fair,
          secondsBad: bad,
          alerts: bad > 30 && random() < 0.25 ? 1 : 0,
          metrics: {
            headDrop: round(Math.max(0, 0.04 + slump * 0.35 + (random() - 0.5) * 0.06)),
            lean: round(Math.max(0, 0.03 + slump * 0.16 + (random() - 0.5) * 0.04)),
            shoulderTilt: round(Math.max(0, 2 + slump * 4 + (random() - 0.5) * 2)),
            headTilt: round(Math.max(0, 3 + slump * 5 + (random() - 0.5) * 3)),
            lateralLean: round(Math.max(0, 0.03 + slump * 0.08 + (random() - 0.5) * 0.03)),
            // Drawn from no further random numbers, so the rest of the demo stays as it was.
            headForward: round(0.02 + slump * 0.07),
          },
        });
      }
      if (minutes.length > 0)
        sessions.push({ startedAt: minutes[0]!.minute, endedAt: minutes.at(-1)!.minute + 60_000, minutes });
    }
  }
  return sessions;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
