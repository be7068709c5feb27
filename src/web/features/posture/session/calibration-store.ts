import type { Calibration } from '../engine/calibration';

/**
 * Calibrations are kept per camera in this browser. A camera seen for the first time starts from the
 * latest calibration (most people sit the same way in front of any camera) until recalibrated.
 */
const key = (deviceId: string | undefined) => `postura:calibration:${deviceId ?? 'default'}`;
const latestKey = 'postura:calibration:latest';

export function loadCalibration(deviceId: string | undefined): Calibration | undefined {
  try {
    const raw = localStorage.getItem(key(deviceId)) ?? localStorage.getItem(latestKey);
    return raw ? (JSON.parse(raw) as Calibration) : undefined;
  } catch {
    return undefined;
  }
}

export function saveCalibration(deviceId: string | undefined, calibration: Calibration): void {
  try {
    localStorage.setItem(key(deviceId), JSON.stringify(calibration));
    localStorage.setItem(latestKey, JSON.stringify(calibration));
  } catch {
    // Storage full or blocked: the calibration still holds for this visit.
  }
}
