import type { MetricId } from './thresholds';

/**
 * How long a metric the frame cannot show keeps its last value: six frames at the steady rate. Seen
 * from one side, a head leaning or tilted away from the camera is misread as turned on runs of up to
 * 14 frames between measured ones, mostly six or fewer; a real turn reads as one long run (decision 044).
 */
export const carryMs = 2000;

/**
 * A metric left out of a frame that still shows the user (the head read as turned, an arm up) keeps
 * its last value for a moment. A model whose reading of the head's turn flickers across the limit on
 * a tilted head drops the tilt from two frames in three (BlazePose, camera to one side: decision 032);
 * without the carry the status never stays bad long enough to cue it, and with only the level held the
 * cue would name another metric. Longer gaps (a real turn to a second monitor) leave the metric out.
 * Only measured values are kept, so what a real turn carries is the posture before it.
 */
export class MetricCarry {
  private seen: Partial<Record<MetricId, { value: number; at: number }>> = {};

  fill(devs: Partial<Record<MetricId, number>>, now: number): Partial<Record<MetricId, number>> {
    const filled = { ...devs };
    for (const [id, value] of Object.entries(devs) as Array<[MetricId, number]>) {
      this.seen[id] = { value, at: now };
    }
    for (const [id, last] of Object.entries(this.seen) as Array<[MetricId, { value: number; at: number }]>) {
      if (filled[id] === undefined && now - last.at <= carryMs) filled[id] = last.value;
    }
    return filled;
  }

  reset(): void {
    this.seen = {};
  }
}
