/**
 * The median of a value over the last `windowMs`: a posture is what is held, so a reading that moves
 * back and forth within a few seconds (the eyes going between keys and screen while typing, a breath,
 * a landmark's jitter) settles on its middle, while a posture held longer comes through whole, about
 * half a window late.
 */
export class RollingMedian {
  private samples: Array<{ at: number; value: number }> = [];

  constructor(private readonly windowMs: number) {}

  /** Adds a reading and returns the median of those within the window. */
  push(value: number, now: number): number {
    this.samples = this.samples.filter((s) => now - s.at < this.windowMs);
    this.samples.push({ at: now, value });
    const sorted = this.samples.map((s) => s.value).sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  }

  reset(): void {
    this.samples = [];
  }
}
