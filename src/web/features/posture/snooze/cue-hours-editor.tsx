import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CueHours, DayCueHours } from '../../../../shared/posture/cue-schedule-schemas';
import { defaultCueHours } from '../../../../shared/posture/cue-schedule-schemas';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import styles from './snooze.module.css';

const toTime = (minutes: number) =>
  `${String(Math.floor(Math.min(minutes, 1439) / 60)).padStart(2, '0')}:${String(Math.min(minutes, 1439) % 60).padStart(2, '0')}`;
function toMinutes(time: string): number | undefined {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}
// "23:59" is as late as a time field goes: it stands for the end of the day.
const endMinutes = (time: string) => {
  const minutes = toMinutes(time);
  return minutes === 1439 ? 1440 : minutes;
};

/** The week in the language's order (Monday first in most, Sunday first in some), as Date#getDay days. */
function weekOrder(language: string): number[] {
  const locale = new Intl.Locale(language) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const first = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay ?? 1;
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}

interface Draft {
  on: boolean;
  from: string;
  to: string;
}
const draftOf = (day: DayCueHours, fallback: DayCueHours): Draft => {
  const hours = day ?? fallback ?? { from: 540, to: 1080 };
  return { on: Boolean(day), from: toTime(hours.from), to: toTime(hours.to) };
};

/**
 * Quiet hours: a switch, then each weekday's hours when cues may come (a day switched off has none).
 * A day whose start is not before its end stays as it was, with a note, until it is put right.
 */
export function CueHoursEditor({ value, onChange }: { value: CueHours; onChange(next: CueHours): void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const draftsOf = (days: CueHours['days']) =>
    days.map((day, i) => draftOf(day, defaultCueHours.days[i] ?? null));
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(value.days));
  // Settings that arrive from elsewhere (the account's, once loaded) replace the drafts.
  const [source, setSource] = useState(value.days);
  if (source !== value.days) {
    setSource(value.days);
    setDrafts(draftsOf(value.days));
  }
  const dayNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    // 7 January 2024 was a Sunday.
    return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2024, 0, 7 + day)));
  }, [language]);

  const edit = (day: number, change: Partial<Draft>) => {
    const next = drafts.map((draft, i) => (i === day ? { ...draft, ...change } : draft));
    setDrafts(next);
    const from = toMinutes(next[day]!.from);
    const to = endMinutes(next[day]!.to);
    if (next[day]!.on && (from === undefined || to === undefined || from >= to)) return;
    const days = value.days.map((hours, i) =>
      i !== day ? hours : next[day]!.on ? { from: from!, to: to! } : null,
    );
    onChange({ ...value, days });
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('snooze.quiet.title')}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value.enabled}
          onChange={(e) => onChange({ ...value, enabled: e.target.checked })}
        />
        {t('snooze.quiet.enable')}
      </label>
      {value.enabled && (
        <div className={styles.days}>
          {weekOrder(language).map((day) => {
            const draft = drafts[day]!;
            const from = toMinutes(draft.from);
            const to = endMinutes(draft.to);
            const invalid = draft.on && (from === undefined || to === undefined || from >= to);
            const name = dayNames[day]!;
            return (
              <div key={day}>
                <div className={styles.day}>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={draft.on}
                      onChange={(e) => edit(day, { on: e.target.checked })}
                    />
                    {name}
                  </label>
                  <input
                    type="time"
                    value={draft.from}
                    disabled={!draft.on}
                    aria-label={t('snooze.quiet.from', { day: name })}
                    aria-invalid={invalid || undefined}
                    onChange={(e) => edit(day, { from: e.target.value })}
                  />
                  <input
                    type="time"
                    value={draft.to}
                    disabled={!draft.on}
                    aria-label={t('snooze.quiet.to', { day: name })}
                    aria-invalid={invalid || undefined}
                    onChange={(e) => edit(day, { to: e.target.value })}
                  />
                </div>
                {invalid && (
                  <p className={styles.error} role="alert">
                    {t('snooze.quiet.invalid')}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
