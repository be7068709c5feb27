import { useCallback, useEffect, useRef, useState } from 'react';
import type { Features } from '../../../../shared/billing/plans';
import { defaultCueHours } from '../../../../shared/posture/cue-schedule-schemas';
import type { AlertSettings } from '../../../../shared/posture/posture-schemas';

export const defaultAlertSettings: AlertSettings = {
  sensitivity: 5,
  sound: true,
  volume: 0.6,
  notifications: false,
  breakMinutes: 45,
  eyeRest: false,
  measureSensitivity: {},
  learning: {},
  alertStyle: 'banner',
  cueHours: defaultCueHours,
};

const storageKey = 'postura:alert-settings';
const saveDelayMs = 600;

function readLocal(): AlertSettings {
  try {
    const raw = localStorage.getItem(storageKey);
    return raw
      ? { ...defaultAlertSettings, ...(JSON.parse(raw) as Partial<AlertSettings>) }
      : defaultAlertSettings;
  } catch {
    return defaultAlertSettings;
  }
}

/**
 * The alert settings of /pose: kept in this browser for everyone and, for signed-in users, on the
 * server too, so another device starts with them. Changes are saved shortly after the last one.
 */
export function useAlertSettings(
  signedIn: boolean,
  features: Features,
): [AlertSettings, (next: AlertSettings) => void] {
  const [settings, setSettings] = useState<AlertSettings>(readLocal);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    fetch('/api/posture/preferences', { credentials: 'same-origin' })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ settings: AlertSettings | null }>) : null,
      )
      .then((answer) => {
        if (live && answer?.settings) setSettings({ ...defaultAlertSettings, ...answer.settings });
      })
      .catch(() => undefined); // Offline: this browser's settings hold.
    return () => {
      live = false;
    };
  }, [signedIn]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (next: AlertSettings) => {
      setSettings(next);
      try {
        localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Storage blocked: the settings hold for this visit.
      }
      if (!signedIn) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void fetch('/api/posture/preferences', {
          method: 'PUT',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          // The server refuses Pro settings without Pro: send the free values for locked ones.
          body: JSON.stringify({
            ...next,
            sensitivity: features.sensitivity_control ? next.sensitivity : defaultAlertSettings.sensitivity,
            measureSensitivity: features.sensitivity_control ? next.measureSensitivity : {},
            sound: features.sound_alerts && next.sound,
            notifications: features.background_notifications && next.notifications,
          }),
        }).catch(() => undefined);
      }, saveDelayMs);
    },
    [signedIn, features],
  );

  return [settings, update];
}
