import { headMetrics, sensitivityFactor, thresholds, type Level, type MetricId } from './thresholds';

export type PostureStatus = Level | 'away';

export interface PostureTiming {
  /** Sustained bad posture before the first alert. */
  graceMs: number;
  /** Quiet time after an alert. */
  cooldownMs: number;
  /** How long a change must last before the status follows it. */
  confirmMs: number;
  /** How long a head-only fault must last before it counts: a glance at the keyboard is not a slouch. */
  glanceMs: number;
  /** No person for this long reads as away. */
  awayMs: number;
}

export const defaultTiming: PostureTiming = {
  graceMs: 5000,
  cooldownMs: 60_000,
  confirmMs: 700,
  glanceMs: 2500,
  awayMs: 3000,
};

export interface PostureAlert {
  metric: MetricId;
  at: number;
}

export interface PostureUpdate {
  status: PostureStatus;
  levels: Partial<Record<MetricId, Level>>;
  /** The metric furthest past its threshold, when any is off. */
  worst: MetricId | undefined;
  score: number | undefined;
  alert: PostureAlert | undefined;
  /** Bad right from the start of a session: the calibration is probably off, not the user. */
  suggestRecalibration: boolean;
}

const rank: Record<Level, number> = { good: 0, fair: 1, bad: 2 };
/** Leaving a level takes a clear improvement (80% of its threshold): no flicker at the boundary. */
const hysteresis = 0.8;

export function levelFor(
  deviation: number,
  limits: { fair: number; bad: number },
  previous: Level = 'good',
): Level {
  if (deviation >= limits.bad || (previous === 'bad' && deviation >= limits.bad * hysteresis)) return 'bad';
  if (deviation >= limits.fair || (previous !== 'good' && deviation >= limits.fair * hysteresis))
    return 'fair';
  return 'good';
}

/** 100 when every metric sits at its calibrated value; 0 when the worst is well past its bad threshold. */
export function postureScore(devs: Partial<Record<MetricId, number>>, factor = 1): number {
  const severities = (Object.entries(devs) as Array<[MetricId, number]>).map(([id, value]) => {
    const { fair, bad } = thresholds[id];
    return Math.min(
      1,
      Math.max(0, (value - fair * factor * 0.4) / (bad * factor * 1.25 - fair * factor * 0.4)),
    );
  });
  if (!severities.length) return 100;
  const worst = Math.max(...severities);
  const mean = severities.reduce((s, v) => s + v, 0) / severities.length;
  return Math.round(100 * (1 - Math.min(1, worst * 0.75 + mean * 0.25)));
}

/**
 * Good / fair / bad per metric and overall, with hysteresis in value and in time, a grace period
 * before an alert, a cool-down between alerts, tolerance for glances, and an away state. Pure: it is
 * fed deviations (or null when nobody is seen) with a timestamp, and answers what to show.
 */
export class PostureStateMachine {
  private levels: Partial<Record<MetricId, Level>> = {};
  private status: PostureStatus = 'good';
  private candidate: { status: PostureStatus; since: number } | undefined;
  private badSince: number | undefined;
  private lastAlertAt = -Infinity;
  private awaySince: number | undefined;
  private startedAt: number | undefined;
  private badFromStart = true;

  constructor(
    private sensitivity = 5,
    private readonly timing: PostureTiming = defaultTiming,
  ) {}

  setSensitivity(sensitivity: number): void {
    this.sensitivity = sensitivity;
  }

  update(devs: Partial<Record<MetricId, number>> | null, now: number): PostureUpdate {
    this.startedAt ??= now;
    if (devs === null) return this.updateAway(now);
    this.awaySince = undefined;
    if (this.status === 'away') {
      this.status = 'good';
      this.badSince = undefined;
    }

    const factor = sensitivityFactor(this.sensitivity);
    let worst: MetricId | undefined;
    let worstRatio = 0;
    for (const [id, value] of Object.entries(devs) as Array<[MetricId, number]>) {
      const limits = { fair: thresholds[id].fair * factor, bad: thresholds[id].bad * factor };
      const level = levelFor(value, limits, this.levels[id]);
      this.levels[id] = level;
      const ratio = value / limits.fair;
      if (level !== 'good' && ratio > worstRatio) {
        worstRatio = ratio;
        worst = id;
      }
    }
    const raw = (Object.values(this.levels) as Level[]).reduce<Level>(
      (a, b) => (rank[b] > rank[a] ? b : a),
      'good',
    );
    const headOnly = (Object.entries(this.levels) as Array<[MetricId, Level]>)
      .filter(([, level]) => level !== 'good')
      .every(([id]) => headMetrics.has(id));
    this.follow(raw, now, raw !== 'good' && headOnly ? this.timing.glanceMs : this.timing.confirmMs);

    let alert: PostureAlert | undefined;
    if (this.status === 'bad') {
      this.badSince ??= now;
      if (
        now - this.badSince >= this.timing.graceMs &&
        now - this.lastAlertAt >= this.timing.cooldownMs &&
        worst
      ) {
        alert = { metric: worst, at: now };
        this.lastAlertAt = now;
      }
    } else {
      this.badSince = undefined;
      if (now - this.startedAt > 2000) this.badFromStart = false;
    }
    const suggestRecalibration =
      this.badFromStart && this.badSince !== undefined && now - this.startedAt >= 20_000;
    return {
      status: this.status,
      levels: { ...this.levels },
      worst,
      score: postureScore(devs, factor),
      alert,
      suggestRecalibration,
    };
  }

  /** A new calibration or a new session starts the clocks again. */
  reset(): void {
    this.levels = {};
    this.status = 'good';
    this.candidate = undefined;
    this.badSince = undefined;
    this.awaySince = undefined;
    this.startedAt = undefined;
    this.badFromStart = true;
  }

  private follow(raw: Level, now: number, worseAfterMs: number): void {
    if (raw === this.status) {
      this.candidate = undefined;
      return;
    }
    if (this.candidate?.status !== raw) this.candidate = { status: raw, since: now };
    const worse = this.status === 'away' || rank[raw] > rank[this.status as Level];
    if (now - this.candidate.since >= (worse ? worseAfterMs : this.timing.confirmMs)) {
      this.status = raw;
      this.candidate = undefined;
    }
  }

  private updateAway(now: number): PostureUpdate {
    this.awaySince ??= now;
    if (now - this.awaySince >= this.timing.awayMs) {
      this.status = 'away';
      this.levels = {};
      this.badSince = undefined;
    }
    return {
      status: this.status,
      levels: { ...this.levels },
      worst: undefined,
      score: undefined,
      alert: undefined,
      suggestRecalibration: false,
    };
  }
}
