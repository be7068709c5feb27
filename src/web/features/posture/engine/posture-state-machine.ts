import { forwardBendMetrics, headMetrics, type Level, type MetricId } from './thresholds';
import { scoreFor, type Limits } from './score';
import { WorstTally } from './worst-tally';

export type PostureStatus = Level | 'away';

export interface PostureTiming {
  /** Sustained bad posture before the first alert. */
  graceMs: number;
  /**
   * Sustained bad posture of the head alone (neck flexion, head drop or tilt) before an alert: reading
   * a phone for 10 s or a glance at the keyboard is not a slouch (ISO 11226: brief neck flexion is
   * acceptable), a head held down for longer is.
   */
  headGraceMs: number;
  /** Quiet time after an alert, while the user has not sat well since. */
  cooldownMs: number;
  /**
   * Sitting well for this long after an alert ends that slouch: the user acted on the cue, and the next
   * slouch is a new one, cued after its own grace — not up to a minute late for the first one's cool-down.
   */
  reArmMs: number;
  /** …but never sooner than this after the last alert, so that sitting up and slumping back is not nagged. */
  reArmedCooldownMs: number;
  /** How long a change must last before the status follows it. */
  confirmMs: number;
  /** How long a head-only fault must last before the status shows it: a glance is not a slouch. */
  glanceMs: number;
  /** No person for this long reads as away. */
  awayMs: number;
  /** Sustained "Almost there" for this long earns a gentle cue: a slouch in the making. */
  fairCueMs: number;
  /**
   * Sitting well for less than this does not end a stretch of "Almost there": a posture held near a
   * limit dips under it for a second or two with each breath and shift, and is still the same posture.
   */
  fairBreakMs: number;
  /**
   * …as long as "Almost there" (or worse) fills at least this share of the recent minutes (a moving
   * average over `fairShareMs`): a posture that reads good half the time is not a slouch in the making.
   */
  fairShare: number;
  fairShareMs: number;
  /** A dip from bad to "Almost there" shorter than this does not restart the wait for a cue. */
  badBreakMs: number;
}

export const defaultTiming: PostureTiming = {
  graceMs: 5000,
  headGraceMs: 10_000,
  cooldownMs: 60_000,
  reArmMs: 10_000,
  reArmedCooldownMs: 30_000,
  confirmMs: 700,
  glanceMs: 2500,
  awayMs: 3000,
  fairCueMs: 3 * 60_000,
  fairBreakMs: 15_000,
  fairShare: 0.8,
  fairShareMs: 60_000,
  badBreakMs: 5000,
};

export interface PostureAlert {
  metric: MetricId;
  at: number;
  /** `alert` for bad posture; `gentle` after minutes of "Almost there". */
  kind: 'alert' | 'gentle';
}

export interface PostureUpdate {
  status: PostureStatus;
  levels: Partial<Record<MetricId, Level>>;
  /** The metric furthest past its threshold, when any is off. */
  worst: MetricId | undefined;
  /** 0–100, always inside the band of the status shown (good 75+, fair 50–74, bad below 50). */
  score: number | undefined;
  alert: PostureAlert | undefined;
  /** Bad right from the start of a session: the calibration is probably off, not the user. */
  suggestRecalibration: boolean;
}

const rank: Record<Level, number> = { good: 0, fair: 1, bad: 2 };
/** Leaving a level takes a clear improvement (80% of its threshold): no flicker at the boundary. */
const hysteresis = 0.8;

export function levelFor(deviation: number, limits: Limits, previous: Level = 'good'): Level {
  if (deviation >= limits.bad || (previous === 'bad' && deviation >= limits.bad * hysteresis)) return 'bad';
  if (deviation >= limits.fair || (previous !== 'good' && deviation >= limits.fair * hysteresis))
    return 'fair';
  return 'good';
}

