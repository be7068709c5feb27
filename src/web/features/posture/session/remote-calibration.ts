import type { Calibration } from '../engine/calibration';

/** A signed-in user's calibrations live on the server too, per camera (the key is the device id). */
const url = (deviceId: string | undefined) =>
  `/api/posture/calibrations/${encodeURIComponent(deviceId || 'default')}`;

export async function fetchRemoteCalibration(deviceId: string | undefined): Promise<Calibration | undefined> {
  try {
    const response = await fetch(url(deviceId), { credentials: 'same-origin' });
    if (!response.ok) return undefined;
    const answer = (await response.json()) as { calibration: Calibration | null };
    return answer.calibration ?? undefined;
  } catch {
    return undefined;
  }
}

export function pushRemoteCalibration(deviceId: string | undefined, calibration: Calibration): void {
  void fetch(url(deviceId), {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calibration),
  }).catch(() => undefined); // Kept in this browser anyway; the next calibration tries again.
}
