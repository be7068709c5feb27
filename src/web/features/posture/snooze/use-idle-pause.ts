import { useCallback, useEffect, useRef, useState } from 'react';

/** The Idle Detection API (Chromium, with the user's permission); absent elsewhere. */
interface IdleDetectorInstance extends EventTarget {
  userState: 'active' | 'idle' | null;
  screenState: 'locked' | 'unlocked' | null;
  start(options: { threshold: number; signal: AbortSignal }): Promise<void>;
}
interface IdleDetectorClass {
  new (): IdleDetectorInstance;
  requestPermission(): Promise<PermissionState>;
}
const idleDetector = (): IdleDetectorClass | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as { IdleDetector?: IdleDetectorClass }).IdleDetector;

const storageKey = 'postura:idle-pause';
/** No keyboard or mouse for this long counts as away from the desk (the API's minimum is a minute). */
export const idleThresholdMs = 5 * 60_000;

export interface IdlePause {
  /** The browser has the Idle Detection API. */
  supported: boolean;
  enabled: boolean;
  /** The permission was refused. */
  denied: boolean;
  /** The camera is off because the screen is locked or the user is idle. */
  paused: boolean;
  /** Must run from a click: the browser asks for the permission only on a user gesture. */
  enable(): Promise<void>;
  disable(): void;
}

/**
 * Automatic pauses: while the screen is locked or nobody has touched the keyboard or mouse for a
 * while, the camera is released (its light goes off), and it starts again on unlock or activity.
 * Only where the browser has the Idle Detection API and the user allowed it; the choice is this
 * device's (the permission is too).
 */
export function useIdlePause(options: { running: boolean; start(): void; stop(): void }): IdlePause {
  const supported = Boolean(idleDetector());
  const [enabled, setEnabled] = useState(() => {
    try {
      return supported && localStorage.getItem(storageKey) === 'on';
    } catch {
      return false;
    }
  });
  const [denied, setDenied] = useState(false);
  const [away, setAway] = useState(false);
  const [released, setReleased] = useState(false);
  const live = useRef(options);
  live.current = options;

  const remember = (on: boolean) => {
    setEnabled(on);
    try {
      if (on) localStorage.setItem(storageKey, 'on');
      else localStorage.removeItem(storageKey);
    } catch {
      // Storage blocked: the choice holds for this visit.
    }
  };

  const enable = useCallback(async () => {
    const api = idleDetector();
    if (!api) return;
    const permission = await api.requestPermission().catch(() => 'denied' as const);
    setDenied(permission !== 'granted');
    remember(permission === 'granted');
  }, []);

  const disable = useCallback(() => {
    remember(false);
    setAway(false);
  }, []);

  useEffect(() => {
    const api = idleDetector();
    if (!enabled || !api) return;
    const controller = new AbortController();
    const detector = new api();
    detector.addEventListener('change', () =>
      setAway(detector.screenState === 'locked' || detector.userState === 'idle'),
    );
    // Permission withdrawn since, or never given on this device: the switch goes off.
    detector.start({ threshold: idleThresholdMs, signal: controller.signal }).catch(() => {
      if (!controller.signal.aborted) remember(false);
    });
    return () => controller.abort();
  }, [enabled]);

  // Away while the camera runs: release it. Back, after we released it: start it again.
  useEffect(() => {
    if (away && options.running && !released) {
      setReleased(true);
      live.current.stop();
    } else if (!away && released) {
      setReleased(false);
      if (!options.running) live.current.start();
    }
  }, [away, released, options.running]);

  return { supported, enabled, denied, paused: released && away, enable, disable };
}