/** The metric furthest past its bad limit among those not good (of `among`, when given). */
function worstOf(
  devs: Partial<Record<MetricId, number>>,
  levels: Partial<Record<MetricId, Level>>,
  limits: Partial<Record<MetricId, Limits>>,
  among?: ReadonlySet<MetricId>,
): MetricId | undefined {
  let worst: MetricId | undefined;
  let worstRatio = 0;
  for (const [id, level] of Object.entries(levels) as Array<[MetricId, Level]>) {
    if (level === 'good' || (among && !among.has(id))) continue;
    const ratio = devs[id]! / limits[id]!.bad;
    if (ratio > worstRatio) {
      worstRatio = ratio;
      worst = id;
    }
  }
  // Leaning in (or slumping) brings the head forward with it, further than the shoulders: with the
  // whole upper body off, "sit back" is the advice that mends both.
  if (worst === 'headForward' && levels.lean === levels.headForward) return 'lean';
  // A bowed head brings the face nearer too (it turns about the base of the neck), so its face grows
  // against the shoulders as a forward head's does. With the eyes sunk past their own bad limit as
  // well, the head is bent: "lift your head" is the advice, and the metric that "I'm sitting fine"
  // should widen. A head pushed forward keeps the eyes up (decision 036).
  if (worst === 'headForward' && levels.headDrop === 'bad') return 'headDrop';
  return worst;
}

/**
 * Good / fair / bad per metric and overall, with hysteresis in value and in time, a grace period
 * before an alert (longer when only the head is off), a cool-down between alerts, tolerance for
 * glances, a gentle cue after minutes of "Almost there", and an away state. Pure: it is fed deviations
 * (or null when nobody is seen) with their limits and a timestamp, and answers what to show.
 */
export class PostureStateMachine {
  private levels: Partial<Record<MetricId, Level>> = {};
  private status: PostureStatus = 'good';
  private candidate: { status: PostureStatus; since: number } | undefined;
  private badSince: number | undefined;
  /** Which metric read worst for how long since `badSince`: what the alert names. */
  private readonly badTally = new WorstTally();
  /** When the status last left bad (for a dip to fair). */
  private leftBadAt: number | undefined;
  /** Since when some metric other than the head's has been bad without a break. */
  private bodyBadSince: number | undefined;
  /** Since when the head has read down (head drop or neck bad) without a break. */
  private headDownSince: number | undefined;
  /** Since when no body metric has read bad, while `bodyBadSince` still runs. */
  private bodyEasedSince: number | undefined;
  private notGoodSince: number | undefined;
  /** Which bend forward read worst for how long since `notGoodSince`: what the gentle cue names. */
  private readonly fairTally = new WorstTally();
  private goodSince: number | undefined;
  /** Moving average of not-good time during the current stretch (see `fairShare`). */
  private notGoodShare = 1;
  private lastUpdateAt: number | undefined;
  /** The last judged frame's answer, without its alert: held through frames that cannot be measured. */
  private last: PostureUpdate | undefined;
  private lastAlertAt = -Infinity;
  /** Since when the status has been good after the last alert (see `reArmMs`). */
  private goodAfterAlertSince: number | undefined;
  private reArmed = false;
  private awaySince: number | undefined;
  private startedAt: number | undefined;
  private badFromStart = true;

  constructor(private readonly timing: PostureTiming = defaultTiming) {}

