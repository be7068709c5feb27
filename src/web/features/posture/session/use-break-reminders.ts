import { useEffect, useRef } from 'react';

export type Reminder = 'break' | 'eyeRest';

/** Away this long counts as having taken a break: the sitting clock starts again. */
const breakTakenMs = 2 * 60_000;
const eyeRestEveryMs = 20 * 60_000;
const checkEveryMs = 5_000;

/**
 * Break and 20-20-20 eye-rest cues from continuous tracked sitting. "Tracking" is the camera on with
 * someone in front of it; stepping away for two minutes resets the clock.
 */
export function useBreakReminders(options: {
  tracking: boolean;
  breakMinutes: number;
  eyeRest: boolean;
  onReminder(reminder: Reminder): void;
}) {
  const live = useRef(options);
  live.current = options;
  const clock = useRef<{ sittingSince?: number; awaySince?: number; lastEyeRest?: number }>({});

  useEffect(() => {
    const timer = setInterval(() => {
      const { tracking, breakMinutes, eyeRest, onReminder } = live.current;
      const now = Date.now();
      const c = clock.current;
      if (!tracking) {
        c.awaySince ??= now;
        if (now - c.awaySince >= breakTakenMs) clock.current = { awaySince: c.awaySince };
        return;
      }
      c.awaySince = undefined;
      c.sittingSince ??= now;
      c.lastEyeRest ??= now;
      if (breakMinutes > 0 && now - c.sittingSince >= breakMinutes * 60_000) {
        c.sittingSince = now; // the next cue comes one interval later unless they get up
        onReminder('break');
      } else if (eyeRest && now - c.lastEyeRest >= eyeRestEveryMs) {
        c.lastEyeRest = now;
        onReminder('eyeRest');
      }
    }, checkEveryMs);
    return () => clearInterval(timer);
  }, []);
}
