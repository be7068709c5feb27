import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PostureAlert, PostureStatus } from '../engine/posture-state-machine';
import type { CuePause } from './cue-schedule';
import { useHeldCue } from './use-held-cue';

const cue: PostureAlert = { metric: 'lean', at: 0, kind: 'alert' };
type Props = { pause: CuePause; status: PostureStatus | 'uncalibrated' };

describe('a cue held during a pause', () => {
  const setup = () => {
    const show = vi.fn();
    const hook = renderHook(({ pause, status }: Props) => useHeldCue(pause, status, show), {
      initialProps: { pause: 'snoozed', status: 'bad' } as Props,
    });
    return { show, hook };
  };

  it('shows when the pause ends with posture still off', () => {
    const { show, hook } = setup();
    hook.result.current(cue);
    hook.rerender({ pause: 'snoozed', status: 'fair' });
    expect(show).not.toHaveBeenCalled();
    hook.rerender({ pause: undefined, status: 'fair' });
    expect(show).toHaveBeenCalledWith(cue);
    hook.rerender({ pause: 'quietHours', status: 'bad' });
    hook.rerender({ pause: undefined, status: 'bad' });
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('is dropped when posture comes right during the pause', () => {
    const { show, hook } = setup();
    hook.result.current(cue);
    hook.rerender({ pause: 'snoozed', status: 'good' });
    hook.rerender({ pause: undefined, status: 'bad' });
    expect(show).not.toHaveBeenCalled();
  });
});