  update(
    devs: Partial<Record<MetricId, number>> | null,
    limits: Partial<Record<MetricId, Limits>>,
    now: number,
  ): PostureUpdate {
    this.startedAt ??= now;
    if (devs === null) return this.updateAway(now);
    this.awaySince = undefined;
    if (this.status === 'away') {
      this.status = 'good';
      this.clearClocks();
    }

    const levels: Partial<Record<MetricId, Level>> = {};
    for (const [id, value] of Object.entries(devs) as Array<[MetricId, number]>) {
      const limit = limits[id];
      if (limit) levels[id] = levelFor(value, limit, this.levels[id]);
    }
    this.levels = levels;
    const worst = worstOf(devs, levels, limits);
    const raw = (Object.values(levels) as Level[]).reduce<Level>(
      (a, b) => (rank[b] > rank[a] ? b : a),
      'good',
    );
    // Only the head is off when every metric at the worst level is a head metric (a head bent over a
    // phone also looks a little nearer the screen: that fair lean does not make it a slouch).
    const headOnly = (Object.entries(levels) as Array<[MetricId, Level]>)
      .filter(([, level]) => level === raw)
      .every(([id]) => headMetrics.has(id));
    this.follow(raw, now, raw !== 'good' && headOnly ? this.timing.glanceMs : this.timing.confirmMs);

    // With the head down as well, a body metric is read as part of a head-down posture (a face bent
    // over a phone also comes nearer the screen): the head's longer grace applies.
    // …held down, that is: a head read down on a frame or two is a misplaced point (BlazePose sets the
    // eyes low on single frames) or a glance, and must not restart the body's grace each time
    // (decision 078).
    if (levels.headDrop === 'bad' || levels.neck === 'bad') this.headDownSince ??= now;
    else this.headDownSince = undefined;
    const headDown = this.headDownSince !== undefined && now - this.headDownSince >= this.timing.confirmMs;
    const bodyBad = (Object.entries(levels) as Array<[MetricId, Level]>).some(
      ([id, level]) => level === 'bad' && !headMetrics.has(id),
    );
    // And the body's clock restarts only once the body has eased for as long: a reading held near its
    // line dips under it on a frame or two (decision 078).
    if (headDown) this.bodyBadSince = this.bodyEasedSince = undefined;
    else if (bodyBad) {
      this.bodyBadSince ??= now;
      this.bodyEasedSince = undefined;
    } else {
      this.bodyEasedSince ??= now;
      if (now - this.bodyEasedSince >= this.timing.confirmMs) this.bodyBadSince = undefined;
    }

    let alert: PostureAlert | undefined;
    const cooledDown = this.cooledDown(now);
    if (this.status === 'bad') {
      this.badSince ??= now;
      this.badTally.add(worst, this.sinceLastUpdate(now));
      // The head alone must stay down longer than a look at a phone; the body's grace runs from when
      // the body itself went bad, so a moment of it during a head fault does not shorten the wait.
      const due =
        now - this.badSince >= this.timing.headGraceMs ||
        (this.bodyBadSince !== undefined &&
          now - Math.max(this.badSince, this.bodyBadSince) >= this.timing.graceMs);
      if (due && cooledDown && worst)
        alert = { metric: this.badTally.longest(levels, worst)!, at: now, kind: 'alert' };
      this.leftBadAt = undefined;
    } else {
      // A slouch that eases to "Almost there" for a moment and comes back is the same slouch: only a
      // return to good, or a while in fair, starts its clock again.
      if (this.badSince !== undefined) this.leftBadAt ??= now;
      if (
        this.status !== 'fair' ||
        this.leftBadAt === undefined ||
        now - this.leftBadAt >= this.timing.badBreakMs
      ) {
        this.badSince = undefined;
        this.leftBadAt = undefined;
        this.badTally.clear();
      }
      if (now - this.startedAt > 2000) this.badFromStart = false;
    }
    // Only bending forward is a slouch in the making (forwardBendMetrics, decision 034): a tilt within
    // its limit may be held for as long as the user likes.
    const forwardBend = worstOf(devs, levels, limits, forwardBendMetrics);
    this.trackStretch(now, forwardBend);
    if (
      !alert &&
      this.status === 'fair' &&
      forwardBend &&
      cooledDown &&
      now - this.notGoodSince! >= this.timing.fairCueMs &&
      this.notGoodShare >= this.timing.fairShare
    ) {
      alert = { metric: this.fairTally.longest(levels, forwardBend)!, at: now, kind: 'gentle' };
      this.notGoodSince = now;
      this.fairTally.clear();
      this.notGoodShare = 1;
    }
    if (alert) this.alerted(now);

    const suggestRecalibration =
      this.badFromStart && this.badSince !== undefined && now - this.startedAt >= 20_000;
    this.last = {
      status: this.status,
      levels: { ...levels },
      worst,
      score: scoreFor(devs, limits, this.status as Level),
      alert: undefined,
      suggestRecalibration,
    };
    return { ...this.last, alert };
  }

