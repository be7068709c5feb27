import { useCallback, useEffect, useRef, useState } from 'react';
import type { CueHours } from '../../../../shared/posture/cue-schedule-schemas';
import {
  addPausedSpan,
  cuePause,
  snoozeUntil,
  type CuePause,
  type Snooze,
  type SnoozeChoice,
} from './cue-schedule';

const storageKey = 'postura:snooze';
/** The snooze message the service worker relays from a notification's action button. */
export const snoozeMessageType = 'postura:snooze';

function readSnooze(now: number): Snooze | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Snooze | null;
    return saved && typeof saved.until === 'number' && saved.until > now ? saved : undefined;
  } catch {
    return undefined;
  }
}

function writeSnooze(snooze: Snooze | undefined): void {
  try {
    if (snooze) localStorage.setItem(storageKey, JSON.stringify(snooze));
    else localStorage.removeItem(storageKey);
  } catch {
    // Storage blocked: the snooze holds for this page only.
  }
}

export interface CuePauseControl {
  /** Why cues are held back now (snoozed first, then quiet hours), or undefined. */
  pause: CuePause;
  /** While snoozed: milliseconds left. */
  remainingMs: number;
  /** Asked at the moment a cue would come, so it reads the time then, not at the last render. */
  allowed(): boolean;
  snooze(choice: SnoozeChoice): void;
  resume(): void;
  /** Seconds of this minute (epoch ms of its start) during which cues were paused; counted once. */
  takeSnoozedSeconds(minute: number): number;
}

/**
 * Snooze and quiet hours for the live session: the snooze is kept on this device (other tabs and the
 * mini view follow it through the storage event; a notification's button through the service
 * worker), quiet hours come with the alert settings. While `tracking`, paused time is counted per
 * minute so the session summary and /progress show it apart. `now` is the clock (tests pass their own).
 */
export function useCuePause(
  cueHours: CueHours,
  tracking: boolean,
  now: () => number = Date.now,
): CuePauseControl {
  const [snoozed, setSnoozed] = useState<Snooze | undefined>(() => readSnooze(now()));
  const [time, setTime] = useState(now);
  const latest = useRef({ snoozed, cueHours, now });
  latest.current = { snoozed, cueHours, now };
  const pauseAt = useCallback((at: number) => {
    const { snoozed: current, cueHours: hours } = latest.current;
    return cuePause(at, { snooze: current, cueHours: hours });
  }, []);

  // Another tab or the notification's action changed the snooze.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) setSnoozed(readSnooze(latest.current.now()));
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; choice?: SnoozeChoice } | null;
      if (data?.type !== snoozeMessageType || data.choice === undefined) return;
      const next = { until: snoozeUntil(data.choice, latest.current.now()) };
      writeSnooze(next);
      setSnoozed(next);
    };
    window.addEventListener('storage', onStorage);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    // Messages from the worker wait in a queue until the page says it listens.
    navigator.serviceWorker?.startMessages();
    return () => {
      window.removeEventListener('storage', onStorage);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, []);

  // A clock for the countdown (every second while snoozed) and for quiet hours' edges; while
  // tracking, each tick adds the paused time since the last one to its minutes.
  const paused = useRef(new Map<number, number>());
  const lastTick = useRef<number | undefined>(undefined);
  const shownPause = useRef<CuePause>(undefined);
  /** Counts the paused part of the time since the last tick (a snooze that ended meanwhile, up to its end). */
  const countSinceLastTick = useCallback(
    (at: number) => {
      const since = lastTick.current;
      if (since === undefined) return;
      const reason = pauseAt(since);
      const until = latest.current.snoozed?.until ?? at;
      if (reason) addPausedSpan(paused.current, since, reason === 'snoozed' ? Math.min(at, until) : at);
      lastTick.current = at;
    },
    [pauseAt],
  );
  useEffect(() => {
    lastTick.current = tracking ? latest.current.now() : undefined;
    const tick = () => {
      const at = latest.current.now();
      countSinceLastTick(at);
      const current = latest.current.snoozed;
      if (current && at >= current.until) {
        writeSnooze(undefined);
        setSnoozed(undefined);
      }
      // Renders only for the countdown or a change (quiet hours starting or ending), not every second.
      const reason = pauseAt(at);
      if (current || reason !== shownPause.current) setTime(at);
      shownPause.current = reason;
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => {
      clearInterval(timer);
      tick();
    };
  }, [tracking, snoozed, countSinceLastTick, pauseAt]);

  const snooze = useCallback((choice: SnoozeChoice) => {
    const at = latest.current.now();
    const next = { until: snoozeUntil(choice, at) };
    writeSnooze(next);
    setSnoozed(next);
    setTime(at);
  }, []);

  const resume = useCallback(() => {
    writeSnooze(undefined);
    setSnoozed(undefined);
    setTime(latest.current.now());
  }, []);

  const allowed = useCallback(() => pauseAt(latest.current.now()) === undefined, [pauseAt]);

  const takeSnoozedSeconds = useCallback(
    (minute: number) => {
      // The minute just handed over may have paused time not yet ticked in: count up to now first.
      countSinceLastTick(latest.current.now());
      const ms = paused.current.get(minute) ?? 0;
      for (const key of paused.current.keys()) if (key <= minute) paused.current.delete(key);
      return Math.min(60, Math.round(ms / 1000));
    },
    [countSinceLastTick],
  );

  return {
    pause: cuePause(time, { snooze: snoozed, cueHours }),
    remainingMs: snoozed ? Math.max(0, snoozed.until - time) : 0,
    allowed,
    snooze,
    resume,
    takeSnoozedSeconds,
  };
}
