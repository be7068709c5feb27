import type { PostureStatus } from './posture-state-machine';
import type { MetricId } from './thresholds';

/** One minute of a session, as it is stored and uploaded: numbers only, never images. */
export interface PostureMinute {
  /** Start of the minute, ms since the epoch, a multiple of 60 000. */
  minute: number;
  score: number;
  secondsGood: number;
  secondsFair: number;
  secondsBad: number;
  alerts: number;
  metrics: Partial<Record<MetricId, number>>;
}

interface Bucket {
  minute: number;
  scoreSum: number;
  scoreWeight: number;
  ms: Record<'good' | 'fair' | 'bad', number>;
  alerts: number;
  metricSums: Partial<Record<MetricId, { sum: number; weight: number }>>;
}

/**
 * Folds frames into per-minute aggregates, weighting each frame by the time it stands for (frames
 * come faster while posture changes). Away time is not tracked time. A minute is handed out once the
 * clock has moved past it.
 */
export class MinuteAggregator {
  private bucket: Bucket | undefined;
  private lastTime: number | undefined;

  add(
    frame: {
      status: PostureStatus;
      score: number | undefined;
      deviations: Partial<Record<MetricId, number>> | null;
      alert: boolean;
    },
    now: number,
  ): PostureMinute[] {
    const finished: PostureMinute[] = [];
    const minute = Math.floor(now / 60_000) * 60_000;
    if (this.bucket && this.bucket.minute !== minute) {
      const done = this.close();
      if (done) finished.push(done);
    }
    const elapsed = this.lastTime === undefined ? 0 : Math.min(2000, Math.max(0, now - this.lastTime));
    this.lastTime = now;
    const bucket = (this.bucket ??= {
      minute,
      scoreSum: 0,
      scoreWeight: 0,
      ms: { good: 0, fair: 0, bad: 0 },
      alerts: 0,
      metricSums: {},
    });
    if (frame.alert) bucket.alerts++;
    if (frame.status === 'away' || frame.score === undefined) return finished;
    bucket.ms[frame.status] += elapsed;
    bucket.scoreSum += frame.score * elapsed;
    bucket.scoreWeight += elapsed;
    for (const [id, value] of Object.entries(frame.deviations ?? {}) as Array<[MetricId, number]>) {
      const sum = (bucket.metricSums[id] ??= { sum: 0, weight: 0 });
      sum.sum += value * elapsed;
      sum.weight += elapsed;
    }
    return finished;
  }

  /** Hands out the minute in progress (when the session stops). */
  flush(): PostureMinute | undefined {
    const done = this.close();
    this.lastTime = undefined;
    return done;
  }

  private close(): PostureMinute | undefined {
    const bucket = this.bucket;
    this.bucket = undefined;
    if (!bucket || bucket.scoreWeight === 0) return undefined;
    const seconds = (ms: number) => Math.round(ms / 1000);
    return {
      minute: bucket.minute,
      score: Math.round(bucket.scoreSum / bucket.scoreWeight),
      secondsGood: seconds(bucket.ms.good),
      secondsFair: seconds(bucket.ms.fair),
      secondsBad: seconds(bucket.ms.bad),
      alerts: bucket.alerts,
      metrics: Object.fromEntries(
        Object.entries(bucket.metricSums).map(([id, s]) => [
          id,
          Math.round((s!.sum / s!.weight) * 1000) / 1000,
        ]),
      ),
    };
  }
}
