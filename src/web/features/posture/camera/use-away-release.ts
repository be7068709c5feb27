import { useEffect, useRef, useState } from 'react';

/** After this long with nobody in front of the camera, the camera is released. */
export const defaultAwayReleaseMs = 2 * 60_000;
/** While released, the camera looks again this often, briefly, to see whether the user is back. */
export const awayCheckEveryMs = 20_000;
const checkLastsMs = 4000;

/**
 * Gives the camera back when the user has left (the light goes off, the laptop can sleep) and takes it
 * again when they return: it stops the stream after a long absence, then checks briefly every 20 s.
 * `?away-release=<seconds>` shortens the wait (used by the browser tests).
 */
export function useAwayRelease(options: {
  away: boolean;
  running: boolean;
  start(): Promise<void>;
  stop(): void;
}): { released: boolean } {
  const { away, running, start, stop } = options;
  const [released, setReleased] = useState(false);
  const checking = useRef(false);
  const [releaseAfterMs] = useState(() => {
    const seconds = Number(new URLSearchParams(location.search).get('away-release'));
    return seconds > 0 ? seconds * 1000 : defaultAwayReleaseMs;
  });

  // Away for long enough while the camera runs (and not during a brief check): let it go.
  useEffect(() => {
    if (!away || !running || released) return;
    const timer = setTimeout(
      () => {
        checking.current = false;
        setReleased(true);
        stop();
      },
      checking.current ? checkLastsMs : releaseAfterMs,
    );
    return () => clearTimeout(timer);
  }, [away, running, released, releaseAfterMs, stop]);

  // A person seen during a check (or a manual start): tracking resumes.
  useEffect(() => {
    if (released && running && !away) {
      checking.current = false;
      setReleased(false);
    }
  }, [released, running, away]);

  // Released: look again every so often.
  useEffect(() => {
    if (!released || running) return;
    const timer = setTimeout(
      () => {
        checking.current = true;
        void start();
      },
      Math.min(awayCheckEveryMs, releaseAfterMs),
    );
    return () => clearTimeout(timer);
  }, [released, running, start, releaseAfterMs]);

  return { released };
}
