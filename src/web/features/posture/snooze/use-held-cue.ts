import { useCallback, useEffect, useRef } from 'react';
import type { PostureAlert, PostureStatus } from '../engine/posture-state-machine';
import type { CuePause } from './cue-schedule';

/**
 * A cue that came while cues were paused is held, unseen: when the pause ends and posture is still
 * off, it shows then (without sound); if posture came right meanwhile it is dropped, and, never seen,
 * it teaches the learning nothing.
 */
export function useHeldCue(
  pause: CuePause,
  status: PostureStatus | 'uncalibrated',
  show: (cue: PostureAlert) => void,
): (cue: PostureAlert) => void {
  const held = useRef<PostureAlert | undefined>(undefined);
  useEffect(() => {
    const cue = held.current;
    if (!cue) return;
    if (status !== 'bad' && status !== 'fair') held.current = undefined;
    else if (!pause) {
      held.current = undefined;
      show(cue);
    }
  }, [pause, status, show]);
  return useCallback((cue: PostureAlert) => {
    held.current = cue;
  }, []);
}
