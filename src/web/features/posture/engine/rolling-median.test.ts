import { describe, expect, it } from 'vitest';
import { RollingMedian } from './rolling-median';

describe('RollingMedian', () => {
  it('settles a reading that swings within the window on its middle', () => {
    const median = new RollingMedian(3000);
    // A look down at the keys every 3 s: 0.12 for one frame in three, 0.04 otherwise (3 frames a second).
    const out = Array.from({ length: 30 }, (_, i) => median.push(i % 3 === 0 ? 0.12 : 0.04, i * 333));
    expect(Math.max(...out.slice(9))).toBeCloseTo(0.04);
  });

  it('lets a held change through about half a window late', () => {
    const median = new RollingMedian(3000);
    const out = Array.from({ length: 30 }, (_, i) => median.push(i < 15 ? 0 : 0.1, i * 333));
    expect(out[15]).toBe(0);
    const through = out.findIndex((v) => v === 0.1);
    expect(through * 333 - 15 * 333).toBeGreaterThanOrEqual(1000);
    expect(through * 333 - 15 * 333).toBeLessThanOrEqual(2000);
  });

  it('forgets readings older than the window, and everything on reset', () => {
    const median = new RollingMedian(3000);
    median.push(5, 0);
    expect(median.push(1, 3000)).toBe(1);
    median.reset();
    expect(median.push(2, 3100)).toBe(2);
  });
});
