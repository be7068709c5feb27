import { useEffect, useRef, useState } from 'react';

/** How long someone must be seen away from where the user calibrated before Postura says so. */
export const movedHintAfterMs = 8000;
/**
 * Without a sight of them for this long, they have gone. Shorter gaps are frames in which the model
 * found nobody, common for a small or dim figure, and do not start the wait again.
 */
export const movedGoneAfterMs = 10_000;

/**
 * Whether to say "Postura sees someone, but not where you calibrated". The user gate
 * (engine/user-gate.ts) leaves out a person far to one side, or much nearer or further: right for a
 * colleague, wrong for a user who moved their chair or their laptop, who would otherwise read "Away"
 * while sitting there — and then lose the camera to the away pause. Shown once that has lasted a few
 * seconds; gone when the calibrated user is found again, a new calibration starts, or nobody has been
 * seen for a while. Fed every analysed frame's view (`sessionMs` moves on with each frame).
 */
export function useMovedHint(view: {
  seenElsewhere: boolean;
  status: string;
  calibrating: boolean;
  sessionMs: number;
}): boolean {
  const { seenElsewhere, status, calibrating, sessionMs } = view;
  const [shown, setShown] = useState(false);
  const episode = useRef<{ since: number; last: number } | undefined>(undefined);
  const userFound = status === 'good' || status === 'fair' || status === 'bad';

  // After every frame.
  useEffect(() => {
    const now = Date.now();
    if (calibrating || userFound) episode.current = undefined;
    else if (seenElsewhere) {
      if (!episode.current || now - episode.current.last > movedGoneAfterMs)
        episode.current = { since: now, last: now };
      episode.current.last = now;
    } else if (episode.current && now - episode.current.last > movedGoneAfterMs) {
      episode.current = undefined;
    }
    setShown(episode.current !== undefined && now - episode.current.since >= movedHintAfterMs);
  }, [seenElsewhere, calibrating, userFound, sessionMs]);

  return shown;
}
