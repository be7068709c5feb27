import type { CueHours } from '../../../../shared/posture/cue-schedule-schemas';

/** The snooze choices: minutes, or until the next day begins. */
export const snoozeChoices = [15, 30, 60, 'tomorrow'] as const;
export type SnoozeChoice = (typeof snoozeChoices)[number];
/** What the one-key shortcut and a notification's "Pause" do: half an hour, a call's length. */
export const shortcutSnooze: SnoozeChoice = 30;

/** A snooze in effect: cues stay quiet until `until` (epoch ms). */
export interface Snooze {
  until: number;
}

/** Why cues are paused right now, if they are. */
export type CuePause = 'snoozed' | 'quietHours' | undefined;

interface ZonedTime {
  /** 0 = Sunday, as Date#getDay. */
  weekday: number;
  /** Milliseconds since local midnight. */
  msOfDay: number;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday and time of day at an instant, in a time zone (the browser's own when none is given). */
export function zonedTime(epochMs: number, timeZone?: string): ZonedTime {
  if (!timeZone) {
    const date = new Date(epochMs);
    const msOfDay =
      ((date.getHours() * 60 + date.getMinutes()) * 60 + date.getSeconds()) * 1000 + date.getMilliseconds();
    return { weekday: date.getDay(), msOfDay };
  }
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(epochMs).map((part) => [part.type, part.value]));
  const seconds = (Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second);
  const ms = ((epochMs % 1000) + 1000) % 1000;
  return { weekday: weekdays.indexOf(parts.weekday ?? ''), msOfDay: seconds * 1000 + ms };
}

/** Whether an instant falls outside that weekday's cue hours (quiet hours on, in the given zone). */
export function inQuietHours(cueHours: CueHours, epochMs: number, timeZone?: string): boolean {
  if (!cueHours.enabled) return false;
  const { weekday, msOfDay } = zonedTime(epochMs, timeZone);
  const day = cueHours.days[weekday];
  if (!day) return true;
  return msOfDay < day.from * 60_000 || msOfDay >= day.to * 60_000;
}

/** Why a cue at this instant would be held back — a snooze comes first — or undefined if it may come. */
export function cuePause(
  epochMs: number,
  options: { snooze: Snooze | undefined; cueHours: CueHours; timeZone?: string },
): CuePause {
  if (options.snooze && epochMs < options.snooze.until) return 'snoozed';
  if (inQuietHours(options.cueHours, epochMs, options.timeZone)) return 'quietHours';
  return undefined;
}

export const cueAllowed = (...args: Parameters<typeof cuePause>): boolean => cuePause(...args) === undefined;

/**
 * The next local midnight after an instant, in a time zone. Found from the time of day and corrected
 * once for a change of UTC offset in between (a daylight-saving switch makes that day 23 or 25 hours).
 */
export function startOfNextDay(epochMs: number, timeZone?: string): number {
  const dayMs = 86_400_000;
  let candidate = epochMs + dayMs - zonedTime(epochMs, timeZone).msOfDay;
  const off = zonedTime(candidate, timeZone).msOfDay;
  // Landed late (the day was shorter): step back; landed early (longer day): step forward.
  if (off !== 0) candidate += off > dayMs / 2 ? dayMs - off : -off;
  return candidate;
}

/** When a snooze chosen now ends. */
export function snoozeUntil(choice: SnoozeChoice, epochMs: number, timeZone?: string): number {
  return choice === 'tomorrow' ? startOfNextDay(epochMs, timeZone) : epochMs + choice * 60_000;
}

/**
 * Adds the time from `from` to `to` (epoch ms) during which cues were paused to per-minute totals,
 * split at minute boundaries, so each uploaded minute carries its own snoozed seconds.
 */
export function addPausedSpan(totals: Map<number, number>, from: number, to: number): void {
  let start = from;
  while (start < to) {
    const minute = Math.floor(start / 60_000) * 60_000;
    const end = Math.min(to, minute + 60_000);
    totals.set(minute, Math.min(60_000, (totals.get(minute) ?? 0) + (end - start)));
    start = end;
  }
}
