import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { movedGoneAfterMs, movedHintAfterMs, useMovedHint } from './use-moved-hint';

type View = { seenElsewhere: boolean; status: string; calibrating: boolean; sessionMs?: number };
const user: View = { seenElsewhere: false, status: 'good', calibrating: false };
const elsewhere: View = { seenElsewhere: true, status: 'away', calibrating: false };
const nobody: View = { seenElsewhere: false, status: 'away', calibrating: false };

describe('the hint that the user is not where they calibrated', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Frames every 300 ms for `ms`, each with `view` (or the views in turn). */
  async function frames(hook: { rerender(view: View): void }, ms: number, ...views: View[]) {
    for (let t = 0, i = 0; t < ms; t += 300, i++) {
      await act(async () => vi.advanceTimersByTime(300));
      hook.rerender({ ...views[i % views.length]!, sessionMs: Date.now() });
    }
  }
  const setUp = () =>
    renderHook((view: View) => useMovedHint({ sessionMs: 0, ...view }), { initialProps: user });

  it('appears once someone has been seen elsewhere for a few seconds, through frames with nobody', async () => {
    const hook = setUp();
    await frames(hook, movedHintAfterMs - 1000, elsewhere, nobody, nobody);
    expect(hook.result.current).toBe(false);
    await frames(hook, 1500, elsewhere);
    expect(hook.result.current).toBe(true);
  });

  it('waits again after the user was found in between: a passer-by does not bring it', async () => {
    const hook = setUp();
    await frames(hook, movedHintAfterMs - 1000, elsewhere);
    await frames(hook, 600, user);
    await frames(hook, movedHintAfterMs - 1000, elsewhere);
    expect(hook.result.current).toBe(false);
  });

  it('goes when the user is found, calibrates again, or nobody has been seen for a while', async () => {
    const hook = setUp();
    await frames(hook, movedHintAfterMs + 600, elsewhere);
    expect(hook.result.current).toBe(true);
    await frames(hook, 300, { ...user, status: 'fair' });
    expect(hook.result.current).toBe(false);

    await frames(hook, movedHintAfterMs + 600, elsewhere);
    await frames(hook, 300, { seenElsewhere: false, status: 'uncalibrated', calibrating: true });
    expect(hook.result.current).toBe(false);

    await frames(hook, movedHintAfterMs + 600, elsewhere);
    await frames(hook, movedGoneAfterMs - 1000, nobody);
    expect(hook.result.current).toBe(true);
    await frames(hook, 1500, nobody);
    expect(hook.result.current).toBe(false);
  });
});
