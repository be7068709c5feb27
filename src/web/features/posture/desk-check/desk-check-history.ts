import { deskCheckSchema, type DeskCheckRecord } from '../../../../shared/desk-check/desk-check-schema';
import type { DeskResult } from './desk-estimate';

/**
 * Where desk checks are kept: on the server for a signed-in user (so /progress on any device shows
 * the last one), in this browser for a visitor. Numbers and verdicts only.
 */
const storageKey = 'postura:desk-checks';
const keptLocally = 20;

export function toRecord(result: DeskResult, at = Date.now()): DeskCheckRecord {
  return {
    distanceCm: Math.round(result.distanceCm),
    eyesAboveCm: Math.round(result.eyesAboveCm),
    screenHeight: result.height,
    lightLevel: Math.round(result.light.face * 100) / 100,
    lighting: result.lighting,
    at,
  };
}

function localChecks(): DeskCheckRecord[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((r) => deskCheckSchema.safeParse(r).success) : [];
  } catch {
    return [];
  }
}

export async function saveDeskCheck(record: DeskCheckRecord, signedIn: boolean): Promise<boolean> {
  if (signedIn) {
    try {
      const response = await fetch('/api/desk-checks', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(record),
      });
      return response.ok;
    } catch {
      return false;
    }
  }
  try {
    localStorage.setItem(storageKey, JSON.stringify([...localChecks(), record].slice(-keptLocally)));
    return true;
  } catch {
    return false; // Private mode: shown now, not kept.
  }
}

export async function loadLatestDeskCheck(signedIn: boolean): Promise<DeskCheckRecord | undefined> {
  if (!signedIn) return localChecks().at(-1);
  try {
    const response = await fetch('/api/desk-checks/latest', { credentials: 'same-origin' });
    if (!response.ok) return undefined;
    const answer = (await response.json()) as { check: DeskCheckRecord | null };
    return answer.check ?? undefined;
  } catch {
    return undefined;
  }
}