  /** Whether an alert may come now: a minute after the last, or half that once the user sat well since. */
  private cooledDown(now: number): boolean {
    if (this.status === 'good') {
      this.goodAfterAlertSince ??= now;
      if (now - this.goodAfterAlertSince >= this.timing.reArmMs) this.reArmed = true;
    } else {
      this.goodAfterAlertSince = undefined;
    }
    const quiet = this.reArmed ? this.timing.reArmedCooldownMs : this.timing.cooldownMs;
    return now - this.lastAlertAt >= quiet;
  }

  /** Time since the last judged frame, at most 2 s: a gap in the frames does not count as posture held. */
  private sinceLastUpdate(now: number): number {
    return Math.min(2000, Math.max(0, now - (this.lastUpdateAt ?? now)));
  }

  /**
   * The stretch of "Almost there" a gentle cue waits for: when it began, how much of it was, and which
   * bend forward (`forwardBend`, this frame's) read worst for how long.
   */
  private trackStretch(now: number, forwardBend: MetricId | undefined): void {
    const elapsed = this.sinceLastUpdate(now);
    this.lastUpdateAt = now;
    const notGood = this.status === 'good' ? 0 : 1;
    if (this.notGoodSince === undefined) {
      if (!notGood) return;
      this.notGoodSince = now;
      this.notGoodShare = 1;
      this.fairTally.clear();
    }
    if (notGood) this.fairTally.add(forwardBend, elapsed);
    this.notGoodShare += (notGood - this.notGoodShare) * (1 - Math.exp(-elapsed / this.timing.fairShareMs));
    if (notGood) this.goodSince = undefined;
    else if (now - (this.goodSince ??= now) >= this.timing.fairBreakMs) this.notGoodSince = undefined;
  }

  /**
   * A frame that shows the user but cannot be measured against the calibration (a shoulder lost for a
   * moment, the body seen from another side than at calibration): what was shown stays, no clock
   * moves, and it is neither good posture nor away.
   */
  hold(now: number): PostureUpdate {
    this.startedAt ??= now;
    // Someone is there: the away clock stops.
    this.awaySince = undefined;
    return (
      this.last ?? {
        status: this.status,
        levels: {},
        worst: undefined,
        score: undefined,
        alert: undefined,
        suggestRecalibration: false,
      }
    );
  }

  /**
   * hold(), for a user the other model beside the chosen one still sees where they sat while the chosen
   * one cannot measure them (decision 076): a slouch already held past the head's grace, the longer
   * one, is cued as a measured frame would cue it, on the metric last read worst.
   */
  holdSeen(now: number): PostureUpdate {
    const held = this.hold(now);
    if (this.status !== 'bad' || this.badSince === undefined || !held.worst) return held;
    if (now - this.badSince < this.timing.headGraceMs || !this.cooledDown(now)) return held;
    this.alerted(now);
    const metric = this.badTally.longest(held.levels, held.worst)!;
    return { ...held, alert: { metric, at: now, kind: 'alert' } };
  }

  /** An alert went out now: the cool-down runs from it, and sitting well must re-arm it again. */
  private alerted(now: number): void {
    this.lastAlertAt = now;
    this.goodAfterAlertSince = undefined;
    this.reArmed = false;
  }

  /** The clocks of a slouch and of a stretch of "Almost there": back from away, they start again. */
  private clearClocks(): void {
    this.badSince = undefined;
    this.leftBadAt = undefined;
    this.badTally.clear();
    this.notGoodSince = undefined;
    this.fairTally.clear();
    this.goodSince = undefined;
  }

  /** A new calibration or a new session starts the clocks again. */
  reset(): void {
    this.levels = {};
    this.status = 'good';
    this.candidate = undefined;
    this.clearClocks();
    this.last = undefined;
    this.lastUpdateAt = undefined;
    this.bodyBadSince = undefined;
    this.bodyEasedSince = undefined;
    this.headDownSince = undefined;
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
      this.last = undefined;
      this.clearClocks();
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
