import type { Level, MetricId } from './thresholds';

/**
 * How long each metric has been the worst during one slouch, so that its cue names what has been wrong
 * for most of it rather than what happened to read worst on the frame the grace ran out. A pose model
 * misplaces a point now and then: leaning in toward a laptop on the lap, BlazePose's eyes drop for a
 * frame at a time (the head drop reads 0.16–0.19 on single frames against 0.02–0.10 around them) while
 * the lean stays over its line throughout; the cue that fell on such a frame said "Lift your head", and
 * "I'm sitting fine" would have widened the head drop for a user who had leaned in.
 */
export class WorstTally {
  private readonly held = new Map<MetricId, number>();

  /** `metric` read worst for `ms` (the time since the frame before). */
  add(metric: MetricId | undefined, ms: number): void {
    if (metric) this.held.set(metric, (this.held.get(metric) ?? 0) + ms);
  }

  /**
   * Of the metrics off now, the one worst for longest; `fallback` (this frame's worst) when none of
   * them has been worst yet. A metric that has come back to good is not named, however long it led:
   * the cue is about how the user sits now.
   */
  longest(levels: Partial<Record<MetricId, Level>>, fallback: MetricId | undefined): MetricId | undefined {
    let best = fallback;
    let bestMs = fallback ? (this.held.get(fallback) ?? 0) : 0;
    for (const [metric, ms] of this.held) {
      const level = levels[metric];
      if (level === undefined || level === 'good') continue;
      if (ms > bestMs) {
        best = metric;
        bestMs = ms;
      }
    }
    return best;
  }

  clear(): void {
    this.held.clear();
  }
}
