import { useCallback, useEffect, useRef, useState } from 'react';
import type { AlertSettings } from '../../../../shared/posture/posture-schemas';
import type { PostureAlert, PostureStatus } from '../engine/posture-state-machine';
import { recordConfirmed, recordSittingFine } from './personal-limits';

/**
 * The cue on screen and what became of it. It stays until posture is good again — then it counts as
 * confirmed (the user acted on it) — or until the user answers "I'm sitting fine", which widens that
 * metric's limits a little. Both are kept in the alert settings (per account, or per device).
 */
export function useCueOutcome(
  status: PostureStatus | 'uncalibrated',
  settings: AlertSettings,
  setSettings: (next: AlertSettings) => void,
) {
  const [cue, setCue] = useState<PostureAlert>();
  const latest = useRef({ settings, setSettings });
  latest.current = { settings, setSettings };

  useEffect(() => {
    if (!cue) return;
    if (status === 'good') {
      const { settings: current, setSettings: save } = latest.current;
      save({ ...current, learning: recordConfirmed(current.learning, cue.metric) });
      setCue(undefined);
    } else if (status === 'away' || status === 'uncalibrated') {
      setCue(undefined);
    }
  }, [status, cue]);

  const shown = useRef(cue);
  shown.current = cue;
  const sittingFine = useCallback(() => {
    const current = shown.current;
    if (!current) return;
    const { settings: now, setSettings: save } = latest.current;
    save({ ...now, learning: recordSittingFine(now.learning, current.metric) });
    setCue(undefined);
  }, []);

  return { cue, show: setCue, sittingFine };
}
